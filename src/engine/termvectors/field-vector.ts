import type { Analyzer } from '../analysis/analyzer';
import type { StoredTermVector } from '../index/segment';
import { compareUtf8 } from '../util/utf8';

/** One field's term vector, stored or generated: terms in UTF-8 order with what the vector holds. */
export type FieldVector = StoredTermVector;

/**
 * Generates a field's vector from its values as Lucene's MemoryIndex does for ES: always positions,
 * offsets only when asked, never payloads; a later value starts at `lastPos + gap` and at offset
 * `end of previous values + offset gap`, but only once a token has been produced (es-semantics §1.5).
 */
export function generateFieldVector(values: string[], analyzer: Analyzer, withOffsets: boolean): FieldVector {
  const byTerm = new Map<string, { positions: number[]; starts: number[]; ends: number[] }>();
  let pos = -1;
  let offsetBase = 0;
  let produced = false;
  values.forEach((value, i) => {
    if (i > 0 && produced) {
      pos += analyzer.positionIncrementGap;
      offsetBase += analyzer.offsetGap;
    }
    const r = analyzer.analyze(value);
    for (const t of r.tokens) {
      pos += t.positionIncrement;
      produced = true;
      let e = byTerm.get(t.term);
      if (!e) byTerm.set(t.term, (e = { positions: [], starts: [], ends: [] }));
      e.positions.push(pos);
      e.starts.push(offsetBase + t.startOffset);
      e.ends.push(offsetBase + t.endOffset);
    }
    pos += r.endPositionIncrement;
    offsetBase += r.finalOffset;
  });
  const terms = [...byTerm.keys()].sort(compareUtf8).map((term) => {
    const e = byTerm.get(term)!;
    return {
      term,
      freq: e.positions.length,
      positions: e.positions,
      ...(withOffsets ? { startOffsets: e.starts, endOffsets: e.ends } : {}),
    };
  });
  return { positions: true, offsets: withOffsets, payloads: false, terms };
}
