import { useEffect, useState } from 'react';
import { useExamplePick } from '../console/example-picks';
import { listSamples, type SampleInfo } from '../console/samples';

/**
 * The examples gallery under the empty pane's hint: one click loads an example as the Examples menu does (its
 * data, the buffer with Undo, its notes); each entry's notes are its tooltip.
 */
export function ExamplesList() {
  const [samples, setSamples] = useState<SampleInfo[]>([]);
  const pick = useExamplePick((s) => s.pick);
  useEffect(() => {
    let live = true;
    void listSamples()
      .then((all) => live && setSamples(all))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  if (samples.length === 0) return null;
  return (
    <nav className="examples-list" aria-label="Example gallery" data-testid="examples-gallery">
      <h3>Examples</h3>
      <ul>
        {samples.map((s) => (
          <li key={s.id}>
            <button type="button" className="link-button" title={s.notes || s.source} onClick={() => pick(s.id)}>
              {s.title}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
