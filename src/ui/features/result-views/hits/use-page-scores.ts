import { useEffect, useState } from 'react';
import { sendRequest } from '../../../actions/send-request';
import type { ShownRequest } from '../../../store/store';
import { hitsOf } from '../shapes';
import { explainedRequest, marksOf, MAX_EXPLAINED_HITS, partsByHit, termVectorsBody, type Marks } from './page-scores';
import type { ScorePart } from './score-parts';

export interface PageScores {
  /** Each hit's score parts (absent until explained, or when the page cannot be). */
  parts?: Map<string, ScorePart[]>;
  /** Each hit's matched terms' offsets, by field. */
  marks?: Map<string, Marks>;
  /** Why there are no bars, when there are none for a reason worth saying. */
  note?: string;
}

/** The explanations and marks of the page shown: from the answer when it explains itself, else asked for. */
export function usePageScores(request: ShownRequest | undefined, body: unknown): PageScores {
  const [scores, setScores] = useState<PageScores>({});
  useEffect(() => {
    setScores({});
    const hits = hitsOf(body)?.hits ?? [];
    if (!request || hits.length === 0 || hits.every((h) => h._score === null)) return;
    if (hits.length > MAX_EXPLAINED_HITS) return;
    let live = true;
    void (async () => {
      let parts = partsByHit(hits);
      if (parts.size === 0) {
        const asked = explainedRequest(request);
        if (!asked) return;
        const r = await sendRequest({ method: asked.method, path: asked.path, body: asked.body }).catch(() => undefined);
        if (!live || !r || r.status >= 400) return;
        parts = partsByHit(hitsOf(r.body)?.hits ?? []);
      }
      if (!live) return;
      setScores({ parts });
      const tv = termVectorsBody(hits, parts);
      if (!tv) return;
      const r = await sendRequest({ method: 'POST', path: '/_mtermvectors', body: tv }).catch(() => undefined);
      if (live && r && r.status < 400) setScores({ parts, marks: marksOf(r.body, parts) });
    })();
    return () => {
      live = false;
    };
  }, [body]); // eslint-disable-line react-hooks/exhaustive-deps
  // Said from the first render (an effect's note would move the table down after it is drawn).
  const long = (hitsOf(body)?.hits.length ?? 0) > MAX_EXPLAINED_HITS;
  return long ? { note: `Score bars and marked terms are drawn for pages of at most ${MAX_EXPLAINED_HITS} hits.` } : scores;
}
