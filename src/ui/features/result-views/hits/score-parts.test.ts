import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Explanation } from '../shapes';
import { partTitle, scoreParts } from './score-parts';

const x = (value: number, description: string, details: Explanation[] = []): Explanation => ({ value, description, details });
/** Lucene 7.7's BM25 explanation of one term (BM25Similarity.explainScore), as the engine and ES write it. */
const termWeight = (field: string, term: string, value: number, boost = 1) =>
  x(value, `weight(${field}:${term} in 0) [PerFieldSimilarity], result of:`, [
    x(value, 'score(doc=0,freq=1.0 = termFreq=1.0\n), product of:', [
      ...(boost !== 1 ? [x(boost, 'boost')] : []),
      x(0.18232156, 'idf, computed as log(1 + (docCount - docFreq + 0.5) / (docFreq + 0.5)) from:', [x(2, 'docFreq'), x(2, 'docCount')]),
      x(0.7963801, 'tfNorm, computed as (freq * (k1 + 1)) / (freq + k1 * (1 - b + b * fieldLength / avgFieldLength)) from:', [
        x(1, 'termFreq=1.0'),
        x(1.2, 'parameter k1'),
        x(0.75, 'parameter b'),
        x(8, 'avgFieldLength'),
        x(13, 'fieldLength'),
      ]),
    ]),
  ]);

describe('score parts', () => {
  it('cuts a bool of a match and a phrase into one part per term and phrase, with BM25 factors', () => {
    const phrase = x(0.6972059, 'weight(title:"lazy dog" in 0) [PerFieldSimilarity], result of:', [
      x(0.6972059, 'score(doc=0,freq=1.0 = phraseFreq=1.0\n), product of:', [
        x(0.87546873, 'idf(), sum of:', [x(0.18232156, 'idf, computed as ...'), x(0.6931472, 'idf, computed as ...')]),
        x(0.7963801, 'tfNorm, computed as ... from:', [x(1, 'phraseFreq=1.0'), x(8, 'avgFieldLength'), x(13, 'fieldLength')]),
      ]),
    ]);
    const e = x(0.98760045, 'sum of:', [x(0.29039454, 'sum of:', [termWeight('title', 'quick', 0.14519727), termWeight('title', 'fox', 0.14519727, 2)]), phrase]);
    const parts = scoreParts(e);
    expect(parts.map((p) => [p.label, p.field, p.terms])).toEqual([
      ['title:quick', 'title', ['quick']],
      ['title:fox', 'title', ['fox']],
      ['title:"lazy dog"', 'title', ['lazy', 'dog']],
    ]);
    expect(parts[1]).toMatchObject({ boost: 2, idf: 0.18232156, tfNorm: 0.7963801, freq: 1, fieldLength: 13, avgFieldLength: 8 });
    expect(parts[2]).toMatchObject({ idf: 0.87546873, freq: 1 });
    expect(Math.abs(parts.reduce((s, p) => s + p.value, 0) - e.value)).toBeLessThan(1e-6);
    expect(partTitle(parts[1])).toBe('title:fox: 0.14519727 = boost 2 × idf 0.18232156 × tfNorm 0.7963801 (freq 1, field length 13, average 8)');
  });

  it('keeps a score that is not a sum whole (dis_max, function_score, a rescorer)', () => {
    const e = x(1.5, 'max of:', [termWeight('a', 'x', 1.5), termWeight('b', 'x', 0.5)]);
    expect(scoreParts(e)).toEqual([{ label: 'max of', value: 1.5 }]);
  });

  it('reads synonyms as one part of several terms', () => {
    const e = x(1, 'weight(Synonym(body:car body:auto) in 4) [PerFieldSimilarity], result of:', []);
    expect(scoreParts(e)[0]).toMatchObject({ field: 'body', terms: ['car', 'auto'] });
  });

  it('property: the parts of any tree of sums add up to its value', () => {
    const tree: fc.Arbitrary<Explanation> = fc.letrec<{ node: Explanation }>((tie) => ({
      node: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        fc.float({ min: 0, max: 100, noNaN: true }).map((v) => termWeight('f', 't', v)),
        fc.array(tie('node'), { minLength: 1, maxLength: 4 }).map((ds) => x(ds.reduce((s, d) => s + d.value, 0), 'sum of:', ds)),
      ),
    })).node;
    fc.assert(
      fc.property(tree, (e) => {
        const sum = scoreParts(e).reduce((s, p) => s + p.value, 0);
        expect(Math.abs(sum - e.value)).toBeLessThanOrEqual(1e-9 * Math.max(1, e.value));
      }),
    );
  });
});
