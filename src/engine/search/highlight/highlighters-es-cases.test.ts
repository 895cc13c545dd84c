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

  it('fvh: fragment_offset is the margin, boundary chars end the fragment; unified cuts a long sentence with words', async () => {
    const search = await index({ title: { type: 'text', store: true, term_vector: 'with_positions_offsets' }, field2: tv }, {
      title: 'This is a test on the highlighting bug present in elasticsearch',
      field2: 'The quick brown fox jumps over the lazy dog',
    });
    // bug at 35..38: the fragment is centred, 30 chars from 35 - (30 - 3) / 2 = 22, its end moved to the space at 63.
    expect(await search({ query: { match: { title: 'bug' } }, highlight: { type: 'fvh', fields: { title: { fragment_size: 30, number_of_fragments: 1, fragment_offset: 10 } } } }))
      .toEqual([{ title: ['highlighting <em>bug</em> present in elasticsearch'] }]);
    expect(await search({ query: { match: { field2: 'quick' } }, highlight: { boundary_chars: ' ', fields: { field2: { fragment_size: 30, number_of_fragments: 1 } } } }))
      .toEqual([{ field2: ['The <em>quick</em> brown fox jumps over'] }]);
    expect(await search({ query: { match: { field2: 'quick' } }, highlight: { fields: { field2: { fragment_size: 30, number_of_fragments: 1, boundary_chars: ' ' } } } }))
      .toEqual([{ field2: ['The <em>quick</em> brown fox jumps over'] }]);
  });

  it('sentence and word boundary scanners, for unified and fvh', async () => {
    const search = await index({ field1: tv, field2: tv }, { field1: 'A sentence with few words. Another sentence with even more words.', field2: 'some quick and hairy brown:fox jumped over the lazy dog' });
    for (const type of ['unified', 'fvh']) {
      for (const locale of [undefined, 'en']) {
        const [hl] = await search({ query: { term: { field1: 'sentence' } }, highlight: { type, pre_tags: ['<xxx>'], post_tags: ['</xxx>'], boundary_scanner: 'sentence', ...(locale ? { boundary_scanner_locale: locale } : {}), fields: { field1: { fragment_size: 21, number_of_fragments: 2 } } } });
        expect(['A <xxx>sentence</xxx> with few words', 'A <xxx>sentence</xxx> with few words. ']).toContain(hl.field1[0]);
        expect(['Another <xxx>sentence</xxx> with', 'Another <xxx>sentence</xxx> with even more words. ']).toContain(hl.field1[1]);
        const [w] = await search({ query: { term: { field2: 'some' } }, highlight: { type, pre_tags: ['<xxx>'], post_tags: ['</xxx>'], boundary_scanner: 'word', ...(locale ? { boundary_scanner_locale: locale } : {}), fields: { field2: { fragment_size: 23, number_of_fragments: 1 } } } });
        expect(w.field2[0]).toBe(type === 'fvh' ? '<xxx>some</xxx> quick and hairy brown' : '<xxx>some</xxx>');
      }
    }
  });

  it('the html encoder escapes the text around the tags (unified and plain)', async () => {
    const search = await index({ title: { type: 'text', store: true } }, { title: 'This is a html escaping highlighting test for *&? elasticsearch' });
    const [u] = await search({ query: { match: { title: 'test' } }, highlight: { encoder: 'html', fields: { title: { fragment_size: 50, number_of_fragments: 1, fragment_offset: 10 } } } });
    expect(u.title[0].startsWith('This is a html escaping highlighting <em>test</em> for *&amp;?')).toBe(true);
    // plain, span fragmenter of 30: a new fragment at the first token ending past 30 ("highlighting", 24..36);
    // the first fragment ("This is a html escaping") holds no match, the second is the rest of the text.
    const [p] = await search({ query: { match: { title: 'test' } }, highlight: { encoder: 'html', type: 'plain', fields: { title: { fragment_size: 30, number_of_fragments: 1, fragment_offset: 10 } } } });
    expect(p.title).toEqual([' highlighting <em>test</em> for *&amp;? elasticsearch']);
  });

  it('force_source needs _source; a stored field highlights without it', async () => {
    const { req } = testEngine();
    await req('PUT', '/test', { mappings: { _doc: { _source: { enabled: false }, properties: { field1: { type: 'text', store: true, index_options: 'offsets', term_vector: 'with_positions_offsets' }, field2: { type: 'text' } } } } });
    await req('PUT', '/test/_doc/1?refresh=true', { field1: 'The quick brown fox jumps over the lazy dog', field2: 'second field content' });
    const ok = await req('GET', '/test/_search', { query: { term: { field1: 'quick' } }, highlight: { fields: { field1: { pre_tags: ['<xxx>'], post_tags: ['</xxx>'] } } } });
    expect((ok.body as AnyBody).hits.hits[0].highlight).toEqual({ field1: ['The <xxx>quick</xxx> brown fox jumps over the lazy dog'] });
    for (const highlight of [{ fields: { field1: { force_source: true } } }, { force_source: true, fields: { field1: {} } }]) {
      const r = await req('GET', '/test/_search', { query: { term: { field1: 'quick' } }, highlight });
      expect(r.status).toBe(400);
      expect((r.body as AnyBody).error.root_cause[0].reason).toBe('source is forced for fields [field1] but type [_doc] has disabled _source');
    }
    const r = await req('GET', '/test/_search', { query: { term: { field1: 'quick' } }, highlight: { force_source: true, fields: { 'field*': {} } } });
    expect((r.body as AnyBody).error.root_cause[0].reason).toMatch(/^source is forced for fields \[field\d, field\d\] but type \[_doc\] has disabled _source$/);
  });

  it("plain: the reference's simple and span fragmenters on the messages fixture", async () => {
    const search = await index({}, { message: 'some message with the number 1', context: 'bar' });
    const q = { match_phrase: { message: 'number 1' } };
    const frag = (fragmenter: string) => ({ query: q, highlight: { fields: { message: { type: 'plain', fragment_size: 15, number_of_fragments: 3, fragmenter } } } });
    // simple: a new fragment at each token ending at or past 15, 30: `with` (17) and `1` (30).
    expect(await search(frag('simple'))).toEqual([{ message: [' with the <em>number</em>', ' <em>1</em>'] }]);
    // span: `1` ends the text, less than half a fragment before its end, so it stays with `number`.
    expect(await search(frag('span'))).toEqual([{ message: [' with the <em>number</em> <em>1</em>'] }]);
  });

  it('plain: fragments scored by the boosts of the distinct terms they hold, best first', async () => {
    const search = await index({ t: { type: 'text' } }, { t: 'alpha one xx gamma two yy alpha gamma zz' });
    // Tokens (end offsets): alpha 5, one 9, xx 12, gamma 18, two 22, yy 25, alpha 31, gamma 37, zz 40. The simple
    // fragmenter of 12 opens a fragment at a token ending at or past 12, 24, 36...: at xx, yy and gamma (37), so
    //   F0 "alpha one"  F1 " xx gamma two"  F2 " yy alpha"  F3 " gamma zz".
    // QueryScorer: a fragment scores the weight of each distinct query term in it: alpha^2 gives 2, gamma 1.
    // FragmentQueue keeps the best 3 by score, then fragment number: F0 (2), F2 (2), F1 (1); F3 (1) is dropped.
    const q = { bool: { should: [{ term: { t: { value: 'alpha', boost: 2 } } }, { term: { t: 'gamma' } }] } };
    expect(await search({ query: q, highlight: { type: 'plain', fragmenter: 'simple', fields: { t: { fragment_size: 12, number_of_fragments: 3 } } } }))
      .toEqual([{ t: ['<em>alpha</em> one', ' yy <em>alpha</em>', ' xx <em>gamma</em> two'] }]);
  });

  it('fvh: fragments centred on their matches, ordered by the sum of their boosts with order: score', async () => {
    const search = await index({ t: tv }, { t: 'aaa bbb ccc ddd eee fff ggg hhh iii jjj kkk lll' });
    // Words at 4i: ccc 8..11, kkk 40..43. SimpleFragListBuilder (margin 6, size 18): ccc's fragment spans 2..20,
    // kkk is past it; centred: 8 - (18 - 3) / 2 = 1, so (1, 19). Then kkk: (40 - 7, 33 + 18) = (33, 51).
    // The text: (1, 19) starts at 0 (no boundary char before 1 but the text's start) and ends at the space at
    // 19; (33, 51) starts after the space at 31 and ends at the text's end (47).
    const q = { bool: { should: [{ term: { t: 'ccc' } }, { term: { t: { value: 'kkk', boost: 3 } } }] } };
    const opts = { fragment_size: 18, number_of_fragments: 2 };
    expect(await search({ query: q, highlight: { type: 'fvh', fields: { t: opts } } }))
      .toEqual([{ t: ['aaa bbb <em>ccc</em> ddd eee', 'iii jjj <em>kkk</em> lll'] }]);
    // ScoreOrderFragmentsBuilder: kkk's fragment (boost 3) before ccc's (1).
    expect(await search({ query: q, highlight: { type: 'fvh', order: 'score', fields: { t: opts } } }))
      .toEqual([{ t: ['iii jjj <em>kkk</em> lll', 'aaa bbb <em>ccc</em> ddd eee'] }]);
  });
});
