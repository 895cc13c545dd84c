import { describe, expect, it } from 'vitest';
import { testEngine, type AnyBody } from '../../test-support/engine-harness';

describe('weighted_avg', () => {
  it('fails the shard of a document with several weights, in ES words', async () => {
    const { req } = testEngine();
    await req('PUT', '/w', { mappings: { _doc: { properties: { v: { type: 'double' }, w: { type: 'double' } } } } });
    await req('PUT', '/w/_doc/1?refresh=true', { v: 2, w: [1, 3] });
    const r = await req('GET', '/w/_search', { size: 0, aggs: { avg: { weighted_avg: { value: { field: 'v' }, weight: { field: 'w' } } } } });
    // The shard holding the document fails (ES's partial results); its reason is WeightedAvgAggregator's sentence.
    const shards = (r.body as AnyBody)._shards;
    expect(shards.failed).toBe(1);
    expect(shards.failures[0].reason).toEqual({
      type: 'illegal_argument_exception',
      reason: 'Encountered more than one weight for a single document. Use a script to combine multiple weights-per-doc into a single value.',
    });
  });
});
