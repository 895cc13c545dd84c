import { describe, expect, it } from 'vitest';
import { createEngine } from '../index';
import { MemoryStore } from '../storage/memory-store';
import { testEngine, type AnyBody } from '../test-support/engine-harness';

describe('stored scripts', () => {
  it('are put, read back, run by id wherever scripts are accepted, and deleted', async () => {
    const { req } = testEngine();
    expect((await req('PUT', '/_scripts/double', { script: { lang: 'painless', source: "doc['n'].value * params.f" } })).body).toEqual({ acknowledged: true });
    expect((await req('GET', '/_scripts/double')).body).toEqual({ _id: 'double', found: true, script: { lang: 'painless', source: "doc['n'].value * params.f" } });
    await req('PUT', '/i/_doc/1?refresh=true', { n: 3 });
    const fields = await req('POST', '/i/_search', { script_fields: { d: { script: { id: 'double', params: { f: 2 } } } } });
    expect((fields.body as AnyBody).hits.hits[0].fields).toEqual({ d: [6] });
    const scored = await req('POST', '/i/_search', { query: { function_score: { script_score: { script: { id: 'double', params: { f: 1.5 } } }, boost_mode: 'replace' } } });
    expect((scored.body as AnyBody).hits.hits[0]._score).toBe(4.5);
    await req('PUT', '/_scripts/inc', { script: { lang: 'painless', source: 'ctx._source.n += params.by' } });
    await req('POST', '/i/_doc/1/_update', { script: { id: 'inc', params: { by: 4 } } });
    expect(((await req('GET', '/i/_doc/1')).body as AnyBody)._source).toEqual({ n: 7 });
    expect((await req('DELETE', '/_scripts/double')).body).toEqual({ acknowledged: true });
    const gone = await req('GET', '/_scripts/double');
    expect(gone).toMatchObject({ status: 404, body: { _id: 'double', found: false } });
    const again = await req('DELETE', '/_scripts/double');
    expect(again.status).toBe(404);
    expect((again.body as AnyBody).error).toMatchObject({ type: 'resource_not_found_exception', reason: 'stored script [double] does not exist' });
    const missing = await req('POST', '/i/_search', { script_fields: { d: { script: { id: 'double' } } } });
    expect((missing.body as AnyBody).error.root_cause[0]).toMatchObject({ type: 'resource_not_found_exception', reason: 'unable to find script [double] in cluster state' });
  });

  it("refuses what ScriptService refuses: no lang, an unknown lang or context, a script that does not compile in its context", async () => {
    const { req } = testEngine();
    const reason = async (path: string, body: unknown) => ((await req('PUT', path, body)).body as AnyBody).error.reason;
    expect(await reason('/_scripts/a', { script: { source: '1' } })).toBe('must specify lang for stored script');
    expect(await reason('/_scripts/a', { script: { lang: 'painless' } })).toBe('must specify source for stored script');
    expect(await reason('/_scripts/a', { script: { lang: 'groovy', source: '1' } })).toBe('unable to put stored script with unsupported lang [groovy]');
    expect(await reason('/_scripts/a/nope', { script: { lang: 'painless', source: '1' } })).toBe('Unknown context [nope]');
    expect(await reason('/_scripts/a#b', { script: { lang: 'painless', source: '1' } })).toBe("Validation Failed: 1: id cannot contain '#' for stored script;");
    const bad = await req('PUT', '/_scripts/a/score', { script: { lang: 'painless', source: 'while (true) {}' } });
    expect((bad.body as AnyBody).error.type).toBe('script_exception');
    expect((await req('PUT', '/_scripts/a', { script: { lang: 'painless', source: 'while (true) {}' } })).status).toBe(200);
    expect((await req('POST', '/_scripts/painless/_execute', { script: { id: 'a' } })).body).toMatchObject({ error: { reason: 'Validation Failed: 1: only inline scripts are supported;' } });
  });

  it('survive a reload from the store', async () => {
    const store = new MemoryStore();
    const a = createEngine({ store });
    await a.request({ method: 'PUT', path: '/_scripts/s', body: { script: { lang: 'expression', source: '_score * 2' } } });
    await a.request({ method: 'PUT', path: '/_scripts/t', body: { script: { lang: 'painless', source: '1' } } });
    await a.request({ method: 'DELETE', path: '/_scripts/t' });
    const b = createEngine({ store });
    expect((await b.request({ method: 'GET', path: '/_scripts/s' })).body).toEqual({ _id: 's', found: true, script: { lang: 'expression', source: '_score * 2' } });
    expect((await b.request({ method: 'GET', path: '/_scripts/t' })).status).toBe(404);
    await b.request({ method: 'PUT', path: '/i/_doc/1?refresh=true', body: { x: 'a' } });
    const r = await b.request({ method: 'POST', path: '/i/_search', body: { query: { function_score: { query: { match: { x: 'a' } }, script_score: { script: { id: 's' } } } } } });
    expect((r.body as AnyBody).hits.total).toBe(1);
  });
});
