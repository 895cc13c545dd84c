import { describe, expect, it } from 'vitest';
import { testEngine, type AnyBody } from '../../test-support/engine-harness';

const suggest = (r: { body: unknown }) => (r.body as AnyBody).suggest;

describe('term suggester', () => {
  it('suggests index terms within the edit distance for missing tokens, best score then frequency first', async () => {
    const { req } = testEngine();
    await req('PUT', '/t', { settings: { number_of_shards: 2 } });
    for (const [i, body] of ['Amsterdam meetup', 'amsterdam', 'rotterdam meetups', 'meetup'].entries()) await req('PUT', `/t/_doc/${i}`, { body });
    await req('POST', '/t/_refresh');
    const r = await req('POST', '/t/_search', { size: 0, suggest: { s: { text: 'The Amsterdma meetpu', term: { field: 'body' } } } });
    const entries = suggest(r).s;
    expect(entries.map((e: AnyBody) => [e.text, e.offset, e.length])).toEqual([['the', 0, 3], ['amsterdma', 4, 9], ['meetpu', 14, 6]]);
    expect(entries[0].options).toEqual([]);
    expect(entries[1].options[0]).toEqual({ text: 'amsterdam', score: 0.8888889, freq: 2 });
    expect(entries[2].options.map((o: AnyBody) => o.text)).toEqual(['meetup', 'meetups']);
    // An existing term gets nothing under `missing`, candidates under `always`.
    const always = await req('POST', '/t/_search', { size: 0, suggest: { s: { text: 'meetup', term: { field: 'body', suggest_mode: 'always' } } } });
    expect(suggest(always).s[0].options.map((o: AnyBody) => o.text)).toEqual(['meetups']);
    const url = await req('GET', '/t/_search?size=0&suggest_field=body&suggest_text=meetpu&suggest_size=1');
    expect(suggest(url).body[0].options).toHaveLength(1);
  });

  it('refuses unknown options and an unknown suggester', async () => {
    const { req } = testEngine();
    await req('PUT', '/t', {});
    const bad = await req('POST', '/t/_search', { suggest: { s: { text: 'x', term: { field: 'body', foo: 1 } } } });
    expect((bad.body as AnyBody).error.reason).toBe("suggester[term] doesn't support field [foo]");
    const unknown = await req('POST', '/t/_search', { suggest: { s: { text: 'x', nope: { field: 'body' } } } });
    expect((unknown.body as AnyBody).error.reason).toBe('unable to parse SuggestionBuilder with name [nope]: parser not found');
    const noText = await req('POST', '/t/_search', { suggest: { s: { term: { field: 'body' } } } });
    expect((noText.body as AnyBody).error.reason).toBe('The required text option is missing');
  });
});

describe('completion suggester', () => {
  async function withCompletion() {
    const t = testEngine();
    await t.req('PUT', '/c', { mappings: { _doc: { properties: {
      s: { type: 'completion' },
      ctx: { type: 'completion', contexts: [{ name: 'color', type: 'category' }, { name: 'loc', type: 'geo', precision: '5km', path: 'where' }] },
      where: { type: 'geo_point' },
    } } } });
    return t;
  }

  it('renders its mapping as ES does', async () => {
    const { req } = await withCompletion();
    const m = (await req('GET', '/c/_mapping')).body as AnyBody;
    expect(m.c.mappings._doc.properties.s).toEqual({ type: 'completion', analyzer: 'simple', preserve_separators: true, preserve_position_increments: true, max_input_length: 50 });
    expect(m.c.mappings._doc.properties.ctx.contexts).toEqual([{ name: 'color', type: 'CATEGORY' }, { name: 'loc', type: 'GEO', precision: 6, path: 'where' }]);
  });

  it('finds suggestions by analysed prefix, best weight first, one per document, with the source', async () => {
    const { req } = await withCompletion();
    await req('PUT', '/c/_doc/1', { s: [{ input: 'Nevermind', weight: 5 }, { input: 'Nirvana', weight: 9 }], n: 1 });
    await req('PUT', '/c/_doc/2', { s: { input: ['Nevada', 'nothing'], weight: 7 } });
    await req('PUT', '/c/_doc/3', { s: 'nevada' });
    await req('POST', '/c/_refresh');
    const r = await req('POST', '/c/_search', { _source: ['n'], suggest: { x: { prefix: 'ne', completion: { field: 's' } } } });
    const options = suggest(r).x[0].options;
    expect(options.map((o: AnyBody) => [o.text, o._id, o._score])).toEqual([['Nevada', '2', 7], ['Nevermind', '1', 5], ['nevada', '3', 1]]);
    expect(options[1]._source).toEqual({ n: 1 });
    const dedup = await req('POST', '/c/_search', { suggest: { x: { prefix: 'nev', completion: { field: 's', skip_duplicates: true, size: 1 } } } });
    expect(suggest(dedup).x[0].options.map((o: AnyBody) => o.text)).toEqual(['Nevada']);
    const fuzzy = await req('POST', '/c/_search', { suggest: { x: { prefix: 'nirv', completion: { field: 's', fuzzy: { fuzziness: 1 } } } } });
    expect(suggest(fuzzy).x[0].options.map((o: AnyBody) => o.text)).toEqual(['Nirvana']);
    const regex = await req('POST', '/c/_search', { suggest: { x: { regex: 'n[aeiou]v', completion: { field: 's' } } } });
    expect(suggest(regex).x[0].options.map((o: AnyBody) => o.text)).toEqual(['Nevada', 'Nevermind', 'nevada']);
  });

  it('filters and boosts by category and geo contexts', async () => {
    const { req } = await withCompletion();
    await req('PUT', '/c/_doc/1', { ctx: { input: 'red shoes', weight: 2, contexts: { color: 'red' } }, where: { lat: 52.22, lon: 4.53 } });
    await req('PUT', '/c/_doc/2', { ctx: { input: 'blue shoes', weight: 3, contexts: { color: ['blue', 'navy'] } }, where: { lat: 53.31, lon: 13.24 } });
    await req('POST', '/c/_refresh');
    const run = async (contexts: unknown) => suggest(await req('POST', '/c/_search', { suggest: { x: { text: 'sh', completion: { field: 'ctx', contexts } } } }));
    expect((await run({ color: 'red' })).x[0].options.map((o: AnyBody) => o.text)).toEqual([]);
    const prefix = suggest(await req('POST', '/c/_search', { suggest: { x: { text: 'red', completion: { field: 'ctx', contexts: { color: [{ context: 'red', boost: 4 }, 'navy'] } } } } }));
    expect(prefix.x[0].options.map((o: AnyBody) => [o.text, o._score, o.contexts])).toEqual([['red shoes', 8, { color: ['red'] }]]);
    const near = suggest(await req('POST', '/c/_search', { suggest: { x: { text: 'blue', completion: { field: 'ctx', contexts: { loc: { lat: 53.312, lon: 13.241 } } } } } }));
    expect(near.x[0].options.map((o: AnyBody) => o.text)).toEqual(['blue shoes']);
    const far = suggest(await req('POST', '/c/_search', { suggest: { x: { text: 'blue', completion: { field: 'ctx', contexts: { loc: { lat: 40, lon: -3 } } } } } }));
    expect(far.x[0].options).toEqual([]);
    const unknown = await req('POST', '/c/_search', { suggest: { x: { text: 'b', completion: { field: 'ctx', contexts: { size: 'x' } } } } });
    expect(JSON.stringify(unknown.body)).toContain('Unknown context name [size], must be one of [color, loc]');
    const notCompletion = await req('POST', '/c/_search', { suggest: { x: { text: 'b', completion: { field: 'where' } } } });
    expect(JSON.stringify(notCompletion.body)).toContain('Field [where] is not a completion suggest field');
  });
});

describe('phrase suggester', () => {
  async function withShingles() {
    const t = testEngine();
    await t.req('PUT', '/p', {
      settings: {
        number_of_shards: 1,
        analysis: {
          analyzer: { trigram: { tokenizer: 'standard', filter: ['lowercase', 'shingle3'] }, bigram_only: { tokenizer: 'standard', filter: ['lowercase', 'bigrams'] } },
          filter: { shingle3: { type: 'shingle', min_shingle_size: 2, max_shingle_size: 3 }, bigrams: { type: 'shingle', output_unigrams: false } },
        },
      },
      mappings: { _doc: { properties: { title: { type: 'text', fields: { tri: { type: 'text', analyzer: 'trigram' }, bi: { type: 'text', analyzer: 'bigram_only' } } } } } },
    });
    const titles = ['nobel prize', 'noble warriors', 'nobel prize winners', 'the noble gases', 'nobel peace prize'];
    await t.req('POST', '/p/_bulk?refresh=true', titles.flatMap((title) => [{ index: { _type: '_doc' } }, { title }]));
    return t;
  }

  it('corrects misspelled words by the n-gram model, with highlighting', async () => {
    const { req } = await withShingles();
    const r = await req('POST', '/p/_search', { size: 0, suggest: { text: 'nobbel prize', s: { phrase: {
      field: 'title.tri', size: 2, direct_generator: [{ field: 'title.tri', suggest_mode: 'always' }], highlight: { pre_tag: '<em>', post_tag: '</em>' },
    } } } });
    const entry = suggest(r).s[0];
    expect([entry.text, entry.offset, entry.length]).toEqual(['nobbel prize', 0, 12]);
    expect(entry.options[0].text).toBe('nobel prize');
    expect(entry.options[0].highlighted).toBe('<em>nobel</em> prize');
    expect(entry.options[0].score).toBeGreaterThan(0);
  });

  it("refuses a field without unigrams for the default generator, and collate by name", async () => {
    const { req } = await withShingles();
    const r = await req('POST', '/p/_search', { suggest: { text: 'noble prize', s: { phrase: { field: 'title.bi' } } } });
    expect(JSON.stringify(r.body)).toContain("since it doesn't emit unigrams");
    const ok = await req('POST', '/p/_search', { suggest: { text: 'noble prize', s: { phrase: { field: 'title.bi', force_unigrams: false } } } });
    expect(ok.status).toBe(200);
    const collate = await req('POST', '/p/_search', { suggest: { text: 'noble prize', s: { phrase: { field: 'title', collate: { query: { match: { title: '{{suggestion}}' } } } } } } });
    expect(JSON.stringify(collate.body)).toContain('[collate] is not supported by Searchpad yet');
    const typed = await req('POST', '/p/_search?typed_keys=true', { suggest: { text: 'noble', a: { phrase: { field: 'title' } }, b: { term: { field: 'title' } } } });
    expect(Object.keys(suggest(typed))).toEqual(['phrase#a', 'term#b']);
  });
});
