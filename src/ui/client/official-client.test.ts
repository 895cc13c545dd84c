import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine/index.ts';
import { createOfficialClient } from './official-client';

const clock = () => 1_600_000_000_000;
const strip = (b: unknown) => JSON.parse(JSON.stringify(b, (k, v) => (k === 'took' ? undefined : v)));

describe('createOfficialClient', () => {
  it('sends the official client’s requests to the engine and gets engine.request’s bodies', async () => {
    const served = createEngine({ clock });
    const twin = createEngine({ clock });
    const client = createOfficialClient((req) => served.request(req));
    const mapping = { settings: { number_of_shards: 2 }, mappings: { _doc: { properties: { text: { type: 'text', term_vector: 'with_positions_offsets' } } } } };
    const docs = Array.from({ length: 8 }, (_, i) => ({ text: `twitter test ${'word '.repeat(i % 3)}n${i}` }));
    const steps: Array<[string, string, unknown, () => Promise<{ body: unknown; statusCode: number | null }>]> = [
      ['PUT', '/tw', mapping, () => client.indices.create({ index: 'tw', body: mapping })],
      ['POST', '/_bulk?refresh=true', docs.map((d, i) => `{"index":{"_index":"tw","_type":"_doc","_id":"${i}"}}\n${JSON.stringify(d)}\n`).join(''),
        () => client.bulk({ refresh: 'true', body: docs.flatMap((d, i) => [{ index: { _index: 'tw', _type: '_doc', _id: String(i) } }, d]) })],
      ['GET', '/tw/_doc/2/_termvectors?term_statistics=true', undefined, () => client.termvectors({ index: 'tw', type: '_doc', id: '2', term_statistics: true })],
      ['GET', '/tw/_search?from=1&size=3', { query: { match: { text: 'twitter word' } } }, () => client.search({ index: 'tw', from: 1, size: 3, body: { query: { match: { text: 'twitter word' } } } })],
      ['GET', '/tw/_search', { query: { match: { text: 'test' } }, rescore: { window_size: 4, query: { rescore_query: { match: { text: 'word' } }, rescore_query_weight: 3 } } },
        () => client.search({ index: 'tw', body: { query: { match: { text: 'test' } }, rescore: { window_size: 4, query: { rescore_query: { match: { text: 'word' } }, rescore_query_weight: 3 } } } })],
    ];
    for (const [method, path, body, viaClient] of steps) {
      const expected = await twin.request({ method, path, body });
      const got = await viaClient();
      expect(got.statusCode).toBe(expected.status);
      expect(strip(got.body)).toEqual(strip(expected.body));
    }
  });

  it('raises ES errors as the client does (ResponseError with the body), HEAD as a boolean, warnings split', async () => {
    const engine = createEngine({ clock });
    const client = createOfficialClient((req) => engine.request(req));
    const err = await client.get({ index: 'missing', type: '_doc', id: '1' }).catch((e: unknown) => e);
    expect((err as { name: string }).name).toBe('ResponseError');
    expect((err as { meta: { statusCode: number; body: { error: { type: string } } } }).meta.body.error.type).toBe('index_not_found_exception');
    expect((await client.indices.exists({ index: 'missing' })).body).toBe(false);
    await client.index({ index: 'w', type: '_doc', id: '1', refresh: 'true', body: { a: 'x y' } });
    expect((await client.indices.exists({ index: 'w' })).body).toBe(true);
    const deprecated = await client.transport.request({ method: 'GET', path: '/w/_doc/1/_termvector' });
    expect(deprecated.warnings).toHaveLength(1);
    expect(deprecated.warnings![0]).toMatch(/^299 Elasticsearch-6\.8\.\S+ "\[GET \/\{index\}\/\{type\}\/\{id\}\/_termvector\] is deprecated!/);
  });

  it('reports an engine crash as a ConnectionError and refuses compressed bodies', async () => {
    const client = createOfficialClient(() => Promise.reject(new Error('worker gone')));
    const err = await client.info().catch((e: unknown) => e);
    expect((err as Error).name).toBe('ConnectionError');
    expect((err as Error).message).toBe('worker gone');
    const engine = createEngine({ clock });
    const gz = createOfficialClient((req) => engine.request(req), { compression: 'gzip' });
    expect(((await gz.search({ index: '_all', body: {} }).catch((e: unknown) => e)) as Error).message).toMatch(/uncompressed bodies/);
  });
});
