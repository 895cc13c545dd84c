import { describe, expect, it } from 'vitest';
import { chosenRows, filterOf, findMoreLikeThis, scoresOf, searchTarget, termsOfRewrite, termVectorsCalls } from './chosen-terms';

describe('the terms more_like_this chose, from public answers', () => {
  it('finds the query anywhere in the body', () => {
    const mlt = { like: 'x' };
    expect(findMoreLikeThis({ query: { bool: { should: [{ match: { a: 1 } }, { more_like_this: mlt }] } } })).toBe(mlt);
    expect(findMoreLikeThis({ query: { match_all: {} } })).toBeUndefined();
  });

  it('reads the rewritten query Lucene prints', () => {
    expect(termsOfRewrite('((title:brown (title:fox)^1.5 body:again)~1) -_id:(3)')).toEqual([
      { field: 'title', term: 'brown' },
      { field: 'title', term: 'fox', boost: 1.5 },
      { field: 'body', term: 'again' },
    ]);
    expect(termsOfRewrite('like:[once upon a time]')).toEqual([]);
    expect(termsOfRewrite('title:cats')).toEqual([{ field: 'title', term: 'cats' }]);
  });

  it('asks the term vectors API with the same filter, per liked document and for the texts', () => {
    expect(searchTarget('/imdb/_search?size=3')).toBe('/imdb');
    expect(searchTarget('/_search')).toBe('');
    const mlt = { fields: ['title'], like: [{ _id: '1' }, { _index: 'other', doc: { title: 'x' } }, 'some text'], min_term_freq: 1, max_query_terms: 12 };
    expect(filterOf(mlt)).toEqual({ max_num_terms: 12, min_term_freq: 1, min_doc_freq: 5 });
    expect(termVectorsCalls(mlt, '/imdb').map((c) => c.path)).toEqual(['/imdb/_doc/1/_termvectors', '/other/_doc/_termvectors', '/imdb/_doc/_termvectors']);
    expect(termVectorsCalls(mlt, '/imdb')[2].body.doc).toEqual({ title: ['some text'] });
  });

  it('lists each chosen term once with its shards and best tf-idf, best first', () => {
    const scores = scoresOf([{ term_vectors: { title: { terms: { fox: { term_freq: 3, doc_freq: 5, score: 2.5 }, brown: { term_freq: 3, score: 4 } } } } }]);
    const rows = chosenRows([{ index: 'm', shard: 0, explanation: 'title:fox title:brown' }, { index: 'm', shard: 1, explanation: 'title:fox' }], scores);
    expect(rows.map((r) => [r.term, r.tfIdf?.score, r.shards])).toEqual([['brown', 4, ['m[0]']], ['fox', 2.5, ['m[0]', 'm[1]']]]);
  });
});
