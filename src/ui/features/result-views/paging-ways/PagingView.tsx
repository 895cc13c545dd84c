/**
 * The Paging view: the search walked three ways side by side (from/size, search_after, scroll), three pages of
 * ten each, with what each page costs, and whether the three walks gave the same documents in the same order.
 */
import { useEffect, useState } from 'react';
import { sendRequest } from '../../../actions/send-request';
import type { ShownRequest } from '../../../store/store';
import { walkThreeWays, type ThreeWays, type Way } from './three-ways';
import './paging-ways.css';

function WayColumn({ way, rankOf }: { way: Way; rankOf: (id: string) => number | undefined }) {
  return (
    <section className="paging-way" aria-label={`Paging by ${way.label}`} data-testid={`way-${way.id}`}>
      <h3>{way.label}</h3>
      {way.pages.map((p, i) => (
        <div key={i} className="paging-page" data-testid="way-page">
          <h4>Page {i + 1}</h4>
          <p className="paging-cost">{p.cost}</p>
          {p.error ? (
            <p role="alert">{p.error}</p>
          ) : (
            <ol start={i * 10 + 1}>
              {p.ids.map((id, j) => (
                <li key={id} data-id={id} className={rankOf(id) === i * 10 + j ? undefined : 'paging-moved'}>
                  <code>{id}</code> <span className="paging-sort">{JSON.stringify(p.sorts[j])}</span>
                </li>
              ))}
            </ol>
          )}
        </div>
      ))}
      <p className="paging-note">{way.note}</p>
    </section>
  );
}

export function PagingView({ request }: { request?: ShownRequest }) {
  const [walked, setWalked] = useState<ThreeWays>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    if (!request) return;
    let live = true;
    setWalked(undefined);
    setError(undefined);
    walkThreeWays((r) => sendRequest(r), request)
      .then((w) => live && (w ? setWalked(w) : setError('Not a search request.')))
      .catch((e: unknown) => live && setError(String(e)));
    return () => {
      live = false;
    };
  }, [request]);
  if (error) return <p role="alert">{error}</p>;
  if (!walked) return <p>Walking three pages three ways…</p>;
  const reference = walked.ways[0].pages.flatMap((p) => p.ids);
  const rankOf = (id: string) => {
    const i = reference.indexOf(id);
    return i < 0 ? undefined : i;
  };
  const count = reference.length;
  // A way that failed (from/size past index.max_result_window, say) says where and why.
  const failed = walked.ways.flatMap((w) => w.pages.map((p, i) => (p.error ? `${w.label} failed on page ${i + 1}: ${p.error}` : undefined)).filter((x): x is string => x !== undefined));
  return (
    <div className="view paging-view" data-testid="paging-view">
      <p className="paging-summary" data-testid="paging-verdict" role="status">
        {walked.same
          ? `Same ${count} documents in the same order all three ways.`
          : failed.length > 0
            ? `${failed.join('; ')}.`
            : `The ways differ${walked.firstDifference !== undefined ? ` from hit ${walked.firstDifference + 1}` : ''}.`}{' '}
        Sort: <code>{JSON.stringify(walked.sort)}</code> · {walked.shards} shard{walked.shards === 1 ? '' : 's'}
      </p>
      <div className="paging-ways">
        {walked.ways.map((w) => <WayColumn key={w.id} way={w} rankOf={rankOf} />)}
      </div>
    </div>
  );
}
