import { useEffect, useState } from 'react';
import { cancelRunning } from '../../actions/run-request';
import { useAppStore } from '../../store/store';
import { applicableViews } from '../result-views/registry';
import { ResponseJson } from './ResponseJson';
import { ExamplesList } from './ExamplesList';
import { AnswersList } from '../console/AnswersList';
import { answerJsonText } from '../../client/answer-text';

/** The panel's own tab, always there: the answer as JSON. */
const JSON_TAB = { id: 'json', title: 'JSON' };

/** The answer of the last request: status, time, the views that apply, and the JSON as the engine returned it. */
export function ResponsePanel() {
  const responses = useAppStore((s) => s.responses);
  const running = useAppStore((s) => s.running);
  const request = useAppStore((s) => s.request);
  const response = useAppStore((s) => s.response);
  const crash = useAppStore((s) => s.crash);
  const interrupted = useAppStore((s) => s.interrupted);
  const applicable = applicableViews(request, response);
  const tabs = [...applicable, JSON_TAB];
  const views = tabs.map((t) => t.id);
  const [chosen, setChosen] = useState('json');
  // A new answer opens its most telling view; the choice stays while paging through the same kind. Decided
  // while rendering (not in an effect), so a big answer is not first laid out as JSON and then again as its view.
  const [answered, setAnswered] = useState(response);
  let current = chosen;
  if (answered !== response) {
    current = request?.view !== undefined && views.includes(request.view) ? request.view : views.includes(chosen) && chosen !== 'json' ? chosen : views[0];
    setAnswered(response);
    setChosen(current);
  }
  const view = views.includes(current) ? current : views[0];
  const Shown = applicable.find((v) => v.id === view)?.View;
  // perf: the answer is printed as JSON in a task of its own, after its views are drawn (a large answer takes
  // tens of milliseconds to print). `data-responses` counts the answers printed, so readers of the text wait for it.
  const [printed, setPrinted] = useState({ responses: 0, text: '' });
  useEffect(() => {
    const timer = setTimeout(() => setPrinted({ responses, text: bodyText(response?.body) }), 0);
    return () => clearTimeout(timer);
  }, [response, responses]);
  const text = printed.text;
  // The toolbar and the tab row keep one height whatever they hold, so an answer never moves the view below.
  return (
    <section className="pane" aria-label="Response" data-responses={printed.responses}>
      <div className="toolbar response-toolbar">
        <span className="request-line">{request && `${request.method} ${request.path}`}</span>
        {running ? (
          <span className="run-state">
            <span role="status">Running…</span>
            <button type="button" className="cancel-button" onClick={cancelRunning}>
              Cancel
            </button>
          </span>
        ) : (
          response && (
            <span className="run-state">
              <span className={`status ${response.status >= 400 ? 'error' : 'ok'}`} aria-label="Status">
                {response.status}
              </span>
              <span className="time" aria-label="Time">{response.tookMs.toFixed(1)} ms</span>
            </span>
          )
        )}
      </div>
      {response?.warnings?.map((w) => (
        <p className="warning" role="note" key={w}>Warning: {w}</p>
      ))}
      {crash && <p role="alert">Engine crash: {crash}</p>}
      {interrupted && <p role="alert">{interrupted}</p>}
      {response && (
        <div role="tablist" aria-label="Result views" className="tabs">
          {tabs.map((t) => (
            <button key={t.id} role="tab" type="button" aria-selected={t.id === view} onClick={() => setChosen(t.id)} data-testid={`tab-${t.id}`}>
              {t.title}
            </button>
          ))}
        </div>
      )}
      {!response && <div className="tabs" />}
      <div role="tabpanel" className="tab-body">
        {response && Shown && <Shown body={response.body} request={request} />}
        {!response && !running && !crash && !interrupted && (
          <>
            <EmptyResponse />
            <ExamplesList />
          </>
        )}
        <ResponseJson text={text} shown={response !== undefined && view === 'json'} />
        {/* The same text as plain DOM text, never drawn: scripts and specs read the answer from it. */}
        <pre data-testid="response-body" hidden>{text}</pre>
      </div>
      {/* Below the views, so that answers arriving one by one (Run all) never move the view above them. */}
      <AnswersList />
    </section>
  );
}

/** Before the first answer: what to do, instead of an empty JSON view. */
function EmptyResponse() {
  return (
    <div className="empty-pane" data-testid="response-empty">
      <h2>No answer yet</h2>
      <p>
        Put the cursor in a request of the buffer and press <kbd>Ctrl</kbd>+<kbd>Enter</kbd> (<kbd>Cmd</kbd>+<kbd>Enter</kbd> on a Mac), or
        click <b>Run</b>: its answer shows here, in the views that apply (term vectors, hits, rescore stages, explanations) and as JSON.
      </p>
      <p>
        New here? Pick one of the examples below (or from <b>Examples…</b> in the Console's toolbar): it loads a documented request with the data it needs, and{' '}
        <b>Run all</b> runs it.
      </p>
    </div>
  );
}

/** The answer as the engine wrote it: pretty-printed JSON (its own text: longs exact), or the text of a non-JSON answer (`_cat`). */
const bodyText = answerJsonText;
