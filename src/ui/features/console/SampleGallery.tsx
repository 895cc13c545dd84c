import { useEffect, useState } from 'react';
import { listSamples, loadSampleBuffer, type SampleInfo } from './samples';
import { useAppStore } from '../../store/store';
import type { ImportProgress } from '../storage/import-bulk';
import { replacingBuffer } from '../../actions/buffer-loading';
import { useExamplePick } from './example-picks';

/**
 * "Examples": one pick loads a documented example, with the data it needs, into the buffer. It asks nothing
 * first (a native confirm would hold the page still while it is open); `onLoaded` gets a way to undo instead.
 */
export function SampleGallery({ onLoaded, onProgress }: { onLoaded(sample: SampleInfo, undo: () => void): void; onProgress?(text: string): void }) {
  const [samples, setSamples] = useState<SampleInfo[]>([]);
  useEffect(() => {
    void listSamples().then(setSamples).catch(() => setSamples([]));
  }, []);
  const load = (sample: SampleInfo) => {
    const previous = useAppStore.getState().buffer;
    const progress = (p: ImportProgress) => onProgress?.(`Loading the example's documents: batch ${p.done} of ${p.total}…`);
    void replacingBuffer(loadSampleBuffer(sample.id, progress)).then(
      () => onLoaded(sample, () => useAppStore.getState().setBuffer(previous)),
      (e: unknown) => onProgress?.(`The example did not load: ${e instanceof Error ? e.message : String(e)}`),
    );
  };
  const pickedHere = (id: string) => {
    const sample = samples.find((s) => s.id === id);
    if (sample) load(sample);
  };
  // A pick from elsewhere on the page (the empty response pane) is loaded as one from this menu.
  const picked = useExamplePick((s) => s.picked);
  useEffect(() => {
    if (!picked) return;
    void listSamples().then((all) => {
      const sample = all.find((s) => s.id === picked.id);
      if (sample) load(sample);
    });
  }, [picked]); // eslint-disable-line react-hooks/exhaustive-deps
  // The list arrives after the first paint: the select is there from the start, so nothing moves when it comes.
  return (
    <select
      aria-label="Examples"
      value=""
      onChange={(e) => pickedHere(e.target.value)}
    >
      <option value="">Examples…</option>
      {samples.map((s) => (
        <option key={s.id} value={s.id} title={`${s.source}${s.notes ? ` — ${s.notes}` : ''}`}>
          {s.title}
        </option>
      ))}
    </select>
  );
}
