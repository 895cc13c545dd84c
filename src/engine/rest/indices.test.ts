import { describe, expect, it } from 'vitest';
import { testEngine, type AnyBody } from '../test-support/engine-harness';

describe('indices API', () => {
  it('creates an index with settings and mappings and reads them back', async () => {
    const { req } = testEngine();
    const r = await req('PUT', '/twitter', {
      settings: { number_of_shards: 1, number_of_replicas: 0 },
      mappings: { _doc: { properties: { text: { type: 'text', term_vector: 'with_positions_offsets' } } } },
    });
    expect(r).toMatchObject({ status: 200, body: { acknowledged: true, shards_acknowledged: true, index: 'twitter' } });
    expect(r.warnings).toBeUndefined();
    const s = (await req('GET', '/twitter/_settings')).body as AnyBody;
    expect(s.twitter.settings.index.number_of_shards).toBe('1');
    expect(s.twitter.settings.index.number_of_replicas).toBe('0');
    expect(s.twitter.settings.index.provided_name).toBe('twitter');
    const m = (await req('GET', '/twitter/_mapping')).body as AnyBody;
    expect(m).toEqual({ twitter: { mappings: { _doc: { properties: { text: { type: 'text', term_vector: 'with_positions_offsets' } } } } } });
  });

  it('warns about the default number of shards', async () => {
    const { req } = testEngine();
    const r = await req('PUT', '/x');
    expect(r.warnings?.[0]).toMatch(/^the default number of shards will change from \[5\] to \[1\] in 7\.0\.0/);
  });

  it('refuses an existing index, bad names and unknown settings', async () => {
    const { req } = testEngine();
    await req('PUT', '/a');
    const dup = await req('PUT', '/a');
    expect(dup.status).toBe(400);
    expect((dup.body as AnyBody).error.type).toBe('resource_already_exists_exception');
    const upper = await req('PUT', '/Abc');
    expect((upper.body as AnyBody).error).toMatchObject({ type: 'invalid_index_name_exception', reason: 'Invalid index name [Abc], must be lowercase' });
    const under = await req('PUT', '/_abc');
    expect((under.body as AnyBody).error.reason).toBe("Invalid index name [_abc], must not start with '_', '-', or '+'");
    const unknown = await req('PUT', '/s', { settings: { foo: 1 } });
    expect((unknown.body as AnyBody).error.reason).toMatch(/^unknown setting \[index\.foo\]/);
    expect((await req('HEAD', '/s')).status).toBe(404);
  });

  it('maps new fields dynamically as 6.8 does', async () => {
    const { req } = testEngine();
    await req('PUT', '/dyn/_doc/1', { s: 'text', n: 5, f: 1.5, b: true, d: '2009-11-15T14:12:12', o: { x: 'y' } });
    const m = (await req('GET', '/dyn/_mapping')).body as AnyBody;
    expect(m.dyn.mappings._doc.properties).toEqual({
      b: { type: 'boolean' },
      d: { type: 'date' },
      f: { type: 'float' },
      n: { type: 'long' },
      o: { properties: { x: { type: 'text', fields: { keyword: { type: 'keyword', ignore_above: 256 } } } } },
      s: { type: 'text', fields: { keyword: { type: 'keyword', ignore_above: 256 } } },
    });
  });

  it('merges mappings and refuses conflicting changes', async () => {
    const { req } = testEngine();
    await req('PUT', '/mm', { mappings: { _doc: { properties: { a: { type: 'text' } } } } });
    const ok = await req('PUT', '/mm/_mapping/_doc', { properties: { b: { type: 'keyword' } } });
    expect(ok.body).toEqual({ acknowledged: true });
    const bad = await req('PUT', '/mm/_mapping/_doc', { properties: { a: { type: 'keyword' } } });
    expect(bad.status).toBe(400);
    expect((bad.body as AnyBody).error.reason).toBe('mapper [a] of different type, current_type [text], merged_type [keyword]');
    const props = ((await req('GET', '/mm/_mapping')).body as AnyBody).mm.mappings._doc.properties;
    expect(props).toEqual({ a: { type: 'text' }, b: { type: 'keyword' } });
  });

  it('rejects unknown field types and parameters', async () => {
    const { req } = testEngine();
    const r = await req('PUT', '/u', { mappings: { _doc: { properties: { a: { type: 'nope' } } } } });
    expect((r.body as AnyBody).error.type).toBe('mapper_parsing_exception');
    expect((r.body as AnyBody).error.reason).toBe('Failed to parse mapping [_doc]: No handler for type [nope] declared on field [a]');
    const p = await req('PUT', '/u', { mappings: { _doc: { properties: { a: { type: 'text', foo: 1 } } } } });
    expect((p.body as AnyBody).error.reason).toBe('Failed to parse mapping [_doc]: Mapping definition for [a] has unsupported parameters:  [foo : 1]');
  });

  it('deletes indices, with wildcards', async () => {
    const { req } = testEngine();
    await req('PUT', '/logs-1');
    await req('PUT', '/logs-2');
    await req('PUT', '/other');
    expect((await req('DELETE', '/logs-*')).body).toEqual({ acknowledged: true });
    expect((await req('HEAD', '/logs-1')).status).toBe(404);
    expect((await req('HEAD', '/other')).status).toBe(200);
    expect((await req('DELETE', '/missing')).status).toBe(404);
  });

  it('lists indices with _cat/indices', async () => {
    const { req } = testEngine();
    await req('PUT', '/cat', { settings: { number_of_shards: 1, number_of_replicas: 0 } });
    await req('PUT', '/cat/_doc/1?refresh=true', { a: 1 });
    const r = await req('GET', '/_cat/indices?format=json');
    expect(r.body).toMatchObject([{ health: 'green', status: 'open', index: 'cat', pri: '1', rep: '0', 'docs.count': '1' }]);
    const text = await req('GET', '/_cat/indices?v');
    expect(text.body).toMatch(/^health status index/);
  });

  it('adds the creation date and version as text with ?human, in get index and get settings', async () => {
    const { req } = testEngine(Date.UTC(2019, 4, 6, 7, 8, 9, 10));
    await req('PUT', '/h');
    const got = (await req('GET', '/h?human')).body as AnyBody;
    expect(got.h.settings.index.creation_date_string).toBe('2019-05-06T07:08:09.010Z');
    expect(got.h.settings.index.version.created_string).toBe('6.8.4');
    const settings = (await req('GET', '/h/_settings?human&flat_settings')).body as AnyBody;
    expect(settings.h.settings['index.version.created_string']).toBe('6.8.4');
    expect(((await req('GET', '/h')).body as AnyBody).h.settings.index.creation_date_string).toBeUndefined();
  });

  it("refuses names starting with '_' and, without wildcard expansion, lets allow_no_indices decide for a lone name", async () => {
    const { req } = testEngine();
    await req('PUT', '/test-xxx');
    const bad = await req('GET', '/_foo');
    expect(bad.status).toBe(400);
    expect((bad.body as AnyBody).error).toMatchObject({ type: 'invalid_index_name_exception', reason: "Invalid index name [_foo], must not start with '_'." });
    expect((await req('GET', '/test-x*/_mapping?expand_wildcards=none')).body).toEqual({});
    expect((await req('GET', '/test-x*/_mapping?expand_wildcards=none&allow_no_indices=false')).status).toBe(404);
    expect((await req('GET', '/test-x*,other/_mapping?expand_wildcards=none')).status).toBe(404);
  });
});
