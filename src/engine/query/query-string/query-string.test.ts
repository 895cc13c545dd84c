import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { testEngine, type AnyBody } from '../../test-support/engine-harness';

async function books() {
  const t = testEngine();
  await t.req('PUT', '/b', {
    settings: { number_of_shards: 1, analysis: { analyzer: { stems: { tokenizer: 'standard', filter: ['lowercase', 'keyword_repeat', 'porter_stem', 'unique_stem'] } }, filter: { unique_stem: { type: 'unique', only_on_same_position: true } } } },
    mappings: { _doc: { properties: { title: { type: 'text' }, body: { type: 'text', search_analyzer: 'stems' }, n: { type: 'integer' }, k: { type: 'keyword' }, d: { type: 'date' } } } },
  });
  await t.req('PUT', '/b/_doc/1', { title: 'The Quick brown fox', body: 'the fox runs across the street', n: 5, k: 'Alpha', d: '2017-09-01' });
  await t.req('PUT', '/b/_doc/2', { title: 'Quick brown rabbits', body: 'run rabbit run', n: 10, k: 'beta', d: '2017-09-05' });
  await t.req('PUT', '/b/_doc/3?refresh=true', { title: 'lazy dogs', body: 'sleeping', n: 15, k: 'gamma' });
  return t;
}
const explain = async (req: ReturnType<typeof testEngine>['req'], query: unknown) =>
  ((await req('POST', '/b/_validate/query?explain=true', { query })).body as AnyBody).explanations[0].explanation as string;
const ids = async (req: ReturnType<typeof testEngine>['req'], query: unknown) =>
  (((await req('POST', '/b/_search', { query })).body as AnyBody).hits.hits as Array<{ _id: string }>).map((h) => h._id).sort();

describe('query_string (ES 6.8 QueryStringQueryParser over the mapping)', () => {
  it('builds the Lucene query ES builds: fields and boosts, operators, ranges, prefix, fuzzy, _exists_', async () => {
    const { req } = await books();
    expect(await explain(req, { query_string: { query: 'quick fox', fields: ['title^2', 'k'] } })).toBe('((title:quick title:fox)^2.0 | k:quick fox)');
    expect(await explain(req, { query_string: { query: 'title:quick AND -k:beta', default_operator: 'AND' } })).toBe('+title:quick -k:beta');
    expect(await explain(req, { query_string: { query: 'n:>=10', default_field: 'title' } })).toBe('n:[10 TO 2147483647]');
    expect(await explain(req, { query_string: { query: 'title:Qu* k:Al*' } })).toBe('title:qu* k:Al*');
    expect(await explain(req, { query_string: { query: 'title:quikc~1' } })).toBe('title:quikc~1');
    expect(await ids(req, { query_string: { query: 'title:quikc~1' } })).toEqual(['1', '2']);
    expect(await ids(req, { query_string: { query: '_exists_:d' } })).toEqual(['1', '2']);
    expect(await ids(req, { query_string: { query: 'd:[2017-09-02 TO *]' } })).toEqual(['2']);
    expect(await ids(req, { query_string: { query: 'n:{5 TO 15}' } })).toEqual(['2']);
    expect(await ids(req, { query_string: { query: 'title:"quick brown"' } })).toEqual(['1', '2']);
    expect(await ids(req, { query_string: { query: 'title:"brown quick"~2' } })).toEqual(['1', '2']);
    expect(await ids(req, { query_string: { query: 'k:/[ab].*/' } })).toEqual(['2']);
    expect(await ids(req, { query_string: { query: 'quick brown', minimum_should_match: 2, default_field: 'title' } })).toEqual(['1', '2']);
    expect(await ids(req, { query_string: { query: '-title:quick' } })).toEqual(['3']);
  });

  it('reads allow_leading_wildcard, escape, phrase_slop, type and tie_breaker', async () => {
    const { req } = await books();
    const leading = await req('POST', '/b/_search', { query: { query_string: { query: '*ox', allow_leading_wildcard: false } } });
    expect((leading.body as AnyBody).error.failed_shards[0].reason.caused_by.reason).toBe("Cannot parse '*ox': '*' or '?' not allowed as first character in WildcardQuery");
    expect(await ids(req, { query_string: { query: '*ox', default_field: 'title' } })).toEqual(['1']);
    expect(await explain(req, { query_string: { query: 'quick (fox)', escape: true, default_field: 'title' } })).toBe('title:quick title:fox');
    expect(await explain(req, { query_string: { query: '"quick fox"', phrase_slop: 2, default_field: 'title' } })).toBe('title:"quick fox"~2');
    expect(await explain(req, { query_string: { query: 'quick fox', type: 'phrase', default_field: 'title' } })).toBe('title:"quick fox"');
    expect(await explain(req, { query_string: { query: 'quick', fields: ['title', 'body'], tie_breaker: 0.3 } })).toBe('(title:quick | body:quick)~0.3');
    expect(await explain(req, { query_string: { query: 'quick', fields: ['title', 'body'], type: 'most_fields' } })).toBe('(title:quick | body:quick)~1.0');
  });

  it('quote_field_suffix sends quoted text to `<field><suffix>` when it exists', async () => {
    const { req } = testEngine();
    await req('PUT', '/q', { mappings: { _doc: { properties: { t: { type: 'text', fields: { exact: { type: 'text', analyzer: 'whitespace' } } } } } } });
    await req('PUT', '/q/_doc/1?refresh=true', { t: 'Running fast' });
    const count = async (query: unknown) => ((await req('POST', '/q/_count', { query })).body as AnyBody).count;
    expect(await count({ query_string: { query: 'running', fields: ['t'], quote_field_suffix: '.exact' } })).toBe(1);
    expect(await count({ query_string: { query: '"running"', fields: ['t'], quote_field_suffix: '.exact' } })).toBe(0);
    expect(await count({ query_string: { query: '"Running"', default_field: 't', quote_field_suffix: '.exact' } })).toBe(1);
    expect(await count({ simple_query_string: { query: '"running"', fields: ['t'], quote_field_suffix: '.exact' } })).toBe(0);
  });

  it('is lenient on all fields (`*`) unless told, strict on a named field; its errors are query_shard_exception', async () => {
    const { req } = await books();
    expect(await ids(req, { query_string: { query: 'fox' } })).toEqual(['1']);
    const strict = await req('POST', '/b/_search', { query: { query_string: { query: 'foo', default_field: 'n' } } });
    expect(strict.status).toBe(400);
    const r = await req('POST', '/b/_search', { query: { query_string: { query: 'title:(quick' } } });
    expect(r.status).toBe(400);
    const cause = (r.body as AnyBody).error.failed_shards[0].reason;
    expect(cause.type).toBe('query_shard_exception');
    expect(cause.reason).toBe('Failed to parse query [title:(quick]');
    expect(cause.caused_by.type).toBe('parse_exception');
    expect(cause.caused_by.reason).toMatch(/^Cannot parse 'title:\(quick': Encountered "<EOF>" at line 1, column 12\./);
    const v = (await req('POST', '/b/_validate/query?explain=true', { query: { query_string: { query: 'title:(quick' } } })).body as AnyBody;
    expect(v.valid).toBe(false);
    // getDetailedMessage: the Lucene cause printed by its toString, which ends the chain.
    expect(v.explanations[0].error).toMatch(/^org\.elasticsearch\.index\.query\.QueryShardException: Failed to parse query \[title:\(quick\]; org\.apache\.lucene\.queryparser\.classic\.ParseException: Cannot parse 'title:\(quick': Encountered "<EOF>" at line 1, column 12\.\nWas expecting one of:\n[^;]*$/);
    const many = await req('POST', '/b/_search', { query: { query_string: { query: Array.from({ length: 1025 }, (_, i) => `+t${i}`).join(' ') } } });
    const manyCause = (many.body as AnyBody).error.failed_shards[0].reason.caused_by;
    expect(manyCause.reason).toMatch(/^Cannot parse '\+t0 .*': too many boolean clauses$/);
    expect(manyCause.caused_by).toMatchObject({ type: 'too_many_clauses', reason: 'maxClauseCount is set to 1024' });
    const bad = await req('POST', '/b/_search', { query: { query_string: { query: 'x', bogus: 1 } } });
    expect((bad.body as AnyBody).error.reason).toBe('[query_string] query does not support [bogus]');
  });

  it('q= is a query_string with df, analyzer, default_operator and lenient', async () => {
    const { req } = await books();
    const count = async (q: string) => ((await req('GET', `/b/_count?${q}`)).body as AnyBody).count;
    expect(await count('q=quick%20brown&df=title&default_operator=AND')).toBe(2);
    expect(await count('q=title:quick%20-title:fox')).toBe(1);
    expect(await count('q=title:QUICK')).toBe(2);
    expect(await count('q=body:runs&analyzer=stems')).toBe(2);
  });
});

describe('stacked tokens: SynonymQuery (Lucene 7.7)', () => {
  it('scores the position as one pseudo-term: max docFreq, summed freqs; prints Synonym(...)', async () => {
    const { req } = await books();
    const q = { match: { body: 'runs' } };
    expect(await explain(req, q)).toBe('Synonym(body:run body:runs)');
    const r = (await req('POST', '/b/_search', { query: q, explain: true })).body as AnyBody;
    expect(r.hits.hits.map((h: AnyBody) => h._id)).toEqual(['2', '1']);
    const top = r.hits.hits[0]._explanation;
    expect(top.description).toBe('weight(Synonym(body:run body:runs) in 1) [PerFieldSimilarity], result of:');
    const score = top.details[0];
    expect(score.description).toMatch(/^score\(doc=1,freq=2\.0 = termFreq=2\.0\n\), product of:$/);
    // docFreq is the larger of run (1 doc) and runs (1 doc), over 3 docs.
    expect(score.details[0].details.map((d: AnyBody) => d.value)).toEqual([1, 3]);
    // Lucene computes the explanation apart from the score: equal up to the last bit.
    expect(r.hits.hits[0]._score).toBeCloseTo(top.value, 6);
    expect((await ids(req, { match: { body: { query: 'fox runs', operator: 'and' } } }))).toEqual(['1']);
  });
});

describe('simple_query_string (Lucene SimpleQueryParser, ES 6.8 flags)', () => {
  it('reads its operators, and each flag turns one off', async () => {
    const { req } = await books();
    // With OR, `-fox` is its own optional clause (-fox *:*): everything without fox matches too (Lucene's reading).
    expect(await ids(req, { simple_query_string: { query: 'quick -fox', fields: ['title'] } })).toEqual(['1', '2', '3']);
    expect(await ids(req, { simple_query_string: { query: 'quick -fox', fields: ['title'], default_operator: 'and' } })).toEqual(['2']);
    expect(await ids(req, { simple_query_string: { query: '"quick fox"~1 | laz*', fields: ['title'] } })).toEqual(['1', '3']);
    expect(await ids(req, { simple_query_string: { query: 'rabits~1', fields: ['title'] } })).toEqual(['2']);
    expect(await ids(req, { simple_query_string: { query: 'laz*', fields: ['title'], flags: 'NONE' } })).toEqual([]);
    expect(await ids(req, { simple_query_string: { query: 'lazy +dogs', fields: ['title'], flags: 'OR|PREFIX' } })).toEqual(['3']);
    expect(await explain(req, { simple_query_string: { query: 'quick', fields: ['title^2', 'k'] } })).toBe('((title:quick)^2.0 | k:quick)~1.0');
    const bad = await req('POST', '/b/_search', { query: { simple_query_string: { query: 'x', flags: 'AND|BOGUS' } } });
    expect((bad.body as AnyBody).error.root_cause[0].reason).toBe('Unknown simple_query_string flag [BOGUS]');
  });
});

describe('never a 500', () => {
  const syntax = fc.string({ unit: fc.constantFrom(...'ab:*?~^"()[]{}/\\+-!|&<>= TO12.'.split(''), 'AND', 'OR', 'NOT', ' '), maxLength: 24 });
  it('query_string answers 200 or a 400 query_shard_exception; simple_query_string always 200', async () => {
    const { req } = await books();
    await fc.assert(
      fc.asyncProperty(syntax, async (text) => {
        const q = await req('POST', '/b/_search', { query: { query_string: { query: text } } });
        if (q.status !== 200) {
          expect(q.status).toBe(400);
          expect((q.body as AnyBody).error.root_cause[0].type).toMatch(/^(query_shard_exception|illegal_argument_exception)$/);
        }
        const s = await req('POST', '/b/_search', { query: { simple_query_string: { query: text } } });
        expect(s.status).toBe(200);
      }),
      { numRuns: 150 },
    );
  });
});

describe('every member of the 6.8 builders is honoured or refused by name', () => {
  const QUERY_STRING: Record<string, unknown> = {
    default_field: 'title', default_operator: 'and', analyzer: 'standard', quote_analyzer: 'standard', allow_leading_wildcard: false,
    max_determinized_states: 100, enable_position_increments: false, escape: true, fuzzy_prefix_length: 1, fuzzy_max_expansions: 5,
    fuzzy_rewrite: 'constant_score', phrase_slop: 1, fuzziness: 1, boost: 2, type: 'most_fields', tie_breaker: 0.3, analyze_wildcard: true,
    rewrite: 'constant_score', minimum_should_match: 1, quote_field_suffix: '.exact', lenient: true, time_zone: '+01:00', _name: 'n',
    auto_generate_synonyms_phrase_query: false, fuzzy_transpositions: false, split_on_whitespace: true, all_fields: true, use_dis_max: true,
    auto_generate_phrase_queries: true, lowercase_expanded_terms: true, locale: 'en',
  };
  const SIMPLE: Record<string, unknown> = {
    fields: ['title'], analyzer: 'standard', flags: 'AND|PREFIX', default_operator: 'and', lenient: true, analyze_wildcard: true,
    auto_generate_synonyms_phrase_query: false, minimum_should_match: 1, quote_field_suffix: '.exact', fuzzy_prefix_length: 1,
    fuzzy_max_expansions: 5, fuzzy_transpositions: false, boost: 2, _name: 'n', all_fields: true, lowercase_expanded_terms: true, locale: 'en',
  };
  it('query_string and simple_query_string', async () => {
    const { req } = await books();
    for (const [name, members] of [['query_string', QUERY_STRING], ['simple_query_string', SIMPLE]] as const) {
      for (const [member, value] of Object.entries(members)) {
        const r = await req('POST', '/b/_search', { query: { [name]: { query: 'quick', [member]: value } } });
        if (r.status === 200) continue;
        const text = JSON.stringify(r.body);
        expect(text, `${name}.${member}`).toContain(`[${member}]`);
        expect(text, `${name}.${member}`).toContain('not supported by Searchpad yet');
      }
    }
  });
  it('the deprecated members are read and warned about, as ES does', async () => {
    const { req } = await books();
    const r = await req('POST', '/b/_search', { query: { query_string: { query: 'quick', split_on_whitespace: false } } });
    expect(r.status).toBe(200);
    expect(r.warnings?.join()).toContain('Deprecated field [split_on_whitespace] used');
  });
});

describe('multi-word synonyms: QueryBuilder.analyzeGraphBoolean', () => {
  it('makes a phrase per side path (auto_generate_synonyms_phrase_query) or its terms all required', async () => {
    const { req } = testEngine();
    await req('PUT', '/g', {
      settings: { analysis: { filter: { syn: { type: 'synonym_graph', synonyms: ['ny, new york'] } }, analyzer: { s: { tokenizer: 'standard', filter: ['lowercase', 'syn'] } } } },
      mappings: { _doc: { properties: { t: { type: 'text', search_analyzer: 's' } } } },
    });
    await req('PUT', '/g/_doc/1?refresh=true', { t: 'I love new york city' });
    await req('PUT', '/g/_doc/2?refresh=true', { t: 'york is new' });
    await req('PUT', '/g/_doc/3?refresh=true', { t: 'ny is big' });
    const explainG = async (query: unknown) => ((await req('POST', '/g/_validate/query?explain=true', { query })).body as AnyBody).explanations[0].explanation;
    const idsG = async (query: unknown) => (((await req('POST', '/g/_search', { query })).body as AnyBody).hits.hits as AnyBody[]).map((h) => h._id).sort();
    expect(await explainG({ match: { t: 'ny city' } })).toBe('(t:"new york" t:ny) t:city');
    expect(await explainG({ match: { t: { query: 'ny city', auto_generate_synonyms_phrase_query: false } } })).toBe('((+t:new +t:york) t:ny) t:city');
    expect(await idsG({ match: { t: 'ny' } })).toEqual(['1', '3']);
    expect(await idsG({ match: { t: { query: 'ny', auto_generate_synonyms_phrase_query: false } } })).toEqual(['1', '2', '3']);
    expect(await idsG({ query_string: { query: 'ny', default_field: 't' } })).toEqual(['1', '3']);
  });
});
