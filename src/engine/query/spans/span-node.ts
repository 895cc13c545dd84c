/**
 * Lucene 7.7's span queries as data, and the positions they match in one document (the Spans each builds):
 * TermSpans, the SpanOrQuery disjunction (SpanPositionQueue order), NearSpansOrdered and NearSpansUnordered,
 * SpanNotQuery's filter, SpanFirstQuery, ContainSpans (SpanContainingQuery, SpanWithinQuery) and
 * FieldMaskingSpanQuery. A document's spans come out in the order Lucene's `nextStartPosition` gives them, each
 * with its `width` (what SpanScorer turns into a sloppy frequency) and the term positions it collects (what a
 * highlighter marks).
 */
import { jf } from '../explanation';

export const NO_MORE_POSITIONS = 0x7fffffff;

/** One term occurrence a span is made of. */
export interface SpanTermHit {
  field: string;
  term: string;
  position: number;
}

/** One span of a document: [start, end) positions, its width (Spans.width) and the terms it collects. */
export interface SpanMatch {
  start: number;
  end: number;
  width: number;
  hits: SpanTermHit[];
}

/** A multi-term query inside span_multi, expanded per shard (SpanMultiTermQueryWrapper's rewrite). */
export interface SpanMultiTerm {
  field: string;
  /** The wrapped query's `toString(field)`. */
  label: (field?: string) => string;
  matches: (term: string) => boolean;
  /** TopTermsSpanBooleanQueryRewrite: the best `size` terms by this boost (fuzzy); absent: every term (up to max_clause_count). */
  topTerms?: { size: number; boost: (term: string) => number | undefined };
}

export type SpanNode =
  | { kind: 'term'; field: string; term: string }
  | { kind: 'or'; field: string | undefined; clauses: SpanNode[] }
  | { kind: 'near'; field: string | undefined; clauses: SpanNode[]; slop: number; inOrder: boolean }
  | { kind: 'not'; field: string | undefined; include: SpanNode; exclude: SpanNode; pre: number; post: number }
  | { kind: 'first'; field: string | undefined; match: SpanNode; end: number }
  | { kind: 'containing' | 'within'; field: string | undefined; big: SpanNode; little: SpanNode }
  | { kind: 'mask'; field: string; inner: SpanNode }
  | { kind: 'multi'; field: string; query: SpanMultiTerm }
  | { kind: 'none'; field: string; reason: string }
  /** SpanNearQuery.Builder.addGap: `width` positions an ordered span_near skips (ES's span_gap clause). */
  | { kind: 'gap'; field: string; width: number };

/** The Lucene class of a span node once rewritten (the Profile API's `type`). */
export function spanClassName(node: SpanNode): string {
  switch (node.kind) {
    case 'term': return 'SpanTermQuery';
    case 'or': return 'SpanOrQuery';
    case 'near': return 'SpanNearQuery';
    case 'not': return 'SpanNotQuery';
    case 'first': return 'SpanFirstQuery';
    case 'containing': return 'SpanContainingQuery';
    case 'within': return 'SpanWithinQuery';
    case 'mask': return 'FieldMaskingSpanQuery';
    case 'multi': return 'SpanOrQuery';
    case 'none': return 'SpanMatchNoDocsQuery';
    case 'gap': return 'SpanGapQuery';
  }
}

/** Lucene's `toString(field)` of each span query (the field prefix left out where it equals `field`). */
export function spanToString(node: SpanNode, field?: string): string {
  const s = (n: SpanNode) => spanToString(n, field);
  switch (node.kind) {
    case 'term': return node.field === field ? node.term : `${node.field}:${node.term}`;
    case 'or': return `spanOr([${node.clauses.map(s).join(', ')}])`;
    case 'near': return `spanNear([${node.clauses.map(s).join(', ')}], ${node.slop}, ${node.inOrder})`;
    case 'not': return `spanNot(${s(node.include)}, ${s(node.exclude)}, ${node.pre}, ${node.post})`;
    case 'first': return `spanFirst(${s(node.match)}, ${node.end})`;
    case 'containing': return `SpanContaining(${s(node.big)}, ${s(node.little)})`;
    case 'within': return `SpanWithin(${s(node.big)}, ${s(node.little)})`;
    case 'mask': return `mask(${s(node.inner)}) as ${node.field}`;
    case 'multi': return `SpanMultiTermQueryWrapper(${node.query.label(field)})`;
    case 'none': return `SpanMatchNoDocsQuery("${node.reason}")`;
    case 'gap': return `SpanGap(${node.field}:${node.width})`;
  }
}

/** A span query's boost as SpanBoostQuery prints it. */
export function boostedToString(text: string, boost: number): string {
  return boost === 1 ? text : `(${text})^${jf(boost)}`;
}

/**
 * The (field, term) pairs whose statistics score a span query (SpanWeight's term contexts, a TreeMap of Terms:
 * unique, by field then term). SpanNotQuery counts only its include clause; SpanContainQuery both clauses.
 */
export function spanTerms(node: SpanNode, out: Map<string, [string, string]> = new Map()): Map<string, [string, string]> {
  switch (node.kind) {
    case 'term': out.set(`${node.field}\u0000${node.term}`, [node.field, node.term]); break;
    case 'or': case 'near': for (const c of node.clauses) spanTerms(c, out); break;
    case 'not': spanTerms(node.include, out); break;
    case 'first': spanTerms(node.match, out); break;
    case 'containing': case 'within': spanTerms(node.big, out); spanTerms(node.little, out); break;
    case 'mask': spanTerms(node.inner, out); break;
    case 'multi': case 'none': case 'gap': break;
  }
  return out;
}

/** Each term a span query reads, with no statistics (for candidates and highlighting). */
export function spanLeafTerms(node: SpanNode): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  const walk = (n: SpanNode) => {
    switch (n.kind) {
      case 'term': out.push([n.field, n.term]); break;
      case 'or': case 'near': n.clauses.forEach(walk); break;
      case 'not': walk(n.include); walk(n.exclude); break;
      case 'first': walk(n.match); break;
      case 'containing': case 'within': walk(n.big); walk(n.little); break;
      case 'mask': walk(n.inner); break;
      default: break;
    }
  };
  walk(node);
  return out;
}

/** The terms of a field (per shard) a span_multi expands to, or its refusal past the clause limit. */
export type TermsOfField = (field: string) => Iterable<string>;

/**
 * SpanMultiTermQueryWrapper's rewrite over a shard's terms: a SpanOrQuery of SpanTermQuery, one per expanded
 * term in term order; every matching term (ES's TopTermSpanBooleanQueryRewriteWithMaxClause, refusing more than
 * `maxClauses`), or the best `size` by boost for a query with a top-terms rewrite (fuzzy).
 */
export function rewriteSpan(node: SpanNode, termsOf: TermsOfField, maxClauses: number, compare: (a: string, b: string) => number): SpanNode {
  const r = (n: SpanNode) => rewriteSpan(n, termsOf, maxClauses, compare);
  switch (node.kind) {
    case 'term': case 'none': case 'gap': return node;
    case 'or': return { ...node, clauses: node.clauses.map(r) };
    case 'near': return { ...node, clauses: node.clauses.map(r) };
    case 'not': return { ...node, include: r(node.include), exclude: r(node.exclude) };
    case 'first': return { ...node, match: r(node.match) };
    case 'containing': case 'within': return { ...node, big: r(node.big), little: r(node.little) };
    case 'mask': return { ...node, inner: r(node.inner) };
    case 'multi': {
      const q = node.query;
      let terms: string[];
      if (q.topTerms) {
        const scored: Array<[string, number]> = [];
        for (const t of termsOf(q.field)) {
          const b = q.topTerms.boost(t);
          if (b !== undefined) scored.push([t, b]);
        }
        terms = scored.sort((x, y) => (x[1] !== y[1] ? y[1] - x[1] : compare(x[0], y[0]))).slice(0, q.topTerms.size).map(([t]) => t);
      } else {
        terms = [];
        for (const t of termsOf(q.field)) {
          if (!q.matches(t)) continue;
          terms.push(t);
          if (terms.length > maxClauses) throw new SpanRewriteLimit(`[${q.label()} ] exceeds maxClauseCount [ Boolean maxClauseCount is set to ${maxClauses}]`);
        }
      }
      terms.sort(compare);
      return { kind: 'or', field: terms.length > 0 ? q.field : undefined, clauses: terms.map((term) => ({ kind: 'term', field: q.field, term })) };
    }
  }
}

/** The RuntimeException of ES's span rewrite past max_clause_count. */
export class SpanRewriteLimit extends Error {}

/** Where a document's term positions are read (postings, or a highlighter's tokens). */
export type PositionsOf = (field: string, term: string) => ArrayLike<number> | undefined;

/** A forward cursor over a Spans' matches in one document (-1 before the first, NO_MORE_POSITIONS after the last). */
class Cursor {
  i = -1;
  constructor(readonly list: SpanMatch[]) {}
  get start() {
    return this.i < 0 ? -1 : this.i >= this.list.length ? NO_MORE_POSITIONS : this.list[this.i].start;
  }
  get end() {
    return this.i < 0 ? -1 : this.i >= this.list.length ? NO_MORE_POSITIONS : this.list[this.i].end;
  }
  get current(): SpanMatch {
    return this.list[this.i];
  }
  next(): number {
    if (this.i < this.list.length) this.i++;
    return this.start;
  }
}

/** Every span of `node` in the current document (empty: the document does not match), in Lucene's order. */
export function spanMatches(node: SpanNode, positions: PositionsOf): SpanMatch[] {
  switch (node.kind) {
    case 'term': {
      const ps = positions(node.field, node.term);
      if (!ps) return [];
      const out: SpanMatch[] = new Array(ps.length);
      for (let i = 0; i < ps.length; i++) out[i] = { start: ps[i], end: ps[i] + 1, width: 0, hits: [{ field: node.field, term: node.term, position: ps[i] }] };
      return out;
    }
    case 'or': {
      // SpanPositionQueue: by start, then end.
      const all = node.clauses.flatMap((c) => spanMatches(c, positions));
      return all.sort((a, b) => a.start - b.start || a.end - b.end);
    }
    case 'near': {
      if (node.inOrder && node.clauses.some((c) => c.kind === 'gap')) {
        const subs = node.clauses.map((c) => (c.kind === 'gap' ? c.width : spanMatches(c, positions)));
        if (subs.some((s) => typeof s !== 'number' && s.length === 0)) return [];
        return nearOrdered(subs, node.slop);
      }
      const subs = node.clauses.map((c) => spanMatches(c, positions));
      if (subs.some((s) => s.length === 0)) return [];
      if (subs.length === 1) return subs[0];
      return node.inOrder ? nearOrdered(subs, node.slop) : nearUnordered(subs, node.slop);
    }
    case 'not': {
      const include = spanMatches(node.include, positions);
      if (include.length === 0) return include;
      return spanNot(include, spanMatches(node.exclude, positions), node.pre, node.post);
    }
    case 'first': {
      const out: SpanMatch[] = [];
      // SpanFirstQuery.acceptPosition: a start at or past `end` ends the doc's spans.
      for (const m of spanMatches(node.match, positions)) {
        if (m.start >= node.end) break;
        if (m.end <= node.end) out.push(m);
      }
      return out;
    }
    case 'containing': case 'within': {
      const big = spanMatches(node.big, positions);
      const little = big.length === 0 ? [] : spanMatches(node.little, positions);
      if (little.length === 0) return [];
      return node.kind === 'containing' ? containing(big, little) : within(big, little);
    }
    case 'mask': return spanMatches(node.inner, positions);
    case 'multi': throw new Error('span_multi must be rewritten before it is matched');
    case 'none': case 'gap': return [];
  }
}

/** SpanNearQuery's GapSpans: `width` positions wherever it is put (skipToPosition), or at each next position. */
class GapCursor {
  start = -1;
  constructor(readonly width: number) {}
  get end() {
    return this.start + this.width;
  }
  readonly current: SpanMatch = { start: 0, end: 0, width: 0, hits: [] };
  next(): number {
    return ++this.start;
  }
  skipTo(position: number) {
    this.start = position;
  }
}

/**
 * NearSpansOrdered: each sub-span stretched after the previous one, the first one leading; width = the gaps' sum.
 * A number among the lists is a span_gap of that width.
 */
function nearOrdered(lists: Array<SpanMatch[] | number>, slop: number): SpanMatch[] {
  const subs = lists.map((l) => (typeof l === 'number' ? new GapCursor(l) : new Cursor(l)));
  const out: SpanMatch[] = [];
  while (subs[0].next() !== NO_MORE_POSITIONS) {
    let prev = subs[0];
    let width = 0;
    let exhausted = false;
    for (let i = 1; i < subs.length; i++) {
      const s = subs[i];
      if (s instanceof GapCursor) s.skipTo(prev.end);
      else while (s.start < prev.end) s.next();
      if (s.start === NO_MORE_POSITIONS) {
        exhausted = true;
        break;
      }
      width += s.start - prev.end;
      prev = s;
    }
    if (exhausted) break;
    if (width <= slop) out.push({ start: subs[0].start, end: subs[subs.length - 1].end, width, hits: subs.flatMap((s) => s.current.hits) });
  }
  return out;
}

/**
 * NearSpansUnordered: the sub-spans in a queue by position; a match when the stretch from the first start to the
 * furthest end, less the sub-spans' own lengths, fits in the slop. Width: the furthest-ending sub-span's start
 * less the first start.
 */
function nearUnordered(lists: SpanMatch[][], slop: number): SpanMatch[] {
  const cells = lists.map((l) => new Cursor(l));
  const lengths = new Array<number>(cells.length).fill(-1);
  let total = 0;
  let maxEnd = 0;
  const advance = (k: number) => {
    const c = cells[k];
    const res = c.next();
    if (res !== NO_MORE_POSITIONS) {
      if (lengths[k] !== -1) total -= lengths[k];
      lengths[k] = c.end - c.start;
      total += lengths[k];
    }
    if (c.end > cells[maxEnd].end) maxEnd = k;
    return res;
  };
  // positionsOrdered: start, then end (a binary heap's ties do not change what matches).
  const before = (a: number, b: number) => {
    const x = cells[a];
    const y = cells[b];
    return x.start === y.start ? x.end < y.end : x.start < y.start;
  };
  const queue: number[] = [];
  const top = () => queue[0];
  const siftDown = () => {
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      if (l >= queue.length) break;
      const r = l + 1;
      const c = r < queue.length && before(queue[r], queue[l]) ? r : l;
      if (!before(queue[c], queue[i])) break;
      [queue[c], queue[i]] = [queue[i], queue[c]];
      i = c;
    }
  };
  const add = (k: number) => {
    queue.push(k);
    let i = queue.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!before(queue[i], queue[p])) break;
      [queue[i], queue[p]] = [queue[p], queue[i]];
      i = p;
    }
  };
  for (let k = 0; k < cells.length; k++) {
    advance(k);
    add(k);
  }
  const atMatch = () => cells[maxEnd].end - cells[top()].start - total <= slop;
  const out: SpanMatch[] = [];
  const record = () => {
    const min = cells[top()];
    out.push({ start: min.start, end: cells[maxEnd].end, width: cells[maxEnd].start - min.start, hits: cells.flatMap((c) => c.current.hits) });
  };
  for (;;) {
    if (atMatch()) {
      record();
      break;
    }
    if (advance(top()) === NO_MORE_POSITIONS) return out;
    siftDown();
  }
  for (;;) {
    if (advance(top()) === NO_MORE_POSITIONS) return out;
    siftDown();
    if (atMatch()) record();
  }
}

/** SpanNotQuery: an include span survives unless an exclude span overlaps it, widened by `pre` and `post`. */
function spanNot(include: SpanMatch[], exclude: SpanMatch[], pre: number, post: number): SpanMatch[] {
  if (exclude.length === 0) return include;
  const ex = new Cursor(exclude);
  ex.next();
  const out: SpanMatch[] = [];
  for (const m of include) {
    let exhausted = ex.start === NO_MORE_POSITIONS;
    while (!exhausted && ex.end <= m.start - pre) if (ex.next() === NO_MORE_POSITIONS) exhausted = true;
    if (exhausted || m.end + post <= ex.start) out.push(m);
  }
  return out;
}

/** SpanContainingQuery's ContainSpans: the big spans that hold a little span (the little spans only move forward). */
function containing(big: SpanMatch[], littleList: SpanMatch[]): SpanMatch[] {
  const little = new Cursor(littleList);
  const out: SpanMatch[] = [];
  for (const b of big) {
    while (little.start < b.start) if (little.next() === NO_MORE_POSITIONS) return out;
    if (b.end >= little.end) out.push({ ...b, hits: [...b.hits, ...little.current.hits] });
  }
  return out;
}

/** SpanWithinQuery's ContainSpans: the little spans inside a big span (the big spans only move forward). */
function within(bigList: SpanMatch[], littleList: SpanMatch[]): SpanMatch[] {
  const big = new Cursor(bigList);
  const out: SpanMatch[] = [];
  for (const l of littleList) {
    while (big.end < l.end) if (big.next() === NO_MORE_POSITIONS) return out;
    if (big.start <= l.start) out.push({ ...l, hits: [...big.current.hits, ...l.hits] });
  }
  return out;
}

/** SpanScorer's frequency: Σ 1 / (width + 1) over the spans, in float (BM25Similarity.computeSlopFactor). */
export function sloppySpanFreq(matches: SpanMatch[]): number {
  let freq = 0;
  for (const m of matches) freq = Math.fround(freq + Math.fround(1 / (m.width + 1)));
  return freq;
}
