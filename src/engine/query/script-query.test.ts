import { describe, expect, it } from 'vitest';
import { testEngine, type AnyBody } from '../test-support/engine-harness';

/** The script query runs its script on live documents only, as Lucene asks the live docs first. */
describe('script query', () => {
  const seeded = async () => {
    const t = testEngine();
    await t.req('PUT', '/s', { settings: { number_of_shards: 1 }, mappings: { _doc: { properties: { s: { type: 'keyword' } } } } });
    // One segment: the live document, and one without a value that is deleted after the refresh.
    await t.req('POST', '/s/_doc/_bulk?refresh=true', '{"index":{"_id":"1"}}\n{"s":"abc"}\n{"index":{"_id":"2"}}\n{}\n');
    await t.req('DELETE', '/s/_doc/2?refresh=true');
    return t;
  };

  it('never runs the script on a deleted document (its missing value would fail the search)', async () => {
    const { req } = await seeded();
    const r = await req('POST', '/s/_search', { query: { script: { script: "doc['s'].value.length() == 3" } } });
    expect(r.status).toBe(200);
    expect((r.body as AnyBody).hits.hits.map((h: AnyBody) => h._id)).toEqual(['1']);
    // Nor does a deleted document's missing value add 6.8's deprecation warning.
    expect(r.warnings ?? []).toEqual([]);
  });

  it('explains a hit by running the script on that document', async () => {
    const { req } = await seeded();
    const r = await req('POST', '/s/_search', { explain: true, query: { script: { script: "doc['s'].value.length() == 3", boost: 2 } } });
    expect(r.status).toBe(200);
    const hit = (r.body as AnyBody).hits.hits[0];
    expect(hit._explanation.value).toBe(2);
    expect(hit._explanation.description).toMatch(/^ScriptFilter\(Script\{type=inline, lang='painless', idOrCode='doc\['s'\]\.value\.length\(\) == 3'/);
  });
});
