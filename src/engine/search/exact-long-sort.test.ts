import { beforeAll, describe, expect, it } from 'vitest';
import { testEngine, type AnyBody } from '../test-support/engine-harness';
import { renderJson } from '../util/render-json';

/**
 * ES sorts a long field as Java longs and writes each hit's `sort` values as longs: past 2^53 two values a
 * double cannot tell apart still sort apart and read back digit for digit, and a missing value sorts as
 * Long.MAX_VALUE / Long.MIN_VALUE, written exactly.
 */
describe('sorting on longs past 2^53', () => {
  const { req } = testEngine();
  // 2^53 + 1 and 2^53 share a double; so do 2^53 + 3 and 2^53 + 4.
  const docs: Array<[string, string]> = [['a', '9007199254740993'], ['b', '9007199254740992'], ['c', '9007199254740995'], ['d', '9007199254740994']];
  beforeAll(async () => {
    await req('PUT', '/l', { settings: { number_of_shards: 2 }, mappings: { _doc: { properties: { n: { type: 'long' } } } } });
    for (const [id, n] of docs) await req('PUT', `/l/_doc/${id}`, `{"n":${n}}`);
    await req('PUT', '/l/_doc/m', '{"other":1}');
    await req('POST', '/l/_refresh');
  });
  const search = async (body: string) => {
    const r = await req('POST', '/l/_search', body);
    expect(r.status).toBe(200);
    return { body: r.body as AnyBody, text: renderJson(r.body) };
  };
  const sorts = (text: string) => [...text.matchAll(/"_id":"(\w)".*?"sort":\[([^\]]*)\]/g)].map((m) => `${m[1]}:${m[2]}`);

  it('orders and writes the sort values exactly', async () => {
    const asc = await search('{"sort":[{"n":"asc"}]}');
    expect(sorts(asc.text)).toEqual(['b:9007199254740992', 'a:9007199254740993', 'd:9007199254740994', 'c:9007199254740995', 'm:9223372036854775807']);
    const desc = await search('{"sort":[{"n":{"order":"desc","missing":"_last"}}]}');
    expect(sorts(desc.text)).toEqual(['c:9007199254740995', 'd:9007199254740994', 'a:9007199254740993', 'b:9007199254740992', 'm:-9223372036854775808']);
  });

  it('pages with search_after on an exact long', async () => {
    const next = await search('{"sort":[{"n":"asc"}],"search_after":[9007199254740992]}');
    expect(sorts(next.text)[0]).toBe('a:9007199254740993');
    const fromString = await search('{"sort":[{"n":"asc"}],"search_after":["9007199254740993"]}');
    expect(sorts(fromString.text)[0]).toBe('d:9007199254740994');
  });

  it('keeps top_hits sort values exact too', async () => {
    const r = await search('{"size":0,"aggs":{"t":{"top_hits":{"size":1,"sort":[{"n":"desc"}]}}}}');
    expect(r.text).toContain('"sort":[9007199254740995]');
  });
});
