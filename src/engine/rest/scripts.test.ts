import { describe, expect, it } from 'vitest';
import { testEngine, type AnyBody } from '../test-support/engine-harness';
import { renderJson } from '../util/render-json';

describe('scripts in search and the execute API', () => {
  it('script_fields: values per hit, no _source unless asked, ignore_failure, and a failing script fails the search', async () => {
    const { req } = testEngine();
    await req('PUT', '/s', { mappings: { _doc: { properties: { foo: { type: 'keyword' }, n: { type: 'long' } } } } });
    await req('PUT', '/s/_doc/1?refresh=true', { foo: 'aaa', n: 4 });
    const r = (await req('POST', '/s/_search', {
      script_fields: { bar: { script: { source: "doc['foo'].value + params.x", params: { x: 'bbb' } } }, twice: { script: "doc['n'].value * 2" } },
    })).body as AnyBody;
    expect(r.hits.hits[0].fields).toEqual({ bar: ['aaabbb'], twice: [8] });
    expect(r.hits.hits[0]._source).toBeUndefined();
    const withSource = (await req('POST', '/s/_search', { _source: ['n'], script_fields: { e: { script: { lang: 'expression', source: "doc['n'].value + 1" } } } })).body as AnyBody;
    expect(withSource.hits.hits[0]).toMatchObject({ _source: { n: 4 }, fields: { e: [5] } });
    const ignored = (await req('POST', '/s/_search', { script_fields: { bad: { script: "doc['foo'].value.substring(10)", ignore_failure: true } } })).body as AnyBody;
    expect(ignored.hits.hits[0].fields).toEqual({});
    const failed = await req('POST', '/s/_search', { script_fields: { bar: { script: 'while (true) {}' } } });
    expect(failed.status).toBe(400);
    expect((failed.body as AnyBody).error).toMatchObject({
      type: 'search_phase_execution_exception', reason: 'all shards failed',
      failed_shards: [{ reason: { type: 'script_exception', reason: 'compile error', caused_by: { type: 'illegal_argument_exception', reason: 'While loop has no escape.' } } }],
    });
  });

  it('keeps a decimal written as 100.0 a double in script params, as ES parses it', async () => {
    const { req } = testEngine();
    const r = await req('POST', '/_scripts/painless/_execute', '{"script": {"source": "params.count / params.total", "params": {"count": 100.0, "total": 1000.0}}}');
    expect(r.body).toEqual({ result: '0.1' });
    const ints = await req('POST', '/_scripts/painless/_execute', { script: { source: 'params.var1 - params.var2', params: { var1: 10, var2: 100 } }, context: 'painless_test' });
    expect(ints.body).toEqual({ result: '-90' });
  });

  it('runs filter and score scripts over a document indexed into an index mapping', async () => {
    const { req } = testEngine();
    await req('PUT', '/my-index', { mappings: { doc: { properties: { rank: { type: 'long' }, field: { type: 'keyword' } } } } });
    const filter = await req('POST', '/_scripts/painless/_execute', {
      script: { source: "doc['field'].value.length() <= params.max_length", params: { max_length: 4 } }, context: 'filter',
      context_setup: { document: { field: 'four' }, index: 'my-index' },
    });
    expect(filter.body).toEqual({ result: true });
    const score = await req('POST', '/_scripts/painless/_execute', '{"script": {"source": "doc[\'rank\'].value / params.max_rank", "params": {"max_rank": 5.0}}, "context": "score", "context_setup": {"document": {"rank": 4}, "index": "my-index"}}');
    expect(score.body).toEqual({ result: 0.8 });
    // A score script's double is written as Java writes it: 4 / 4.0 is `1.0`, as ES's answer reads.
    const one = await req('POST', '/_scripts/painless/_execute', '{"script": {"source": "doc[\'rank\'].value / params.max_rank", "params": {"max_rank": 4.0}}, "context": "score", "context_setup": {"document": {"rank": 4}, "index": "my-index"}}');
    expect(renderJson(one.body)).toBe('{"result":1.0}');
    const big = await req('POST', '/_scripts/painless/_execute', { script: 'doc[\'rank\'].value * 1000.0', context: 'score', context_setup: { document: { rank: 100000 }, index: 'my-index' } });
    expect(renderJson(big.body)).toBe('{"result":1.0E8}');
    const regex = await req('POST', '/_scripts/painless/_execute', { script: "'a' ==~ /a/" });
    expect((regex.body as AnyBody).error.caused_by).toMatchObject({ type: 'illegal_state_exception' });
    expect((regex.body as AnyBody).error.caused_by.reason).toMatch(/^Regexes are disabled\. Set \[script\.painless\.regex\.enabled\] to \[true\]/);
  });

  it('the script query keeps the documents its filter script accepts, with a constant score', async () => {
    const { req } = testEngine();
    await req('PUT', '/q', { settings: { number_of_shards: 1 }, mappings: { _doc: { properties: { num1: { type: 'double' } } } } });
    for (const [id, n] of [['1', 1], ['2', 2], ['3', 3]] as const) await req('PUT', `/q/_doc/${id}`, { num1: n });
    await req('POST', '/q/_refresh');
    const r = (await req('POST', '/q/_search', {
      query: { script: { script: { source: "doc['num1'].value > params.min", params: { min: 1 } }, boost: 2 } },
      sort: [{ num1: 'asc' }], track_scores: true,
    })).body as AnyBody;
    expect(r.hits.total).toBe(2);
    expect(r.hits.hits.map((h: AnyBody) => [h._id, h._score])).toEqual([['2', 2], ['3', 2]]);
    const bad = await req('POST', '/q/_search', { query: { script: { script: 'true', foo: 1 } } });
    expect((bad.body as AnyBody).error).toMatchObject({ type: 'parsing_exception', reason: '[script] query does not support [foo]' });
  });
});
