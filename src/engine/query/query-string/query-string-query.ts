import { EsError } from '../../errors/es-error';
import { booleanMember } from './boolean-member';
import { illegalArgument, numberFormat, parsingException } from '../../errors/catalog';
import { intSetting } from '../../index/settings';
import { isObject } from '../../util/json';
import { dict } from '../../util/own';
import { BooleanQuery, booleanQuery, type Clause } from '../boolean-query';
import { BoostQuery, withBoost } from '../boost-query';
import { MatchAllDocsQuery, MatchNoDocsQuery } from '../constant-score';
import { DisjunctionMaxQuery } from '../dis-max-query';
import { fieldTextQuery, lenientFieldQuery, type MatchOptions } from '../full-text-queries';
import type { Fuzziness } from '../fuzziness';
import { fuzzyTermQuery, readFuzziness } from '../fuzzy-query';
import { floatMember, intMember } from '../json-numbers';
import { checkClauseCount } from '../max-clause-count';
import { minimumShouldMatch } from '../minimum-should-match';
import { MultiTermQuery } from '../multi-term-query';
import { bodyError, boostOf, type ParseContext, type QueryParser } from '../parse-context';
import type { Query } from '../query';
import { ClassicParseException, escapeClassic, parseClassic, type ClassicFactory } from './classic-parser';
import { indexDefaultFields, parseFieldsAndWeights, resolveField, resolveFields, type WeightedField } from './field-resolution';
import { analyzedPrefix } from './analyzed-prefix';
import { normalizeTerm, wildcardPattern } from './multi-term-normalize';

/** MultiMatchQueryBuilder.Type as query_string reads it, with the tie breaker each type defaults to. */
const TYPES: Record<string, { match: MatchOptions['type']; tieBreaker: number }> = {
  best_fields: { match: 'boolean', tieBreaker: 0 },
  most_fields: { match: 'boolean', tieBreaker: 1 },
  cross_fields: { match: 'boolean', tieBreaker: 0 },
  phrase: { match: 'phrase', tieBreaker: 0 },
  phrase_prefix: { match: 'phrase_prefix', tieBreaker: 0 },
};
const TYPE_SYNONYMS: Record<string, string> = { bestfields: 'best_fields', mostfields: 'most_fields', crossfields: 'cross_fields', phraseprefix: 'phrase_prefix' };

/** The members of 6.8's QueryStringQueryBuilder; the deprecated ones ES reads and ignores, with its warning. */
const KNOWN = ['query', 'default_field', 'fields', 'default_operator', 'analyzer', 'quote_analyzer', 'allow_leading_wildcard',
  'max_determinized_states', 'enable_position_increments', 'escape', 'fuzzy_prefix_length', 'fuzzy_max_expansions', 'phrase_slop',
  'fuzziness', 'boost', 'type', 'tie_breaker', 'analyze_wildcard', 'rewrite', 'minimum_should_match', 'quote_field_suffix', 'lenient',
  'time_zone', 'all_fields', '_name', 'auto_generate_synonyms_phrase_query', 'fuzzy_transpositions', 'fuzzy_rewrite', 'use_dis_max'];
const DEPRECATED: Record<string, string> = {
  auto_generate_phrase_queries: 'This setting is ignored, use [type=phrase] instead to make phrase queries out of all text that is within query operators, or use explicitly quoted strings if you need finer-grained control',
  lowercase_expanded_terms: 'Decision is now made by the analyzer',
  locale: 'Decision is now made by the analyzer',
  split_on_whitespace: 'This setting is ignored, the parser always splits on operator',
  use_dis_max: 'Set [tie_breaker] to 1 instead',
  all_fields: 'Set [default_field] to `*` instead',
};
/** Rewrite methods: the multi-term queries here score as constant_score (Lucene's default); others are refused. */
const CONSTANT_REWRITES = new Set(['constant_score', 'constant_score_boolean', 'constant_score_filter']);

export interface QueryStringOptions {
  query: string;
  defaultField?: string;
  fields?: WeightedField[];
  defaultOperator: 'OR' | 'AND';
  analyzer?: string;
  quoteAnalyzer?: string;
  allowLeadingWildcard?: boolean;
  enablePositionIncrements: boolean;
  escape: boolean;
  fuzzyPrefixLength: number;
  fuzzyMaxExpansions: number;
  fuzzyTranspositions: boolean;
  autoGenerateSynonymsPhraseQuery: boolean;
  phraseSlop: number;
  fuzziness: Fuzziness;
  type: string;
  tieBreaker?: number;
  analyzeWildcard?: boolean;
  minimumShouldMatch?: unknown;
  quoteFieldSuffix?: string;
  lenient?: boolean;
  maxDeterminizedStates: number;
  boost: number;
}

const bool = (name: string, v: unknown): boolean => booleanMember('query_string', name, v);

/** QueryStringQueryBuilder.fromXContent: the members read, checked and defaulted. */
export function readQueryStringOptions(body: unknown, ctx: ParseContext): QueryStringOptions {
  if (!isObject(body)) throw parsingException('[query_string] query malformed, no start_object after query name');
  for (const k of Object.keys(body)) {
    if (DEPRECATED[k] !== undefined) ctx.warn(`Deprecated field [${k}] used, replaced by [${DEPRECATED[k]}]`);
    else if (!KNOWN.includes(k)) throw parsingException(`[query_string] query does not support [${k}]`);
  }
  if (body.query === undefined || body.query === null) throw parsingException('[query_string] must be provided with a [query]');
  for (const k of ['rewrite', 'fuzzy_rewrite']) {
    if (body[k] !== undefined && body[k] !== null && !CONSTANT_REWRITES.has(String(body[k]))) throw illegalArgument(`[query_string] query option [${k}] other than constant_score is not supported by Searchpad yet`);
  }
  if (body.time_zone !== undefined) throw illegalArgument('[query_string] query option [time_zone] is not supported by Searchpad yet');
  let fields: WeightedField[] | undefined;
  if (body.fields !== undefined) {
    if (!Array.isArray(body.fields)) throw parsingException('[query_string] query does not support [fields]');
    fields = parseFieldsAndWeights(body.fields.map(String));
  }
  const defaultField = body.all_fields === true || body.all_fields === 'true' ? '*' : body.default_field === undefined ? undefined : String(body.default_field);
  if (defaultField !== undefined && fields !== undefined && fields.length > 0) {
    // doToQuery's addValidationError (a QueryValidationException, wrapped as the shard's "failed to create query").
    throw new EsError({ type: 'query_validation_exception', reason: 'Validation Failed: 1: cannot use [fields] parameter in conjunction with [default_field];', status: 400 });
  }
  const op = String(body.default_operator ?? 'or').toUpperCase();
  if (op !== 'OR' && op !== 'AND') throw bodyError(illegalArgument(`No enum constant org.elasticsearch.index.query.Operator.${op}`));
  let type = String(body.type ?? 'best_fields').toLowerCase();
  type = TYPE_SYNONYMS[type] ?? type;
  if (TYPES[type] === undefined) throw parsingException(`[query_string] query does not support type ${String(body.type)}`);
  if (type === 'cross_fields') throw illegalArgument('[query_string] type [cross_fields] is not supported by Searchpad yet');
  let tieBreaker = floatMember('query_string', 'tie_breaker', body.tie_breaker);
  if (tieBreaker === undefined && (body.use_dis_max === false || body.use_dis_max === 'false')) tieBreaker = 1;
  const opt = (k: string) => (body[k] === undefined || body[k] === null ? undefined : bool(k, body[k]));
  return {
    query: String(body.query),
    defaultField,
    fields,
    defaultOperator: op,
    analyzer: body.analyzer === undefined ? undefined : String(body.analyzer),
    quoteAnalyzer: body.quote_analyzer === undefined ? undefined : String(body.quote_analyzer),
    allowLeadingWildcard: opt('allow_leading_wildcard'),
    enablePositionIncrements: opt('enable_position_increments') ?? true,
    escape: opt('escape') ?? false,
    fuzzyPrefixLength: intMember('query_string', 'fuzzy_prefix_length', body.fuzzy_prefix_length) ?? 0,
    fuzzyMaxExpansions: intMember('query_string', 'fuzzy_max_expansions', body.fuzzy_max_expansions) ?? 50,
    fuzzyTranspositions: opt('fuzzy_transpositions') ?? true,
    autoGenerateSynonymsPhraseQuery: opt('auto_generate_synonyms_phrase_query') ?? true,
    phraseSlop: intMember('query_string', 'phrase_slop', body.phrase_slop) ?? 0,
    fuzziness: readFuzziness(body.fuzziness ?? 'AUTO'),
    type,
    tieBreaker,
    analyzeWildcard: opt('analyze_wildcard'),
    minimumShouldMatch: body.minimum_should_match ?? undefined,
    quoteFieldSuffix: body.quote_field_suffix === undefined || body.quote_field_suffix === null ? undefined : String(body.quote_field_suffix),
    lenient: opt('lenient'),
    maxDeterminizedStates: intMember('query_string', 'max_determinized_states', body.max_determinized_states) ?? 10000,
    boost: boostOf(body, 'query_string'),
  };
}

/** A QueryShardException of this index. */
function queryShardException(ctx: ParseContext, reason: string, cause?: EsError): EsError {
  return new EsError({ type: 'query_shard_exception', reason, status: 400, extras: { index_uuid: ctx.index.uuid, index: ctx.index.name }, causedBy: cause });
}

/** A Lucene ParseException as ES renders it (parse_exception), its cause chain kept. */
function parseExceptionOf(e: ClassicParseException): EsError {
  const cause = e.cause instanceof ClassicParseException ? parseExceptionOf(e.cause) : e.cause ? new EsError({ type: 'token_mgr_error', reason: e.cause.message, status: 500 }) : undefined;
  return new EsError({ type: 'parse_exception', reason: e.message, status: 400, causedBy: cause, javaClass: 'org.apache.lucene.queryparser.classic.ParseException' });
}

/** Queries.fixNegativeQueryIfNeeded: a BooleanQuery of prohibited clauses only also matches every doc (a match_all is added). */
function fixNegative(q: Query): Query {
  if (!(q instanceof BooleanQuery) || q.clauses.length === 0 || q.clauses.some((c) => c.occur !== 'MUST_NOT')) return q;
  return new BooleanQuery([...q.clauses, { occur: 'MUST', query: new MatchAllDocsQuery() }], q.minimumShouldMatch);
}

/** Queries.maybeApplyMinimumShouldMatch: on a BooleanQuery, from its optional clauses. */
function applyMinimumShouldMatch(q: Query, spec: unknown): Query {
  if (spec === undefined || !(q instanceof BooleanQuery)) return q;
  const optional = q.clauses.filter((c) => c.occur === 'SHOULD').length;
  const msm = minimumShouldMatch(optional, spec);
  return optional === 0 ? q : new BooleanQuery(q.clauses, msm);
}

/** The fields and lenience a query_string without a field in its text searches (QueryStringQueryBuilder.doToQuery). */
function defaultFields(ctx: ParseContext, o: QueryStringOptions): { field: string | null; fields: WeightedField[]; lenient: boolean } {
  const lenientSetting = ctx.index.settings.get('index.query_string.lenient') === 'true';
  const isLenient = o.lenient ?? lenientSetting;
  const all = () => ({ field: '*', fields: resolveField(ctx.index, '*', 1, false, false), lenient: o.lenient ?? true });
  if (o.defaultField !== undefined) {
    if (o.defaultField === '*') return all();
    return { field: o.defaultField, fields: resolveField(ctx.index, o.defaultField, 1, true, !o.defaultField.includes('*')), lenient: isLenient };
  }
  if (o.fields && o.fields.length > 0) return { field: null, fields: resolveFields(ctx.index, o.fields), lenient: isLenient };
  const defaults = indexDefaultFields(ctx.index);
  if (defaults.length === 1 && defaults[0] === '*') return all();
  return { field: null, fields: resolveFields(ctx.index, parseFieldsAndWeights(defaults)), lenient: isLenient };
}

/** QueryStringQueryParser: what each piece of the syntax builds over the mapping's fields. */
function queryStringFactory(ctx: ParseContext, o: QueryStringOptions): { factory: ClassicFactory<Query>; defaultField: string | null } {
  const { index } = ctx;
  const defaults = defaultFields(ctx, o);
  const lenient = defaults.lenient;
  const type = TYPES[o.type];
  const tieBreaker = o.tieBreaker ?? type.tieBreaker;
  const allowLeadingWildcard = o.allowLeadingWildcard ?? index.settings.get('index.query_string.allowLeadingWildcard') !== 'false';
  const analyzeWildcard = o.analyzeWildcard ?? index.settings.get('index.query_string.analyze_wildcard') === 'true';
  const forced = o.analyzer;

  /** extractMultiFields: the default fields, or those a field name or pattern in the text reaches. */
  const fieldsOf = (field: string | null, quoted: boolean): WeightedField[] => {
    const allFields = field === '*';
    if (field === null || (allFields && defaults.field === '*')) {
      return quoted && o.quoteFieldSuffix ? resolveFields(index, defaults.fields, o.quoteFieldSuffix) : defaults.fields;
    }
    return resolveField(index, field, 1, !allFields, !field.includes('*'), quoted ? o.quoteFieldSuffix : undefined);
  };
  const unmapped = (field: string | null) => new MatchNoDocsQuery(`unmapped field [${field}]`);
  /** One query per field, boosted by the field's weight, combined as the type says (MultiMatchQuery.combineGrouped). */
  const perField = (field: string | null, quoted: boolean, one: (f: string) => Query | null): Query | null => {
    const fields = fieldsOf(field, quoted);
    if (fields.length === 0) return unmapped(field);
    const queries: Query[] = [];
    for (const { field: f, boost } of fields) {
      let q: Query | null;
      try {
        q = one(f);
      } catch (e) {
        if (lenient && e instanceof EsError) q = lenientFieldQuery(f, e);
        else throw e;
      }
      if (q === null) continue;
      queries.push(boost !== 1 && !(q instanceof MatchNoDocsQuery) ? new BoostQuery(q, boost) : q);
    }
    if (queries.length === 0) return null;
    return queries.length === 1 ? queries[0] : new DisjunctionMaxQuery(queries, tieBreaker);
  };
  const matchOptions = (quoted: boolean, slop: number): MatchOptions => ({
    type: quoted ? 'phrase' : type.match,
    operator: o.defaultOperator === 'AND' ? 'and' : 'or',
    analyzer: quoted ? o.quoteAnalyzer ?? forced : forced,
    slop,
    zeroTermsQuery: 'none',
    maxExpansions: 50,
    lenient,
    prefixLength: 0,
    transpositions: true,
    autoGenerateSynonymsPhraseQuery: o.autoGenerateSynonymsPhraseQuery,
    enablePositionIncrements: o.enablePositionIncrements,
  });
  const mappingOf = (f: string) => index.fieldMapping(f);
  const exists = (field: string) => ctx.parse({ exists: { field } }, true);
  const json = (name: string, field: string, inner: unknown) => {
    const body = dict();
    body[field] = inner;
    const q = dict();
    q[name] = body;
    return q;
  };

  const range = (field: string | null, lower: string | null, upper: string | null, incLower: boolean, incUpper: boolean): Query | null => {
    const lo = lower === '*' ? null : lower;
    const hi = upper === '*' ? null : upper;
    return perField(field, false, (f) => {
      const m = mappingOf(f);
      if (!m) return unmapped(f);
      const bounds = dict();
      if (lo !== null) bounds[incLower ? 'gte' : 'gt'] = normalizeTerm(index, m, lo, forced);
      if (hi !== null) bounds[incUpper ? 'lte' : 'lt'] = normalizeTerm(index, m, hi, forced);
      return ctx.parse(json('range', f, bounds), ctx.filter);
    });
  };

  const factory: ClassicFactory<Query> = {
    field(field, text) {
      if (field === '_exists_') return exists(text);
      // `age:>=10`: QueryStringQueryParser reads the operators of a one-sided range on a fielded term.
      if (field !== null && text.length > 1) {
        if (text[0] === '>') return text.length > 2 && text[1] === '=' ? range(field, text.slice(2), null, true, true) : range(field, text.slice(1), null, false, true);
        if (text[0] === '<') return text.length > 2 && text[1] === '=' ? range(field, null, text.slice(2), true, true) : range(field, null, text.slice(1), true, false);
      }
      return perField(field, false, (f) => (mappingOf(f) ? fieldTextQuery(ctx, f, text, matchOptions(false, o.phraseSlop)) : unmapped(f)));
    },
    phrase(field, text, slop) {
      return perField(field, true, (f) => (mappingOf(f) ? fieldTextQuery(ctx, f, text, matchOptions(true, slop ?? o.phraseSlop)) : unmapped(f)));
    },
    fuzzy(field, text, slop) {
      return perField(field, false, (f) => {
        const m = mappingOf(f);
        if (!m) return unmapped(f);
        if (m.type !== 'text' && m.type !== 'keyword') throw illegalArgument(`Can only use fuzzy queries on keyword and text fields - not on [${f}] which is of type [${m.type}]`);
        let fuzziness = o.fuzziness;
        if (slop !== '') {
          const n = Number(slop);
          if (!/^\d+(\.\d+)?$/.test(slop) || Number.isNaN(n)) throw numberFormat(`For input string: "${slop}"`);
          const edits = Math.trunc(n);
          if (edits > 2) throw illegalArgument(`Valid edit distances are [0, 1, 2] but was [${edits}]`);
          fuzziness = { auto: false, text: String(edits) };
        }
        return fuzzyTermQuery(f, normalizeTerm(index, m, text, forced), fuzziness, o.fuzzyPrefixLength, o.fuzzyMaxExpansions, o.fuzzyTranspositions);
      });
    },
    prefix(field, text) {
      if (!allowLeadingWildcard && text.startsWith('*')) throw new ClassicParseException("'*' not allowed as first character in PrefixQuery");
      return perField(field, false, (f) => {
        const m = mappingOf(f);
        if (!m) return unmapped(f);
        if (m.type !== 'text' && m.type !== 'keyword') throw illegalArgument(`Can only use prefix queries on keyword and text fields - not on [${f}] which is of type [${m.type}]`);
        if (!analyzeWildcard) return new MultiTermQuery(f, normalizeTerm(index, m, text, forced), false);
        return analyzedPrefix(ctx, f, text, forced, o.defaultOperator) ?? new MatchNoDocsQuery(`analysis was empty for ${f}:${text}`);
      });
    },
    wildcard(field, text) {
      const actual = field ?? defaults.field;
      if (text === '*' && actual !== null) return actual === '*' ? new MatchAllDocsQuery() : perField(actual, false, (f) => exists(f));
      if (!allowLeadingWildcard && (text.startsWith('*') || text.startsWith('?'))) throw new ClassicParseException("'*' or '?' not allowed as first character in WildcardQuery");
      return perField(field, false, (f) => {
        if (text === '*') return exists(f);
        const m = mappingOf(f);
        const pattern = m ? wildcardPattern(index, m, text, forced) : { text, matches: () => false };
        return new MultiTermQuery(f, pattern.text, true, pattern.matches);
      });
    },
    regexp(field, text) {
      // QueryStringQueryParser.getRegexpQuery checks the length before any field (lenient or not).
      const max = intSetting(index.settings, 'index.max_regex_length', 1000, 1);
      if (text.length > max) {
        throw illegalArgument(`The length of regex [${text.length}] used in the [query_string] has exceeded the allowed maximum of [${max}]. This maximum can be set by changing the [index.max_regex_length] index level setting.`);
      }
      return perField(field, false, (f) => {
        const m = mappingOf(f);
        if (!m) return unmapped(f);
        return ctx.parse(json('regexp', f, { value: normalizeTerm(index, m, text, forced), max_determinized_states: o.maxDeterminizedStates }), ctx.filter);
      });
    },
    range,
    boost: (q, b) => new BoostQuery(q, b),
    bool(clauses) {
      if (clauses.length === 0) return null;
      checkClauseCount(clauses.length);
      // A pure negative list is kept a BooleanQuery (booleanQuery() would make it match nothing) and fixed.
      if (clauses.every((c) => c.occur === 'MUST_NOT')) return fixNegative(new BooleanQuery(clauses as Clause[]));
      return booleanQuery(clauses as Clause[]);
    },
  };
  return { factory, defaultField: defaults.field };
}


/** QueryStringQueryBuilder.doToQuery: the text parsed over the fields, then msm and the builder's boost. */
export function queryStringQuery(ctx: ParseContext, o: QueryStringOptions): Query {
  for (const [name, member] of [[o.analyzer, 'analyzer'], [o.quoteAnalyzer, 'quote_analyzer']] as const) {
    if (name !== undefined && !ctx.index.analyzerByName(name)) throw queryShardException(ctx, `[query_string] ${member} [${name}] not found`);
  }
  const text = o.escape ? escapeClassic(o.query) : o.query;
  if (text.trim() === '') return new MatchNoDocsQuery('Matching no documents because no terms present');
  const { factory, defaultField } = queryStringFactory(ctx, o);
  let query: Query | null;
  try {
    query = parseClassic(text, factory, { defaultField, defaultOperator: o.defaultOperator }, (q) => (q instanceof BooleanQuery ? q.clauses.map((c) => c.query) : undefined));
  } catch (e) {
    if (e instanceof ClassicParseException) throw queryShardException(ctx, `Failed to parse query [${o.query}]`, parseExceptionOf(e));
    // QueryParserBase.parse turns BooleanQuery.TooManyClauses into a ParseException of its own.
    if (e instanceof EsError && e.type === 'too_many_clauses') {
      const parse = new EsError({ type: 'parse_exception', reason: `Cannot parse '${text}': too many boolean clauses`, status: 400, causedBy: e, javaClass: 'org.apache.lucene.queryparser.classic.ParseException' });
      throw queryShardException(ctx, `Failed to parse query [${o.query}]`, parse);
    }
    throw e;
  }
  if (query === null) return new MatchNoDocsQuery('No query left after rewrite.');
  const boosts: number[] = [];
  while (query instanceof BoostQuery) {
    boosts.push(query.boost);
    query = query.query;
  }
  query = applyMinimumShouldMatch(fixNegative(query), o.minimumShouldMatch);
  for (let i = boosts.length - 1; i >= 0; i--) query = new BoostQuery(query, boosts[i]);
  return withBoost(query, o.boost);
}

export const queryString: QueryParser = (body, ctx) => queryStringQuery(ctx, readQueryStringOptions(body, ctx));
