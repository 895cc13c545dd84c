import { describe, expect, it } from 'vitest';
import { testEngine, type AnyBody } from '../test-support/engine-harness';

async function setup() {
  const { req } = testEngine();
  await req('PUT', '/v', {
    settings: { number_of_shards: 2 },
    mappings: { _doc: { properties: { t: { type: 'text' }, k: { type: 'keyword' }, n: { type: 'integer' } } } },
    aliases: { only_a: { filter: { term: { k: 'a' } } } },
  });
  for (const [i, t] of ['red fox', 'red dog', 'blue fox', 'red red fox'].entries()) await req('PUT', `/v/_doc/${i + 1}`, { t, k: i % 2 ? 'b' : 'a', n: i });
  await req('POST', '/v/_refresh');
  return req;
}
const body = async (req: Awaited<ReturnType<typeof setup>>, path: string, b?: unknown) => (await req('POST', path, b)).body as AnyBody;

describe('_validate/query', () => {
  it('answers valid and the shards asked, and with explain the query as Lucene prints it', async () => {
    const req = await setup();
    expect(await body(req, '/v/_validate/query', { query: { match: { t: 'fox' } } })).toEqual({ valid: true, _shards: { total: 1, successful: 1, failed: 0 } });
    const e = await body(req, '/v/_validate/query?explain=true', { query: { bool: { must: { match: { t: 'red fox' } }, must_not: { term: { k: 'b' } }, filter: { range: { n: { gte: 1 } } } } } });
    expect(e.explanations).toEqual([{ index: 'v', valid: true, explanation: '+(t:red t:fox) -k:b #n:[1 TO 2147483647]' }]);
    expect((await body(req, '/v/_validate/query?explain=true')).explanations[0].explanation).toBe('*:*');
  });

  it('adds the type filter of a typed path and the alias filter', async () => {
    const req = await setup();
    expect((await body(req, '/v/_doc/_validate/query?explain=true', { query: { term: { k: 'x' } } })).explanations[0].explanation).toBe('+k:x #*:*');
    expect((await body(req, '/v/other/_validate/query?explain=true', { query: { term: { k: 'x' } } })).explanations[0].explanation).toBe('+k:x #MatchNoDocsQuery("Type list does not contain the index type")');
    expect((await body(req, '/only_a/_validate/query?explain=true', { query: { term: { k: 'x' } } })).explanations[0].explanation).toBe('+k:x #k:a');
  });

  it('a body it cannot parse is valid: false, the error only with explain', async () => {
    const req = await setup();
    const r = await req('POST', '/v/_validate/query', { query: { nope: {} } });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ valid: false });
    expect(await body(req, '/v/_validate/query?explain=true', { query: { nope: {} } })).toEqual({ valid: false, error: 'org.elasticsearch.common.ParsingException: no [query] registered for [nope]' });
    expect(await body(req, '/v/_validate/query?explain=true', { size: 1 })).toEqual({ valid: false, error: 'org.elasticsearch.common.ParsingException: request does not support [size]' });
    const empty = await req('POST', '/v/_validate/query', {});
    expect(empty.status).toBe(400);
    expect((empty.body as AnyBody).error.root_cause[0]).toMatchObject({ type: 'action_request_validation_exception', reason: 'Validation Failed: 1: query cannot be null;' });
  });

  it('a query the shard cannot build is invalid on that shard, with its detailed message', async () => {
    const req = await setup();
    const r = await body(req, '/v/_validate/query?explain=true', { query: { more_like_this: { like: 'x', fields: ['n'] } } });
    expect(r.valid).toBe(false);
    expect(r.explanations[0].valid).toBe(false);
    expect(r.explanations[0].error).toBe(
      'org.elasticsearch.index.query.QueryShardException: failed to create query: {"more_like_this":{"like":"x","fields":["n"]}}; java.lang.IllegalArgumentException: more_like_this only supports text/keyword fields: [n]',
    );
  });

  it('rewrite shows each shard\'s own rewrite with all_shards; the parsed query where the rewrite matches nothing', async () => {
    const req = await setup();
    const mlt = { more_like_this: { fields: ['t'], like: 'red fox blue', min_term_freq: 1, min_doc_freq: 1 } };
    const r = await body(req, '/v/_validate/query?rewrite=true&all_shards=true', { query: mlt });
    expect(r._shards.total).toBe(2);
    expect(r.explanations.map((e: AnyBody) => e.shard)).toEqual([0, 1]);
    for (const e of r.explanations) {
      // A shard whose reader holds none of the words shows the query as parsed (ES's explain()).
      expect(e.explanation === 'like:[red fox blue]' || /^(\(?t:\w+ ?)+(\)~\d)?$/.test(e.explanation)).toBe(true);
    }
    const one = await body(req, '/v/_validate/query?rewrite=true', { query: mlt });
    expect(one.explanations).toHaveLength(1);
    expect(one.explanations[0].shard).toBeUndefined();
  });

  it('q= with its parameters, and every index when none is named', async () => {
    const req = await setup();
    expect((await body(req, '/v/_validate/query?q=fox&df=t&explain=true')).explanations[0].explanation).toBe('t:fox');
    expect((await body(req, '/v/_validate/query?q=t:fox%20t:dog&default_operator=AND&explain=true')).explanations[0].explanation).toBe('+t:fox +t:dog');
    await req('PUT', '/w', {});
    expect((await body(req, '/_validate/query?explain=true')).explanations.map((e: AnyBody) => e.index).sort()).toEqual(['v', 'w']);
    expect((await req('POST', '/missing/_validate/query', {})).status).toBe(404);
  });
});
