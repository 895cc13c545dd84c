import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testEngine, type AnyBody } from '../test-support/engine-harness';
import { avgFieldLength, bm25, idf, normCache, weightValue } from './bm25';
import { CommonTermsQuery } from './common-terms-query';

/**
 * Ten documents on one shard: `the` in 8 (common under a cutoff of 0.25: ceil(0.25 * 10) = 3), `fox` in 3, `quick`
 * in 2, `lazy` in 4 (common under an absolute cutoff of 3), `dog` in 1.
 */
const DOCS = [
  'the quick fox', 'the quick dog', 'the fox jumps', 'the lazy cat', 'the lazy fox',
  'the lazy cow', 'the lazy owl', 'the end', 'a quiet morning', 'nothing here',
];

async function indexed(mappings: Record<string, unknown> = { body: { type: 'text' } }) {
  const t = testEngine();
  await t.req('PUT', '/i', { settings: { number_of_shards: 1 }, mappings: { _doc: { properties: mappings } } });
  for (let i = 0; i < DOCS.length; i++) await t.req('PUT', `/i/_doc/${i + 1}`, { body: DOCS[i] });
  await t.req('POST', '/i/_refresh');
  const search = async (query: unknown, extra: Record<string, unknown> = {}) => (await t.req('GET', '/i/_search', { query, size: 20, ...extra })) as { status: number; body: AnyBody; warnings?: string[] };
  return { ...t, search };
}

const hits = (b: AnyBody) => b.hits.hits.map((h: AnyBody) => [h._id, h._score]);
const ids = (b: AnyBody) => b.hits.hits.map((h: AnyBody) => h._id).sort();
const terms = (words: string[], occur: 'should' | 'must' = 'should', msm?: number) =>
  ({ bool: { [occur]: words.map((w) => ({ term: { body: w } })), ...(msm !== undefined ? { minimum_should_match: msm } : {}) } });

describe('common query', () => {
  it('classifies a docFreq against the cutoff as Lucene does: float product, ceiling, Java\'s int cast', () => {
    const q = (cutoff: number) => new CommonTermsQuery('f', ['a', 'b'], { highFreqOccur: 'SHOULD', lowFreqOccur: 'SHOULD', maxTermFrequency: Math.fround(cutoff) });
    // 0.1f * 30 is 3.0 in float (3.0000000447 in double, whose ceiling would be 4)
    expect(q(0.1).isHighFrequency(4, 30)).toBe(true);
    expect(q(0.1).isHighFrequency(3, 30)).toBe(false);
    expect(q(0.01).isHighFrequency(2, 100)).toBe(true);
    expect(q(0.01).isHighFrequency(1, 100)).toBe(false);
    // from 1 up, an absolute count
    expect(q(2).isHighFrequency(3, 1000)).toBe(true);
    expect(q(2).isHighFrequency(2, 1000)).toBe(false);
    // (int) NaN is 0: every present term is common
    expect(q(NaN).isHighFrequency(1, 10)).toBe(true);
  });

  it('requires a rare term and scores common ones only where one matched, as the bool Lucene rewrites it to', async () => {
    const { search } = await indexed();
    const r = await search({ common: { body: { query: 'the quick fox', cutoff_frequency: 0.25 } } });
    const expected = await search({ bool: { must: terms(['quick', 'fox']), should: terms(['the']) } });
    expect(hits(r.body)).toEqual(hits(expected.body));
    expect(ids(r.body)).toEqual(['1', '2', '3', '5']);
    // BM25 sums, to the bit: doc 1 matches all three terms
    const parts = await Promise.all(['the', 'quick', 'fox'].map((w) => search({ term: { body: w } })));
    const of = (b: AnyBody, id: string) => Math.fround(b.hits.hits.find((h: AnyBody) => h._id === id)._score as number);
    const low = Math.fround(of(parts[1].body, '1') + of(parts[2].body, '1'));
    expect(Math.fround(of(r.body, '1'))).toBe(Math.fround(low + of(parts[0].body, '1')));
  });

  it('scores as BM25 worked out by hand: the rare term required, the common one added in float', async () => {
    const { search } = await indexed();
    const r = await search({ common: { body: { query: 'the end', cutoff_frequency: 0.25 } } });
    expect(ids(r.body)).toEqual(['8']);
    // 10 documents, 28 tokens; doc 8 is two tokens long (norm byte 2); `end` in 1 document, `the` in 8
    const norm = normCache(avgFieldLength(28, 10))[2];
    const score = (df: number) => bm25(weightValue(idf(df, 10), 1), 1, norm);
    expect(Math.fround(r.body.hits.hits[0]._score)).toBe(Math.fround(score(1) + score(8)));
  });

  it('explains the rewritten boolean: the rare terms summed, then the common one', async () => {
    const { search } = await indexed();
    const r = await search({ common: { body: { query: 'the quick fox', cutoff_frequency: 0.25 } } }, { explain: true });
    const doc1 = r.body.hits.hits.find((h: AnyBody) => h._id === '1')._explanation;
    expect(doc1.description).toBe('sum of:');
    expect(doc1.details).toHaveLength(2);
    expect(doc1.details[0].description).toBe('sum of:');
    expect(doc1.details[0].details.map((d: AnyBody) => d.description.split(' [')[0])).toEqual(['weight(body:quick in 0)', 'weight(body:fox in 0)']);
    expect(doc1.details[1].description).toMatch(/^weight\(body:the in 0\)/);
  });

  it('takes an absolute cutoff from 1 up, and the operators of each group', async () => {
    const { search } = await indexed();
    // lazy (4 docs) and the (8) are above 3: common; fox (3) is rare
    const r = await search({ common: { body: { query: 'the lazy fox', cutoff_frequency: 3 } } });
    expect(hits(r.body)).toEqual(hits((await search({ bool: { must: terms(['fox']), should: terms(['the', 'lazy']) } })).body));
    const and = await search({ common: { body: { query: 'the lazy fox', cutoff_frequency: 3, high_freq_operator: 'AND' } } });
    expect(hits(and.body)).toEqual(hits((await search({ bool: { must: terms(['fox']), should: terms(['the', 'lazy'], 'must') } })).body));
    const lowAnd = await search({ common: { body: { query: 'quick fox', cutoff_frequency: 3, low_freq_operator: 'and' } } });
    expect(ids(lowAnd.body)).toEqual(['1']);
  });

  it('makes common terms required when no rare term is left (unless their minimum_should_match says otherwise)', async () => {
    const { search } = await indexed();
    const r = await search({ common: { body: { query: 'the lazy', cutoff_frequency: 3 } } });
    expect(hits(r.body)).toEqual(hits((await search(terms(['the', 'lazy'], 'must'))).body));
    const one = await search({ common: { body: { query: 'the lazy', cutoff_frequency: 3, minimum_should_match: { high_freq: 1 } } } });
    expect(hits(one.body)).toEqual(hits((await search(terms(['the', 'lazy'], 'should', 1))).body));
  });

  it('applies minimum_should_match to the rare terms (a value, or low_freq)', async () => {
    const { search } = await indexed();
    const q = (msm: unknown) => search({ common: { body: { query: 'the quick fox dog', cutoff_frequency: 0.25, minimum_should_match: msm } } });
    const expected = await search({ bool: { must: terms(['quick', 'fox', 'dog'], 'should', 2), should: terms(['the']) } });
    expect(hits((await q(2)).body)).toEqual(hits(expected.body));
    expect(hits((await q('67%')).body)).toEqual(hits(expected.body));
    expect(hits((await q({ low_freq: '2' })).body)).toEqual(hits(expected.body));
    expect(ids((await q({ low_freq: 2 })).body)).toEqual(['1', '2']);
  });

  it('is a term query for one term, nothing for none; the short form and the field\'s search analyzer', async () => {
    const { search } = await indexed({ body: { type: 'text', search_analyzer: 'stop' } });
    expect(hits((await search({ common: { body: 'Quick' } })).body)).toEqual(hits((await search({ term: { body: 'quick' } })).body));
    expect((await search({ common: { body: 'the' } })).body.hits.total).toBe(0);
    expect((await search({ common: { body: { query: 'the', analyzer: 'standard' } } })).body.hits.total).toBe(8);
  });

  it('boosts, names, and reads disable_coord with 6.8\'s deprecation warning', async () => {
    const { search } = await indexed();
    const plain = await search({ common: { body: { query: 'the quick', cutoff_frequency: 0.25 } } });
    const r = await search({ common: { body: { query: 'the quick', cutoff_frequency: 0.25, boost: 2, _name: 'c', disable_coord: true } } });
    expect(r.warnings).toEqual(['Deprecated field [disable_coord] used, replaced by [disable_coord has been removed]']);
    expect(Math.fround(r.body.hits.hits[0]._score)).toBe(Math.fround(plain.body.hits.hits[0]._score * 2));
    expect(r.body.hits.hits[0].matched_queries).toEqual(['c']);
  });

  it('answers 6.8\'s errors', async () => {
    const { search } = await indexed();
    const err = async (query: unknown) => (await search(query)).body.error;
    expect(await err({ common: { body: { query: 'x', bogus: 1 } } })).toMatchObject({ type: 'parsing_exception', reason: '[common] query does not support [bogus]' });
    expect(await err({ common: { body: { query: 'x', minimum_should_match: { mid: 1 } } } })).toMatchObject({ reason: '[common] query does not support [mid] for [minimum_should_match]' });
    expect(await err({ common: { body: 'x', title: 'y' } })).toMatchObject({ reason: '[common] query doesn\'t support multiple fields, found [body] and [title]' });
    expect(await err({ common: { body: ['x'] } })).toMatchObject({ reason: '[common] query doesn\'t support multiple fields, found [body] and [body]' });
    expect(await err({ common: { body: { cutoff_frequency: 0.1 } } })).toMatchObject({ type: 'illegal_argument_exception', reason: 'text cannot be null' });
    expect(await err({ common: {} })).toMatchObject({ type: 'illegal_argument_exception', reason: 'field name is null or empty' });
    expect(await err({ common: { body: { query: 'x', low_freq_operator: 'xor' } } })).toMatchObject({ reason: 'No enum constant org.elasticsearch.index.query.Operator.XOR' });
    const shard = await err({ common: { body: { query: 'x', analyzer: 'nope' } } });
    expect(JSON.stringify(shard)).toContain('[common] analyzer [nope] not found');
  });

  it('prints as Lucene does: the query before the rewrite, the boolean after (validate), the rewrite in the profile', async () => {
    const t = await indexed();
    const q = { common: { body: { query: 'the quick fox', cutoff_frequency: 0.25 } } };
    const plain = (await t.req('GET', '/i/_validate/query?explain=true', { query: q })).body as AnyBody;
    expect(plain.explanations[0].explanation).toBe('body:the, body:quick, body:fox');
    const rewritten = (await t.req('GET', '/i/_validate/query?rewrite=true', { query: q })).body as AnyBody;
    expect(rewritten.explanations[0].explanation).toBe('+(body:quick body:fox) body:the');
    const profile = (await t.search(q, { profile: true })).body.profile.shards[0].searches[0].query[0];
    expect(profile.type).toBe('BooleanQuery');
    expect(profile.description).toBe('+(body:quick body:fox) body:the');
    const inBool = (await t.search({ bool: { must: q, filter: { term: { body: 'fox' } } } }, { profile: true })).body.profile.shards[0].searches[0].query[0];
    expect(inBool.description).toBe('+(+(body:quick body:fox) body:the) #body:fox');
    expect(inBool.children[0].description).toBe('+(body:quick body:fox) body:the');
  });

  it('splits the terms on each shard by that shard\'s own document frequencies', async () => {
    const t = testEngine();
    await t.req('PUT', '/s', { settings: { number_of_shards: 2 }, mappings: { _doc: { properties: { body: { type: 'text' } } } } });
    // two routing values that land on different shards
    const shardOf = async (routing: string) => {
      await t.req('PUT', `/s/_doc/probe?routing=${routing}&refresh`, { body: 'probe' });
      const r = (await t.req('GET', '/s/_search', { query: { term: { body: 'probe' } }, explain: true })).body as AnyBody;
      await t.req('DELETE', `/s/_doc/probe?routing=${routing}&refresh`);
      return r.hits.hits[0]._shard as string;
    };
    const first = await shardOf('r0');
    let other = 'r1';
    for (let i = 1; (await shardOf(other)) === first; i++) other = `r${i + 1}`;
    // x is common on the first shard (3 docs > 2), rare on the other (1 doc)
    for (const [id, body] of [['1', 'x'], ['2', 'x'], ['3', 'x'], ['4', 'x y']]) await t.req('PUT', `/s/_doc/${id}?routing=r0`, { body });
    await t.req('PUT', `/s/_doc/5?routing=${other}`, { body: 'x' });
    await t.req('POST', '/s/_refresh');
    const r = (await t.req('GET', '/s/_search', { query: { common: { body: { query: 'x y', cutoff_frequency: 2 } } } })).body as AnyBody;
    expect(ids(r)).toEqual(['4', '5']);
    // under dfs the split stays the shard's own, the scores take the summed statistics
    const dfs = async (query: unknown) => hits((await t.req('GET', '/s/_search?search_type=dfs_query_then_fetch', { query })).body as AnyBody);
    const common = await dfs({ common: { body: { query: 'x y', cutoff_frequency: 2 } } });
    const score = (h: unknown[][], id: string) => h.find((x) => x[0] === id)?.[1];
    expect(score(common, '4')).toBe(score(await dfs({ bool: { must: { term: { body: 'y' } }, should: { term: { body: 'x' } } } }), '4'));
    expect(score(common, '5')).toBe(score(await dfs({ term: { body: 'x' } }), '5'));
  });

  it('counts the hidden nested documents in the shard\'s maxDoc, as a Lucene reader does', async () => {
    const t = testEngine();
    await t.req('PUT', '/n', { settings: { number_of_shards: 1 }, mappings: { _doc: { properties: { body: { type: 'text' }, c: { type: 'nested' } } } } });
    const bodies = ['x', 'x', 'y', 'z'];
    for (let i = 0; i < bodies.length; i++) await t.req('PUT', `/n/_doc/${i + 1}`, { body: bodies[i], c: [{ v: 1 }, { v: 2 }] });
    await t.req('POST', '/n/_refresh');
    // maxDoc 12 (4 parents, 8 nested): ceil(0.2f * 12) = 3, so x (2 docs) is rare; over 4 docs it would be common
    const r = (await t.req('GET', '/n/_search', { query: { common: { body: { query: 'x y', cutoff_frequency: 0.2 } } } })).body as AnyBody;
    expect(ids(r)).toEqual(['1', '2', '3']);
    // under a nested query the reader is the same 12 documents: `a`, in 2 of the 8 children, is rare under 0.1
    // (ceil(1.2) = 2); over the children alone it would be common (ceil(0.8) = 1) and nothing would match
    await t.req('PUT', '/m', { settings: { number_of_shards: 1 }, mappings: { _doc: { properties: { c: { type: 'nested' } } } } });
    for (const [id, w] of [['1', 'a'], ['2', 'a'], ['3', 'b'], ['4', 'b']]) await t.req('PUT', `/m/_doc/${id}`, { c: [{ w }, { w: 'b' }] });
    await t.req('POST', '/m/_refresh');
    const nested = { nested: { path: 'c', query: { common: { 'c.w': { query: 'a zz', cutoff_frequency: 0.1 } } } } };
    expect(ids((await t.req('GET', '/m/_search', { query: nested })).body as AnyBody)).toEqual(['1', '2']);
  });

  it('highlights its terms on both sides of the cutoff', async () => {
    const { search } = await indexed();
    const r = await search({ common: { body: { query: 'the quick', cutoff_frequency: 0.25 } } }, { highlight: { fields: { body: {} } } });
    expect(r.body.hits.hits[0].highlight.body).toEqual(['<em>the</em> <em>quick</em> fox']);
  });

  it('with a cutoff above every term\'s frequency, is the bool of its terms with the same minimum_should_match', async () => {
    const words = ['a', 'b', 'c', 'd', 'e'];
    const t = testEngine();
    await t.req('PUT', '/p', { settings: { number_of_shards: 1 }, mappings: { _doc: { properties: { f: { type: 'text' } } } } });
    const docs = fc.sample(fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 6 }), { numRuns: 30, seed: 7 });
    for (let i = 0; i < docs.length; i++) await t.req('PUT', `/p/_doc/${i}`, { f: docs[i].join(' ') });
    await t.req('POST', '/p/_refresh');
    const run = async (query: unknown) => hits(((await t.req('GET', '/p/_search', { query, size: 50 })).body as AnyBody));
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom(...words), { minLength: 2, maxLength: 5 }), fc.integer({ min: 0, max: 3 }), async (q, msm) => {
        const common = await run({ common: { f: { query: q.join(' '), cutoff_frequency: 1000, minimum_should_match: msm } } });
        const bool = await run({ bool: { should: q.map((w) => ({ term: { f: w } })), minimum_should_match: msm } });
        expect(common).toEqual(bool);
      }),
      { numRuns: 40, seed: 11 },
    );
  });
});

describe('cutoff_frequency in match and multi_match', () => {
  it('splits the match\'s terms as a common query whose groups both take the operator', async () => {
    const { search } = await indexed();
    const match = await search({ match: { body: { query: 'the quick fox', cutoff_frequency: 0.25 } } });
    expect(hits(match.body)).toEqual(hits((await search({ common: { body: { query: 'the quick fox', cutoff_frequency: 0.25 } } })).body));
    const and = await search({ match: { body: { query: 'the lazy fox', cutoff_frequency: 3, operator: 'and' } } });
    expect(hits(and.body)).toEqual(hits((await search({ bool: { must: terms(['fox']), should: terms(['the', 'lazy'], 'must') } })).body));
    const msm = await search({ match: { body: { query: 'the quick fox dog', cutoff_frequency: 0.25, minimum_should_match: 2 } } });
    expect(ids(msm.body)).toEqual(['1', '2']);
  });

  it('applies per field in multi_match, and leaves one term a term query', async () => {
    const { search } = await indexed({ body: { type: 'text' }, title: { type: 'text' } });
    const mm = await search({ multi_match: { query: 'the quick fox', fields: ['body', 'title'], cutoff_frequency: 0.25 } });
    expect(hits(mm.body)).toEqual(hits((await search({ common: { body: { query: 'the quick fox', cutoff_frequency: 0.25 } } })).body));
    const one = await search({ match: { body: { query: 'the', cutoff_frequency: 0.01 } } });
    expect(one.body.hits.total).toBe(8);
  });
});
