import { avgFieldLength, bm25, idf, K1, normCache, weightValue } from './bm25';
import type { Query, SegmentContext } from './query';

const f32 = Math.fround;

function live(ctx: SegmentContext, doc: number) {
  return ctx.segment.liveDocs[doc] === 1;
}

/** `match_all`: every live document, score = boost. */
export class MatchAllQuery implements Query {
  readonly kind = 'match_all';
  constructor(readonly boost = 1) {}
  matches(ctx: SegmentContext) {
    const out = new Map<number, number>();
    for (let d = 0; d < ctx.segment.maxDoc; d++) if (live(ctx, d)) out.set(d, f32(this.boost));
    return out;
  }
}

export class MatchNoneQuery implements Query {
  readonly kind = 'match_none';
  matches() {
    return new Map<number, number>();
  }
}

/** A term in an inverted field, scored with BM25 (freq 1 and norm k1 for fields without norms/freqs). */
export class TermQuery implements Query {
  readonly kind = 'term';
  constructor(readonly field: string, readonly term: string, readonly boost = 1) {}
  matches(ctx: SegmentContext) {
    const out = new Map<number, number>();
    const fp = ctx.segment.fields.get(this.field);
    const t = fp?.termIds.get(this.term);
    if (!fp || t === undefined) return out;
    const fs = ctx.stats.field(this.field);
    const w = weightValue(idf(ctx.stats.docFreq(this.field, this.term), fs.docCount), this.boost);
    const cache = fp.norms ? normCache(avgFieldLength(fs.sumTotalTermFreq, fs.docCount)) : undefined;
    const keywordLike = this.isDocsOnly(ctx);
    for (let p = fp.postingsStart[t]; p < fp.postingsStart[t + 1]; p++) {
      const d = fp.docs[p];
      if (!live(ctx, d)) continue;
      const freq = keywordLike ? 1 : fp.freqs[p];
      out.set(d, bm25(w, freq, cache ? cache[fp.norms![d]] : K1));
    }
    return out;
  }
  private isDocsOnly(ctx: SegmentContext) {
    const m = ctx.index.fieldMapping(this.field);
    return m !== undefined && (m.indexOptions === 'docs' || m.type === 'keyword');
  }
}

/** A fixed score for every match of the inner query (filter context). */
export class ConstantScoreQuery implements Query {
  readonly kind = 'constant_score';
  constructor(readonly inner: Query, readonly boost = 1) {}
  matches(ctx: SegmentContext) {
    const out = new Map<number, number>();
    for (const d of this.inner.matches(ctx).keys()) out.set(d, f32(this.boost));
    return out;
  }
}

/** Numeric/date/keyword doc-values predicate (range, numeric term), constant score. */
export class DocValuesQuery implements Query {
  readonly kind = 'doc_values';
  constructor(readonly field: string, readonly accept: (v: number | string) => boolean, readonly boost = 1) {}
  matches(ctx: SegmentContext) {
    const out = new Map<number, number>();
    const col = ctx.segment.docValues.get(this.field);
    if (!col) return out;
    for (let d = 0; d < ctx.segment.maxDoc; d++) {
      if (!live(ctx, d)) continue;
      for (let i = col.start[d]; i < col.start[d + 1]; i++) {
        if (this.accept(col.values[i])) {
          out.set(d, f32(this.boost));
          break;
        }
      }
    }
    return out;
  }
}

export interface BoolClauses {
  must: Query[];
  should: Query[];
  mustNot: Query[];
  filter: Query[];
  minimumShouldMatch: number;
  boost: number;
}

/**
 * Lucene's BooleanQuery without coord: pure conjunctions and disjunctions sum their clause scores in
 * double and round once; a MUST+SHOULD mix adds the two float sums in float (ReqOptSumScorer).
 */
export class BooleanQuery implements Query {
  readonly kind = 'bool';
  constructor(readonly c: BoolClauses) {}
  matches(ctx: SegmentContext) {
    const { must, should, mustNot, filter, minimumShouldMatch, boost } = this.c;
    const mustMaps = must.map((q) => q.matches(ctx));
    const filterMaps = filter.map((q) => q.matches(ctx));
    const shouldMaps = should.map((q) => q.matches(ctx));
    const notMaps = mustNot.map((q) => q.matches(ctx));
    const required = [...mustMaps, ...filterMaps];
    let candidates: Iterable<number>;
    if (required.length > 0) {
      const smallest = required.reduce((a, b) => (a.size <= b.size ? a : b));
      candidates = smallest.keys();
    } else {
      const all = new Set<number>();
      for (const m of shouldMaps) for (const d of m.keys()) all.add(d);
      candidates = all;
    }
    const msm = required.length > 0 ? minimumShouldMatch : Math.max(1, minimumShouldMatch);
    const out = new Map<number, number>();
    for (const d of candidates) {
      if (!required.every((m) => m.has(d))) continue;
      if (notMaps.some((m) => m.has(d))) continue;
      let matchedShould = 0;
      let shouldSum = 0;
      for (const m of shouldMaps) {
        const s = m.get(d);
        if (s !== undefined) {
          matchedShould++;
          shouldSum += s;
        }
      }
      if (matchedShould < msm) continue;
      let mustSum = 0;
      for (const m of mustMaps) mustSum += m.get(d)!;
      let score: number;
      if (mustMaps.length > 0 && matchedShould > 0) score = f32(f32(mustSum) + f32(shouldSum));
      else score = f32(mustSum + shouldSum);
      out.set(d, boost === 1 ? score : f32(score * boost));
    }
    return out;
  }
}

/**
 * A phrase: idf is the sum of the terms' idfs, freq the number of exact matches (slop 0) or the sum of
 * 1/(distance+1) over sloppy matches, then BM25 with the doc's norm (es-semantics §3.4).
 */
export class PhraseQuery implements Query {
  readonly kind = 'phrase';
  constructor(readonly field: string, readonly terms: string[], readonly positions: number[], readonly slop: number, readonly boost = 1) {}
  matches(ctx: SegmentContext) {
    const out = new Map<number, number>();
    const fp = ctx.segment.fields.get(this.field);
    if (!fp) return out;
    const ids = this.terms.map((t) => fp.termIds.get(t));
    if (ids.some((t) => t === undefined)) return out;
    const fs = ctx.stats.field(this.field);
    let idfSum = 0;
    for (const t of this.terms) idfSum += idf(ctx.stats.docFreq(this.field, t), fs.docCount);
    const w = weightValue(f32(idfSum), this.boost);
    const cache = fp.norms ? normCache(avgFieldLength(fs.sumTotalTermFreq, fs.docCount)) : undefined;
    // Positions of each term per doc.
    const perTerm = ids.map((t) => {
      const m = new Map<number, Int32Array>();
      for (let p = fp.postingsStart[t!]; p < fp.postingsStart[t! + 1]; p++) {
        m.set(fp.docs[p], fp.positions.subarray(fp.positionsStart[p], fp.positionsStart[p + 1]));
      }
      return m;
    });
    const rarest = perTerm.reduce((a, b) => (a.size <= b.size ? a : b));
    for (const d of rarest.keys()) {
      if (!live(ctx, d) || !perTerm.every((m) => m.has(d))) continue;
      const lists = perTerm.map((m) => m.get(d)!);
      const freq = this.slop === 0 ? exactFreq(lists, this.positions) : sloppyFreq(lists, this.positions, this.slop);
      if (freq > 0) out.set(d, bm25(w, freq, cache ? cache[fp.norms![d]] : K1));
    }
    return out;
  }
}

function exactFreq(lists: Int32Array[], offsets: number[]): number {
  let n = 0;
  const rest = lists.map((l) => new Set(l));
  for (const p of lists[0]) {
    const start = p - offsets[0];
    if (rest.every((s, i) => s.has(start + offsets[i]))) n++;
  }
  return n;
}

/**
 * Sloppy frequency approximating Lucene's SloppyPhraseMatcher: for each position of the first term, the
 * closest placement of the others, counted when the spread (after subtracting phrase offsets) is within slop.
 */
function sloppyFreq(lists: Int32Array[], offsets: number[], slop: number): number {
  let freq = 0;
  for (const p0 of lists[0]) {
    const rel = [p0 - offsets[0]];
    for (let i = 1; i < lists.length; i++) {
      let best: number | undefined;
      for (const p of lists[i]) {
        const r = p - offsets[i];
        if (best === undefined || Math.abs(r - rel[0]) < Math.abs(best - rel[0])) best = r;
      }
      rel.push(best!);
    }
    let dist = Math.max(...rel) - Math.min(...rel);
    // Out-of-order placements cost as Lucene's matchLength does.
    for (let i = 1; i < rel.length; i++) if (rel[i] < rel[i - 1]) dist = Math.max(dist, rel[i - 1] - rel[i] + 1);
    if (dist <= slop) freq = f32(freq + f32(1 / (dist + 1)));
  }
  return freq;
}
