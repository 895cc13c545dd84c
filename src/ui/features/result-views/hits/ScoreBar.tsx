import { partTitle, type ScorePart } from './score-parts';

/** Colours of the parts, in turn (a part keeps its colour across hits when the query's clauses come in one order). */
export const COLOURS = ['#6092c0', '#d36086', '#54b399', '#d6bf57', '#9170b8', '#ca8eae', '#b9a888', '#aa6556'];

/**
 * A hit's `_score` as a bar of what each matching term or clause contributed (BM25, from its explanation):
 * each part's width is its share of the score; hovering one says its idf, tfNorm and boost.
 */
export function ScoreBar({ parts, score, labels }: { parts: ScorePart[]; score: number; labels: string[] }) {
  const total = parts.reduce((s, p) => s + p.value, 0);
  if (!(total > 0)) return null;
  return (
    <span className="score-bar" role="list" aria-label={`What made the score ${score}`} data-testid="score-bar">
      {parts.map((p, i) => (
        <span
          key={i}
          role="listitem"
          className="score-part"
          data-value={p.value}
          title={partTitle(p)}
          aria-label={partTitle(p)}
          style={{ width: `${(100 * p.value) / total}%`, background: COLOURS[Math.max(0, labels.indexOf(p.label)) % COLOURS.length] }}
        />
      ))}
    </span>
  );
}

/**
 * What the bars' colours stand for: one swatch per term or clause met on the page. Its line is there before the
 * explanations arrive (one line, the rest cut), so their arrival moves nothing.
 */
export function ScoreLegend({ labels }: { labels: string[] }) {
  return (
    <p className="score-legend" aria-label="Score bar parts">
      <span className="note">_score bars: </span>
      {labels.map((l, i) => (
        <span key={l} className="legend-item">
          <span className="swatch" style={{ background: COLOURS[i % COLOURS.length] }} />
          {l}
        </span>
      ))}
    </p>
  );
}
