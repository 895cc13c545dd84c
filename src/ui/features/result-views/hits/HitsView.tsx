import { runRequest } from '../../../actions/run-request';
import type { ShownRequest } from '../../../store/store';
import { pageOf, withFrom } from './paging';
import { useMemo, useRef } from 'react';
import { PageWindows, rescoreWindows } from './page-windows';
import { hitsOf } from '../shapes';
import { useRowWindow } from './use-row-window';
import { HitHighlights } from './HitHighlights';

/** The windows every page shown so far was rescored with, per search (for the mixed-windows warning). */
const pageWindows = new PageWindows();

function preview(source: Record<string, unknown> | undefined): string {
  if (!source) return '';
  const s = Object.entries(source).slice(0, 3).map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`).join(' · ');
  return s.length > 140 ? `${s.slice(0, 140)}…` : s;
}

/** Search hits as a table, with a pager that re-runs the request with the next `from`. */
export function HitsView({ body, request }: { body: unknown; request?: ShownRequest }) {
  const result = hitsOf(body);
  // Recorded once per answer: a page of this search rescored with other windows than this one.
  const mixed = useMemo(() => (request && result ? pageWindows.record(request, pageOf(request).from) : undefined), [body]); // eslint-disable-line react-hooks/exhaustive-deps
  const rows = useRef<HTMLTableSectionElement>(null);
  const { first, last: end, rowHeight } = useRowWindow(rows, result?.hits.length ?? 0);
  if (!result || !request) return null;
  const { from, size } = pageOf(request);
  const last = from + result.hits.length;
  // 7.x may count only up to a limit (`gte`), or not at all: then a full page suggests more.
  const total = result.total === undefined ? 'an uncounted total' : `${result.atLeast ? 'at least ' : ''}${result.total}`;
  const more = result.total === undefined || result.atLeast ? result.hits.length === size : from + size < result.total;
  const windows = rescoreWindows(request);
  const smallest = windows.length ? Math.min(...windows) : 0;
  const go = (f: number) => void runRequest(withFrom(request, Math.max(0, f)));
  return (
    <div className="view" data-testid="hits-view">
      <nav className="pager" aria-label="Pages">
        <button type="button" disabled={from === 0 || size === 0} onClick={() => go(from - size)}>Previous page</button>
        <span data-testid="page-range">{result.hits.length ? `hits ${from + 1}–${last} of ${total}` : `no hits on this page (total ${total})`}</span>
        <button type="button" disabled={size === 0 || !more} onClick={() => go(from + size)}>Next page</button>
      </nav>
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
          <tr aria-rowindex={1}><th>rank</th><th>_index</th><th>_id</th><th>_score</th><th>_source</th></tr>
        </thead>
        <tbody ref={rows}>
          {first > 0 && <Spacer height={first * rowHeight} />}
          {result.hits.slice(first, end).map((h, j) => (
            <tr key={`${h._index}/${h._id}`} aria-rowindex={first + j + 2}>
              <td>{from + first + j + 1}</td>
              <td>{h._index}</td>
              <td className="id">{h._id}</td>
              <td>{h._score === null ? 'null' : h._score}</td>
              <td className="preview">{h.highlight ? <HitHighlights hit={h} request={request} /> : preview(h._source)}</td>
            </tr>
          ))}
          {end < result.hits.length && <Spacer height={(result.hits.length - end) * rowHeight} />}
        </tbody>
      </table>
    </div>
  );
}

/** Stands in for rows that are not drawn. */
function Spacer({ height }: { height: number }) {
  return (
    <tr aria-hidden="true" className="spacer">
      <td colSpan={5} style={{ height }} />
    </tr>
  );
}
