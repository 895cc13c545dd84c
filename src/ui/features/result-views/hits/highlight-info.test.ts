import { describe, expect, it } from 'vitest';
import { fieldOptionsOf, highlighterOf, offsetsSourceOf, splitFragment, tagsOf } from './highlight-info';

describe('what the Hits view says about highlighting', () => {
  it('finds the highlighter of a field: its own type, a pattern that covers it, the global one, else unified', () => {
    const hl = { type: 'plain', fields: { title: { type: 'fvh' }, 'body*': {}, other: {} } };
    expect(highlighterOf(hl, 'title')).toBe('fvh');
    expect(highlighterOf(hl, 'body.raw')).toBe('plain');
    expect(highlighterOf({ fields: [{ 'te*': { type: 'fvh' } }] }, 'text')).toBe('fvh');
    expect(highlighterOf({ fields: { a: {} } }, 'a')).toBe('unified');
    expect(fieldOptionsOf({ fields: { 'a.*': { type: 'plain' } } }, 'ab')).toEqual({});
  });

  it('says where the offsets came from, as ES picks them', () => {
    expect(offsetsSourceOf('fvh', undefined)).toBe('stored term vectors');
    expect(offsetsSourceOf('plain', { index_options: 'offsets' })).toBe('re-analysis');
    expect(offsetsSourceOf('unified', { index_options: 'offsets' })).toBe('postings');
    expect(offsetsSourceOf('unified', { index_options: 'offsets', term_vector: 'with_positions_offsets' })).toBe('postings (and term vectors)');
    expect(offsetsSourceOf('unified', { term_vector: 'with_positions_offsets' })).toBe('stored term vectors');
    expect(offsetsSourceOf('unified', { term_vector: 'with_positions' })).toBe('re-analysis');
    expect(offsetsSourceOf('unified', { type: 'text' })).toBe('re-analysis');
  });

  it('cuts fragments at the tags the request asked for, decoding the html encoder', () => {
    expect(splitFragment('The <em>quick</em> fox', ['<em>'], ['</em>'], false)).toEqual([
      { text: 'The ', marked: false }, { text: 'quick', marked: true }, { text: ' fox', marked: false },
    ]);
    const styled = tagsOf({ tags_schema: 'styled', fields: { t: {} } }, 't');
    expect(splitFragment('<em class="hlt2">a</em> &amp; <em class="hlt1">b</em>', styled.pre, styled.post, true)).toEqual([
      { text: 'a', marked: true }, { text: ' & ', marked: false }, { text: 'b', marked: true },
    ]);
    expect(tagsOf({ pre_tags: ['<b>'], post_tags: ['</b>'], fields: { t: { pre_tags: ['['], post_tags: [']'] } } }, 't')).toEqual({ pre: ['['], post: [']'] });
    // An unclosed tag is text.
    expect(splitFragment('a <em>b', ['<em>'], ['</em>'], false)).toEqual([{ text: 'a <em>b', marked: false }]);
  });
});
