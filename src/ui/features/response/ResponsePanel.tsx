import { useMemo, useState } from 'react';
import { cancelRunning } from '../../app/run-request';
import { useAppStore } from '../../store/store';
import { ExplainView } from '../result-views/ExplainView';
import { HitsView } from '../result-views/HitsView';
import { RescoreView } from '../result-views/RescoreView';
import { applicableViews, type ViewId } from '../result-views/shapes';
import { TermVectorsView } from '../result-views/TermVectorsView';
import { TokensView } from '../result-views/TokensView';

const LABELS: Record<ViewId, string> = { termvectors: 'Term vectors', tokens: 'Tokens', hits: 'Hits', rescore: 'Rescore stages', explain: 'Explain', json: 'JSON' };

/** The answer of the last request: status, time, the views that apply, and the JSON as the engine returned it. */
export function ResponsePanel() {
  const responses = useAppStore((s) => s.responses);
  const running = useAppStore((s) => s.running);
  const request = useAppStore((s) => s.request);
  const response = useAppStore((s) => s.response);
  const crash = useAppStore((s) => s.crash);
  const interrupted = useAppStore((s) => s.interrupted);
  const views = applicableViews(request, response?.status, response?.body);
  const [chosen, setChosen] = useState<ViewId>('json');
  // A new answer opens its most telling view; the choice stays while paging through the same kind. Decided
  // while rendering (not in an effect), so a big answer is not first laid out as JSON and then again as its view.
  const [answered, setAnswered] = useState(response);
  let current = chosen;
  if (answered !== response) {
    current = views.includes(chosen) && chosen !== 'json' ? chosen : views[0];
    setAnswered(response);
    setChosen(current);
  }
  const view = views.includes(current) ? current : views[0];
  // perf: once per answer, not on every render of the panel (it renders again when the next request starts).
  const text = useMemo(
    () => (response ? (typeof response.body === 'string' ? response.body : response.body === undefined ? '' : JSON.stringify(response.body, null, 2)) : ''),
    [response],
  );
  return (
    <section className="pane" aria-label="Response" data-responses={responses}>
      <div className="toolbar">
        {request && <span className="request-line">{request.method} {request.path}</span>}
        {response && (
          <span className={`status ${response.status >= 400 ? 'error' : 'ok'}`} aria-label="Status">
            {response.status}
          </span>
        )}
        {response && <span className="time" aria-label="Time">{response.tookMs.toFixed(1)} ms</span>}
        {running && (
          <>
            <span role="status">Running…</span>
            <button type="button" className="cancel-button" onClick={cancelRunning}>
              Cancel
            </button>
          </>
        )}
      </div>
      {response?.warnings?.map((w) => (
        <p className="warning" role="note" key={w}>Warning: {w}</p>
      ))}
      {crash && <p role="alert">Engine crash: {crash}</p>}
      {interrupted && <p role="alert">{interrupted}</p>}
      {response && views.length > 1 && (
        <div role="tablist" aria-label="Result views" className="tabs">
          {views.map((v) => (
            <button key={v} role="tab" type="button" aria-selected={v === view} onClick={() => setChosen(v)} data-testid={`tab-${v}`}>
              {LABELS[v]}
            </button>
          ))}
        </div>
      )}
      <div role="tabpanel" className="tab-body">
        {response && view === 'termvectors' && <TermVectorsView body={response.body} request={request} />}
        {response && view === 'tokens' && <TokensView body={response.body} request={request} />}
        {response && view === 'hits' && <HitsView body={response.body} request={request} />}
        {response && view === 'rescore' && <RescoreView request={request} />}
        {response && view === 'explain' && <ExplainView body={response.body} />}
        <pre className="response" data-testid="response-body" aria-label="Response body" hidden={view !== 'json'}>{text}</pre>
      </div>
    </section>
  );
}
