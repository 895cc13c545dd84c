import { describe, expect, it } from 'vitest';
import { compareUtf8 } from '../../util/utf8';
import { rewriteSpan, sloppySpanFreq, spanMatches, spanTerms, spanToString, type SpanNode } from './span-node';

/** A document as its tokens (position = index). */
function doc(text: string) {
  const words = text.split(' ');
  return (field: string, term: string) => {
    if (field !== 'f') return undefined;
    const ps = words.flatMap((w, i) => (w === term ? [i] : []));
    return ps.length > 0 ? Int32Array.from(ps) : undefined;
  };
}
const t = (term: string, field = 'f'): SpanNode => ({ kind: 'term', field, term });
const near = (clauses: SpanNode[], slop: number, inOrder = true): SpanNode => ({ kind: 'near', field: 'f', clauses, slop, inOrder });
const spans = (node: SpanNode, text: string) => spanMatches(node, doc(text)).map((m) => [m.start, m.end, m.width]);

describe('Lucene 7.7 spans, one document at a time', () => {
  it('TermSpans: one span per position, 0 wide', () => {
    expect(spans(t('a'), 'a b a')).toEqual([[0, 1, 0], [2, 3, 0]]);
  });

  it('NearSpansOrdered: each later clause stretched after the previous one; width is the sum of the gaps', () => {
    // "a x b a b": a@0 → b@2 (gap 1); a@3 → b@4 (gap 0).
    expect(spans(near([t('a'), t('b')], 1), 'a x b a b')).toEqual([[0, 3, 1], [3, 5, 0]]);
    // slop 0 keeps only the adjacent one.
    expect(spans(near([t('a'), t('b')], 0), 'a x b a b')).toEqual([[3, 5, 0]]);
    // the later clause only moves forward: "t1 t2 t1 t3 t2 t3" matches "t1 t2 t3" twice with slop 1 (the class's own example).
    expect(spans(near([t('t1'), t('t2'), t('t3')], 1), 't1 t2 t1 t3 t2 t3')).toEqual([[0, 4, 1], [2, 6, 1]]);
    // out of order does not match in order
    expect(spans(near([t('b'), t('a')], 5), 'a b')).toEqual([]);
  });

  it('NearSpansUnordered: stretch less the clauses\' lengths within slop; width from the first start to the furthest-ending clause\'s start', () => {
    // "b x a": b@0, a@2: end 3 - start 0 - lengths 2 = 1 <= 1; width = 2 - 0.
    expect(spans(near([t('a'), t('b')], 1, false), 'b x a')).toEqual([[0, 3, 2]]);
    expect(spans(near([t('a'), t('b')], 0, false), 'b x a')).toEqual([]);
    // the same term twice in an unordered near matches a single occurrence (both cells on one position).
    expect(spans(near([t('a'), t('a')], 0, false), 'a')).toEqual([[0, 1, 0]]);
  });

  it('SpanOrQuery: the clauses\' spans by start, then end', () => {
    expect(spans({ kind: 'or', field: 'f', clauses: [t('b'), t('a'), near([t('a'), t('b')], 0)] }, 'a b')).toEqual([[0, 1, 0], [0, 2, 0], [1, 2, 0]]);
  });

  it('SpanNotQuery: an include span survives unless an exclude span comes within pre before or post after it', () => {
    const not = (pre: number, post: number): SpanNode => ({ kind: 'not', field: 'f', include: t('a'), exclude: t('x'), pre, post });
    expect(spans(not(0, 0), 'a x a')).toEqual([[0, 1, 0], [2, 3, 0]]);
    expect(spans(not(0, 1), 'a x a')).toEqual([[2, 3, 0]]);
    expect(spans(not(1, 0), 'a x a')).toEqual([[0, 1, 0]]);
    expect(spans(not(1, 1), 'a x a')).toEqual([]);
  });

  it('SpanFirstQuery: spans ending at or before `end`', () => {
    expect(spans({ kind: 'first', field: 'f', match: t('a'), end: 1 }, 'a b a')).toEqual([[0, 1, 0]]);
    expect(spans({ kind: 'first', field: 'f', match: near([t('a'), t('b')], 0), end: 1 }, 'a b')).toEqual([]);
  });

  it('SpanContainingQuery gives the big spans holding a little one; SpanWithinQuery the little spans inside a big one', () => {
    const big = near([t('a'), t('b')], 5);
    expect(spans({ kind: 'containing', field: 'f', big, little: t('x') }, 'a x b x')).toEqual([[0, 3, 1]]);
    expect(spans({ kind: 'within', field: 'f', big, little: t('x') }, 'a x b x')).toEqual([[1, 2, 0]]);
    expect(spans({ kind: 'within', field: 'f', big, little: t('x') }, 'x a b')).toEqual([]);
  });

  it('SpanScorer: the frequency sums 1/(width+1) in float', () => {
    expect(sloppySpanFreq(spanMatches(near([t('a'), t('b')], 1), doc('a x b a b')))).toBe(Math.fround(Math.fround(0.5) + 1));
  });

  it('SpanWeight reads the include clause\'s terms of a span_not and both clauses of a containment, each once', () => {
    const node: SpanNode = { kind: 'not', field: 'f', include: near([t('b'), t('a'), t('b')], 2), exclude: t('x'), pre: 0, post: 0 };
    expect([...spanTerms(node).values()]).toEqual([['f', 'b'], ['f', 'a']]);
  });

  it('span_multi rewrites to a SpanOrQuery of its terms in term order, and prints as Lucene does', () => {
    const multi: SpanNode = { kind: 'multi', field: 'f', query: { field: 'f', label: (field) => `${field === 'f' ? '' : 'f:'}qu*`, matches: (s) => s.startsWith('qu') } };
    expect(spanToString(multi)).toBe('SpanMultiTermQueryWrapper(f:qu*)');
    const rewritten = rewriteSpan(multi, () => ['quiet', 'quick', 'fox', 'quack'], 1024, compareUtf8);
    expect(spanToString(rewritten)).toBe('spanOr([f:quack, f:quick, f:quiet])');
    expect(() => rewriteSpan(multi, () => ['qua', 'qub'], 1, compareUtf8)).toThrow('exceeds maxClauseCount');
    expect(spanToString({ kind: 'not', field: 'f', include: near([t('a'), t('b')], 2, false), exclude: { kind: 'mask', field: 'f', inner: t('c', 'g') }, pre: 1, post: 0 }, 'f'))
      .toBe('spanNot(spanNear([a, b], 2, false), mask(g:c) as f, 1, 0)');
  });
});

describe('span_gap in an ordered span_near', () => {
  it('skips its width after the previous clause (GapSpans), adding nothing to the width', () => {
    const gapped: SpanNode = { kind: 'near', field: 'f', clauses: [t('a'), { kind: 'gap', field: 'f', width: 1 }, t('b')], slop: 0, inOrder: true };
    expect(spans(gapped, 'a x b')).toEqual([[0, 3, 0]]);
    expect(spans(gapped, 'a b')).toEqual([]);
    expect(spans({ ...gapped, slop: 1 } as SpanNode, 'a b x x')).toEqual([]);
    expect(spans({ ...gapped, slop: 1 } as SpanNode, 'a x x b')).toEqual([[0, 4, 1]]);
  });
});
