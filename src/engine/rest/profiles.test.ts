import { describe, expect, it } from 'vitest';
import { createEngine } from '../index';
import type { VersionProfile } from '../types';
import type { AnyBody } from '../test-support/engine-harness';

function engineWith(profile?: VersionProfile) {
  const engine = createEngine({ clock: () => 1_600_000_000_000, ...(profile ? { profile } : {}) });
  return async (method: string, path: string, body?: unknown) => engine.request({ method, path, body });
}

/** An index of `n` documents all matching `match_all`, one shard, refreshed. */
async function withDocs(req: ReturnType<typeof engineWith>, n: number) {
  await req('PUT', '/t', { settings: { number_of_shards: 1 } });
  const lines = Array.from({ length: n }, (_, i) => `{"index":{"_id":"${i}"}}\n{"a":"x ${i}"}\n`).join('');
  await req('POST', '/t/_doc/_bulk?refresh=true', lines);
}

const totalOf = async (req: ReturnType<typeof engineWith>, path: string, body?: unknown) => {
  const r = await req('POST', path, body);
  return r.status === 200 ? (r.body as AnyBody).hits.total : (r.body as AnyBody).error;
};

describe('version profiles', () => {
  describe('hits.total', () => {
    it('is a number in 6.8 (the default), -1 when track_total_hits is false', async () => {
      for (const req of [engineWith(), engineWith('6.8')]) {
        await withDocs(req, 12);
        expect(await totalOf(req, '/t/_search')).toBe(12);
        expect(await totalOf(req, '/t/_search', { track_total_hits: true })).toBe(12);
        expect(await totalOf(req, '/t/_search', { track_total_hits: false })).toBe(-1);
        expect(await totalOf(req, '/t/_search?track_total_hits=false')).toBe(-1);
        expect(await totalOf(req, '/t/_search?rest_total_hits_as_int=true')).toBe(12);
      }
    });

    it('refuses a numeric track_total_hits in 6.8, which reads it as a boolean', async () => {
      const req = engineWith('6.8');
      await withDocs(req, 1);
      expect(await totalOf(req, '/t/_search?track_total_hits=100')).toMatchObject({
        type: 'illegal_argument_exception',
        reason: 'Failed to parse value [100] as only [true] or [false] are allowed.',
      });
      expect((await req('POST', '/t/_search', { track_total_hits: 100 })).status).toBe(500); // Jackson's json_parse_exception
    });

    it('is {value, relation} in 7, exact up to 10,000 by default', async () => {
      const req = engineWith('7');
      await withDocs(req, 12);
      expect(await totalOf(req, '/t/_search')).toEqual({ value: 12, relation: 'eq' });
      expect(await totalOf(req, '/t/_search', { track_total_hits: true })).toEqual({ value: 12, relation: 'eq' });
    });

    it('is a lower bound past a numeric track_total_hits in 7 (body or URL, the URL wins)', async () => {
      const req = engineWith('7');
      await withDocs(req, 12);
      expect(await totalOf(req, '/t/_search', { track_total_hits: 5 })).toEqual({ value: 5, relation: 'gte' });
      expect(await totalOf(req, '/t/_search', { track_total_hits: 12 })).toEqual({ value: 12, relation: 'eq' });
      expect(await totalOf(req, '/t/_search?track_total_hits=3', { track_total_hits: true })).toEqual({ value: 3, relation: 'gte' });
      expect(await totalOf(req, '/t/_search', { track_total_hits: -2 })).toMatchObject({
        type: 'illegal_argument_exception',
        reason: '[track_total_hits] parameter must be positive or equals to -1, got -2',
      });
    });

    it('is the 10,000 lower bound in 7 when more documents match', async () => {
      const req = engineWith('7');
      await withDocs(req, 10_001);
      expect(await totalOf(req, '/t/_search')).toEqual({ value: 10_000, relation: 'gte' });
      expect(await totalOf(req, '/t/_search?rest_total_hits_as_int=true')).toBe(10_001);
    });

    it('is left out in 7 when track_total_hits is false (or -1)', async () => {
      const req = engineWith('7');
      await withDocs(req, 3);
      for (const body of [{ track_total_hits: false }, { track_total_hits: -1 }]) {
        const hits = ((await req('POST', '/t/_search', body)).body as AnyBody).hits;
        expect(Object.keys(hits)).toEqual(['max_score', 'hits']);
        expect(hits.hits).toHaveLength(3);
      }
    });

    it('is the 6.8 integer in 7 with rest_total_hits_as_int=true, which needs an exact count', async () => {
      const req = engineWith('7');
      await withDocs(req, 4);
      expect(await totalOf(req, '/t/_search?rest_total_hits_as_int=true')).toBe(4);
      expect(await totalOf(req, '/t/_search?rest_total_hits_as_int=true', { track_total_hits: true })).toBe(4);
      expect(await totalOf(req, '/t/_search?rest_total_hits_as_int=true', { track_total_hits: false })).toBe(-1);
      expect(await totalOf(req, '/t/_search?rest_total_hits_as_int=true', { track_total_hits: 100 })).toMatchObject({
        type: 'illegal_argument_exception',
        reason: '[rest_total_hits_as_int] cannot be used if the tracking of total hits is not accurate, got 100',
      });
    });
  });

  describe('max_score of an empty window', () => {
    it('is 0.0 in 6.8 and null in 7', async () => {
      for (const [profile, expected] of [['6.8', 0], ['7', null]] as const) {
        const req = engineWith(profile);
        await withDocs(req, 2);
        expect(((await req('POST', '/t/_search', { size: 0 })).body as AnyBody).hits.max_score).toBe(expected);
      }
    });
  });

  describe('index creation', () => {
    it('defaults to five shards with a warning in 6.8, one shard silently in 7', async () => {
      for (const [profile, shards, warned] of [['6.8', '5', true], ['7', '1', false]] as const) {
        const req = engineWith(profile);
        const r = await req('PUT', '/i');
        expect(r.warnings !== undefined).toBe(warned);
        expect(((await req('GET', '/i/_settings')).body as AnyBody).i.settings.index.number_of_shards).toBe(shards);
      }
    });

    it('reads typed mappings in 6.8 and typeless ones in 7', async () => {
      const typeless = { mappings: { properties: { a: { type: 'keyword' } } } };
      const typed = { mappings: { _doc: { properties: { a: { type: 'keyword' } } } } };
      const v6 = { request: engineWith('6.8') };
      expect((await v6.request('PUT', '/i', typed)).status).toBe(200);
      expect(((await v6.request('GET', '/i/_mapping')).body as AnyBody).i.mappings).toEqual({ _doc: { properties: { a: { type: 'keyword' } } } });
      const v7 = { request: engineWith('7') };
      expect((await v7.request('PUT', '/i', typeless)).status).toBe(200);
      expect(((await v7.request('GET', '/i/_mapping')).body as AnyBody).i.mappings).toEqual({ properties: { a: { type: 'keyword' } } });
      expect(((await v7.request('GET', '/i')).body as AnyBody).i.mappings).toEqual({ properties: { a: { type: 'keyword' } } });
      expect(((await v7.request('GET', '/i/_mapping?include_type_name=true')).body as AnyBody).i.mappings).toEqual({ _doc: { properties: { a: { type: 'keyword' } } } });
      const nested = await v7.request('PUT', '/j', typed);
      expect((nested.body as AnyBody).error).toMatchObject({
        type: 'illegal_argument_exception',
        reason: 'The mapping definition cannot be nested under a type [_doc] unless include_type_name is set to true.',
      });
    });

    it('needs include_type_name=true for typed mapping requests in 7', async () => {
      const req = engineWith('7');
      await req('PUT', '/i');
      const put = await req('PUT', '/i/_mapping/_doc', { properties: { b: { type: 'long' } } });
      expect((put.body as AnyBody).error.reason).toBe('Types cannot be provided in put mapping requests, unless the include_type_name parameter is set to true.');
      const get = await req('GET', '/i/_mapping/_doc');
      expect((get.body as AnyBody).error.reason).toBe('Types cannot be provided in get mapping requests, unless include_type_name is set to true.');
      expect((await req('PUT', '/i/_mapping', { properties: { b: { type: 'long' } } })).status).toBe(200);
    });
  });

  describe('documents', () => {
    it('carry _type "_doc" in 7 in every covered response', async () => {
      const req = engineWith('7');
      await req('PUT', '/d', { mappings: { properties: { text: { type: 'text', term_vector: 'yes' } } } });
      const indexed = (await req('PUT', '/d/_doc/1?refresh=true', { text: 'hello world' })).body as AnyBody;
      const bulk = (await req('POST', '/d/_bulk?refresh=true', '{"index":{"_id":"2"}}\n{"text":"hello"}\n')).body as AnyBody;
      const got = (await req('GET', '/d/_doc/1')).body as AnyBody;
      const tv = (await req('GET', '/d/_termvectors/1')).body as AnyBody;
      const hits = ((await req('GET', '/d/_search')).body as AnyBody).hits.hits;
      const explained = (await req('GET', '/d/_explain/1', { query: { match: { text: 'hello' } } })).body as AnyBody;
      expect([indexed._type, bulk.items[0].index._type, got._type, tv._type, ...hits.map((h: AnyBody) => h._type), explained._type]).toEqual(Array(7).fill('_doc'));
    });
  });

  describe('GET /', () => {
    it('declares 6.8.4 or 7.10.2', async () => {
      expect((((await engineWith()('GET', '/')).body) as AnyBody).version).toMatchObject({ number: '6.8.4', lucene_version: '7.7.2' });
      expect((((await engineWith('7')('GET', '/')).body) as AnyBody).version).toMatchObject({ number: '7.10.2', lucene_version: '8.7.0' });
    });
  });

  describe('EngineRequest.profile', () => {
    it('overrides the engine’s profile for one request', async () => {
      const engine = createEngine({ clock: () => 0 });
      await engine.request({ method: 'PUT', path: '/p/_doc/1?refresh=true', body: { a: 1 } });
      const as7 = await engine.request({ method: 'GET', path: '/p/_search', profile: '7' });
      const as68 = await engine.request({ method: 'GET', path: '/p/_search' });
      expect((as7.body as AnyBody).hits.total).toEqual({ value: 1, relation: 'eq' });
      expect((as68.body as AnyBody).hits.total).toBe(1);
    });
  });
});
