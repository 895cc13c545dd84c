import { describe, expect, it } from 'vitest';
import { testEngine, type AnyBody } from '../test-support/engine-harness';

/** Behaviours the Elasticsearch 6.8 YAML suite showed missing, each checked directly. */
describe('6.8 behaviours found by the YAML suite', () => {
  it('term and terms on _id match ids', async () => {
    const { req } = testEngine();
    await req('PUT', '/i/_doc/1?refresh=true', { a: 1 });
    await req('PUT', '/i/_doc/2?refresh=true', { a: 2 });
    expect(((await req('POST', '/i/_search', { query: { term: { _id: 1 } } })).body as AnyBody).hits.total).toBe(1);
    expect(((await req('POST', '/i/_search', { query: { terms: { _id: ['1', '2', '3'] } } })).body as AnyBody).hits.total).toBe(2);
  });

  it('q= reads prefix and wildcard terms, normalized as the field analyzes (BA* finds bar), and lenient', async () => {
    const { req } = testEngine();
    await req('PUT', '/q', { mappings: { _doc: { properties: { n: { type: 'integer' }, k: { type: 'keyword' } } } } });
    await req('PUT', '/q/_doc/1?refresh=true', { field: 'foo bar', k: 'AbC', n: 3 });
    const count = async (q: string) => ((await req('GET', `/q/_count?${q}`)).body as AnyBody).count;
    expect(await count('q=field:BA*')).toBe(1);
    expect(await count('q=field:b?r')).toBe(1);
    expect(await count('q=k:ab*')).toBe(0);
    expect(await count('q=k:Ab*')).toBe(1);
    expect(await count('q=fo*&df=field')).toBe(1);
    expect(await count('q=n:foo&lenient=true')).toBe(0);
    // The all-fields default (`*`) makes query_string lenient unless `lenient` says otherwise (QueryStringQueryBuilder).
    expect(await count('q=n:foo')).toBe(0);
    expect((await req('GET', '/q/_count?q=n:foo&lenient=false')).status).toBe(400);
    expect((await req('GET', '/q/_count?q=n:foo&df=field')).status).toBe(400);
  });

  it('DELETE of an alias is refused and alia* does not reach the index behind', async () => {
    const { req } = testEngine();
    await req('PUT', '/index', { aliases: { alias: {} } });
    const r = await req('DELETE', '/alias');
    expect(r.status).toBe(400);
    expect((r.body as AnyBody).error.reason).toBe('The provided expression [alias] matches an alias, specify the corresponding concrete indices instead.');
    expect((await req('DELETE', '/alia*')).status).toBe(200);
    expect((await req('HEAD', '/index')).status).toBe(200);
    expect((await req('DELETE', '/alia*?allow_no_indices=false')).status).toBe(404);
  });

  it('routes _mappings, expands dotted field names, and reads _settings/_all and include_defaults', async () => {
    const { req } = testEngine();
    await req('PUT', '/m?include_type_name=false', { settings: { number_of_shards: 1 } });
    expect((await req('PUT', '/m/_mappings?include_type_name=false', { properties: { 'sub.f': { type: 'keyword' } } })).status).toBe(200);
    const m = (await req('GET', '/m/_mappings?include_type_name=false')).body as AnyBody;
    expect(m.m.mappings.properties.sub.properties.f.type).toBe('keyword');
    expect(((await req('GET', '/m/_settings/_all')).body as AnyBody).m.settings.index.number_of_shards).toBe('1');
    const d = (await req('GET', '/m/_settings?include_defaults=true&flat_settings=true')).body as AnyBody;
    expect(d.m.defaults['index.refresh_interval']).toBe('1s');
    expect(d.m.settings['index.refresh_interval']).toBeUndefined();
  });

  it('_cat/indices filters by health and knows the column aliases; _cluster/health levels and waits', async () => {
    const { req } = testEngine();
    await req('PUT', '/green1', { settings: { number_of_shards: 1, number_of_replicas: 0 } });
    await req('PUT', '/yellow1', { settings: { number_of_shards: 2, number_of_replicas: 1 } });
    expect((await req('GET', '/_cat/indices?health=green&h=i')).body).toBe('green1\n');
    expect((await req('GET', '/_cat/indices/y*?h=i,p,r')).body).toBe('yellow1 2 1\n');
    const h = (await req('GET', '/_cluster/health?level=shards')).body as AnyBody;
    expect(h.indices.yellow1.status).toBe('yellow');
    expect(h.indices.yellow1.shards['1']).toEqual({ status: 'yellow', primary_active: true, active_shards: 1, relocating_shards: 0, initializing_shards: 0, unassigned_shards: 1 });
    expect(((await req('GET', '/_cluster/health?level=indices')).body as AnyBody).indices.green1.shards).toBeUndefined();
    const wait = await req('GET', '/_cluster/health?wait_for_nodes=2&timeout=1ms');
    expect(wait.status).toBe(408);
    expect((wait.body as AnyBody).timed_out).toBe(true);
    expect((await req('GET', '/_cluster/health?wait_for_nodes=>=1')).status).toBe(200);
  });

  it('warns about internal versioning and deprecated preferences', async () => {
    const { req } = testEngine();
    await req('PUT', '/v/t/1', { a: 1 });
    const r = await req('PUT', '/v/t/1?version=1', { a: 2 });
    expect(r.warnings).toContain('Usage of internal versioning for optimistic concurrency control is deprecated and will be removed. Please use the `if_seq_no` and `if_primary_term` parameters instead. (request for index [v], type [t], id [1])');
    const c = await req('GET', '/v/_count?preference=_primary');
    expect(c.warnings).toContain('[_primary] has been deprecated in 6.1+, and will be removed in 7.0; use [_only_nodes] or [_prefer_nodes]');
  });
});

describe('date math index names', () => {
  it('resolve in create, write and search: <logs-{now/M}> is this month', async () => {
    const { req } = testEngine(Date.UTC(2026, 10, 24, 19, 30));
    expect(((await req('PUT', `/${encodeURIComponent('<logs-{now/d}>')}`)).body as AnyBody).index).toBe('logs-2026.11.24');
    await req('PUT', `/${encodeURIComponent('<logs-{now/d}>')}/_doc/1?refresh=true`, { a: 1 });
    const r = (await req('GET', `/${encodeURIComponent('<logs-{now/d}>')}/_search`)).body as AnyBody;
    expect(r.hits.hits[0]._index).toBe('logs-2026.11.24');
    const missing = (await req('GET', `/${encodeURIComponent('<logs-{now/M{YYYY.MM}}>')}/_search`)).body as AnyBody;
    expect(missing.error.index).toBe('logs-2026.11');
    expect(((await req('GET', `/${encodeURIComponent('<logs-{now-1d/d}>')}/_search`)).body as AnyBody).error.index).toBe('logs-2026.11.23');
  });
});

describe('_source in the mapping', () => {
  it('enabled: false leaves hits and get without _source; includes/excludes shape what is returned', async () => {
    const { req } = testEngine();
    await req('PUT', '/off', { mappings: { _doc: { _source: { enabled: false } } } });
    await req('PUT', '/off/_doc/1?refresh=true', { a: 'x' });
    expect(((await req('GET', '/off/_search?q=a:x')).body as AnyBody).hits.hits[0]._source).toBeUndefined();
    expect(((await req('GET', '/off/_doc/1')).body as AnyBody)._source).toBeUndefined();
    await req('PUT', '/part', { mappings: { _doc: { _source: { excludes: ['secret'] } } } });
    await req('PUT', '/part/_doc/1?refresh=true', { a: 'x', secret: 's' });
    expect(((await req('GET', '/part/_search')).body as AnyBody).hits.hits[0]._source).toEqual({ a: 'x' });
    expect(((await req('GET', '/part/_doc/1')).body as AnyBody)._source).toEqual({ a: 'x' });
  });
});
