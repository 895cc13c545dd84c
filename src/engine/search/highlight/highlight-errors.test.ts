/** Highlighting's errors as Elasticsearch 6.8 gives them, and the cases between fields and values. */
import { describe, expect, it } from 'vitest';
import { testEngine, type AnyBody } from '../../test-support/engine-harness';

async function setup(settings: Record<string, unknown> = {}) {
  const { req } = testEngine();
  await req('PUT', '/e', {
    settings: { number_of_shards: 1, ...settings },
    mappings: { _doc: { properties: {
      t: { type: 'text' },
      k: { type: 'keyword', store: true },
      tv: { type: 'text', term_vector: 'with_positions_offsets', fields: { ws: { type: 'text', analyzer: 'whitespace', term_vector: 'with_positions_offsets' } } },
    } } },
  });
  await req('PUT', '/e/_doc/1?refresh=true', { t: ['quick', 'brown fox'], k: 'foo', tv: 'Running with scissors' });
  return async (body: unknown) => {
    const r = await req('GET', '/e/_search', body);
    return { status: r.status, body: r.body as AnyBody };
  };
}

const rootCause = (r: { body: AnyBody }) => r.body.error.root_cause[0];

describe('highlighting errors', () => {
  it('refuses what the highlight parser refuses', async () => {
    const search = await setup();
    let r = await search({ highlight: { fields: { t: {} }, bogus: 1 } });
    expect(r.status).toBe(400);
    expect(rootCause(r)).toMatchObject({ type: 'x_content_parse_exception', reason: '[highlight] unknown field [bogus], parser not found' });
    r = await search({ highlight: { pre_tags: ['<b>'], fields: { t: {} } } });
    expect(rootCause(r)).toMatchObject({ type: 'parsing_exception', reason: 'pre_tags are set but post_tags are not set' });
    r = await search({ highlight: { tags_schema: 'fancy', fields: { t: {} } } });
    expect(r.status).toBe(400);
    expect(r.body.error.caused_by.reason).toBe('Unknown tag schema [fancy]');
  });

  it('fails the search for an unknown highlighter, a bad fragmenter, a fragment too small for fvh, and a chars scanner on unified', async () => {
    const search = await setup();
    const q = { match: { t: 'quick' } };
    let r = await search({ query: q, highlight: { type: 'fancy', fields: { t: {} } } });
    expect(r.status).toBe(400);
    expect(rootCause(r)).toEqual({ type: 'illegal_argument_exception', reason: 'unknown highlighter type [fancy] for the field [t]' });
    r = await search({ query: q, highlight: { type: 'plain', fragmenter: 'odd', fields: { t: {} } } });
    expect(rootCause(r)).toEqual({ type: 'illegal_argument_exception', reason: 'unknown fragmenter option [odd] for the field [t]' });
    r = await search({ query: { match: { tv: 'running' } }, highlight: { type: 'fvh', fields: { tv: { fragment_size: 17 } } } });
    expect(rootCause(r)).toEqual({ type: 'illegal_argument_exception', reason: 'fragCharSize(17) is too small. It must be 18 or higher.' });
    r = await search({ query: q, highlight: { boundary_scanner: 'chars', fields: { t: {} } } });
    expect(rootCause(r)).toEqual({ type: 'illegal_argument_exception', reason: 'Invalid boundary scanner type: chars' });
  });

  it('index.highlight.max_analyzed_offset bounds the text analysed again, with ES 6.8 messages', async () => {
    const search = await setup({ 'index.highlight.max_analyzed_offset': 8 });
    let r = await search({ query: { match: { t: 'quick' } }, highlight: { fields: { t: {} } } });
    // unified: the values joined (`quick` + separator + `brown fox` = 15 chars) are past 8.
    expect(rootCause(r)).toEqual({ type: 'illegal_argument_exception', reason: 'The length of [t] field of [1] doc of [e] index has exceeded [8] - maximum allowed to be analyzed for highlighting. This maximum can be set by changing the [index.highlight.max_analyzed_offset] index level setting. For large texts, indexing with offsets or term vectors is recommended!' });
    r = await search({ query: { match: { t: 'quick' } }, highlight: { type: 'plain', fields: { t: {} } } });
    expect(rootCause(r).reason).toContain('For large texts, indexing with offsets or term vectors, and highlighting with unified or fvh highlighter is recommended!');
    // Offsets from term vectors: nothing is analysed again.
    r = await search({ query: { match: { tv: 'running' } }, highlight: { fields: { tv: {} } } });
    expect(r.body.hits.hits[0].highlight).toEqual({ tv: ['<em>Running</em> with scissors'] });
  });
});

describe('highlighting fields and values', () => {
  it('highlights a keyword field, and keeps a phrase from matching across two values', async () => {
    const search = await setup();
    for (const type of ['unified', 'plain']) {
      const r = await search({ query: { match: { k: 'foo' } }, highlight: { type, fields: { k: {} } } });
      expect(r.body.hits.hits[0].highlight).toEqual({ k: ['<em>foo</em>'] });
      const p = await search({ query: { match_phrase: { t: 'quick brown' } }, highlight: { type, fields: { t: {} } } });
      expect(p.body.hits.hits[0]?.highlight).toBeUndefined();
    }
  });

  it('matched_fields: the fvh marks what matched in any of them, on the text of the field highlighted', async () => {
    const search = await setup();
    const q = { match: { 'tv.ws': 'Running' } };
    expect((await search({ query: q, highlight: { type: 'fvh', fields: { tv: {} } } })).body.hits.hits[0].highlight).toBeUndefined();
    expect((await search({ query: q, highlight: { type: 'fvh', fields: { tv: { matched_fields: ['tv', 'tv.ws'] } } } })).body.hits.hits[0].highlight)
      .toEqual({ tv: ['<em>Running</em> with scissors'] });
    // Both fields matching the same word: one mark (their phrases merged), not two.
    const both = { bool: { should: [{ match: { 'tv.ws': 'Running' } }, { match: { tv: 'running' } }] } };
    expect((await search({ query: both, highlight: { type: 'fvh', fields: { tv: { matched_fields: ['tv', 'tv.ws'] } } } })).body.hits.hits[0].highlight)
      .toEqual({ tv: ['<em>Running</em> with scissors'] });
  });

  it('lists highlighted fields in the order of the HashMap ES builds', async () => {
    const { req } = testEngine();
    const names = ['title', 'body', 'a', 'zeta', 'comment', 'b.c'];
    await req('PUT', '/o', { mappings: { _doc: { properties: Object.fromEntries(names.map((n) => [n, { type: 'text' }])) } } });
    await req('PUT', '/o/_doc/1?refresh=true', Object.fromEntries(names.map((n) => [n, 'word'])));
    const r = await req('GET', '/o/_search', { query: { multi_match: { query: 'word', fields: names } }, highlight: { fields: Object.fromEntries(names.map((n) => [n, {}])) } });
    // String.hashCode, spread (h ^ h >>> 16) and masked to 16 buckets: title 110371416 -> 12, body 3029410 -> 12,
    // a 97 -> 1, zeta 3735256 -> 0, comment 950398559 -> 10, b.c 95703 -> 6; bucket order, then insertion order
    // (the request's field order: title before body).
    expect(Object.keys((r.body as AnyBody).hits.hits[0].highlight)).toEqual(['zeta', 'a', 'b.c', 'comment', 'title', 'body']);
  });
});
