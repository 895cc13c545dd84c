import { useEffect, useState } from 'react';
import { listSamples, loadSampleBuffer, type SampleInfo } from './samples';

/** "Examples": one pick loads a documented example, with the data it needs, into the buffer. */
export function SampleGallery() {
  const [samples, setSamples] = useState<SampleInfo[]>([]);
  useEffect(() => {
    void listSamples().then(setSamples).catch(() => setSamples([]));
  }, []);
  if (samples.length === 0) return null;
  return (
    <select
      aria-label="Examples"
      value=""
      onChange={(e) => {
        const id = e.target.value;
        if (id && window.confirm('Replace the buffer with this example? (Run all then runs it.)')) void loadSampleBuffer(id);
      }}
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
