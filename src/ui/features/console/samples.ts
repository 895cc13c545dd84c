import { sendRequest } from '../../actions/send-request';
import { useAppStore } from '../../store/store';
import type { ImportProgress } from '../storage/import-bulk';
import { importIndexFile, readIndexFile } from '../storage/index-file';
import { exampleLoaded } from './example-guard';

export interface SampleInfo {
  id: string;
  title: string;
  source: string;
  notes: string;
  /** An index export (under samples/) the example's requests search: imported when the example is loaded. */
  data?: string;
}

const base = () => (import.meta.env?.BASE_URL ?? '/') + 'samples/';

/** The gallery's list (public/samples/index.json, generated from the documented examples). */
export async function listSamples(): Promise<SampleInfo[]> {
  const r = await fetch(`${base()}index.json`);
  return r.ok ? ((await r.json()) as SampleInfo[]) : [];
}

/**
 * Puts a sample's requests in the editor buffer (the previous buffer is replaced). A sample with a data set
 * first imports it, with progress, where the page's requests go (the in-browser engine or the cluster), unless
 * its index is already there: loading an example never deletes anything.
 */
export async function loadSampleBuffer(id: string, onProgress?: (p: ImportProgress) => void): Promise<void> {
  if (!/^[a-z0-9-]+$/.test(id)) throw new Error(`unknown sample [${id}]`);
  const r = await fetch(`${base()}${id}.txt`);
  if (!r.ok) throw new Error(`unknown sample [${id}]`);
  const text = await r.text();
  const sample = (await listSamples()).find((s) => s.id === id);
  if (sample?.data) await importSampleData(sample.data, onProgress ?? (() => {}));
  useAppStore.getState().setBuffer(text);
  exampleLoaded(sample?.title ?? id, text);
}

async function importSampleData(file: string, onProgress: (p: ImportProgress) => void) {
  const r = await fetch(`${base()}${file}`);
  if (!r.ok) throw new Error(`sample data [${file}] not found`);
  const text = await r.text();
  const index = readIndexFile(text).header?.index;
  if (index && (await sendRequest({ method: 'HEAD', path: `/${encodeURIComponent(index)}` })).status === 200) return;
  await importIndexFile({ request: (req) => sendRequest(req) }, text, onProgress);
}
