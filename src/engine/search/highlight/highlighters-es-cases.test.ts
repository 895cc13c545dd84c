/**
 * The three highlighters on the cases Elasticsearch's HighlighterSearchIT checks (mappings, documents, requests
 * and the fragments it expects), through the engine's REST layer.
 */
import { describe, expect, it } from 'vitest';
import { testEngine, type AnyBody } from '../../test-support/engine-harness';

async function index(properties: Record<string, unknown>, ...docs: Array<Record<string, unknown>>) {
  const { req } = testEngine();
  await req('PUT', '/test', { settings: { number_of_shards: 1 }, mappings: { _doc: { properties } } });
  for (const [i, d] of docs.entries()) await req('PUT', `/test/_doc/${i + 1}?refresh=true`, d);
  return async (body: unknown) => {
    const r = await req('GET', '/test/_search', body);
    return r.status === 200 ? (r.body as AnyBody).hits.hits.map((h: AnyBody) => h.highlight) : r;
  };
}

const tv = { type: 'text', term_vector: 'with_positions_offsets' };

describe('highlighting as HighlighterSearchIT expects', () => {
  it('fvh: a term longer than the fragment is one fragment; a sloppy phrase needs the fragment to hold it', async () => {
    const search = await index({ no_long_term: tv, long_term: tv }, {
      no_long_term: 'This is a test where foo is highlighed and should be highlighted',
      long_term: 'This is a test thisisaverylongwordandmakessurethisfails where foo is highlighed and should be highlighted',
    });
    expect(await search({ query: { match: { long_term: 'thisisaverylongwordandmakessurethisfails foo highlighed' } }, highlight: { type: 'fvh', fields: { long_term: { fragment_size: 18, number_of_fragments: 1 } } } }))
      .toEqual([{ long_term: ['<em>thisisaverylongwordandmakessurethisfails</em>'] }]);
    const phrase = { match_phrase: { no_long_term: { query: 'test foo highlighed', slop: 3 } } };
    expect(await search({ query: phrase, highlight: { type: 'fvh', pre_tags: ['<b>'], post_tags: ['</b>'], fields: { no_long_term: { fragment_size: 18, number_of_fragments: 1 } } } }))
      .toEqual([undefined]);
    expect(await search({ query: phrase, highlight: { type: 'fvh', pre_tags: ['<b>'], post_tags: ['</b>'], fields: { no_long_term: { fragment_size: 30, number_of_fragments: 1 } } } }))
      .toEqual([{ no_long_term: ['a <b>test</b> where <b>foo</b> is <b>highlighed</b> and'] }]);
  });

  it('each highlighter reads values from _source, one fragment per value of an array', async () => {
    for (const [type, mapping] of [['plain', { type: 'text' }], ['fvh', tv], ['unified', { type: 'text', index_options: 'offsets' }]] as const) {
      const search = await index({ title: mapping, attachments: { properties: { body: mapping } } }, {
        title: 'This is a test on the highlighting bug present in elasticsearch',
        attachments: [{ body: 'attachment 1' }, { body: 'attachment 2' }],
      });
      expect(await search({ query: { match: { title: 'bug' } }, highlight: { type, fields: { title: { number_of_fragments: 0 } } } }))
        .toEqual([{ title: ['This is a test on the highlighting <em>bug</em> present in elasticsearch'] }]);
      expect(await search({ query: { match: { 'attachments.body': 'attachment' } }, highlight: { type, fields: { 'attachments.body': { number_of_fragments: 2 } } } }))
        .toEqual([{ 'attachments.body': ['<em>attachment</em> 1', '<em>attachment</em> 2'] }]);
    }
  });

  it('require_field_match: false highlights the terms of other fields; values each give their fragment', async () => {
    const titles = ['This is a test on the highlighting bug present in elasticsearch', 'The bug is bugging us'];
    const search = await index({ title: { type: 'text' }, titleTV: tv }, { title: titles, titleTV: titles });
    const [hl] = await search({ query: { match: { title: 'bug' } }, highlight: { require_field_match: false, fields: { title: { number_of_fragments: 2 }, titleTV: { number_of_fragments: 2 } } } });
    expect(hl.title).toEqual(['This is a test on the highlighting <em>bug</em> present in elasticsearch', 'The <em>bug</em> is bugging us']);
    expect(hl.titleTV).toEqual(['This is a test on the highlighting <em>bug</em> present in elasticsearch', 'The <em>bug</em> is bugging us']);
  });

  it("a field's options override the global ones", async () => {
    const search = await index({}, { field1: ['this is a test', 'this is the second test'], field2: ['this is another test', 'yet another test'] });
    const [hl] = await search({
      query: { term: { field1: 'test' } },
      highlight: {
        order: 'score', pre_tags: ['<global>'], post_tags: ['</global>'], fragment_size: 1, number_of_fragments: 1,
        fields: { field1: { number_of_fragments: 2 }, field2: { pre_tags: ['<field2>'], post_tags: ['</field2>'], fragment_size: 50, require_field_match: false } },
      },
    });
    expect(hl).toEqual({ field1: ['<global>test</global>', '<global>test</global>'], field2: ['yet another <field2>test</field2>'] });
  });

  it('a wildcard picks text fields, each with the offsets it has', async () => {
    const search = await index({ 'field-postings': { type: 'text', index_options: 'offsets' }, 'field-fvh': tv, 'field-plain': { type: 'text' }, n: { type: 'long' } }, {
      'field-postings': 'This is the first test sentence. Here is the second one.',
      'field-fvh': 'This is the test with term_vectors',
      'field-plain': 'This is the test for the plain highlighter',
      n: 5,
    });
    const [hl] = await search({ query: { term: { 'field-postings': 'test' } }, highlight: { pre_tags: ['<xxx>'], post_tags: ['</xxx>'], require_field_match: false, fields: { 'field*': {} } } });
    expect(hl).toEqual({
      'field-postings': ['This is the first <xxx>test</xxx> sentence. Here is the second one.'],
      'field-fvh': ['This is the <xxx>test</xxx> with term_vectors'],
      'field-plain': ['This is the <xxx>test</xxx> for the plain highlighter'],
    });
    // fvh over a wildcard skips the fields without term vectors; named, such a field is an error.
    const [fvh] = await search({ query: { term: { 'field-postings': 'test' } }, highlight: { type: 'fvh', require_field_match: false, fields: { 'field*': {} } } });
    expect(Object.keys(fvh)).toEqual(['field-fvh']);
    const err = await search({ query: { term: { 'field-plain': 'test' } }, highlight: { type: 'fvh', fields: { 'field-plain': {} } } });
    expect(err.status).toBe(400);
    expect(err.body.error.root_cause[0]).toEqual({ type: 'illegal_argument_exception', reason: 'the field [field-plain] should be indexed with term vector with position offsets to be used with fast vector highlighter' });
  });
});
