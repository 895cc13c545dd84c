import { describe, expect, it } from 'vitest';
import { testEngine, type AnyBody } from '../test-support/engine-harness';

const props = (n: number, prefix = 'f') => Object.fromEntries(Array.from({ length: n }, (_, i) => [`${prefix}${i}`, { type: 'keyword' }]));
/** `{a0: {properties: {a1: ... {leaf: keyword}}}}`: `levels` nested objects. */
function chain(levels: number, prefix = 'a'): Record<string, unknown> {
  let inner: Record<string, unknown> = { leaf: { type: 'keyword' } };
  for (let i = levels - 1; i >= 0; i--) inner = { [`${prefix}${i}`]: { properties: inner } };
  return inner;
}
function chainDoc(levels: number): Record<string, unknown> {
  let inner: Record<string, unknown> = { leaf: 'x' };
  for (let i = levels - 1; i >= 0; i--) inner = { [`a${i}`]: inner };
  return inner;
}
const error = (body: AnyBody) => ({ type: body.error?.type, reason: body.error?.reason });

describe('mapping limits (MapperService)', () => {
  describe('index.mapping.total_fields.limit', () => {
    it('counts objects, fields and multi-fields at index creation', async () => {
      const { req } = testEngine();
      const mappings = { _doc: { properties: { o: { properties: { a: { type: 'text', fields: { raw: { type: 'keyword' } } } } } } } };
      expect((await req('PUT', '/ok', { settings: { 'index.mapping.total_fields.limit': 3 }, mappings })).status).toBe(200);
      const r = await req('PUT', '/over', { settings: { 'index.mapping.total_fields.limit': 2 }, mappings });
      expect(r.status).toBe(400);
      expect(error(r.body)).toEqual({ type: 'illegal_argument_exception', reason: 'Limit of total fields [2] in index [over] has been exceeded' });
      expect((await req('HEAD', '/over')).status).toBe(404);
    });

    it('refuses a put mapping that goes over, leaving the mapping as it was', async () => {
      const { req } = testEngine();
      await req('PUT', '/t', { settings: { 'index.mapping.total_fields.limit': 5 }, mappings: { _doc: { properties: props(4) } } });
      const r = await req('PUT', '/t/_mapping/_doc', { properties: props(2, 'g') });
      expect(error(r.body)).toEqual({ type: 'illegal_argument_exception', reason: 'Limit of total fields [5] in index [t] has been exceeded' });
      expect(Object.keys(((await req('GET', '/t/_mapping')).body as AnyBody).t.mappings._doc.properties)).toHaveLength(4);
      expect((await req('PUT', '/t/_mapping/_doc', { properties: props(1, 'g') })).status).toBe(200);
    });

    it('refuses a document whose dynamic fields go over: nothing stored, nothing mapped', async () => {
      const { req } = testEngine();
      await req('PUT', '/t', { settings: { number_of_shards: 1, 'index.mapping.total_fields.limit': 3 } });
      const r = await req('PUT', '/t/_doc/1', { a: 'x', b: 1 }); // a, a.keyword, b
      expect(r.status).toBe(201);
      const over = await req('PUT', '/t/_doc/2?refresh=true', { c: true });
      expect(over.status).toBe(400);
      expect(error(over.body)).toEqual({ type: 'illegal_argument_exception', reason: 'Limit of total fields [3] in index [t] has been exceeded' });
      expect((await req('GET', '/t/_doc/2')).body).toMatchObject({ found: false });
      expect(Object.keys(((await req('GET', '/t/_mapping')).body as AnyBody).t.mappings._doc.properties)).toEqual(['a', 'b']);
    });

    it('defaults to 1000: a new index from a document with 1001 fields is not created', async () => {
      const { req } = testEngine();
      const doc = Object.fromEntries(Array.from({ length: 1001 }, (_, i) => [`n${i}`, i]));
      const r = await req('PUT', '/fresh/_doc/1', doc);
      expect(error(r.body)).toEqual({ type: 'illegal_argument_exception', reason: 'Limit of total fields [1000] in index [fresh] has been exceeded' });
      expect((await req('HEAD', '/fresh')).status).toBe(404);
      delete doc.n1000;
      expect((await req('PUT', '/fresh/_doc/1', doc)).status).toBe(201);
    });

    it('fails one bulk item and keeps the others', async () => {
      const { req } = testEngine();
      await req('PUT', '/t', { settings: { 'index.mapping.total_fields.limit': 1 } });
      const r = await req('POST', '/t/_doc/_bulk', '{"index":{"_id":"1"}}\n{"n":1}\n{"index":{"_id":"2"}}\n{"m":2}\n{"index":{"_id":"3"}}\n{"n":3}\n');
      const items = (r.body as AnyBody).items.map((i: AnyBody) => [i.index.status, i.index.error?.reason]);
      expect(items).toEqual([[201, undefined], [400, 'Limit of total fields [1] in index [t] has been exceeded'], [201, undefined]]);
    });
  });

  describe('index.mapping.depth.limit', () => {
    it('allows 20 levels by default (the root is one) and refuses 21', async () => {
      const { req } = testEngine();
      expect((await req('PUT', '/d19', { mappings: { _doc: { properties: chain(19) } } })).status).toBe(200);
      const r = await req('PUT', '/d20', { mappings: { _doc: { properties: chain(20) } } });
      const path = Array.from({ length: 20 }, (_, i) => `a${i}`).join('.');
      expect(error(r.body)).toEqual({ type: 'illegal_argument_exception', reason: `Limit of mapping depth [20] in index [d20] has been exceeded due to object field [${path}]` });
    });

    it('refuses a document nested deeper than the limit, with nothing stored', async () => {
      const { req } = testEngine();
      await req('PUT', '/t', { settings: { 'index.mapping.depth.limit': 2 } });
      expect((await req('PUT', '/t/_doc/1', chainDoc(1))).status).toBe(201);
      const r = await req('PUT', '/t/_doc/2', chainDoc(2));
      expect(error(r.body)).toEqual({ type: 'illegal_argument_exception', reason: 'Limit of mapping depth [2] in index [t] has been exceeded due to object field [a0.a1]' });
      expect((await req('GET', '/t/_doc/2')).body).toMatchObject({ found: false });
    });

    it('names the violator Java’s HashMap iterates first', async () => {
      const { req } = testEngine();
      // Objects x0..x3 in a chain, limit 2: x0.x1, x0.x1.x2 and x0.x1.x2.x3 are over. In a 16-slot
      // HashMap their String.hashCode buckets are 14, 0 and 4, so ES names x0.x1.x2.
      const r = await req('PUT', '/t', { settings: { 'index.mapping.depth.limit': 2 }, mappings: { _doc: { properties: chain(4, 'x') } } });
      expect(error(r.body).reason).toBe('Limit of mapping depth [2] in index [t] has been exceeded due to object field [x0.x1.x2]');
    });
  });

  describe('the limit settings', () => {
    it('are refused below their minimum, as ES parses them', async () => {
      const { req } = testEngine();
      const cases: Array<[string, number, string]> = [
        ['index.mapping.total_fields.limit', -1, 'must be >= 0'],
        ['index.mapping.depth.limit', 0, 'must be >= 1'],
        ['index.mapping.nested_fields.limit', -1, 'must be >= 0'],
        ['index.mapping.nested_objects.limit', -1, 'must be >= 0'],
        ['index.max_terms_count', 0, 'must be >= 1'],
      ];
      for (const [key, value, bound] of cases) {
        const r = await req('PUT', '/s', { settings: { [key]: value } });
        expect(error(r.body)).toEqual({ type: 'illegal_argument_exception', reason: `Failed to parse value [${value}] for setting [${key}] ${bound}` });
      }
    });
  });
});
