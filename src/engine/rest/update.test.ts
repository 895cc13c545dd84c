import { describe, expect, it } from 'vitest';
import { createEngine } from '../index';
import { MemoryStore } from '../storage/memory-store';
import { testEngine, type AnyBody } from '../test-support/engine-harness';

describe('update API', () => {
  it('merges a partial doc deeply, and answers noop when nothing changes', async () => {
    const { req } = testEngine();
    await req('PUT', '/u/_doc/1', { a: { b: 1, c: [1, 2] }, n: 'x' });
    const r = await req('POST', '/u/_doc/1/_update', { doc: { a: { d: 2 } } });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      _index: 'u', _type: '_doc', _id: '1', _version: 2, result: 'updated',
      _shards: { total: 2, successful: 1, failed: 0 }, _seq_no: 1, _primary_term: 1,
    });
    expect(((await req('GET', '/u/_doc/1')).body as AnyBody)._source).toEqual({ a: { b: 1, c: [1, 2], d: 2 }, n: 'x' });
    const same = await req('POST', '/u/_doc/1/_update', { doc: { a: { c: [1, 2] } } });
    expect(same.body).toEqual({
      _index: 'u', _type: '_doc', _id: '1', _version: 2, result: 'noop',
      _shards: { total: 0, successful: 0, failed: 0 }, _seq_no: 1, _primary_term: 1,
    });
    const forced = await req('POST', '/u/_update/1', { doc: { n: 'x' }, detect_noop: false });
    expect((forced.body as AnyBody)).toMatchObject({ result: 'updated', _version: 3 });
  });

  it('upserts: upsert, doc_as_upsert, and a missing document without either is document_missing_exception', async () => {
    const { req } = testEngine();
    const missing = await req('POST', '/m/t/1/_update', { doc: { a: 1 } });
    expect(missing.status).toBe(404);
    expect((missing.body as AnyBody).error).toMatchObject({ type: 'document_missing_exception', reason: '[t][1]: document missing' });
    const up = await req('POST', '/m/t/1/_update', { doc: { a: 1 }, upsert: { a: 0 } });
    expect(up.status).toBe(201);
    expect((up.body as AnyBody).result).toBe('created');
    expect(((await req('GET', '/m/t/1')).body as AnyBody)._source).toEqual({ a: 0 });
    const dau = await req('POST', '/m/t/2/_update', { doc: { b: 2 }, doc_as_upsert: true });
    expect(dau.status).toBe(201);
    expect(((await req('GET', '/m/t/2')).body as AnyBody)._source).toEqual({ b: 2 });
  });

  it('runs Painless scripts over ctx: _source, params, op none and delete, scripted upsert', async () => {
    const { req } = testEngine();
    await req('PUT', '/s/_doc/1', { count: 1, tags: ['a'] });
    const r = await req('POST', '/s/_doc/1/_update', {
      script: { source: 'ctx._source.count += params.n; ctx._source.tags.add(params.tag); ctx._source.who = ctx._id', params: { n: 4, tag: 'b' } },
    });
    expect((r.body as AnyBody).result).toBe('updated');
    expect(((await req('GET', '/s/_doc/1')).body as AnyBody)._source).toEqual({ count: 5, tags: ['a', 'b'], who: '1' });
    const none = await req('POST', '/s/_doc/1/_update', { script: "ctx.op = 'none'" });
    expect((none.body as AnyBody)).toMatchObject({ result: 'noop', _version: 2 });
    const upsert = await req('POST', '/s/_doc/2/_update', {
      scripted_upsert: true, script: { source: 'ctx._source.count = params.c', params: { c: 7 } }, upsert: {},
    });
    expect(upsert.status).toBe(201);
    expect(((await req('GET', '/s/_doc/2')).body as AnyBody)._source).toEqual({ count: 7 });
    const del = await req('POST', '/s/_doc/1/_update', { script: "ctx.op = 'delete'" });
    expect((del.body as AnyBody)).toMatchObject({ result: 'deleted', _version: 3 });
    expect((await req('GET', '/s/_doc/1')).status).toBe(404);
    const self = await req('POST', '/s/_doc/2/_update', { script: 'ctx._source.ctx = ctx' });
    expect(self.status).toBe(400);
    expect((self.body as AnyBody).error.reason).toBe('Iterable object is self-referencing itself');
  });

  it('returns the updated source in get when _source or fields ask for it', async () => {
    const { req } = testEngine();
    const r = await req('POST', '/g/t/1/_update?_source=foo', { doc: { foo: 'baz' }, upsert: { foo: 'bar', other: 1 } });
    expect((r.body as AnyBody).get).toEqual({ _seq_no: 0, _primary_term: 1, found: true, _source: { foo: 'bar' } });
    const f = await req('POST', '/g/t/1/_update?fields=foo', { doc: { foo: 'baz' } });
    expect(f.warnings).toEqual(['Deprecated field [fields] used, expected [_source] instead']);
    expect((f.body as AnyBody).get).toEqual({ _seq_no: 1, _primary_term: 1, found: true, fields: { foo: ['baz'] } });
  });

  it('checks version and if_seq_no, and refuses what ES refuses with its messages', async () => {
    const { req } = testEngine();
    await req('PUT', '/v/t/1', { a: 1 });
    const stale = await req('POST', '/v/t/1/_update?version=3', { doc: { a: 2 } });
    expect(stale.status).toBe(409);
    expect((stale.body as AnyBody).error.reason).toBe('[t][1]: version conflict, current version [1] is different than the one provided [3]');
    const seq = await req('POST', '/v/t/1/_update?if_seq_no=5&if_primary_term=1', { doc: { a: 2 } });
    expect((seq.body as AnyBody).error.reason).toBe(
      '[t][1]: version conflict, required seqNo [5], primary term [1]. current document has seqNo [0] and primary term [1]',
    );
    expect((await req('POST', '/v/t/1/_update?if_seq_no=0&if_primary_term=1', { doc: { a: 2 } })).status).toBe(200);
    const both = await req('POST', '/v/t/1/_update', { doc: { a: 1 }, script: 'ctx._source.a = 1' });
    expect((both.body as AnyBody).error.reason).toBe("Validation Failed: 1: can't provide both script and doc;");
    const neither = await req('POST', '/v/t/1/_update', {});
    expect((neither.body as AnyBody).error.reason).toBe('Validation Failed: 1: script or doc is missing;');
    const ext = await req('POST', '/v/t/1/_update?version=2&version_type=external', { doc: { a: 1 }, upsert: { a: 1 } });
    expect((ext.body as AnyBody).error.reason).toBe(
      "Validation Failed: 1: can't provide both upsert request and a version;2: version type [EXTERNAL] is not supported by the update API;",
    );
    const unknown = await req('POST', '/v/t/1/_update', { doc: { a: 1 }, foo: 1 });
    expect(unknown.status).toBe(400);
    expect((unknown.body as AnyBody).error.reason).toBe('[UpdateRequest] unknown field [foo], parser not found');
  });

  it('runs update items in _bulk, with their get and per-item errors', async () => {
    const { req } = testEngine();
    await req('PUT', '/b/t/1', { a: 1 });
    const nd = [
      { update: { _index: 'b', _type: 't', _id: '1', _source: true } }, { doc: { a: 2 } },
      { update: { _index: 'b', _type: 't', _id: '9' } }, { doc: { a: 2 } },
      { update: { _index: 'b', _type: 't', _id: '1' } }, { doc: { a: 2 } },
    ].map((l) => JSON.stringify(l)).join('\n') + '\n';
    const r = await req('POST', '/_bulk', nd);
    const items = (r.body as AnyBody).items;
    expect(items[0].update).toMatchObject({ result: 'updated', status: 200, get: { found: true, _source: { a: 2 } } });
    expect(items[1].update).toMatchObject({ status: 404, error: { type: 'document_missing_exception' } });
    expect(items[2].update).toMatchObject({ result: 'noop', status: 200, _shards: { total: 0 } });
  });

  it('persists updates like any write: a reload sees them', async () => {
    const store = new MemoryStore();
    const a = createEngine({ store });
    await a.request({ method: 'PUT', path: '/p/_doc/1', body: { n: 1 } });
    await a.request({ method: 'POST', path: '/p/_doc/1/_update', body: { script: 'ctx._source.n++' } });
    await a.request({ method: 'POST', path: '/p/_doc/2/_update', body: { doc: { n: 5 }, doc_as_upsert: true } });
    const b = createEngine({ store });
    expect((await b.request({ method: 'GET', path: '/p/_doc/1' })).body).toMatchObject({ _version: 2, _source: { n: 2 } });
    expect((await b.request({ method: 'GET', path: '/p/_doc/2' })).body).toMatchObject({ _version: 1, _source: { n: 5 } });
  });

  it('refuses an update without routing on a type whose _routing is required', async () => {
    const { req } = testEngine();
    await req('PUT', '/r', { mappings: { t: { _routing: { required: true }, properties: { a: { type: 'long' } } } } });
    const r = await req('POST', '/r/t/1/_update', { doc: { a: 1 }, doc_as_upsert: true });
    expect(r.status).toBe(400);
    expect((r.body as AnyBody).error).toMatchObject({ type: 'routing_missing_exception', reason: 'routing is required for [r]/[t]/[1]' });
    expect((await req('POST', '/r/t/1/_update?routing=x', { doc: { a: 1 }, doc_as_upsert: true })).status).toBe(201);
  });
});
