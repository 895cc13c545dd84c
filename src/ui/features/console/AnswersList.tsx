import { answerJsonText } from '../../client/answer-text';
import { useAnswers, type Answer } from './answers-store';
import { revealInEditor } from './editor-reveal';
import { answerErrorPosition } from './error-location';

function ErrorPlace({ answer }: { answer: Answer }) {
  const at = answerErrorPosition(answer);
  if (!at) return null;
  return (
    <button type="button" className="link-button" data-testid="error-location" onClick={() => revealInEditor(at.line, at.column)} title={at.reason}>
      {at.type} at line {at.line + 1}, column {at.column + 1}
    </button>
  );
}

const bodyText = answerJsonText;

/**
 * Above the answer's views: after Run all (or a run of a selection) every answer in order, each with its request
 * line, status and time, collapsible; after one run, where its error is in the buffer when the answer says.
 */
export function AnswersList() {
  const answers = useAnswers((s) => s.answers);
  const batch = useAnswers((s) => s.batch);
  if (!batch) return answers[0] && answerErrorPosition(answers[0]) ? <p className="error-place"><ErrorPlace answer={answers[0]} /></p> : null;
  if (answers.length === 0) return null;
  return (
    <ol className="answers" aria-label="Answers">
      {answers.map((a, i) => (
        <li key={i} data-testid="answer">
          <details>
            <summary>
              <button type="button" className="link-button answer-line" onClick={() => revealInEditor(a.line, 0)} title="Show the request in the editor">
                {a.method} {a.path}
              </button>{' '}
              <span className={`status ${a.status === undefined || a.status >= 400 ? 'error' : 'ok'}`} aria-label="Response code">
                {a.status ?? 'no answer'}
              </span>{' '}
              {a.tookMs !== undefined && <span className="time">{a.tookMs.toFixed(1)} ms</span>} <ErrorPlace answer={a} />
            </summary>
            <pre className="answer-body">{bodyText(a.body)}</pre>
          </details>
        </li>
      ))}
    </ol>
  );
}
