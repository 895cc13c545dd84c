import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testEngine, type AnyBody } from '../test-support/engine-harness';

/**
 * `terms` reads the column by its ordinals (bucket/column-ordinals.ts: counts alone, or a bucket per ordinal with
 * sub-aggregations), `cardinality` keeps each column value's encoded hash across requests
 * (metrics/encoded-hashes.ts), `histogram` and the metrics read a number column's values in place, and each takes a
 * leaf's matches at once (Collector.collectMatches) unless the query phase filters them one by one (min_score).
 * A `missing` value that no doc needs (every doc here has a value) sends the same aggregation down the doc-by-doc
 * path: both must answer alike, over several segments, repeated values in a doc, a query that keeps some docs, and
 * a second request.
 */
const doc = fc.record({
  tags: fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g', '__proto__', 'toString', 'Zed', 'é'), { minLength: 1, maxLength: 4 }),
  n: fc.array(fc.integer({ min: -5, max: 40 }), { minLength: 1, maxLength: 3 }),
  keep: fc.boolean(),
});

async function load(docs: Array<{ tags: string[]; n: number[]; keep: boolean }>, batch: number) {
  const { req } = testEngine();
  await req('PUT', '/t', { settings: { number_of_shards: 2 }, mappings: { _doc: { properties: { tags: { type: 'keyword' }, n: { type: 'long' }, keep: { type: 'boolean' } } } } });
  // One refresh per batch: each shard holds several segments.
  for (let from = 0; from < docs.length; from += batch) {
    const lines = docs.slice(from, from + batch).flatMap((d, i) => [JSON.stringify({ index: { _id: String(from + i) } }), JSON.stringify(d)]);
    await req('POST', '/t/_doc/_bulk?refresh=true', lines.join('\n') + '\n');
  }
  return req;
}

const aggsOf = async (req: Awaited<ReturnType<typeof load>>, body: unknown) => {
  const r = (await req('POST', '/t/_search', body)) as { status: number; body: AnyBody };
  expect(r.status).toBe(200);
  return r.body.aggregations;
};

describe('aggregations read the doc-values column as the doc-by-doc path does', () => {
  it('terms and cardinality by the column equal the doc-by-doc answers (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(doc, { minLength: 1, maxLength: 40 }), fc.integer({ min: 1, max: 15 }), fc.boolean(), async (docs, batch, filtered) => {
        const req = await load(docs, batch);
        const query = filtered ? { term: { keep: true } } : { match_all: {} };
        const body = {
          size: 0,
          query,
          aggs: {
            tags: { terms: { field: 'tags', size: 20 } },
            tagsByValues: { terms: { field: 'tags', size: 20, missing: 'never-needed' } },
            tagsIncluded: { terms: { field: 'tags', size: 20, include: '[a-d]', min_doc_count: 0 } },
            tagsIncludedByValues: { terms: { field: 'tags', size: 20, include: '[a-d]', min_doc_count: 0, missing: 'never-needed' } },
            n: { terms: { field: 'n', size: 50 } },
            nByValues: { terms: { field: 'n', size: 50, missing: 1000 } },
            card: { cardinality: { field: 'tags', precision_threshold: 4 } },
            cardByValues: { cardinality: { field: 'tags', precision_threshold: 4, missing: 'never-needed' } },
            card40k: { cardinality: { field: 'tags', precision_threshold: 40000 } },
            card40kByValues: { cardinality: { field: 'tags', precision_threshold: 40000, missing: 'never-needed' } },
            cardN: { cardinality: { field: 'n' } },
            cardNByValues: { cardinality: { field: 'n', missing: 1000 } },
            hist: { histogram: { field: 'n', interval: 7, offset: 2 }, aggs: { t: { terms: { field: 'tags' } } } },
            histByValues: { histogram: { field: 'n', interval: 7, offset: 2, missing: 1000 }, aggs: { t: { terms: { field: 'tags', missing: 'never-needed' } } } },
            // Sub-aggregations: each doc to the bucket of each of its values, by ordinal.
            tagsSub: { terms: { field: 'tags', size: 20, exclude: 'Zed' }, aggs: { s: { sum: { field: 'n' } }, n: { terms: { field: 'n', size: 50 } } } },
            tagsSubByValues: { terms: { field: 'tags', size: 20, exclude: 'Zed', missing: 'never-needed' }, aggs: { s: { sum: { field: 'n', missing: 1000 } }, n: { terms: { field: 'n', size: 50, missing: 1000 } } } },
            stats: { extended_stats: { field: 'n' } },
            statsByValues: { extended_stats: { field: 'n', missing: 1000 } },
            count: { value_count: { field: 'n' } },
            countByValues: { value_count: { field: 'n', missing: 1000 } },
            nSub: { terms: { field: 'n', size: 50, order: { c: 'desc' } }, aggs: { c: { cardinality: { field: 'tags' } } } },
            nSubByValues: { terms: { field: 'n', size: 50, order: { c: 'desc' }, missing: 1000 }, aggs: { c: { cardinality: { field: 'tags', missing: 'never-needed' } } } },
          },
        };
        // Twice: the second request reads the ordinals and hashes the first one kept.
        for (let round = 0; round < 2; round++) {
          const a = await aggsOf(req, body);
          expect(a.tags).toEqual(a.tagsByValues);
          expect(a.tagsIncluded).toEqual(a.tagsIncludedByValues);
          expect(a.n).toEqual(a.nByValues);
          expect(a.card).toEqual(a.cardByValues);
          expect(a.card40k).toEqual(a.card40kByValues);
          expect(a.cardN).toEqual(a.cardNByValues);
          expect(a.hist).toEqual(a.histByValues);
          expect(a.tagsSub).toEqual(a.tagsSubByValues);
          expect(a.nSub).toEqual(a.nSubByValues);
          expect(a.stats).toEqual(a.statsByValues);
          expect(a.count).toEqual(a.countByValues);
          // With min_score the query phase hands the aggregations one doc at a time instead of a leaf at once.
          expect(await aggsOf(req, { ...body, min_score: 0 })).toEqual(a);
        }
        // And against the documents themselves: each tag counted once per matching doc.
        const a = await aggsOf(req, body);
        const counts = new Map<string, number>();
        for (const d of docs) if (!filtered || d.keep) for (const t of new Set(d.tags)) counts.set(t, (counts.get(t) ?? 0) + 1);
        const total = [...counts.values()].reduce((s, c) => s + c, 0);
        expect((a.tags.buckets as Array<{ doc_count: number }>).reduce((s, b) => s + b.doc_count, 0)).toBe(total);
        expect(a.card40k.value).toBe(counts.size);
        // Counted, not collected, when the aggregations took the segments whole (size 0): the total is every match.
        const whole = (await req('POST', '/t/_search', body)) as { body: AnyBody };
        expect(whole.body.hits.total).toBe(docs.filter((d) => !filtered || d.keep).length);
      }),
      { numRuns: 25 },
    );
  });

  it('cardinality keeps the column hashes per precision: estimates at two precisions match the doc-by-doc ones', async () => {
    const { req } = testEngine();
    await req('PUT', '/u', { mappings: { _doc: { properties: { k: { type: 'keyword' }, n: { type: 'long' } } } } });
    const lines: string[] = [];
    for (let i = 0; i < 3000; i++) lines.push(JSON.stringify({ index: {} }), JSON.stringify({ k: `v${(i * 7919) % 2500}`, n: (i * 104729) % 2800 }));
    await req('POST', '/u/_doc/_bulk?refresh=true', lines.join('\n') + '\n');
    const card = (field: string, threshold: number, missing?: unknown) => ({ cardinality: { field, precision_threshold: threshold, ...(missing === undefined ? {} : { missing }) } });
    // Past its threshold a low precision estimates (registers); a high one stays exact.
    const body = { size: 0, aggs: { k100: card('k', 100), k3000: card('k', 3000), n100: card('n', 100), n3000: card('n', 3000) } };
    const byValues = { size: 0, aggs: { k100: card('k', 100, 'x'), k3000: card('k', 3000, 'x'), n100: card('n', 100, -1), n3000: card('n', 3000, -1) } };
    const a = ((await req('POST', '/u/_search', body)) as { body: AnyBody }).body.aggregations;
    const b = ((await req('POST', '/u/_search', byValues)) as { body: AnyBody }).body.aggregations;
    expect(a).toEqual(b);
    expect(a.k3000.value).toBe(2500);
    expect(a.k100.value).not.toBe(2500);
    // A later request reads the kept hashes of both precisions.
    expect(((await req('POST', '/u/_search', body)) as { body: AnyBody }).body.aggregations).toEqual(b);
  });
});
