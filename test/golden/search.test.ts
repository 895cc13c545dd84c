import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';
import { createEngine } from '../../src/engine/index';
import { floatToIntBits } from '../../src/engine/util/float';
import { describeWithShared, sharedPath } from '../support/shared-data';

const dir = sharedPath('golden/lucene-7.7');

/** Query cases whose ranking we do not reproduce yet (sloppy phrase frequency); it may only shrink. */
const KNOWN = new Set<string>(JSON.parse(readFileSync(resolve(process.cwd(), 'test/golden/search-known-differences.json'), 'utf8')));

describeWithShared(['golden/lucene-7.7/queries.json', 'golden/lucene-7.7/corpus.json'], 'Lucene 7.7 rankings and scores', async () => {
  const cases = JSON.parse(readFileSync(resolve(dir, 'queries.json'), 'utf8')).cases as Array<{
    id: string; index: string; request: unknown; expected: { total: number; hits: Array<{ _id: string; bits: number }> };
  }>;
  const corpus = JSON.parse(readFileSync(resolve(dir, 'corpus.json'), 'utf8'));
  const engine = createEngine();
  for (const idx of corpus.indices) {
    await engine.request({ method: 'PUT', path: `/${idx.index}`, body: idx.create_index_body });
    const bulk = idx.docs.map((d: { _id: string; _source: unknown }) => `{"index":{"_id":${JSON.stringify(d._id)}}}\n${JSON.stringify(d._source)}\n`).join('');
    await engine.request({ method: 'POST', path: `/${idx.index}/_doc/_bulk?refresh=true`, body: bulk });
  }
  const results = await Promise.all(cases.map(async (c) => {
    const r = await engine.request({ method: 'GET', path: `/${c.index}/_search`, body: c.request });
    const hits = (r.body as { hits: { total: number; hits: Array<{ _id: string; _score: number }> } }).hits;
    const got = hits.hits.map((h) => `${h._id}:${floatToIntBits(h._score)}`);
    const want = c.expected.hits.map((h) => `${h._id}:${h.bits}`);
    return { c, ok: hits.total === c.expected.total && JSON.stringify(got) === JSON.stringify(want) };
  }));

  it('matches every ranking (ids, order, float32 score bits) except the listed ones', () => {
    expect(results.filter((r) => !r.ok && !KNOWN.has(r.c.id)).map((r) => r.c.id)).toEqual([]);
  });

  it('the known-differences list only names cases that still differ', () => {
    expect(results.filter((r) => r.ok && KNOWN.has(r.c.id)).map((r) => r.c.id)).toEqual([]);
  });
});
