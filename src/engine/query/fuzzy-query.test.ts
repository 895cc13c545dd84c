import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testEngine, type AnyBody } from '../test-support/engine-harness';
import { FuzzyQuery } from './fuzzy-query';

async function setup() {
  const t = testEngine();
  await t.req('PUT', '/f', { settings: { number_of_shards: 1 }, mappings: { _doc: { properties: { t: { type: 'text' }, n: { type: 'long' } } } } });
  const docs = ['quick brown', 'quack', 'quick', 'quiet'];
  for (let i = 0; i < docs.length; i++) await t.req('PUT', `/f/_doc/${i + 1}`, { t: docs[i] });
  await t.req('POST', '/f/_refresh');
  return t;
}

const scoresById = (b: AnyBody) => Object.fromEntries(b.hits.hits.map((h: AnyBody) => [h._id, h._score]));

describe('fuzzy query (Lucene 7.7 FuzzyQuery, TopTermsBlendedFreqScoringRewrite)', () => {
  it('scores each term with the largest document frequency of the expanded terms and its own boost', async () => {
    const { req } = await setup();
    const r = await req('GET', '/f/_search', { query: { fuzzy: { t: { value: 'quick', fuzziness: 1 } } } });
    expect(r.status).toBe(200);
    const s = scoresById(r.body);
    // quick (exact, boost 1, df 2) in docs 1 and 3; quack (1 edit, boost 1 - 1/5 = 0.8) in doc 2; quiet is 2 edits away.
    expect(Object.keys(s).sort()).toEqual(['1', '2', '3']);
    // Blended: quack is scored with quick's df (2), so in doc 2 (one term, as doc 3) it scores as `quick` boosted 0.8.
    const asQuick = await req('GET', '/f/_search', { query: { term: { t: { value: 'quick', boost: Math.fround(0.8) } } } });
    expect(s['2']).toBe(scoresById(asQuick.body)['3']);
    const plain = await req('GET', '/f/_search', { query: { term: { t: 'quick' } } });
    expect(s['3']).toBe(scoresById(plain.body)['3']);
    expect(s['1']).toBe(scoresById(plain.body)['1']);
  });

  it('explains the rewritten term with its boost and blended docFreq', async () => {
    const { req } = await setup();
    const r = await req('GET', '/f/_doc/2/_explain', { query: { fuzzy: { t: { value: 'quick', fuzziness: 1 } } } });
    const text = JSON.stringify(r.body);
    expect(text).toContain('weight(t:quack in');
    expect(text).toContain('"value":2,"description":"docFreq"');
    expect(text).toContain('"description":"boost"');
  });

  it('reads fuzziness as ES 6.8 does: AUTO by length, numbers capped at 2, transpositions off by default', async () => {
    const { req } = await setup();
    const ids = async (q: unknown) => ((await req('GET', '/f/_search', { query: q })).body as AnyBody).hits.hits.map((h: AnyBody) => h._id).sort();
    // AUTO: "quikc" (5 code points) allows 1 edit; a swap costs 2 without transpositions.
    expect(await ids({ fuzzy: { t: 'qiuck' } })).toEqual([]);
    expect(await ids({ fuzzy: { t: { value: 'qiuck', transpositions: true } } })).toEqual(['1', '3']);
    expect(await ids({ fuzzy: { t: { value: 'qiuck', fuzziness: '3' } } })).toEqual(['1', '2', '3']);
    expect(await ids({ fuzzy: { t: { value: 'quick', fuzziness: 0 } } })).toEqual(['1', '3']);
    expect(await ids({ fuzzy: { t: { value: 'quick', fuzziness: 'AUTO:6,7' } } })).toEqual(['1', '3']);
    // prefix_length: the first code points must be equal.
    expect(await ids({ fuzzy: { t: { value: 'quick', fuzziness: 2, prefix_length: 3 } } })).toEqual(['1', '3', '4']);
    // max_expansions keeps the best terms: quick (boost 1) before quack.
    expect(await ids({ fuzzy: { t: { value: 'quick', fuzziness: 1, max_expansions: 1 } } })).toEqual(['1', '3']);
  });

  it('is highlighted on the terms it expands to', async () => {
    const { req } = await setup();
    const r = await req('GET', '/f/_search', { query: { fuzzy: { t: { value: 'quick', fuzziness: 1 } } }, highlight: { fields: { t: {} } } });
    const byId = Object.fromEntries((r.body as AnyBody).hits.hits.map((h: AnyBody) => [h._id, h.highlight?.t]));
    expect(byId['2']).toEqual(['<em>quack</em>']);
    expect(byId['1']).toEqual(['<em>quick</em> brown']);
  });

  it('answers ES errors', async () => {
    const { req } = await setup();
    const err = async (q: unknown) => {
      const r = await req('GET', '/f/_search', { query: q });
      const b = r.body as AnyBody;
      return [r.status, b.error.root_cause[0].type, b.error.root_cause[0].reason];
    };
    expect(await err({ fuzzy: { t: { fuzziness: 1 } } })).toEqual([400, 'parsing_exception', 'No value specified for fuzzy query']);
    expect(await err({ fuzzy: { t: { value: 'x', bogus: 1 } } })).toEqual([400, 'parsing_exception', '[fuzzy] query does not support [bogus]']);
    // Raised while building the shard's query: a query_shard_exception caused by it.
    const numeric = ((await req('GET', '/f/_search', { query: { fuzzy: { n: 12 } } })).body as AnyBody).error.failed_shards[0].reason;
    expect(numeric.type).toBe('query_shard_exception');
    expect(numeric.caused_by).toEqual({ type: 'illegal_argument_exception', reason: 'Can only use fuzzy queries on keyword and text fields - not on [n] which is of type [long]' });
    expect((await err({ fuzzy: { t: { value: 'x', fuzziness: 'AUTO:1' } } }))[2]).toBe('failed to find low and high distance values');
  });
});

describe('fuzziness in match and multi_match (MatchQuery.blendTermQuery)', () => {
  it('turns each analysed term into a fuzzy query with transpositions on by default', async () => {
    const { req } = await setup();
    const search = async (q: unknown) => (await req('GET', '/f/_search', { query: q })).body as AnyBody;
    const fuzzyScores = scoresById(await search({ bool: { should: [{ fuzzy: { t: { value: 'qiuck', transpositions: true } } }, { fuzzy: { t: { value: 'brwn', transpositions: true } } }] } }));
    const matched = scoresById(await search({ match: { t: { query: 'QIUCK brwn', fuzziness: 'AUTO' } } }));
    expect(matched).toEqual(fuzzyScores);
    expect(Object.keys(matched).sort()).toEqual(['1', '3']);
    expect(scoresById(await search({ match: { t: { query: 'qiuck', fuzziness: 1, fuzzy_transpositions: false } } }))).toEqual({});
    const mm = scoresById(await search({ multi_match: { query: 'qiuck', fields: ['t'], fuzziness: 1 } }));
    expect(Object.keys(mm).sort()).toEqual(['1', '3']);
  });

  it('refuses fuzziness where ES does', async () => {
    const { req } = await setup();
    const r = await req('GET', '/f/_search', { query: { multi_match: { query: 'x', fields: ['t'], type: 'phrase', fuzziness: 1 } } });
    expect((r.body as AnyBody).error.root_cause[0]).toMatchObject({ type: 'parsing_exception', reason: 'Fuzziness not allowed for type [phrase]' });
    const n = await req('GET', '/f/_search', { query: { match: { n: { query: 12, fuzziness: 1 } } } });
    expect((n.body as AnyBody).error.failed_shards[0].reason.caused_by.reason).toBe('Can only use fuzzy queries on keyword and text fields - not on [n] which is of type [long]');
  });
});

/** Every string within `k` edits of `s` over `alphabet` (insert, delete, substitute, and swapping two neighbours). */
function neighbourhood(s: string, k: number, alphabet: string[], transpositions: boolean): Set<string> {
  let frontier = new Set([s]);
  const all = new Set([s]);
  for (let step = 0; step < k; step++) {
    const next = new Set<string>();
    for (const w of frontier) {
      const c = [...w];
      for (let i = 0; i <= c.length; i++) {
        for (const a of alphabet) next.add([...c.slice(0, i), a, ...c.slice(i)].join(''));
        if (i < c.length) {
          next.add([...c.slice(0, i), ...c.slice(i + 1)].join(''));
          for (const a of alphabet) next.add([...c.slice(0, i), a, ...c.slice(i + 1)].join(''));
          if (transpositions && i + 1 < c.length) next.add([...c.slice(0, i), c[i + 1], c[i], ...c.slice(i + 2)].join(''));
        }
      }
    }
    for (const w of next) all.add(w);
    frontier = next;
  }
  return all;
}

describe('fuzzy term matching equals a brute-force edit neighbourhood', () => {
  const alphabet = ['a', 'b', 'é'];
  const word = fc.array(fc.constantFrom(...alphabet), { maxLength: 5 }).map((a) => a.join(''));
  // An empty term matches only itself (FuzzyQuery: a prefix as long as the term means the term alone).
  const text = fc.array(fc.constantFrom(...alphabet), { minLength: 1, maxLength: 5 }).map((a) => a.join(''));
  it('Damerau (one edit, with transpositions) and Levenshtein (up to two edits)', () => {
    fc.assert(
      fc.property(text, word, fc.boolean(), (text, term, two) => {
        const transpositions = !two;
        const k = two ? 2 : 1;
        const q = new FuzzyQuery('f', text, k, 0, 50, transpositions);
        expect(q.matches(term)).toBe(neighbourhood(text, k, alphabet, transpositions).has(term));
      }),
    );
  });
});
