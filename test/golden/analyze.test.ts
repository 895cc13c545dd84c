import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';
import { createEngine } from '../../src/engine/index';
import { describeWithShared, sharedPath } from '../support/shared-data';

const dir = sharedPath('golden/lucene-7.7');

describeWithShared(['golden/lucene-7.7/analyze.json', 'golden/lucene-7.7/corpus.json'], 'Lucene 7.7 token streams through _analyze', async () => {
  const cases = JSON.parse(readFileSync(resolve(dir, 'analyze.json'), 'utf8')).cases as Array<{
    id: string; index: string; request: unknown; expected: { tokens: unknown[] };
  }>;
  const corpus = JSON.parse(readFileSync(resolve(dir, 'corpus.json'), 'utf8'));
  const engine = createEngine();
  for (const idx of corpus.indices) await engine.request({ method: 'PUT', path: `/${idx.index}`, body: idx.create_index_body });

  const results = await Promise.all(
    cases.map(async (c) => {
      const path = (c.request as { analyzer: string }).analyzer === 'fulltext_analyzer' ? `/${c.index}/_analyze` : '/_analyze';
      const r = await engine.request({ method: 'GET', path, body: c.request });
      return { c, ok: JSON.stringify(r.body) === JSON.stringify(c.expected), body: r.body };
    }),
  );

  it('matches all 604 streams exactly', () => {
    expect(cases.length).toBe(604);
    expect(results.filter((r) => !r.ok).map((r) => r.c.id)).toEqual([]);
  });
});
