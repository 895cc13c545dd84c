import { describe, expect, it } from 'vitest';
import { testEngine, type AnyBody } from '../test-support/engine-harness';

const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`);

async function setup() {
  const t = testEngine();
  await t.req('PUT', '/c', { settings: { number_of_shards: 1 }, mappings: { _doc: { properties: { t: { type: 'text' }, u: { type: 'text' } } } } });
  await t.req('PUT', '/c/_doc/1?refresh=true', { t: words(1500).join(' '), u: 'w1' });
  return t;
}

/** ES 6.8's answer: each shard fails with query_shard_exception caused by Lucene's TooManyClauses. */
function expectTooManyClauses(r: { status: number; body: unknown }) {
  expect(r.status).toBe(400);
  const e = (r.body as AnyBody).error;
  expect(e.type).toBe('search_phase_execution_exception');
  expect(e.root_cause[0].type).toBe('query_shard_exception');
  expect(e.failed_shards[0].reason.type).toBe('query_shard_exception');
  expect(e.failed_shards[0].reason.reason).toMatch(/^failed to create query: /);
  expect(e.failed_shards[0].reason.caused_by).toEqual({ type: 'too_many_clauses', reason: 'maxClauseCount is set to 1024' });
}

describe('indices.query.bool.max_clause_count (1024)', () => {
  it('a bool takes 1024 clauses and refuses the 1025th', async () => {
    const { req } = await setup();
    const term = (w: string) => ({ term: { t: w } });
    const ok = await req('GET', '/c/_search', { query: { bool: { should: words(1024).map(term) } } });
    expect(ok.status).toBe(200);
    expect((ok.body as AnyBody).hits.total).toBe(1);
    expectTooManyClauses(await req('GET', '/c/_search', { query: { bool: { should: words(1000).map(term), filter: words(25).map(term) } } }));
    // Each BooleanQuery counts its own clauses.
    const nested = await req('GET', '/c/_search', { query: { bool: { must: [{ bool: { should: words(1000).map(term) } }, { bool: { should: words(1000).map(term) } }] } } });
    expect(nested.status).toBe(200);
    // A purely negative bool gets a match_all clause beside its 1024 (Queries.fixNegativeQueryIfNeeded).
    expectTooManyClauses(await req('GET', '/c/_search', { query: { bool: { must_not: words(1024).map(term) } } }));
  });

  it('the terms a match or a multi_match field analyses into count as clauses', async () => {
    const { req } = await setup();
    expect((await req('GET', '/c/_search', { query: { match: { t: words(1024).join(' ') } } })).status).toBe(200);
    expectTooManyClauses(await req('GET', '/c/_search', { query: { match: { t: words(1025).join(' ') } } }));
    expectTooManyClauses(await req('GET', '/c/_search', { query: { match: { t: { query: words(1025).join(' '), operator: 'and' } } } }));
    expectTooManyClauses(await req('GET', '/c/_search', { query: { multi_match: { query: words(1025).join(' '), fields: ['t', 'u'] } } }));
    expectTooManyClauses(await req('GET', '/c/_count', { query: { match: { t: words(2000).join(' ') } } }).then((r) => ({ ...r, status: r.status })));
  });

  it('a phrase is no BooleanQuery in Lucene 7: a 5,000-term match_phrase runs', async () => {
    const { req } = await setup();
    const r = await req('GET', '/c/_search', { query: { match_phrase: { t: { query: words(5000).join(' '), slop: 50 } } } });
    expect(r.status).toBe(200);
    expect((r.body as AnyBody).hits.total).toBe(0);
    const exact = await req('GET', '/c/_search', { query: { match_phrase: { t: words(1500).join(' ') } } });
    expect((exact.body as AnyBody).hits.total).toBe(1);
  });
});
