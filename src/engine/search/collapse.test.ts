import { describe, expect, it } from 'vitest';
import { testEngine, type AnyBody } from '../test-support/engine-harness';

async function shop() {
  const { req } = testEngine();
  await req('PUT', '/shop', {
    settings: { number_of_shards: 3 },
    mappings: { _doc: { properties: { brand: { type: 'keyword' }, name: { type: 'text' }, price: { type: 'integer' }, nodv: { type: 'keyword', doc_values: false }, t: { type: 'text' } } } },
  });
  const items = [
    ['acme', 'red shoe', 30], ['acme', 'red red shoe', 50], ['acme', 'blue shoe', 10],
    ['zeta', 'red hat', 20], ['zeta', 'green hat', 25], ['omni', 'red scarf', 15], [null, 'red sock', 5],
  ] as const;
  for (const [i, [brand, name, price]] of items.entries()) await req('PUT', `/shop/_doc/${i + 1}`, brand === null ? { name, price } : { brand, name, price });
  await req('POST', '/shop/_refresh');
  return req;
}

const ids = (hits: AnyBody[]) => hits.map((h) => h._id);

describe('collapse', () => {
  it('keeps the best hit of each group across shards; total counts every match; the group value is in fields', async () => {
    const req = await shop();
    const all = (await req('POST', '/shop/_search', { query: { match: { name: 'red' } }, size: 20 })).body as AnyBody;
    const r = (await req('POST', '/shop/_search', { query: { match: { name: 'red' } }, collapse: { field: 'brand' } })).body as AnyBody;
    expect(r.hits.total).toBe(all.hits.total);
    // The first hit of each brand in the uncollapsed order, a missing brand a group of its own.
    const seen = new Set<unknown>();
    const expected = (all.hits.hits as AnyBody[]).filter((h) => {
      const b = h._source.brand ?? null;
      if (seen.has(b)) return false;
      seen.add(b);
      return true;
    });
    expect(ids(r.hits.hits)).toEqual(ids(expected));
    expect(r.hits.hits.map((h: AnyBody) => h._score)).toEqual(expected.map((h) => h._score));
    // The value comes as a doc value field: a doc without one has no `fields` (as docvalue_fields answers).
    expect(r.hits.hits.map((h: AnyBody) => h.fields?.brand)).toEqual(expected.map((h) => (h._source.brand ? [h._source.brand] : undefined)));
  });

  it('pages groups with from and size, on a numeric sort', async () => {
    const req = await shop();
    const r = (await req('POST', '/shop/_search', { collapse: { field: 'brand' }, sort: [{ price: 'desc' }], from: 1, size: 2 })).body as AnyBody;
    // Groups by best price: acme 50, zeta 25, omni 15, (none) 5.
    expect(ids(r.hits.hits)).toEqual(['5', '6']);
    expect(r.hits.hits.map((h: AnyBody) => h.sort)).toEqual([[25], [15]]);
  });

  it('expands each group with its inner hits (sort, size, from, version), several definitions at once', async () => {
    const req = await shop();
    const r = (await req('POST', '/shop/_search', {
      collapse: {
        field: 'brand',
        inner_hits: [{ name: 'cheap', size: 2, sort: [{ price: 'asc' }], version: true }, { name: 'rest', from: 1, size: 5, sort: [{ price: 'desc' }] }],
        max_concurrent_group_searches: 2,
      },
      sort: [{ price: 'desc' }],
    })).body as AnyBody;
    const acme = r.hits.hits[0];
    expect(acme._id).toBe('2');
    expect(acme.inner_hits.cheap.hits.total).toBe(3);
    expect(ids(acme.inner_hits.cheap.hits.hits)).toEqual(['3', '1']);
    expect(acme.inner_hits.cheap.hits.hits[0]._version).toBe(1);
    expect(acme.inner_hits.cheap.hits.hits[0].sort).toEqual([10]);
    expect(ids(acme.inner_hits.rest.hits.hits)).toEqual(['1', '3']);
    const none = r.hits.hits[3];
    expect(none.fields).toBeUndefined();
    expect(ids(none.inner_hits.cheap.hits.hits)).toEqual(['7']);
  });

  it('refuses what 6.8 refuses', async () => {
    const req = await shop();
    const reason = async (body: object, path = '/shop/_search') => JSON.stringify(((await req('POST', path, body)).body as AnyBody).error);
    expect(await reason({ collapse: { field: 'brand' } }, '/shop/_search?scroll=1m')).toContain('cannot use `collapse` in a scroll context');
    expect(await reason({ collapse: { field: 'brand' }, sort: [{ price: 'asc' }], search_after: [1] })).toContain('cannot use `collapse` in conjunction with `search_after`');
    expect(await reason({ collapse: { field: 'brand' }, rescore: { query: { rescore_query: { match_all: {} } } } })).toContain('cannot use `collapse` in conjunction with `rescore`');
    expect(await reason({ collapse: { field: 't' } })).toContain('unknown type for collapse field `t`, only keywords and numbers are accepted');
    expect(await reason({ collapse: { field: 'nodv' } })).toContain('cannot collapse on field `nodv` without `doc_values`');
    expect(await reason({ collapse: { field: 'nope' } })).toContain('no mapping found for `nope` in order to collapse on');
    expect(await reason({ collapse: { field: 'brand', bogus: 1 } })).toContain('[collapse] unknown field [bogus], parser not found');
    const bad = JSON.parse(await reason({ collapse: { field: 'brand', max_concurrent_group_searches: 0 } }));
    expect(bad).toMatchObject({ type: 'x_content_parse_exception', reason: '[collapse] failed to parse field [max_concurrent_group_searches]', caused_by: { reason: 'maxConcurrentGroupRequests` must be positive' } });
    expect(await reason({ collapse: { field: 'brand', inner_hits: { collapse: { field: 'price', inner_hits: {} } } } })).toContain('x_content_parse_exception');
  });
});
