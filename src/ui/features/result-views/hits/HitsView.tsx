import { NoHits } from './NoHits';
import { runRequest } from '../../../actions/run-request';
import { useAppStore, type ShownRequest } from '../../../store/store';
import { pageOf, pageRequestText, withFrom } from './paging';
import { useMemo, useRef, useState } from 'react';
import { PageWindows, rescoreWindows } from './page-windows';
import { hitsOf, isObject } from '../shapes';
import { useRowWindow } from './use-row-window';
import { HitHighlights } from './HitHighlights';
import { usePageScores } from './use-page-scores';
import { hitKey } from './page-scores';
import { ScoreBar, ScoreLegend } from './ScoreBar';
import { HitSource } from './HitSource';
import { PageCost } from './PageCost';
import { toCurl } from '../../console/curl';

/** The windows every page shown so far was rescored with, per search (for the mixed-windows warning). */
const pageWindows = new PageWindows();

/** The shards a search ran on, from its answer's `_shards` (1 when it does not say). */
function shardsOf(body: unknown): number {
  const s = isObject(body) && isObject(body._shards) ? Number(body._shards.total) : NaN;
  return Number.isInteger(s) && s > 0 ? s : 1;
}

/** Copies the request of the page shown (its from and size spelled out) as Kibana's Console writes cURL; says so. */
async function copyCurl(request: ShownRequest): Promise<string> {
  const [line, ...body] = pageRequestText(request).trimEnd().split('\n');
  const path = line.slice(line.indexOf(' ') + 1);
  const curl = toCurl({ method: request.method, path, bodyText: body.length ? body.join('\n') : undefined, startLine: 0, endLine: body.length });
  try {
    await navigator.clipboard.writeText(curl);
    return "Copied this page's request as cURL.";
  } catch {
    return `Ready to copy: ${curl}`;
  }
}

/** Puts the page's request at the end of the editor's buffer; says so. */
function putInEditor(request: ShownRequest): string {
  const { buffer, setBuffer } = useAppStore.getState();
  const before = buffer.endsWith('\n') || buffer === '' ? buffer : `${buffer}\n`;
  setBuffer(`${before}\n${pageRequestText(request)}`);
  return `This page's request is at the end of the editor (line ${before.split('\n').length + 1}): run it there with Ctrl/Cmd+Enter.`;
}

/**
 * Search hits as a table: `_source` wrapped with the matched terms marked, the named queries each hit matches
 * under its `_id`, a bar per hit of what each term or clause added to `_score` (BM25, from the explanation), and
 * a pager that re-runs the request with the next `from`, says the from/size each page ran with and draws what a
 * page costs.
 */
export function HitsView({ body, request }: { body: unknown; request?: ShownRequest }) {
  const result = hitsOf(body);
  // Recorded once per answer: a page of this search rescored with other windows than this one.
  const mixed = useMemo(() => (request && result ? pageWindows.record(request, pageOf(request).from) : undefined), [body]); // eslint-disable-line react-hooks/exhaustive-deps
  const rows = useRef<HTMLTableSectionElement>(null);
  const { first, last: end, rowHeight } = useRowWindow(rows, result?.hits.length ?? 0);
  const scores = usePageScores(request, body);
  const [note, setNote] = useState<{ for: unknown; text: string }>();
  if (!result || !request) return null;
  const { from, size } = pageOf(request);
  const last = from + result.hits.length;
  // 7.x may count only up to a limit (`gte`), or not at all: then a full page suggests more.
  const total = result.total === undefined ? 'an uncounted total' : `${result.atLeast ? 'at least ' : ''}${result.total}`;
  const more = result.total === undefined || result.atLeast ? result.hits.length === size : from + size < result.total;
  const windows = rescoreWindows(request);
  const smallest = windows.length ? Math.min(...windows) : 0;
  const go = (f: number) => void runRequest(withFrom(request, Math.max(0, f)));
  // A constant column says nothing: one index for every hit is said once, above the table.
  const indices = new Set(result.hits.map((h) => h._index));
  const oneIndex = indices.size <= 1;
  const columns = oneIndex ? 4 : 5;
  // The parts' labels in the order first met, so a clause keeps its colour from hit to hit.
  const labels = [...new Set([...(scores.parts?.values() ?? [])].flat().map((p) => p.label))];
  return (
    <div className="view" data-testid="hits-view">
      <nav className="pager" aria-label="Pages">
        <button type="button" disabled={from === 0 || size === 0} onClick={() => go(from - size)}>Previous page</button>
        <span data-testid="page-range">{result.hits.length ? `hits ${from + 1}–${last} of ${total}` : `no hits on this page (total ${total})`}</span>
        <button type="button" disabled={size === 0 || !more} onClick={() => go(from + size)}>Next page</button>
      </nav>
      <div className="page-heading">
        <h3 data-testid="page-request">
          <code>{request.method} {request.path.split('?')[0]}</code>{' '}
          <span className="page-params" data-testid="page-params">from: {from}, size: {size}</span>
          {oneIndex && indices.size === 1 && <span className="note"> · all in index {[...indices][0]}</span>}
        </h3>
        <button type="button" className="link-button" onClick={() => setNote({ for: body, text: putInEditor(request) })}>Put this page in the editor</button>
        <button type="button" className="link-button" onClick={() => void copyCurl(request).then((text) => setNote({ for: body, text }))}>Copy this page as cURL</button>
      </div>
      {note && note.for === body && <p role="status" className="page-note">{note.text}</p>}
      <details className="page-cost-box">
        <summary>What this page costs</summary>
        <PageCost from={from} size={size} shards={shardsOf(body)} />
      </details>
      {result.total === 0 && <NoHits request={request} />}
      {scores.note && <p className="note">{scores.note}</p>}
      {!scores.note && result.hits.some((h) => h._score !== null) && <ScoreLegend labels={labels.slice(0, 8)} />}
      {windows.length > 0 && (
        <p className="note" role="note">Each page is rescored on its own: the window is taken per shard from the top hits of every request, so a page's order depends on window_size (default 10 in ES 6.8).</p>
      )}
      {windows.length > 0 && last > smallest && (
        <p className="warning" role="note" data-testid="below-window">
          Hits below rank {smallest} may not have been rescored: each shard rescores only its own top {smallest} (window_size), so further down scores from the query phase and from the rescorer mix.
        </p>
      )}
      {mixed && (
        <p className="warning" role="alert" data-testid="mixed-windows">
          The page at from={mixed.from} was rescored with window_size [{mixed.windows.join(', ') || 'none'}], this one with [{windows.join(', ') || 'none'}]: pages rescored with different windows are not slices of one ranking.
        </p>
      )}
      {/* Only the rows near the viewport are in the DOM (aria-rowcount and aria-rowindex say where they are). */}
      <table className="hits-table" aria-label="Hits" aria-rowcount={result.hits.length + 1}>
        <thead>
          <tr aria-rowindex={1}>
            <th className="rank">rank</th>
            {!oneIndex && <th className="index">_index</th>}
            <th className="id">_id</th>
            <th className="score" title="The bar: what each term or clause added to the score (BM25, from the explanation); hover a part for its idf and tfNorm">_score</th>
            <th>_source</th>
          </tr>
        </thead>
        <tbody ref={rows}>
          {first > 0 && <Spacer height={first * rowHeight} columns={columns} />}
          {result.hits.slice(first, end).map((h, j) => {
            const parts = scores.parts?.get(hitKey(h));
            return (
              <tr key={`${h._index}/${h._id}`} aria-rowindex={first + j + 2}>
                <td>{from + first + j + 1}</td>
                {!oneIndex && <td title={h._index}>{h._index}</td>}
                <td className="id" title={h._id}>
                  {h._id}
                  {h.matched_queries && (
                    <div className="matched-queries" data-testid="matched-queries" title={`matched_queries: ${h.matched_queries.join(', ')}`}>
                      {h.matched_queries.map((name) => (
                        <span key={name} className="matched-query">{name}</span>
                      ))}
                    </div>
                  )}
                </td>
                <td className="score">
                  <span className="score-value">{h._score === null ? 'null' : h._score}</span>
                  {parts && h._score !== null && <ScoreBar parts={parts} score={h._score} labels={labels} />}
                </td>
                <td className="preview">
                  {h.highlight ? <HitHighlights hit={h} request={request} /> : <HitSource source={h._source} marks={scores.marks?.get(hitKey(h))} />}
                </td>
              </tr>
            );
          })}
          {end < result.hits.length && <Spacer height={(result.hits.length - end) * rowHeight} columns={columns} />}
        </tbody>
      </table>
    </div>
  );
}

/** Stands in for rows that are not drawn. */
function Spacer({ height, columns }: { height: number; columns: number }) {
  return (
    <tr aria-hidden="true" className="spacer">
      <td colSpan={columns} style={{ height }} />
    </tr>
  );
}
