/**
 * The unified highlighter against the passages ES's own unit tests expect of its CustomUnifiedHighlighter with
 * the BoundedBreakIteratorScanner (sentences grouped or cut near `fragment_size`), and against Lucene's
 * PassageScorer worked by hand.
 */
import { describe, expect, it } from 'vitest';
import { testEngine, type AnyBody } from '../../test-support/engine-harness';
import { passageNorm, passageTf, passageWeight, scorePassage } from './unified-highlighter';

async function highlight(values: string | string[], query: unknown, options: Record<string, unknown>, mapping: Record<string, unknown> = { type: 'text' }) {
  const { req } = testEngine();
  await req('PUT', '/h', { settings: { number_of_shards: 1 }, mappings: { _doc: { properties: { text: mapping } } } });
  await req('PUT', '/h/_doc/1?refresh=true', { text: values });
  const r = await req('GET', '/h/_search', { query, highlight: { fields: { text: options } } });
  const body = r.body as AnyBody;
  if (r.status !== 200) return body;
  return body.hits.hits[0]?.highlight?.text;
}

const terms = (...ts: string[]) => ({ bool: { should: ts.map((t) => ({ term: { text: t } })) } });
const b = { pre_tags: ['<b>'], post_tags: ['</b>'] };

describe('unified highlighter: passages as ES cuts them', () => {
  it('cuts a long sentence near fragment_size with word breaks, and groups short ones (BoundedBreakIteratorScanner)', async () => {
    expect(await highlight('The quick brown fox in a long sentence with another quick brown fox. Another sentence with brown fox.', terms('quick', 'brown', 'fox'), { ...b, fragment_size: 10, number_of_fragments: 6 })).toEqual([
      'The <b>quick</b> <b>brown</b>',
      '<b>fox</b> in a long',
      'with another <b>quick</b>',
      '<b>brown</b> <b>fox</b>.',
      'sentence with <b>brown</b>',
      '<b>fox</b>.',
    ]);
    expect(await highlight('A short sentence. Followed by a bigger sentence that should be truncated. And a last short sentence.', terms('sentence'), { ...b, fragment_size: 20, number_of_fragments: 3 })).toEqual([
      'A short <b>sentence</b>.',
      'Followed by a bigger <b>sentence</b>',
      'And a last short <b>sentence</b>',
    ]);
    expect(await highlight('Two words. Followed by many words in a big sentence. One. Two. Three. And more words.', terms('one', 'two', 'three', 'words'), { ...b, fragment_size: 20, number_of_fragments: 4 })).toEqual([
      '<b>Two</b> <b>words</b>.',
      'Followed by many <b>words</b>',
      '<b>One</b>. <b>Two</b>. <b>Three</b>.',
      'And more <b>words</b>.',
    ]);
  });

  it('marks each occurrence of a repeated term, and for a phrase only the positions that form it', async () => {
    const text = 'Fun  fun fun  fun  fun  fun  fun  fun  fun  fun';
    const expected = ['<b>Fun</b>  <b>fun</b> <b>fun</b>', '<b>fun</b>  <b>fun</b>', '<b>fun</b>  <b>fun</b>  <b>fun</b>', '<b>fun</b>  <b>fun</b>'];
    expect(await highlight(text, { term: { text: 'fun' } }, { ...b, fragment_size: 10, number_of_fragments: 4 })).toEqual(expected);
    expect(await highlight(text, { match_phrase: { text: 'fun fun' } }, { ...b, fragment_size: 10, number_of_fragments: 4 })).toEqual(expected);
    // "quick fox" is no phrase of the text: the phrase marks nothing, while the terms alone would.
    expect(await highlight('the quick brown fox', { match_phrase: { text: 'quick fox' } }, {})).toBeUndefined();
    expect(await highlight('the quick brown fox, the quick fox', { match_phrase: { text: 'quick fox' } }, {})).toEqual(['the quick brown fox, the <em>quick</em> <em>fox</em>']);
  });

  it('keeps each value its own passage, best first by score only with order: score', async () => {
    const values = [
      'This is a test. Just a test1 highlighting from unified highlighter.',
      'This is the second highlighting value to perform highlighting on a longer text that gets scored lower.',
      'This is highlighting the third short highlighting value.',
      'Just a test4 highlighting from unified highlighter.',
    ];
    const q = { term: { text: 'highlighting' } };
    expect(await highlight(values, q, { ...b, fragment_size: 0, number_of_fragments: 4 })).toEqual([
      'Just a test1 <b>highlighting</b> from unified highlighter.',
      'This is the second <b>highlighting</b> value to perform <b>highlighting</b> on a longer text that gets scored lower.',
      'This is <b>highlighting</b> the third short <b>highlighting</b> value.',
      'Just a test4 <b>highlighting</b> from unified highlighter.',
    ]);
    // number_of_fragments: 0 highlights whole values, one fragment per value that has a match.
    expect(await highlight(['no match here.', 'a highlighting value. And more.'], q, { number_of_fragments: 0 })).toEqual(['a <em>highlighting</em> value. And more.']);
    // Two best of four. One term, so each passage scores tf(hits, length) * weight * norm(start), the weight the
    // same for all; worked by hand (PassageScorer):
    //   value 1's 2nd sentence (start 16, 51 chars, 1 hit): 1/(1 + 1.2(0.25 + 0.75*51/87)) = 0.54717 * (1 + 1/ln 103 = 1.21577) = 0.6652
    //   value 2 (start 68, 102 chars, 2 hits): 2/(2 + 1.35517) = 0.59609 * (1 + 1/ln 155 = 1.19828) = 0.7143
    //   value 3 (start 171, 57 chars, 2 hits): 2/(2 + 0.88966) = 0.69212 * (1 + 1/ln 258 = 1.18009) = 0.8168
    //   value 4 (start 229, 51 chars, 1 hit): 0.54717 * (1 + 1/ln 316 = 1.17374) = 0.6422
    // so values 3 and 2 are kept; text order, or best first with order: score.
    expect(await highlight(values, q, { ...b, fragment_size: 0, number_of_fragments: 2 })).toEqual([
      'This is the second <b>highlighting</b> value to perform <b>highlighting</b> on a longer text that gets scored lower.',
      'This is <b>highlighting</b> the third short <b>highlighting</b> value.',
    ]);
    expect(await highlight(values, q, { ...b, fragment_size: 0, number_of_fragments: 2, order: 'score' })).toEqual([
      'This is <b>highlighting</b> the third short <b>highlighting</b> value.',
      'This is the second <b>highlighting</b> value to perform <b>highlighting</b> on a longer text that gets scored lower.',
    ]);
  });

  it('gives no_match_size chars up to the next word break when nothing matches', async () => {
    const text = 'This is a test. Just a test highlighting from unified. Feel free to ignore.';
    expect(await highlight(text, { term: { text: 'nothing' } }, {})).toBeUndefined();
    expect(await highlight(text, { match_all: {} }, { no_match_size: 100 })).toEqual([text]);
    expect(await highlight(text, { match_all: {} }, { no_match_size: 12 })).toEqual(['This is a test']);
  });
});

describe("Lucene's PassageScorer (k1 1.2, b 0.75, pivot 87)", () => {
  it('scores a passage as worked by hand', () => {
    // weight(87, 1): numDocs = 1 + 87/87 = 2; (k1+1) * ln(1 + 2.5/1.5) = 2.2 * ln(2.6667) = 2.2 * 0.980829 = 2.157824.
    expect(passageWeight(87, 1)).toBeCloseTo(2.157824, 5);
    // tf(2, 87): norm = 1.2 * (0.25 + 0.75 * 1) = 1.2; 2 / 3.2 = 0.625.
    expect(passageTf(2, 87)).toBeCloseTo(0.625, 6);
    // norm(0): 1 + 1/ln(87) = 1 + 1/4.465908 = 1.223918.
    expect(passageNorm(0)).toBeCloseTo(1.223918, 5);
    // One term twice in a passage of 87 chars at 0, the content 87 chars: 0.625 * 2.157824 * 1.223918.
    const p = { start: 0, end: 87, score: 0, matches: [{ start: 0, end: 1, term: 'a', freqInDoc: 2 }, { start: 5, end: 6, term: 'a', freqInDoc: 2 }] };
    // weight(87, 2) = 2.2 * ln(1 + 2.5/2.5) = 2.2 * ln 2 = 1.524924.
    expect(scorePassage(p, 87)).toBeCloseTo(0.625 * 1.524924 * 1.223918, 5);
  });
});
