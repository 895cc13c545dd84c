import { useConnectionStore } from './connection-store';

const show = (v: unknown) => (v === undefined ? '(missing)' : JSON.stringify(v));

/** The last compare: the request, both statuses, and every path whose value differs (took ignored). */
export function ComparisonView() {
  const comparison = useConnectionStore((s) => s.comparison);
  const comparing = useConnectionStore((s) => s.comparing);
  const error = useConnectionStore((s) => s.compareError);
  if (!comparison && !comparing && !error) return null;
  return (
    <section className="comparison" aria-label="Comparison">
      {comparing && <p>Comparing…</p>}
      {error && <p role="alert">{error}</p>}
      {comparison && !comparing && (
        <>
          <p>
            <strong>{comparison.request}</strong>: in-browser engine ({comparison.profile} shapes) answered {comparison.localStatus}, {comparison.cluster}{' '}
            answered {comparison.remoteStatus}.{' '}
            <span data-testid="comparison-summary">
              {comparison.differences.length === 0 ? 'No differences (took ignored).' : `${comparison.differences.length} ${comparison.differences.length === 1 ? 'path differs' : 'paths differ'} (took ignored).`}
            </span>{' '}
            <button type="button" onClick={() => useConnectionStore.getState().setComparison({ comparison: undefined, compareError: undefined })}>Close</button>
          </p>
          {comparison.differences.length > 0 && (
            <table className="diff-table" aria-label="Differences">
              <thead>
                <tr><th>path</th><th>in-browser engine</th><th>cluster</th></tr>
              </thead>
              <tbody>
                {comparison.differences.map((d) => (
                  <tr key={d.path}>
                    <td className="path">{d.path}</td>
                    <td>{show(d.left)}</td>
                    <td>{show(d.right)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </section>
  );
}
