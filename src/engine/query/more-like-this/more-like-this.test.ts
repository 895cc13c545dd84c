import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testEngine, type AnyBody } from '../../test-support/engine-harness';
import { jf } from '../explanation';
import { classicIdf, ScoreTermQueue } from './term-selection';

const f32 = Math.fround;

const DOCS = [
  'the quick brown fox jumps over the lazy dog',
  'a quick brown dog barks at the quick fox',
  'brown fox brown fox brown fox',
  'lazy dog sleeps all day long',
  'quick fox quick fox runs and runs',
  'the dog and the fox are friends',
  'foxes and dogs and cats',
];

async function corpus(settings: Record<string, unknown> = { number_of_shards: 1 }) {
  const { req } = testEngine();
  await req('PUT', '/m', { settings, mappings: { _doc: { properties: { title: { type: 'text' }, tag: { type: 'keyword' }, n: { type: 'integer' } } } } });
  for (const [i, t] of DOCS.entries()) await req('PUT', `/m/_doc/${i + 1}`, { title: t, tag: i % 2 ? 'odd' : 'even', n: i });
  await req('POST', '/m/_refresh');
  return req;
}

const hitsOf = (b: AnyBody) => (b.hits.hits as AnyBody[]).map((h) => [h._id, h._score]);

/** The rewritten query's SHOULD term clauses, as `_validate/query?rewrite=true` prints them (`field:term` or `(field:term)^b`). */
function termsOfRewrite(explanation: string): string[] {
  return [...explanation.matchAll(/\(?(\w+):(\w+)\)?(\^[\d.]+)?/g)].filter((m) => m[1] !== '_id' && m[1] !== 'like').map((m) => `${m[1]}:${m[2]}`);
}

describe('more_like_this term selection (XMoreLikeThis)', () => {
  it('the queue pops the least first; ties never evict', () => {
    const q = new ScoreTermQueue(2);
    for (const [term, score] of [['a', 1], ['b', 1], ['c', 1], ['d', 3]] as const) q.offer({ term, field: 'f', score, idf: 1, docFreq: 1, freq: 1 });
    expect([q.pop()!.term, q.pop()!.term, q.pop()]).toEqual(['b', 'd', undefined]);
  });

  it('chooses the terms of a like text by tf * classic idf (Lucene 7: ln((numDocs+1)/(docFreq+1)) + 1)', async () => {
    const req = await corpus();
    // "fox" x3 in the text, docFreq 5 of 7; "lazy" x1, docFreq 2; "cats" x1, docFreq 1.
    const body = { query: { more_like_this: { fields: ['title'], like: 'fox fox fox lazy cats', min_term_freq: 1, min_doc_freq: 1, max_query_terms: 2, boost_terms: 1 } } };
    const v = (await req('POST', '/m/_validate/query?rewrite=true', body)).body as AnyBody;
    const fox = f32(3 * classicIdf(5, 7));
    const lazy = f32(1 * classicIdf(2, 7));
    const cats = f32(1 * classicIdf(1, 7));
    expect(fox).toBeGreaterThan(cats);
    expect(cats).toBeGreaterThan(lazy);
    // Popped least first: cats (boost 1, dropped by the rewrite), then fox boosted by its score over the first one's.
    expect(v.explanations[0].explanation).toBe(`title:cats (title:fox)^${jf(f32(f32(1 * fox) / cats))}`);
  });

  it('scores exactly as the boolean query of its terms (BM25 to the bit), minimum_should_match 30% by default', async () => {
    const req = await corpus();
    const mlt = { more_like_this: { fields: ['title'], like: [{ _id: '3' }], min_term_freq: 1, min_doc_freq: 1 } };
    const v = (await req('POST', '/m/_validate/query?rewrite=true', { query: mlt })).body as AnyBody;
    const terms = termsOfRewrite(v.explanations[0].explanation);
    // brown (3 times, in 3 docs) outscores fox (3 times, in 5): the clauses come least first.
    expect(terms).toEqual(['title:fox', 'title:brown']);
    const s = (await req('POST', '/m/_search', { query: mlt })).body as AnyBody;
    const should = terms.map((t) => ({ term: { [t.split(':')[0]]: t.split(':')[1] } }));
    const b = (await req('POST', '/m/_search', { query: { bool: { should, must_not: { ids: { values: ['3'] } }, minimum_should_match: 1 } } })).body as AnyBody;
    expect(hitsOf(s)).toEqual(hitsOf(b));
    expect(s.hits.hits.map((h: AnyBody) => h._id)).not.toContain('3');
    const inc = (await req('POST', '/m/_search', { query: { more_like_this: { ...mlt.more_like_this, include: true } } })).body as AnyBody;
    expect(inc.hits.hits[0]._id).toBe('3');
  });

  it('with boost_terms, scores and explains as the boolean query of the boosted terms', async () => {
    const req = await corpus();
    const mlt = { more_like_this: { fields: ['title'], like: 'quick quick fox dog dog dog lazy', min_term_freq: 1, min_doc_freq: 1, boost_terms: 2, minimum_should_match: '50%' } };
    const v = (await req('POST', '/m/_validate/query?rewrite=true', { query: mlt })).body as AnyBody;
    const clauses = [...(v.explanations[0].explanation as string).matchAll(/\(?(\w+):(\w+)\)?(?:\^([\d.E-]+))?/g)].map((m) => ({ term: { [m[1]]: { value: m[2], boost: m[3] === undefined ? 1 : Number(m[3]) } } }));
    expect(clauses.length).toBe(4);
    const msm = (v.explanations[0].explanation as string).match(/~(\d+)$/)?.[1];
    expect(msm).toBe('2');
    const bool = { bool: { should: clauses, minimum_should_match: 2 } };
    const a = (await req('POST', '/m/_search', { query: mlt, explain: true })).body as AnyBody;
    const b = (await req('POST', '/m/_search', { query: bool, explain: true })).body as AnyBody;
    expect(hitsOf(a)).toEqual(hitsOf(b));
    expect(a.hits.hits.map((h: AnyBody) => h._explanation)).toEqual(b.hits.hits.map((h: AnyBody) => h._explanation));
  });

  it('min_term_freq 2 and min_doc_freq 5 by default; unlike terms are never chosen', async () => {
    const req = await corpus();
    const like = 'fox fox dog dog quick quick cats cats';
    const v = (await req('POST', '/m/_validate/query?rewrite=true', { query: { more_like_this: { fields: ['title'], like } } })).body as AnyBody;
    // docFreq: fox 5, dog 4 (dogs is another term), quick 3, cats 1: only fox reaches 5 docs.
    expect(v.explanations[0].explanation).toBe('title:fox');
    const u = (await req('POST', '/m/_validate/query?rewrite=true', { query: { more_like_this: { fields: ['title'], like, unlike: 'fox', min_doc_freq: 1 } } })).body as AnyBody;
    expect(termsOfRewrite(u.explanations[0].explanation).sort()).toEqual(['title:cats', 'title:dog', 'title:quick']);
  });

  it('equal scores: the queue keeps the words met first in Java HashMap order, not in term order', async () => {
    const { req } = testEngine();
    await req('PUT', '/h', { settings: { number_of_shards: 1 }, mappings: { _doc: { properties: { t: { type: 'text' } } } } });
    await req('PUT', '/h/_doc/1?refresh=true', { t: 'b p q' });
    // One each, in one doc: equal scores. A HashMap of 16 buckets holds p (112 & 15 = 0), q (1), b (2) in that order.
    const v = (await req('POST', '/h/_validate/query?rewrite=true', { query: { more_like_this: { fields: ['t'], like: 'b q p', min_term_freq: 1, min_doc_freq: 1, max_query_terms: 2 } } })).body as AnyBody;
    expect(termsOfRewrite(v.explanations[0].explanation).sort()).toEqual(['t:p', 't:q']);
    // The term vectors filter walks the terms in term order: b and p.
    const tv = (await req('POST', '/h/_doc/_termvectors', { doc: { t: 'b q p' }, filter: { max_num_terms: 2 } })).body as AnyBody;
    expect(Object.keys(tv.term_vectors.t.terms)).toEqual(['b', 'p']);
  });

  it('stop_words, min/max_word_length and max_query_terms', async () => {
    const req = await corpus();
    const base = { fields: ['title'], like: 'quick brown fox lazy dog', min_term_freq: 1, min_doc_freq: 1 };
    const rw = async (extra: object) => termsOfRewrite(((await req('POST', '/m/_validate/query?rewrite=true', { query: { more_like_this: { ...base, ...extra } } })).body as AnyBody).explanations[0].explanation).sort();
    expect(await rw({ stop_words: ['fox', 'dog'] })).toEqual(['title:brown', 'title:lazy', 'title:quick']);
    expect(await rw({ min_word_length: 4, max_word_length: 4 })).toEqual(['title:lazy']);
    expect((await rw({ max_query_terms: 2 })).length).toBe(2);
  });

  it('refuses what ES refuses', async () => {
    const req = await corpus();
    const err = async (mlt: object) => ((await req('POST', '/m/_search', { query: { more_like_this: mlt } })).body as AnyBody).error;
    expect((await err({ fields: ['title'] })).root_cause[0]).toMatchObject({ type: 'parsing_exception', reason: "more_like_this requires 'like' to be specified" });
    expect((await err({ like: 'x', fields: [] })).root_cause[0].reason).toBe("more_like_this requires 'fields' to be non-empty");
    expect((await err({ like: 'x', bogus: 1 })).root_cause[0].reason).toBe('[mlt] query does not support [bogus]');
    // doToQuery's IllegalArgumentException, wrapped by the shard as QueryShardContext.toQuery does.
    expect((await err({ like: 'x', fields: ['n'] })).caused_by.caused_by).toMatchObject({ type: 'illegal_argument_exception', reason: 'more_like_this only supports text/keyword fields: [n]' });
    expect((await err({ like: [{ _id: '1', doc: { title: 'x' } }] })).root_cause[0].reason).toBe('failed to parse More Like This item. either [id] or [doc] can be specified, but not both!');
    expect((await err({ like: [{ _index: 'm' }] })).root_cause[0].reason).toBe('failed to parse More Like This item. neither [id] nor [doc] is specified!');
    expect((await err({ like: [{ _id: '1', nope: 1 }] })).root_cause[0].reason).toBe('failed to parse More Like This item. unknown field [nope]');
    // fail_on_unsupported_field: false skips the numeric field (no fields left: nothing matches).
    const skipped = (await req('POST', '/m/_search', { query: { more_like_this: { like: 'fox', fields: ['n'], fail_on_unsupported_field: false } } })).body as AnyBody;
    expect(skipped.hits.total).toBe(0);
  });

  it('6.0 removed the `mlt` name and the like_text / ids / docs / min_word_len spellings: 6.8 refuses them', async () => {
    const req = await corpus();
    const err = async (query: object) => ((await req('POST', '/m/_search', { query })).body as AnyBody).error.root_cause[0].reason;
    expect(await err({ mlt: { like: 'fox' } })).toBe('no [query] registered for [mlt]');
    expect(await err({ more_like_this: { like: 'fox', min_word_len: 2 } })).toBe('[mlt] query does not support [min_word_len]');
    expect(await err({ more_like_this: { like_text: 'fox' } })).toBe('[mlt] query does not support [like_text]');
  });

  it('accepts 6.8\'s deprecated item names with a warning', async () => {
    const req = await corpus();
    const r = await req('POST', '/m/_search', { query: { more_like_this: { fields: ['title'], like: [{ _id: '3', _routing: '3' }], min_term_freq: 1, min_doc_freq: 1 } } });
    expect(r.warnings).toContain('Deprecated field [_routing] used, expected [routing] instead');
  });

  it('a liked document of another version, another routing or another index: fetched as the term vectors API would', async () => {
    const req = await corpus();
    const rw = async (like: object) => termsOfRewrite(((await req('POST', '/m/_validate/query?rewrite=true', { query: { more_like_this: { fields: ['title'], like: [like], min_term_freq: 1, min_doc_freq: 1 } } })).body as AnyBody).explanations[0].explanation);
    expect((await rw({ _id: '3', version: 1 })).length).toBeGreaterThan(0);
    // A version conflict fails the item, which the query skips: nothing is chosen.
    expect(await rw({ _id: '3', version: 7 })).toEqual([]);
    expect(await rw({ _id: 'nope' })).toEqual([]);
    await req('PUT', '/other/_doc/1?refresh=true', { title: 'lazy cats' });
    await req('POST', '/_aliases', { actions: [{ add: { index: 'other', alias: 'oth' } }] });
    expect((await rw({ _index: 'oth', _id: '1' })).sort()).toEqual(['title:cats', 'title:lazy']);
  });

  it('artificial documents and per_field_analyzer', async () => {
    const req = await corpus();
    const v = (await req('POST', '/m/_validate/query?rewrite=true', { query: { more_like_this: { fields: ['title'], like: [{ doc: { title: 'Lazy Cats' } }], min_term_freq: 1, min_doc_freq: 1 } } })).body as AnyBody;
    expect(termsOfRewrite(v.explanations[0].explanation).sort()).toEqual(['title:cats', 'title:lazy']);
    const k = (await req('POST', '/m/_validate/query?rewrite=true', { query: { more_like_this: { fields: ['title'], like: [{ doc: { title: 'lazy dog' }, per_field_analyzer: { title: 'keyword' } }], min_term_freq: 1, min_doc_freq: 1 } } })).body as AnyBody;
    // "lazy dog" as one keyword term is in no document: nothing is chosen and the query matches nothing.
    expect(k.explanations[0].explanation).toBe('like:null');
  });
});

describe('more_like_this and the term vectors filter share their term selection', () => {
  /** The filtered term vectors of a document, as field:term → score. */
  async function filtered(req: Awaited<ReturnType<typeof corpus>>, id: string, filter: object) {
    const tv = (await req('POST', `/m/_doc/${id}/_termvectors`, { fields: ['title'], filter })).body as AnyBody;
    return Object.keys(tv.term_vectors?.title?.terms ?? {}).map((t) => `title:${t}`).sort();
  }
  async function chosen(req: Awaited<ReturnType<typeof corpus>>, id: string, params: Record<string, number>) {
    const body = { query: { more_like_this: { fields: ['title'], like: [{ _id: id }], include: true, ...params } } };
    const v = (await req('POST', '/m/_validate/query?rewrite=true', body)).body as AnyBody;
    return termsOfRewrite(v.explanations[0].explanation).sort();
  }

  it('MLT chooses a document\'s filtered term vectors, for the same parameters', async () => {
    const req = await corpus();
    const cases = [
      { min_term_freq: 1, min_doc_freq: 1, max_doc_freq: 100, min_word_length: 0, max_word_length: 0, max: 25 },
      { min_term_freq: 2, min_doc_freq: 1, max_doc_freq: 100, min_word_length: 0, max_word_length: 0, max: 25 },
      { min_term_freq: 1, min_doc_freq: 2, max_doc_freq: 4, min_word_length: 4, max_word_length: 0, max: 25 },
      { min_term_freq: 1, min_doc_freq: 1, max_doc_freq: 100, min_word_length: 0, max_word_length: 4, max: 25 },
    ];
    for (const id of ['1', '2', '3', '5']) {
      for (const { max, ...c } of cases) {
        const tv = await filtered(req, id, { ...c, max_num_terms: max });
        expect(await chosen(req, id, { ...c, max_query_terms: max }), `doc ${id} ${JSON.stringify(c)}`).toEqual(tv);
      }
    }
  });

  it('for any document and parameters where the queue is not cut among equal scores', async () => {
    const req = await corpus();
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 7 }), fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 6 }), async (doc, mtf, mdf, mwl) => {
        const c = { min_term_freq: mtf, min_doc_freq: mdf, min_word_length: mwl };
        // A queue large enough for every term: no tie is decided by the order terms are met in.
        expect(await chosen(req, String(doc), { ...c, max_query_terms: 100 })).toEqual(await filtered(req, String(doc), { ...c, max_num_terms: 100 }));
      }),
      { numRuns: 25 },
    );
  });
});
