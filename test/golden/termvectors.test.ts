import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';
import { createEngine } from '../../src/engine/index';
import { describeWithShared, sharedPath } from '../support/shared-data';

const dir = sharedPath('golden/lucene-7.7');

describeWithShared(['golden/lucene-7.7/termvectors.json', 'golden/lucene-7.7/corpus.json'], 'Lucene 7.7 term vectors', async () => {
  const cases = JSON.parse(readFileSync(resolve(dir, 'termvectors.json'), 'utf8')).cases as Array<{
    id: string; index: string; _id: string; request: unknown; expected: Record<string, unknown>; term_order: Record<string, string[]>;
  }>;
  const corpus = JSON.parse(readFileSync(resolve(dir, 'corpus.json'), 'utf8'));
  const engine = createEngine();
  for (const idx of corpus.indices) {
    await engine.request({ method: 'PUT', path: `/${idx.index}`, body: idx.create_index_body });
    const bulk = idx.docs.map((d: { _id: string; _source: unknown }) => `{"index":{"_id":${JSON.stringify(d._id)}}}\n${JSON.stringify(d._source)}\n`).join('');
    await engine.request({ method: 'POST', path: `/${idx.index}/_doc/_bulk?refresh=true`, body: bulk });
  }

  for (const c of cases) {
    it(c.id, async () => {
      const r = await engine.request({ method: 'GET', path: `/${c.index}/_doc/${encodeURIComponent(c._id)}/_termvectors`, body: c.request });
      const body = r.body as Record<string, unknown>;
      delete body.took;
      delete body._version;
      expect(body).toEqual(c.expected);
      // Terms come out in Lucene's order (UTF-8 bytes), which JS objects keep except for integer-like keys.
      const tv = body.term_vectors as Record<string, { terms: Record<string, unknown> }>;
      for (const [field, order] of Object.entries(c.term_order)) {
        const nonInteger = (t: string) => !/^(0|[1-9]\d*)$/.test(t);
        expect(Object.keys(tv[field].terms).filter(nonInteger)).toEqual(order.filter(nonInteger));
      }
    });
  }
});
