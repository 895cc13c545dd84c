import type { ReactNode } from 'react';
import type { Marks } from './page-scores';

/** How many of `_source`'s fields the row shows (the rest are a click away, in the JSON). */
const FIELDS_SHOWN = 4;

/** A string with the spans `marks` gives marked (offsets in UTF-16 code units, as ES's are). */
function marked(text: string, marks: Array<[number, number]> | undefined): ReactNode {
  if (!marks?.length) return text;
  const out: ReactNode[] = [];
  let at = 0;
  for (const [start, end] of marks) {
    if (start < at || end > text.length) continue;
    out.push(text.slice(at, start), <mark key={start} className="term">{text.slice(start, end)}</mark>);
    at = end;
  }
  out.push(text.slice(at));
  return out;
}

/** A hit's `_source`, field by field, text wrapped, the matched terms marked. */
export function HitSource({ source, marks }: { source: Record<string, unknown> | undefined; marks?: Marks }) {
  if (!source) return null;
  const entries = Object.entries(source);
  return (
    <div className="hit-source">
      {entries.slice(0, FIELDS_SHOWN).map(([k, v], i) => (
        <span key={k}>
          {i > 0 && ' · '}
          <span className="field-name">{k}:</span> {typeof v === 'string' ? marked(v, marks?.get(k)) : JSON.stringify(v)}
        </span>
      ))}
      {entries.length > FIELDS_SHOWN && <span className="note"> · {entries.length - FIELDS_SHOWN} more</span>}
    </div>
  );
}
