import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testEngine, type AnyBody } from '../test-support/engine-harness';
import { selectTerms } from './terms-filter';
import { toLowerCaseJava } from '../analysis/java-chars';

const FILTER = { maxNumTerms: 25, minTermFreq: 0, maxTermFreq: 2 ** 31 - 1, minDocFreq: 0, maxDocFreq: 2 ** 31 - 1, minWordLength: 0, maxWordLength: 0 };

describe('terms filter', () => {
  it('scores with the classic idf over the field doc_count (docs example: 9.747255)', () => {
    const s = selectTerms([{ term: 'armored', freq: 1 }], () => 27, 176214, FILTER);
    expect(s.get('armored')).toBe(Math.fround(9.747255));
  });

  it('keeps the best max_num_terms: ties never evict, a better term evicts the heap top', () => {
    const terms = ['a', 'b', 'c', 'd'].map((term, i) => ({ term, freq: i === 3 ? 5 : 1 }));
    const s = selectTerms(terms, () => 1, 10, { ...FILTER, maxNumTerms: 2 });
    expect([...s.keys()].sort()).toEqual(['b', 'd']); // heap [a, b]: c ties (kept out), d replaces the top a
  });
});

describe('term vectors API', () => {
  it('statistics are per shard and routing selects the shard', async () => {
    const { req } = testEngine();
    await req('PUT', '/s', { settings: { number_of_shards: 2 }, mappings: { _doc: { properties: { t: { type: 'text', term_vector: 'yes' } } } } });
    await req('PUT', '/s/_doc/1?routing=a&refresh=true', { t: 'red fox' });
    await req('PUT', '/s/_doc/2?routing=a&refresh=true', { t: 'red dog' });
    await req('PUT', '/s/_doc/3?routing=b&refresh=true', { t: 'red cat' });
    const a = (await req('GET', '/s/_doc/1/_termvectors?routing=a&term_statistics=true')).body as AnyBody;
    expect(a.found).toBe(true);
    expect(a.term_vectors.t.terms.red.doc_freq).toBe(2);
    expect(a.term_vectors.t.terms.red.tokens).toBeUndefined(); // term_vector: yes stores no positions
    const b = (await req('GET', '/s/_doc/3/_termvectors?routing=b&term_statistics=true')).body as AnyBody;
    expect(b.term_vectors.t.terms.red.doc_freq).toBe(1);
    expect((await req('GET', '/s/_doc/1/_termvectors?routing=b')).body).toMatchObject({ found: false, _version: 0 });
  });

  it('the deprecated _termvector spelling answers the same with ES\'s warning', async () => {
    const { req } = testEngine();
    await req('PUT', '/d/_doc/1', { t: 'x' });
    const r = await req('GET', '/d/_doc/1/_termvector?fields=t');
    expect(r.warnings).toEqual(['[GET /{index}/{type}/{id}/_termvector] is deprecated! Use [GET /{index}/{type}/{id}/_termvectors] instead.']);
    expect((r.body as AnyBody).term_vectors.t.terms.x.term_freq).toBe(1);
  });

  it('rejects unknown members and doc together with an id', async () => {
    const { req } = testEngine();
    await req('PUT', '/e/_doc/1', { t: 'x' });
    const u = await req('GET', '/e/_doc/1/_termvectors', { foo: 1 });
    expect((u.body as AnyBody).error).toMatchObject({ type: 'parse_exception', reason: 'failed to parse term vectors request. unknown field [foo]' });
    const both = await req('GET', '/e/_doc/1/_termvectors', { doc: { t: 'y' } });
    expect((both.body as AnyBody).error.reason).toBe('failed to parse term vectors request. either [id] or [doc] can be specified, but not both!');
  });

  it('property: generated offsets cut the source into each token and positions agree with _analyze', async () => {
    const { req } = testEngine();
    await req('PUT', '/p', { mappings: { _doc: { properties: { t: { type: 'text' } } } } });
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }), async (text) => {
        const tv = (await req('POST', '/p/_doc/_termvectors', { doc: { t: text }, fields: ['t'] })).body as AnyBody;
        const an = ((await req('GET', '/p/_analyze', { field: 't', text })).body as AnyBody).tokens as Array<{ token: string; position: number; start_offset: number; end_offset: number }>;
        const fromTv: string[] = [];
        for (const [term, e] of Object.entries((tv.term_vectors.t?.terms ?? {}) as Record<string, { tokens: Array<{ position: number; start_offset: number; end_offset: number }> }>)) {
          for (const tok of e.tokens) {
            // The offsets cut the UTF-16 source into the token's original text (before lower-casing).
            expect(toLowerCaseJava(text.slice(tok.start_offset, tok.end_offset))).toBe(term);
            fromTv.push(`${tok.position}:${term}:${tok.start_offset}`);
          }
        }
        expect(fromTv.sort()).toEqual(an.map((t) => `${t.position}:${t.token}:${t.start_offset}`).sort());
      }),
      { numRuns: 150 },
    );
  });
});
