import type { SampleInfo } from './samples';

/** The notes of the example just loaded: what it shows, where it comes from, what to look at in its answers. */
export function ExampleNotes({ sample, onClose }: { sample: SampleInfo; onClose(): void }) {
  return (
    <section className="example-notes" aria-label="About this example">
      <header>
        <h3>{sample.title}</h3>
        <button type="button" className="link-button" onClick={onClose}>Hide notes</button>
      </header>
      {sample.notes && <p>{sample.notes}</p>}
      <p className="note">From Elasticsearch's documentation: <code>{sample.source}</code>. Run all runs it.</p>
    </section>
  );
}
