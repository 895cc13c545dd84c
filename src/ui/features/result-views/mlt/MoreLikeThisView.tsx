import { useEffect, useState } from 'react';
import { sendRequest } from '../../../actions/send-request';
import type { ResultViewProps } from '../result-view';
import { bodyJson, hitsOf, isObject } from '../shapes';
import { chosenRows, findMoreLikeThis, scoresOf, searchTarget, termVectorsCalls, type ChosenRow } from './chosen-terms';

const fmt = (x: number | undefined) => (x === undefined ? '–' : String(Math.round(x * 10000) / 10000));

/**
 * A more_like_this search: the terms the query chose (per shard, from the rewrite API) with their tf-idf (from the
 * term vectors filter), beside the hits they found. See chosen-terms.ts for why these two public calls.
 */
export function MoreLikeThisView({ request, body }: ResultViewProps) {
  const [rows, setRows] = useState<ChosenRow[]>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    const search = bodyJson(request);
    const mlt = findMoreLikeThis(search?.query);
    const target = request ? searchTarget(request.path) : undefined;
    if (!search || !mlt || target === undefined) return;
    let live = true;
    void (async () => {
      try {
        const validate = await sendRequest({ method: 'POST', path: `${target}/_validate/query?rewrite=true&all_shards=true`, body: { query: search.query } });
        const v = validate.body;
        if (validate.status >= 400 || !isObject(v) || !Array.isArray(v.explanations)) {
          if (live) setError(`the rewrite could not be read (status ${validate.status})`);
          return;
        }
        const answers = await Promise.all(termVectorsCalls(mlt, target).map((c) => sendRequest(c).then((r) => (r.status < 400 ? r.body : undefined))));
        if (live) setRows(chosenRows(v.explanations as Array<{ index?: string; shard?: number; explanation?: string }>, scoresOf(answers)));
      } catch (e) {
        if (live) setError(String(e));
      }
    })();
    return () => {
      live = false;
    };
  }, [request]);
  const hits = hitsOf(body)?.hits ?? [];
  if (error) return <p role="alert">{error}</p>;
  if (!rows) return <p>Reading the chosen terms…</p>;
  const boosted = rows.some((r) => r.boost !== undefined);
  // One index: its shards by number alone (the column stays narrow).
  const oneIndex = new Set(rows.flatMap((r) => r.shards.map((s) => s.replace(/\[\d+\]$/, '')))).size <= 1;
  const shardsOf = (r: ChosenRow) => (oneIndex ? r.shards.map((s) => s.replace(/^.*\[(\d+)\]$/, '$1')) : r.shards).join(' ');
  return (
    <div className="view mlt-view" data-testid="mlt-view">
      <section className="mlt-terms" aria-label="Terms more_like_this chose">
        <h3>Chosen terms</h3>
        {rows.length === 0 ? (
          <p>No term passed the filters (min_term_freq, min_doc_freq, max_doc_freq, word lengths, stop words): the query matches nothing.</p>
        ) : (
          <table>
            <thead>
              <tr>
                <th>term</th>
                <th>field</th>
                <th title="tf × idf, idf = ln((numDocs + 1) / (docFreq + 1)) + 1">tf-idf</th>
                <th>tf</th>
                <th>doc freq</th>
                {boosted && <th>boost</th>}
                <th>shards</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={`${r.field}\u0000${r.term}`} data-term={r.term} data-field={r.field}>
                  <td className="term">{r.term}</td>
                  <td>{r.field}</td>
                  <td className="tfidf">{fmt(r.tfIdf?.score)}</td>
                  <td>{r.tfIdf?.termFreq ?? '–'}</td>
                  <td>{r.tfIdf?.docFreq ?? '–'}</td>
                  {boosted && <td>{fmt(r.boost ?? 1)}</td>}
                  <td className="shards">{shardsOf(r)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <p className="mlt-note">
          Each shard chooses its own terms with its own statistics (shards: where the term was chosen). tf-idf: the term
          vectors filter with the same parameters, on the liked documents&apos; shards.
        </p>
      </section>
      <section className="mlt-hits" aria-label="Hits more_like_this found">
        <h3>Hits</h3>
        <ol>
          {hits.map((h) => (
            <li key={`${h._index}/${h._id}`} data-id={h._id}>
              <span className="id">{h._id}</span> <span className="score">{h._score}</span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
