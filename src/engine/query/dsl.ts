import { parsingException } from '../errors/catalog';
import type { IndexService } from '../index/index-service';
import { parseDate } from '../mapping/date-format';
import { isObject } from '../util/json';
import { BooleanQuery, ConstantScoreQuery, DocValuesQuery, MatchAllQuery, MatchNoneQuery, PhraseQuery, TermQuery } from './queries';
import type { Query } from './query';
import { parseFunctionScore } from './function-score';

/** Parses ES query DSL into a Query for one index (analysis depends on the index's mapping). */
export function parseQuery(json: unknown, index: IndexService): Query {
  if (!isObject(json)) throw parsingException('[_na] query malformed, must start with start_object');
  const keys = Object.keys(json);
  if (keys.length !== 1) throw parsingException(`[${keys[0] ?? '_na'}] query malformed, no start_object after query name`);
  const name = keys[0];
  const body = json[name];
  const parser = PARSERS[name];
  if (!parser) throw parsingException(`no [query] registered for [${name}]`);
  return parser(body, index);
}

type Parser = (body: unknown, index: IndexService) => Query;

/** `{field: value}` or `{field: {query|value: ..., options}}`. */
function fieldForm(queryName: string, body: unknown, valueKey: string): { field: string; value: unknown; opts: Record<string, unknown> } {
  if (!isObject(body)) throw parsingException(`[${queryName}] query malformed, no start_object after query name`);
  const fields = Object.keys(body).filter((k) => k !== 'boost' && k !== '_name');
  if (fields.length !== 1) throw parsingException(`[${queryName}] query doesn't support multiple fields, found [${fields.join('] and [')}]`);
  const field = fields[0];
  const v = body[field];
  if (isObject(v)) {
    const { [valueKey]: value, ...opts } = v;
    return { field, value, opts };
  }
  return { field, value: v, opts: {} };
}

/** Analyzed terms with their positions (position increments kept, for phrases). */
function analyze(index: IndexService, field: string, text: string, quote: boolean, analyzerName?: unknown) {
  const m = index.fieldMapping(field);
  let analyzer = analyzerName !== undefined ? index.analyzerByName(String(analyzerName)) : undefined;
  if (!analyzer && m) analyzer = quote ? index.searchQuoteAnalyzer(m) : index.searchAnalyzer(m);
  if (!m || m.type !== 'text') return analyzer ? tokensOf(analyzer.analyze(text)) : [{ term: text, position: 0 }];
  return tokensOf(analyzer!.analyze(text));
}

function tokensOf(r: { tokens: Array<{ term: string; positionIncrement: number }> }) {
  let pos = -1;
  return r.tokens.map((t) => ({ term: t.term, position: (pos += t.positionIncrement) }));
}

/** ES's minimum_should_match (Queries.calculateMinShouldMatch), es-semantics §3.3. */
export function minimumShouldMatch(n: number, spec: unknown): number {
  if (spec === undefined || spec === null) return 0;
  const s = String(spec).trim();
  let result = n;
  const apply = (x: string): number => {
    if (x.endsWith('%')) {
      const p = Number(x.slice(0, -1));
      const calc = Math.trunc(Math.fround(Math.fround(n * p) * Math.fround(1 / 100)));
      return p < 0 ? n + calc : calc;
    }
    const k = Number(x);
    return k < 0 ? n + k : k;
  };
  if (s.includes('<')) {
    for (const part of s.split(/\s+/)) {
      const [a, b] = part.split('<');
      if (n <= Number(a)) return Math.max(0, result);
      result = apply(b);
    }
    return Math.max(0, result);
  }
  return Math.max(0, apply(s));
}

/** Term queries over the analyzed tokens, duplicates merged into one boosted clause (BooleanQuery.rewrite). */
function termClauses(field: string, terms: string[], boost: number): Query[] {
  const counts = new Map<string, number>();
  for (const t of terms) counts.set(t, (counts.get(t) ?? 0) + 1);
  return [...counts].map(([t, c]) => new TermQuery(field, t, c * boost));
}

function matchQuery(body: unknown, index: IndexService): Query {
  const { field, value, opts } = fieldForm('match', body, 'query');
  const boost = Number(opts.boost ?? 1);
  const m = index.fieldMapping(field);
  if (!m) return new MatchNoneQuery();
  if (opts.type === 'phrase') return phraseFor(field, String(value), Number(opts.slop ?? 0), boost, index, opts.analyzer);
  if (m.type !== 'text' && m.type !== 'keyword') return numericTerm(field, value, boost, index);
  const tokens = analyze(index, field, String(value), false, opts.analyzer);
  if (tokens.length === 0) return opts.zero_terms_query === 'all' ? new MatchAllQuery() : new MatchNoneQuery();
  const operator = String(opts.operator ?? 'or').toLowerCase();
  if (tokens.length === 1) return new TermQuery(field, tokens[0].term, boost);
  if (operator === 'and') {
    const clauses = termClauses(field, tokens.map((t) => t.term), 1);
    return clauses.length === 1 ? boosted(clauses[0], boost) : new BooleanQuery({ must: clauses, should: [], mustNot: [], filter: [], minimumShouldMatch: 0, boost });
  }
  const clauses = termClauses(field, tokens.map((t) => t.term), 1);
  const msm = minimumShouldMatch(tokens.length, opts.minimum_should_match);
  if (clauses.length === 1 && msm <= 1) return boosted(clauses[0], boost);
  return new BooleanQuery({ must: [], should: clauses, mustNot: [], filter: [], minimumShouldMatch: msm, boost });
}

function boosted(q: Query, boost: number): Query {
  if (boost === 1) return q;
  if (q instanceof TermQuery) return new TermQuery(q.field, q.term, q.boost * boost);
  return q;
}

function phraseFor(field: string, text: string, slop: number, boost: number, index: IndexService, analyzerName?: unknown): Query {
  const tokens = analyze(index, field, text, true, analyzerName);
  if (tokens.length === 0) return new MatchNoneQuery();
  if (tokens.length === 1) return new TermQuery(field, tokens[0].term, boost);
  return new PhraseQuery(field, tokens.map((t) => t.term), tokens.map((t) => t.position), slop, boost);
}

function numericTerm(field: string, value: unknown, boost: number, index: IndexService): Query {
  const m = index.fieldMapping(field)!;
  if (m.type === 'date') {
    const v = parseDate(value, m.format);
    return new DocValuesQuery(field, (x) => x === v, boost);
  }
  if (m.type === 'boolean') {
    const v = value === true || value === 'true' ? 1 : 0;
    return new DocValuesQuery(field, (x) => x === v, boost);
  }
  const n = Number(value);
  return new DocValuesQuery(field, (x) => x === n, boost);
}

function termQuery(body: unknown, index: IndexService): Query {
  const { field, value, opts } = fieldForm('term', body, 'value');
  const boost = Number(opts.boost ?? 1);
  const m = index.fieldMapping(field);
  if (!m) return new MatchNoneQuery();
  if (m.type === 'text' || m.type === 'keyword') return new TermQuery(field, String(value), boost);
  return numericTerm(field, value, boost, index);
}

function boolQuery(body: unknown, index: IndexService): Query {
  if (!isObject(body)) throw parsingException('[bool] query malformed');
  const list = (v: unknown) => (v === undefined ? [] : Array.isArray(v) ? v : [v]).map((q) => parseQuery(q, index));
  const allowed = ['must', 'should', 'must_not', 'filter', 'minimum_should_match', 'boost', '_name', 'adjust_pure_negative', 'disable_coord'];
  for (const k of Object.keys(body)) if (!allowed.includes(k)) throw parsingException(`[bool] query does not support [${k}]`);
  const must = list(body.must);
  const should = list(body.should);
  const mustNot = list(body.must_not);
  const filter = list(body.filter);
  const boost = Number(body.boost ?? 1);
  if (must.length + should.length + mustNot.length + filter.length === 0) return new MatchAllQuery(boost);
  if (must.length + should.length + filter.length === 0) must.push(new MatchAllQuery());
  return new BooleanQuery({ must, should, mustNot, filter: filter.map((f) => new ConstantScoreQuery(f, 0)), minimumShouldMatch: minimumShouldMatch(should.length, body.minimum_should_match), boost });
}

const PARSERS: Record<string, Parser> = {
  match_all: (b) => new MatchAllQuery(Number(isObject(b) ? b.boost ?? 1 : 1)),
  match_none: () => new MatchNoneQuery(),
  match: matchQuery,
  match_phrase: (b, index) => {
    const { field, value, opts } = fieldForm('match_phrase', b, 'query');
    if (!index.fieldMapping(field)) return new MatchNoneQuery();
    return phraseFor(field, String(value), Number(opts.slop ?? 0), Number(opts.boost ?? 1), index, opts.analyzer);
  },
  term: termQuery,
  terms: (b, index) => {
    if (!isObject(b)) throw parsingException('[terms] query malformed');
    const field = Object.keys(b).find((k) => k !== 'boost')!;
    const values = Array.isArray(b[field]) ? (b[field] as unknown[]) : [];
    const should = values.map((v) => termQuery({ [field]: v }, index));
    return new ConstantScoreQuery(new BooleanQuery({ must: [], should, mustNot: [], filter: [], minimumShouldMatch: 1, boost: 1 }), Number(b.boost ?? 1));
  },
  bool: boolQuery,
  function_score: (b, index) => parseFunctionScore(b, index, parseQuery),
  constant_score: (b, index) => {
    if (!isObject(b) || b.filter === undefined) throw parsingException('[constant_score] requires a \'filter\' element');
    return new ConstantScoreQuery(parseQuery(b.filter, index), Number(b.boost ?? 1));
  },
  range: (b, index) => {
    const { field, opts } = fieldForm('range', b, '__none__');
    const m = index.fieldMapping(field);
    if (!m) return new MatchNoneQuery();
    const conv = (v: unknown) => (m.type === 'date' ? parseDate(v, (opts.format as string | undefined) ?? m.format) : m.type === 'keyword' ? String(v) : Number(v));
    const gte = opts.gte ?? opts.from;
    const lte = opts.lte ?? opts.to;
    const bounds = { gt: opts.gt === undefined ? undefined : conv(opts.gt), gte: gte === undefined ? undefined : conv(gte), lt: opts.lt === undefined ? undefined : conv(opts.lt), lte: lte === undefined ? undefined : conv(lte) };
    return new DocValuesQuery(field, (x) =>
      (bounds.gt === undefined || x > bounds.gt) && (bounds.gte === undefined || x >= bounds.gte) &&
      (bounds.lt === undefined || x < bounds.lt) && (bounds.lte === undefined || x <= bounds.lte), Number(opts.boost ?? 1));
  },
};
