import { describe, expect, it } from 'vitest';
import { testEngine, type AnyBody } from '../test-support/engine-harness';

describe('index, get, delete', () => {
  it('creates, updates and reads a document with versions and seq_no', async () => {
    const { req } = testEngine();
    const r1 = await req('PUT', '/twitter/tweet/1', { user: 'kimchy', message: 'hello' });
    expect(r1.status).toBe(201);
    expect(r1.body).toEqual({
      _index: 'twitter', _type: 'tweet', _id: '1', _version: 1, result: 'created',
      _shards: { total: 2, successful: 1, failed: 0 }, _seq_no: 0, _primary_term: 1,
    });
    const r2 = await req('PUT', '/twitter/tweet/1', { user: 'kimchy', message: 'again' });
    expect(r2.status).toBe(200);
    expect((r2.body as AnyBody).result).toBe('updated');
    expect((r2.body as AnyBody)._version).toBe(2);
    const g = await req('GET', '/twitter/tweet/1');
    expect(g.status).toBe(200);
    expect(g.body).toMatchObject({ _index: 'twitter', _type: 'tweet', _id: '1', _version: 2, found: true, _source: { user: 'kimchy', message: 'again' } });
  });

  it('answers 404 found:false for a missing document and index_not_found for a missing index', async () => {
    const { req } = testEngine();
    await req('PUT', '/idx', { settings: { number_of_shards: 1 } });
    const g = await req('GET', '/idx/_doc/nope');
    expect(g.status).toBe(404);
    expect(g.body).toEqual({ _index: 'idx', _type: '_doc', _id: 'nope', found: false });
    const missing = await req('GET', '/nothere/_doc/1');
    expect(missing.status).toBe(404);
    expect((missing.body as AnyBody).error.type).toBe('index_not_found_exception');
    expect((missing.body as AnyBody).error['resource.type']).toBe('index_expression');
  });

  it('applies internal, external and external_gte versioning with ES conflicts', async () => {
    const { req } = testEngine();
    await req('PUT', '/v/_doc/1', { a: 1 });
    const bad = await req('PUT', '/v/_doc/1?version=5', { a: 2 });
    expect(bad.status).toBe(409);
    expect((bad.body as AnyBody).error.type).toBe('version_conflict_engine_exception');
    expect((bad.body as AnyBody).error.reason).toBe('[_doc][1]: version conflict, current version [1] is different than the one provided [5]');
    const ext = await req('PUT', '/v/_doc/1?version=10&version_type=external', { a: 3 });
    expect((ext.body as AnyBody)._version).toBe(10);
    const extLow = await req('PUT', '/v/_doc/1?version=10&version_type=external', { a: 4 });
    expect(extLow.status).toBe(409);
    const gte = await req('PUT', '/v/_doc/1?version=10&version_type=external_gte', { a: 5 });
    expect(gte.status).toBe(200);
    expect((gte.body as AnyBody)._version).toBe(10);
  });

  it('op_type=create refuses an existing id', async () => {
    const { req } = testEngine();
    await req('PUT', '/c/_doc/1', { a: 1 });
    const r = await req('PUT', '/c/_doc/1/_create', { a: 2 });
    expect(r.status).toBe(409);
    expect((r.body as AnyBody).error.reason).toBe('[_doc][1]: version conflict, document already exists (current version [1])');
    const r2 = await req('PUT', '/c/_doc/1?op_type=create', { a: 2 });
    expect(r2.status).toBe(409);
    const g = await req('GET', '/c/_doc/1');
    expect((g.body as AnyBody)._source).toEqual({ a: 1 });
  });

  it('POST without id generates a 20-char id', async () => {
    const { req } = testEngine();
    const r = await req('POST', '/auto/_doc', { a: 1 });
    expect(r.status).toBe(201);
    expect((r.body as AnyBody)._id).toMatch(/^[A-Za-z0-9_-]{20}$/);
  });

  it('deletes, then reports not_found with 404', async () => {
    const { req } = testEngine();
    await req('PUT', '/d/_doc/1', { a: 1 });
    const del = await req('DELETE', '/d/_doc/1');
    expect(del.status).toBe(200);
    expect((del.body as AnyBody).result).toBe('deleted');
    expect((del.body as AnyBody)._version).toBe(2);
    const again = await req('DELETE', '/d/_doc/1');
    expect(again.status).toBe(404);
    expect((again.body as AnyBody).result).toBe('not_found');
    expect((await req('GET', '/d/_doc/1')).status).toBe(404);
    const re = await req('PUT', '/d/_doc/1', { a: 2 });
    expect((re.body as AnyBody).result).toBe('created');
    expect((re.body as AnyBody)._version).toBe(4);
  });

  it('rejects ids longer than 512 bytes', async () => {
    const { req } = testEngine();
    const r = await req('PUT', `/idx/type/${'a'.repeat(513)}`, { foo: 'bar' });
    expect(r.status).toBe(400);
    expect((r.body as AnyBody).error.reason).toBe('Validation Failed: 1: id is too long, must be no longer than 512 bytes but was: 513;');
  });

  it('keeps one type per index, with _doc as its alias', async () => {
    const { req } = testEngine();
    await req('PUT', '/index', { mappings: { not_doc: { properties: { foo: { type: 'keyword' } } } } });
    const r = await req('PUT', '/index/_doc/1', { foo: 'bar' });
    expect((r.body as AnyBody)._type).toBe('_doc');
    expect(((await req('GET', '/index/not_doc/1')).body as AnyBody)._type).toBe('not_doc');
    expect(((await req('GET', '/index/_all/1')).body as AnyBody)._type).toBe('not_doc');
    expect((await req('GET', '/index/other/1')).status).toBe(404);
    const wrong = await req('PUT', '/index/other/2', { foo: 'bar' });
    expect(wrong.status).toBe(400);
    expect((wrong.body as AnyBody).error.reason).toBe(
      'Rejecting mapping update to [index] as the final mapping would have more than 1 type: [not_doc, other]',
    );
  });
});

describe('bad input changes nothing', () => {
  it('a document that fails to parse is refused and its new fields are not mapped', async () => {
    const { req } = testEngine();
    await req('PUT', '/m', { mappings: { _doc: { properties: { n: { type: 'long' } } } } });
    const r = await req('PUT', '/m/_doc/1', { n: 'not a number', extra: 'x' });
    expect(r.status).toBe(400);
    expect((r.body as AnyBody).error.type).toBe('mapper_parsing_exception');
    expect((r.body as AnyBody).error.reason).toBe("failed to parse field [n] of type [long] in document with id '1'");
    const mapping = await req('GET', '/m/_mapping');
    expect(mapping.body).toEqual({ m: { mappings: { _doc: { properties: { n: { type: 'long' } } } } } });
    expect((await req('GET', '/m/_doc/1')).status).toBe(404);
  });

  it(`a malformed JSON document is the mapper's "failed to parse" (400, caused by json_parse_exception) and stores nothing`, async () => {
    const { req } = testEngine();
    const r = await req('PUT', '/j/_doc/1', '{"a": ');
    expect(r.status).toBe(400);
    expect((r.body as AnyBody).error).toMatchObject({ type: 'mapper_parsing_exception', reason: 'failed to parse', caused_by: { type: 'json_parse_exception' } });
    expect((await req('HEAD', '/j')).status).toBe(404);
  });

  it('unknown URL parameters are rejected with a suggestion', async () => {
    const { req } = testEngine();
    const r = await req('PUT', '/p/_doc/1?refres=true', { a: 1 });
    expect(r.status).toBe(400);
    expect((r.body as AnyBody).error.type).toBe('illegal_argument_exception');
    expect((r.body as AnyBody).error.reason).toBe('request [/p/_doc/1] contains unrecognized parameter: [refres] -> did you mean [refresh]?');
    expect((await req('HEAD', '/p')).status).toBe(404);
  });

  it('unknown routes and wrong methods answer as ES', async () => {
    const { req } = testEngine();
    const r = await req('GET', '/a/b/c/d/e');
    expect(r).toEqual({ status: 400, body: { error: 'no handler found for uri [/a/b/c/d/e] and method [GET]', status: 400 } });
    const m = await req('PUT', '/_cluster/health');
    expect(m).toEqual({ status: 405, body: { error: 'Incorrect HTTP method for uri [/_cluster/health] and method [PUT], allowed: [GET, POST]', status: 405 } });
  });
});

describe('refresh visibility', () => {
  it('realtime GET sees a write at once; realtime=false only after a refresh', async () => {
    const { req } = testEngine();
    await req('PUT', '/r', { settings: { number_of_shards: 1, refresh_interval: -1 } });
    await req('PUT', '/r/_doc/1', { a: 1 });
    expect((await req('GET', '/r/_doc/1')).status).toBe(200);
    expect((await req('GET', '/r/_doc/1?realtime=false')).status).toBe(404);
    await req('POST', '/r/_refresh');
    expect((await req('GET', '/r/_doc/1?realtime=false')).status).toBe(200);
  });

  it('the refresh interval makes writes visible once it has elapsed', async () => {
    const { req, advance } = testEngine();
    await req('PUT', '/ri', { settings: { number_of_shards: 1 } });
    await req('PUT', '/ri/_doc/1', { a: 1 });
    expect((await req('GET', '/ri/_doc/1?realtime=false')).status).toBe(404);
    advance(1000);
    expect((await req('GET', '/ri/_doc/1?realtime=false')).status).toBe(200);
  });

  it('refresh=true on a write forces a refresh and says so', async () => {
    const { req } = testEngine();
    await req('PUT', '/rt', { settings: { refresh_interval: -1 } });
    const r = await req('PUT', '/rt/_doc/1?refresh=true', { a: 1 });
    expect((r.body as AnyBody).forced_refresh).toBe(true);
    expect((await req('GET', '/rt/_doc/1?realtime=false')).status).toBe(200);
  });
});

describe('bulk', () => {
  it('reports per-item results and errors', async () => {
    const { req } = testEngine();
    await req('PUT', '/b', { mappings: { _doc: { properties: { n: { type: 'long' } } } } });
    const body = [
      '{"index":{"_index":"b","_type":"_doc","_id":"1"}}', '{"n":1}',
      '{"create":{"_index":"b","_type":"_doc","_id":"1"}}', '{"n":2}',
      '{"index":{"_index":"b","_type":"_doc","_id":"2"}}', '{"n":"x"}',
      '{"delete":{"_index":"b","_type":"_doc","_id":"3"}}',
      '',
    ].join('\n');
    const r = await req('POST', '/_bulk', body);
    expect(r.status).toBe(200);
    const b = r.body as AnyBody;
    expect(b.errors).toBe(true);
    expect(b.items.map((i: AnyBody) => Object.values(i)[0].status)).toEqual([201, 409, 400, 404]);
    expect(b.items[1].create.error.type).toBe('version_conflict_engine_exception');
    expect(b.items[3].delete.result).toBe('not_found');
  });

  it('indexes a document with members named __text and __line as it is, from a body of parsed lines', async () => {
    const { req } = testEngine();
    const doc = { __text: '{"n":1}', __line: 1 };
    const r = await req('POST', '/_bulk', [{ index: { _index: 'b', _type: '_doc', _id: '1' } }, doc]);
    expect(r.status).toBe(200);
    expect((r.body as AnyBody).errors).toBe(false);
    expect(((await req('GET', '/b/_doc/1')).body as AnyBody)._source).toEqual(doc);
  });

  it('refuses a delete naming a second type, and deletes through _doc on a typed index', async () => {
    const { req } = testEngine();
    await req('PUT', '/index', { mappings: { not_doc: { properties: { foo: { type: 'keyword' } } } } });
    await req('PUT', '/index/not_doc/1', { foo: 'bar' });
    const other = await req('DELETE', '/index/some_random_type/1');
    expect(other.status).toBe(400);
    expect((other.body as AnyBody).error.reason).toBe('Rejecting mapping update to [index] as the final mapping would have more than 1 type: [not_doc, some_random_type]');
    const typeless = await req('DELETE', '/index/_doc/1');
    expect(typeless.body).toMatchObject({ _index: 'index', _type: '_doc', _id: '1', _version: 2, result: 'deleted' });
  });

  it("get_source: a missing document and a document whose source is not kept are ES's two 404s", async () => {
    const { req } = testEngine();
    await req('PUT', '/nosrc', { mappings: { _doc: { _source: { enabled: false }, properties: { a: { type: 'keyword' } } } } });
    await req('PUT', '/nosrc/_doc/1', { a: 'x' });
    const noSource = await req('GET', '/nosrc/_doc/1/_source');
    expect(noSource.status).toBe(404);
    expect((noSource.body as AnyBody).error).toMatchObject({ type: 'resource_not_found_exception', reason: 'Source not found [nosrc]/[_doc]/[1]' });
    expect(((await req('GET', '/nosrc/_doc/2/_source')).body as AnyBody).error.reason).toBe('Document not found [nosrc]/[_doc]/[2]');
  });
});
