import { useAppStore } from '../../store/store';

export interface SampleInfo {
  id: string;
  title: string;
  source: string;
  notes: string;
}

const base = () => (import.meta.env?.BASE_URL ?? '/') + 'samples/';

/** The gallery's list (public/samples/index.json, generated from the documented examples). */
export async function listSamples(): Promise<SampleInfo[]> {
  const r = await fetch(`${base()}index.json`);
  return r.ok ? ((await r.json()) as SampleInfo[]) : [];
}

/** Puts a sample's requests in the editor buffer (the previous buffer is replaced). */
export async function loadSampleBuffer(id: string): Promise<void> {
  if (!/^[a-z0-9-]+$/.test(id)) throw new Error(`unknown sample [${id}]`);
  const r = await fetch(`${base()}${id}.txt`);
  if (!r.ok) throw new Error(`unknown sample [${id}]`);
  useAppStore.getState().setBuffer(await r.text());
}
