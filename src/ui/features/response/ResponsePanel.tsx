import { useAppStore } from '../../store/store';

/** The answer of the last request: status, time and the JSON exactly as the engine returned it. */
export function ResponsePanel() {
  const running = useAppStore((s) => s.running);
  const request = useAppStore((s) => s.request);
  const response = useAppStore((s) => s.response);
  const crash = useAppStore((s) => s.crash);
  const text = response
    ? typeof response.body === 'string'
      ? response.body
      : response.body === undefined
        ? ''
        : JSON.stringify(response.body, null, 2)
    : '';
  return (
    <section className="pane" aria-label="Response">
      <div className="toolbar">
        {request && <span className="request-line">{request.method} {request.path}</span>}
        {response && (
          <span className={`status ${response.status >= 400 ? 'error' : 'ok'}`} aria-label="Status">
            {response.status}
          </span>
        )}
        {response && <span className="time" aria-label="Time">{response.tookMs.toFixed(1)} ms</span>}
        {running && <span>Running…</span>}
      </div>
      {response?.warnings?.map((w) => (
        <p className="warning" role="note" key={w}>Warning: {w}</p>
      ))}
      {crash && <p role="alert">Engine crash: {crash}</p>}
      <pre className="response" data-testid="response-body" aria-label="Response body">{text}</pre>
    </section>
  );
}
