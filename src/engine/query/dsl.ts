import { parsingException, xContentParseException } from '../errors/catalog';
import { checkClauseCount } from './max-clause-count';
import type { IndexService } from '../index/index-service';
import { isObject } from '../util/json';
import { table } from '../util/own';
import { keyLocation, objectLocation, valueLocation, type Location } from '../util/json-locations';
import { booleanQuery, type Clause } from './boolean-query';
import { withBoost } from './boost-query';
import { ConstantScoreQuery, MatchAllDocsQuery, MatchNoDocsQuery } from './constant-score';
import { DisjunctionMaxQuery } from './dis-max-query';
import { FULL_TEXT_PARSERS } from './full-text-queries';
import { parseFunctionScore } from './function-score';
import { floatMember, objectParserFloat } from './json-numbers';
import { minimumShouldMatch } from './minimum-should-match';
import { boostOf, checkMembers, type ParseContext, type QueryParser } from './parse-context';
import type { Query } from './query';
import { attachNamedQueries, queryNameOf, type NamedQueries } from './named-queries';
import { attachNestedInnerHits, nestedQuery } from './nested-query';
import { GEO_QUERY_PARSERS } from './geo-queries';
import { scriptQuery } from './script-query';
import { TERM_LEVEL_PARSERS } from './term-level-queries';
import { MULTI_TERM_PARSERS } from './multi-term-query';
import { queryString } from './query-string/query-string-query';
import { simpleQueryStringParser } from './query-string/simple-query-string-query';
import { moreLikeThis } from './more-like-this/parse';
import { boosting } from './boosting-query';
import { fuzzy } from './fuzzy-query';
import { regexp } from './regexp/regexp-query';
import { SPAN_PARSERS } from './spans/parse-spans';
import { termsSet } from './terms-set-query';
import { commonTerms } from './common-terms-parse';
import { typeQuery } from './type-query';

export { minimumShouldMatch };

/** Parses ES query DSL into a Lucene-shaped Query for one index (analysis depends on its mappings). */
export function parseQuery(
  json: unknown,
  index: IndexService,
  filter = false,
  now = Date.now(),
  warn: (text: string) => void = () => {},
  likeItems?: ParseContext['likeItems'],
): Query {
  const named: NamedQueries = new Map();
  const innerHits: Query[] = [];
  return attachNestedInnerHits(attachNamedQueries(parseNamed(json, index, filter, now, warn, likeItems, named, innerHits), named), innerHits);
}

/** A location as the line and column of an error (1, 1 when unknown). */
const at = (loc: Location | undefined): [number, number] => [loc?.line ?? 1, loc?.col ?? 1];

/** One query of a parse; a named one is registered after its children, as AbstractQueryBuilder.toQuery does. */
function parseNamed(
  json: unknown,
  index: IndexService,
  filter: boolean,
  now: number,
  warn: (text: string) => void,
  likeItems: ParseContext['likeItems'],
  named: NamedQueries,
  innerHits: Query[],
): Query {
  const ctx: ParseContext = {
    index,
    filter,
    now,
    warn,
    likeItems,
    innerHits,
    parse: (j, f = ctx.filter) => parseNamed(j, index, f, now, warn, likeItems, named, innerHits),
  };
  if (!isObject(json)) throw parsingException('[_na] query malformed, must start with start_object');
  // perf: the query's one key found without a keys array (every query and sub-query of every search passes here).
  let name: string | undefined;
  for (const k in json) {
    if (name !== undefined) throw parsingException(`[${name}] malformed query, expected [END_OBJECT] but found [FIELD_NAME]`, ...at(keyLocation(json, k)));
    name = k;
  }
  if (name === undefined) throw parsingException('query malformed, empty clause found', ...at(objectLocation(json)));
  const parser = PARSERS[name];
  if (!parser) throw parsingException(`no [query] registered for [${name}]`, ...at(valueLocation(json, name)));
  if (!isObject(json[name]) && name !== 'match_all' && name !== 'match_none') {
    throw parsingException(`[${name}] query malformed, no start_object after query name`, ...at(valueLocation(json, name)));
  }
  const query = parser(json[name], ctx);
  const queryName = queryNameOf(json[name]);
  if (queryName !== undefined) named.set(queryName, query);
  return query;
}

const BOOL_KEYS = ['must', 'should', 'must_not', 'filter', 'minimum_should_match', 'boost', '_name', 'adjust_pure_negative', 'disable_coord'];

/** BoolQueryBuilder.doToQuery: must, must_not, should, filter in that order; msm 1 for should-only filters. */
const bool: QueryParser = (body, ctx) => {
  if (!isObject(body)) throw parsingException('[bool] query malformed, no start_object after query name');
  for (const k of Object.keys(body)) if (!BOOL_KEYS.includes(k)) throw parsingException(`[bool] query does not support [${k}]`);
  const list = (v: unknown, filter: boolean) => (v === undefined ? [] : Array.isArray(v) ? v : [v]).map((q) => ctx.parse(q, filter));
  const must = list(body.must, ctx.filter);
  const mustNot = list(body.must_not, true);
  const should = list(body.should, ctx.filter);
  const filter = list(body.filter, true);
  const boost = boostOf(body, 'bool');
  if (must.length + should.length + mustNot.length + filter.length === 0) return withBoost(new MatchAllDocsQuery(), boost);
  const clauses: Clause[] = [
    ...must.map((query) => ({ occur: 'MUST' as const, query })),
    ...mustNot.map((query) => ({ occur: 'MUST_NOT' as const, query })),
    ...should.map((query) => ({ occur: 'SHOULD' as const, query })),
    ...filter.map((query) => ({ occur: 'FILTER' as const, query })),
  ];
  let msmSpec = body.minimum_should_match;
  if (ctx.filter && msmSpec === undefined && should.length > 0) msmSpec = '1';
  let msm = minimumShouldMatch(should.length, msmSpec);
  if (should.length === 0) msm = 0;
  // A purely negative query matches everything else (Queries.fixNegativeQueryIfNeeded).
  if (must.length + should.length + filter.length === 0 && body.adjust_pure_negative !== false) clauses.push({ occur: 'MUST', query: new MatchAllDocsQuery() });
  checkClauseCount(clauses.length);
  return withBoost(booleanQuery(clauses, msm), boost);
};

const PARSERS = table<QueryParser>({
  match_all: (b) => {
    // MatchAllQueryBuilder is read by an ObjectParser: its error for a member it does not know.
    for (const k of isObject(b) ? Object.keys(b) : []) if (k !== 'boost' && k !== '_name') throw xContentParseException(`[match_all] unknown field [${k}], parser not found`);
    return withBoost(new MatchAllDocsQuery(), objectParserFloat('match_all', 'boost', isObject(b) ? b.boost : undefined) ?? 1);
  },
  match_none: (b) => {
    if (isObject(b)) checkMembers('match_none', b, ['boost', '_name']);
    return new MatchNoDocsQuery('User requested "match_none" query.');
  },
  ...FULL_TEXT_PARSERS,
  ...TERM_LEVEL_PARSERS,
  ...MULTI_TERM_PARSERS,
  ...GEO_QUERY_PARSERS,
  bool,
  nested: nestedQuery,
  script: scriptQuery,
  constant_score: (b, ctx) => {
    if (!isObject(b) || b.filter === undefined) throw parsingException("[constant_score] requires a 'filter' element");
    for (const k of Object.keys(b)) if (!['filter', 'boost', '_name'].includes(k)) throw parsingException(`[constant_score] query does not support [${k}]`);
    return withBoost(new ConstantScoreQuery(ctx.parse(b.filter, true)), boostOf(b, 'constant_score'));
  },
  dis_max: (b, ctx) => {
    if (!isObject(b)) throw parsingException('[dis_max] query malformed');
    checkMembers('dis_max', b, ['queries', 'tie_breaker', 'boost', '_name']);
    const tieBreaker = floatMember('dis_max', 'tie_breaker', b.tie_breaker) ?? 0;
    const queries = Array.isArray(b.queries) ? b.queries.map((q) => ctx.parse(q)) : b.queries !== undefined ? [ctx.parse(b.queries)] : [];
    if (queries.length === 0) throw parsingException('[dis_max] requires \'queries\' field with at least one clause');
    const q = queries.length === 1 ? queries[0] : new DisjunctionMaxQuery(queries, tieBreaker);
    return withBoost(q, boostOf(b, 'dis_max'));
  },
  function_score: (b, ctx) => parseFunctionScore(b, ctx),
  more_like_this: moreLikeThis,
  boosting,
  fuzzy,
  regexp,
  query_string: queryString,
  simple_query_string: simpleQueryStringParser,
  ...SPAN_PARSERS,
  terms_set: termsSet,
  common: commonTerms,
  type: typeQuery,
});
