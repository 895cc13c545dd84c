import { describe, expect, it } from 'vitest';
import { testEngine, type AnyBody } from '../test-support/engine-harness';

describe('mget', () => {
  it('reads docs and ids with URL defaults, stored fields and source filtering', async () => {
    const { req } = testEngine();
    await req('PUT', '/m', { mappings: { t: { properties: { foo: { type: 'keyword', store: true } } } } });
    await req('PUT', '/m/t/1', { foo: 'bar', n: 1 });
    const r = await req('POST', '/m/_mget', {
      docs: [{ _id: '1' }, { _id: '1', stored_fields: ['foo'] }, { _id: '1', stored_fields: ['foo', '_source'], _source: ['n'] }, { _id: '2' }],
    });
    const docs = (r.body as AnyBody).docs;
    expect(docs[0]).toEqual({ _index: 'm', _type: 't', _id: '1', _version: 1, _seq_no: 0, _primary_term: 1, found: true, _source: { foo: 'bar', n: 1 } });
    expect(docs[1]).toMatchObject({ found: true, fields: { foo: ['bar'] } });
    expect(docs[1]._source).toBeUndefined();
    expect(docs[2]).toMatchObject({ fields: { foo: ['bar'] }, _source: { n: 1 } });
    expect(docs[3]).toEqual({ _index: 'm', _type: 't', _id: '2', found: false });
    const ids = await req('GET', '/m/t/_mget?_source=false', { ids: ['1'] });
    expect((ids.body as AnyBody).docs[0]._source).toBeUndefined();
  });

  it('answers a per-document error for a missing index, and ES validation errors for a malformed request', async () => {
    const { req } = testEngine();
    const r = await req('POST', '/_mget', { docs: [{ _index: 'nope', _type: 't', _id: '1' }] });
    expect(r.status).toBe(200);
    expect((r.body as AnyBody).docs[0]).toMatchObject({ _index: 'nope', _type: 't', _id: '1', error: { type: 'index_not_found_exception' } });
    const none = await req('POST', '/_mget', { docs: [] });
    expect((none.body as AnyBody).error.reason).toBe('Validation Failed: 1: no documents to get;');
    const noId = await req('POST', '/_mget', { docs: [{ _index: 'x' }] });
    expect((noId.body as AnyBody).error.reason).toBe('Validation Failed: 1: id is missing for doc 0;');
    const unknown = await req('POST', '/_mget', { docs: [{ _index: 'x', _id: '1', foo: 1 }] });
    expect((unknown.body as AnyBody).error).toMatchObject({ type: 'parse_exception', reason: 'failed to parse multi get request. unknown field [foo]' });
    const dep = await req('POST', '/_mget', { docs: [{ _index: 'x', _id: '1', _routing: 'r' }] });
    expect(dep.warnings).toEqual(['Deprecated field [_routing] used, expected [routing] instead']);
  });
});
