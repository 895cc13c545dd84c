import { useDeleteQuestion } from './example-guard';

/** Run all of an example that would delete the user's own indices: asked here, before anything runs. */
export function DeleteQuestion() {
  const question = useDeleteQuestion((s) => s.question);
  if (!question) return null;
  const names = question.indices.join(', ');
  const one = question.indices.length === 1;
  return (
    <div className="delete-question" role="alertdialog" aria-label="Delete your index?">
      <p>
        The example “{question.example}” starts by deleting <b>{names}</b>: {one ? 'an index' : 'indices'} you already have, which no example made.
        Run it and delete {one ? 'it' : 'them'}?
      </p>
      <button type="button" className="danger" onClick={() => question.answer(true)}>Delete {names} and run</button>
      <button type="button" onClick={() => question.answer(false)}>Keep {one ? 'it' : 'them'}, run nothing</button>
    </div>
  );
}
