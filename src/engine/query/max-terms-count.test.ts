import { describe, expect, it } from 'vitest';
import { testEngine, type AnyBody } from '../test-support/engine-harness';

const WARNING = (n: number, max: number) =>
  `Deprecated: the number of terms [${n}] used in the Terms Query request has exceeded the allowed maximum of [${max}]. This maximum can be set by changing the [index.max_terms_count] index level setting.`;

describe('index.max_terms_count', () => {
  it('6.8 runs a terms query past the limit and warns once per response (7.0 refuses it)', async () => {
    const { req } = testEngine();
    await req('PUT', '/t', { settings: { number_of_shards: 2, max_terms_count: 2 } });
    await req('POST', '/t/_doc/_bulk?refresh=true', '{"index":{"_id":"1"}}\n{"k":"a"}\n{"index":{"_id":"2"}}\n{"k":"b"}\n{"index":{"_id":"3"}}\n{"k":"c"}\n');
    const over = await req('GET', '/t/_search', { query: { terms: { 'k.keyword': ['a', 'b', 'c'] } } });
    expect(over.status).toBe(200);
    expect((over.body as AnyBody).hits.total).toBe(3);
    expect(over.warnings).toEqual([WARNING(3, 2)]);
    const within = await req('GET', '/t/_search', { query: { terms: { 'k.keyword': ['a', 'b'] } } });
    expect(within.warnings).toBeUndefined();
  });

  it('defaults to 65536', async () => {
    const { req } = testEngine();
    await req('PUT', '/t', { settings: { number_of_shards: 1 } });
    const values = Array.from({ length: 65537 }, (_, i) => `v${i}`);
    expect((await req('GET', '/t/_count', { query: { terms: { k: values } } })).warnings).toEqual([WARNING(65537, 65536)]);
    expect((await req('GET', '/t/_count', { query: { terms: { k: values.slice(1) } } })).warnings).toBeUndefined();
  });
});
