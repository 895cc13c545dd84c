import { describe, expect, it } from 'vitest';
import { createEngine } from '../index';
import { MemoryStore } from '../storage/memory-store';
import { testEngine, type AnyBody } from '../test-support/engine-harness';

describe('index templates', () => {
  it('applies matching templates at creation: settings by order, mappings merged, aliases added, the request winning', async () => {
    const { req } = testEngine();
    await req('PUT', '/_template/low', {
      index_patterns: ['logs-*'], order: 0, settings: { number_of_shards: 1, number_of_replicas: 0 },
      mappings: { _doc: { properties: { a: { type: 'keyword' }, b: { type: 'text' } } } }, aliases: { '{index}-alias': {}, all_logs: { filter: { term: { a: 'x' } } } },
    });
    await req('PUT', '/_template/high', { index_patterns: ['logs-2*'], order: 5, settings: { number_of_shards: 3 }, mappings: { _doc: { properties: { b: { type: 'keyword' } } } } });
    const created = await req('PUT', '/logs-2020', { mappings: { _doc: { properties: { c: { type: 'long' } } } } });
    // The default-shards warning is not sent: a template set number_of_shards.
    expect(created.warnings).toBeUndefined();
    const got = ((await req('GET', '/logs-2020')).body as AnyBody)['logs-2020'];
    expect(got.settings.index.number_of_shards).toBe('3');
    expect(got.settings.index.number_of_replicas).toBe('0');
    expect(got.mappings._doc.properties).toEqual({ a: { type: 'keyword' }, b: { type: 'keyword' }, c: { type: 'long' } });
    expect(got.aliases).toEqual({ 'logs-2020-alias': {}, all_logs: { filter: { term: { a: 'x' } } } });
    // A document indexed into a missing index creates it through the templates too.
    await req('PUT', '/logs-1/_doc/1', { a: 'x' });
    expect((((await req('GET', '/logs-1/_settings')).body as AnyBody)['logs-1'].settings.index.number_of_shards)).toBe('1');
  });

  it('gets, checks and deletes templates as ES answers', async () => {
    const { req } = testEngine();
    await req('PUT', '/_template/t1?include_type_name=false', { index_patterns: 'x-*', version: 3, mappings: { properties: { f: { type: 'keyword' } } } });
    expect((await req('GET', '/_template/t1')).body).toEqual({
      t1: { order: 0, version: 3, index_patterns: ['x-*'], settings: {}, mappings: { _doc: { properties: { f: { type: 'keyword' } } } }, aliases: {} },
    });
    expect(((await req('GET', '/_template/t*?include_type_name=false')).body as AnyBody).t1.mappings).toEqual({ properties: { f: { type: 'keyword' } } });
    expect((await req('HEAD', '/_template/t1')).status).toBe(200);
    expect((await req('GET', '/_template/nope')).status).toBe(404);
    const dup = await req('PUT', '/_template/t1?create=true', { index_patterns: ['y'] });
    expect((dup.body as AnyBody).error.reason).toBe('index_template [t1] already exists');
    const noPatterns = await req('PUT', '/_template/t2', {});
    expect((noPatterns.body as AnyBody).error.reason).toBe('Validation Failed: 1: index patterns are missing;');
    const badName = await req('PUT', '/_template/Bad', { index_patterns: ['_x'] });
    expect((badName.body as AnyBody).error).toMatchObject({
      type: 'invalid_index_template_exception',
      reason: "index_template [Bad] invalid, cause [Validation Failed: 1: name must be lower cased;2: index_pattern [_x] must not start with '_';]",
    });
    const dep = await req('PUT', '/_template/t3', { template: 'z-*' });
    expect(dep.warnings).toEqual(['Deprecated field [template] used, replaced by [index_patterns]']);
    expect((await req('DELETE', '/_template/nope')).status).toBe(404);
    expect((await req('DELETE', '/_template/none*')).status).toBe(200);
    expect((await req('DELETE', '/_template/t*')).status).toBe(200);
    expect((await req('GET', '/_template')).body).toEqual({});
  });

  it('keeps templates across a reload (memory store)', async () => {
    const store = new MemoryStore();
    const a = createEngine({ store });
    await a.request({ method: 'PUT', path: '/_template/k', body: { index_patterns: ['k*'], settings: { number_of_shards: 1 } } });
    await a.request({ method: 'PUT', path: '/_template/gone', body: { index_patterns: ['g*'] } });
    await a.request({ method: 'DELETE', path: '/_template/gone' });
    const b = createEngine({ store });
    expect(Object.keys((await b.request({ method: 'GET', path: '/_template' })).body as AnyBody)).toEqual(['k']);
  });

  it('merges a typed template into a typeless create request, whose _doc type stays', async () => {
    const e = createEngine();
    const req = (method: string, path: string, body?: unknown) => e.request({ method, path, body });
    await req('PUT', '/_template/t?include_type_name=true', { index_patterns: 'test-*', mappings: { my_type: { properties: { foo: { type: 'keyword' } } } } });
    await req('PUT', '/test-1?include_type_name=false', { mappings: { properties: { bar: { type: 'long' } } } });
    expect((await req('GET', '/test-1/_mapping?include_type_name=true')).body).toEqual({
      'test-1': { mappings: { _doc: { properties: { bar: { type: 'long' }, foo: { type: 'keyword' } } } } },
    });
  });
});
