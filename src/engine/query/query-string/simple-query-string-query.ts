import { EsError } from '../../errors/es-error';
import { booleanMember } from './boolean-member';
import { illegalArgument, parsingException } from '../../errors/catalog';
import { isObject } from '../../util/json';
import { BooleanQuery, booleanQuery, type Clause } from '../boolean-query';
import { BoostQuery, withBoost } from '../boost-query';
import { MatchAllDocsQuery, MatchNoDocsQuery } from '../constant-score';
import { DisjunctionMaxQuery } from '../dis-max-query';
import { fieldTextQuery, type MatchOptions } from '../full-text-queries';
import { fuzzyTermQuery } from '../fuzzy-query';
import { intMember } from '../json-numbers';
import { minimumShouldMatch } from '../minimum-should-match';
import { MultiTermQuery } from '../multi-term-query';
import { bodyError, boostOf, type ParseContext, type QueryParser } from '../parse-context';
import type { Query } from '../query';
import { indexDefaultFields, parseFieldsAndWeights, resolveField, resolveFields, type WeightedField } from './field-resolution';
import { analyzedPrefix } from './analyzed-prefix';
import { normalizeTerm } from './multi-term-normalize';
import { parseSimple, SIMPLE_FLAGS, type SimpleFactory } from './simple-syntax';

/** SimpleQueryStringFlag: the names `flags` takes (`|`-separated, any case), ALL -1, NONE 0, SLOP = NEAR. */
const FLAG_NAMES: Record<string, number> = { ALL: -1, NONE: 0, ...SIMPLE_FLAGS, SLOP: SIMPLE_FLAGS.NEAR };

const KNOWN = ['query', 'fields', 'analyzer', 'flags', 'default_operator', 'lenient', 'analyze_wildcard', 'auto_generate_synonyms_phrase_query',
  'minimum_should_match', 'quote_field_suffix', 'fuzzy_prefix_length', 'fuzzy_max_expansions', 'fuzzy_transpositions', 'boost', '_name', 'all_fields'];
const DEPRECATED: Record<string, string> = {
  lowercase_expanded_terms: 'Decision is now made by the analyzer',
  locale: 'Decision is now made by the analyzer',
  all_fields: 'Set [fields] to `*` instead',
};

/** SimpleQueryStringFlag.resolveFlags, read with the request (its error is the request's, not the shard's). */
export function resolveSimpleFlags(v: unknown): number {
  if (typeof v === 'number') return v < 0 ? -1 : v | 0;
  let flags = 0;
  for (const name of String(v).split('|')) {
    if (name === '') continue;
    const key = name.toUpperCase();
    const bit = Object.prototype.hasOwnProperty.call(FLAG_NAMES, key) ? FLAG_NAMES[key] : undefined;
    if (bit === undefined) throw bodyError(illegalArgument(`Unknown simple_query_string flag [${name}]`));
    if (bit === 0) return 0;
    if (bit === -1) return -1;
    flags |= bit;
  }
  return String(v) === '' ? -1 : flags;
}

interface SimpleOptions {
  query: string;
  fields: WeightedField[];
  analyzer?: string;
  flags: number;
  defaultOperator: 'OR' | 'AND';
  lenient?: boolean;
  analyzeWildcard: boolean;
  minimumShouldMatch?: unknown;
  quoteFieldSuffix?: string;
  fuzzyPrefixLength: number;
  fuzzyMaxExpansions: number;
  fuzzyTranspositions: boolean;
  autoGenerateSynonymsPhraseQuery: boolean;
  boost: number;
}

const bool = (name: string, v: unknown): boolean => booleanMember('simple_query_string', name, v);

function readOptions(body: unknown, ctx: ParseContext): SimpleOptions {
  if (!isObject(body)) throw parsingException('[simple_query_string] query malformed, no start_object after query name');
  for (const k of Object.keys(body)) {
    if (DEPRECATED[k] !== undefined) ctx.warn(`Deprecated field [${k}] used, replaced by [${DEPRECATED[k]}]`);
    else if (!KNOWN.includes(k)) throw parsingException(`[simple_query_string] query does not support [${k}]`);
  }
  if (body.query === undefined || body.query === null) throw parsingException('[simple_query_string] query text missing');
  const fields = body.fields === undefined ? [] : parseFieldsAndWeights((Array.isArray(body.fields) ? body.fields : [body.fields]).map(String));
  if (body.all_fields === true || body.all_fields === 'true') fields.push({ field: '*', boost: 1 });
  const op = String(body.default_operator ?? 'or').toUpperCase();
  if (op !== 'OR' && op !== 'AND') throw bodyError(illegalArgument(`No enum constant org.elasticsearch.index.query.Operator.${op}`));
  const opt = (k: string) => (body[k] === undefined || body[k] === null ? undefined : bool(k, body[k]));
  return {
    query: String(body.query),
    fields,
    analyzer: body.analyzer === undefined ? undefined : String(body.analyzer),
    flags: body.flags === undefined ? -1 : resolveSimpleFlags(body.flags),
    defaultOperator: op,
    lenient: opt('lenient'),
    analyzeWildcard: opt('analyze_wildcard') ?? false,
    minimumShouldMatch: body.minimum_should_match ?? undefined,
    quoteFieldSuffix: body.quote_field_suffix === undefined || body.quote_field_suffix === null ? undefined : String(body.quote_field_suffix),
    fuzzyPrefixLength: intMember('simple_query_string', 'fuzzy_prefix_length', body.fuzzy_prefix_length) ?? 0,
    fuzzyMaxExpansions: intMember('simple_query_string', 'fuzzy_max_expansions', body.fuzzy_max_expansions) ?? 50,
    fuzzyTranspositions: opt('fuzzy_transpositions') ?? true,
    autoGenerateSynonymsPhraseQuery: opt('auto_generate_synonyms_phrase_query') ?? true,
    boost: boostOf(body, 'simple_query_string'),
  };
}

/** SimpleQueryStringBuilder.doToQuery: the fields (or index.query.default_field), the parser, then msm. */
function simpleQueryString(ctx: ParseContext, o: SimpleOptions): Query {
  const { index } = ctx;
  let fields: WeightedField[];
  let lenient = o.lenient ?? false;
  const all = () => {
    if (o.lenient === undefined) lenient = true;
    return resolveField(index, '*', 1, false, false);
  };
  if (o.fields.length > 0) fields = o.fields.length === 1 && o.fields[0].field === '*' ? all().map((f) => ({ ...f, boost: o.fields[0].boost })) : resolveFields(index, o.fields);
  else {
    const defaults = indexDefaultFields(index);
    fields = defaults.length === 1 && defaults[0] === '*' ? all() : resolveFields(index, parseFieldsAndWeights(defaults));
  }
  if (o.analyzer !== undefined && !index.analyzerByName(o.analyzer)) {
    throw new EsError({ type: 'query_shard_exception', reason: `[simple_query_string] analyzer [${o.analyzer}] not found`, status: 400, extras: { index_uuid: index.uuid, index: index.name } });
  }
  const matchOptions = (phrase: boolean, slop: number): MatchOptions => ({
    type: phrase ? 'phrase' : 'boolean',
    operator: o.defaultOperator === 'AND' ? 'and' : 'or',
    analyzer: o.analyzer,
    slop,
    zeroTermsQuery: 'none',
    maxExpansions: 50,
    lenient,
    prefixLength: 0,
    transpositions: true,
    autoGenerateSynonymsPhraseQuery: o.autoGenerateSynonymsPhraseQuery,
  });
  /** rethrowUnlessLenient: a lenient parser drops the failing field's query. */
  const guard = (fn: () => Query | null): Query | null => {
    try {
      return fn();
    } catch (e) {
      if (lenient && e instanceof EsError) return null;
      throw e;
    }
  };
  /** Per field, boosted by its weight, joined in a dis_max with tie breaker 1 (MOST_FIELDS and the others alike). */
  const perField = (list: WeightedField[], one: (f: string) => Query | null): Query | null => {
    const queries: Query[] = [];
    for (const { field, boost } of list) {
      const q = index.fieldMapping(field) ? guard(() => one(field)) : new MatchNoDocsQuery(`unmapped field [${field}]`);
      if (q === null) continue;
      queries.push(boost !== 1 && !(q instanceof MatchNoDocsQuery) ? new BoostQuery(q, boost) : q);
    }
    if (queries.length === 0) return null;
    return queries.length === 1 ? queries[0] : new DisjunctionMaxQuery(queries, 1);
  };
  const stringField = (f: string, what: string) => {
    const m = index.fieldMapping(f)!;
    if (m.type !== 'text' && m.type !== 'keyword') throw illegalArgument(`Can only use ${what} queries on keyword and text fields - not on [${f}] which is of type [${m.type}]`);
    return m;
  };
  const factory: SimpleFactory<Query> = {
    text: (text) => perField(fields, (f) => fieldTextQuery(ctx, f, text, matchOptions(false, 0))),
    phrase: (text, slop) => {
      const list = o.quoteFieldSuffix ? resolveFields(index, fields, o.quoteFieldSuffix) : fields;
      return perField(list, (f) => fieldTextQuery(ctx, f, text, matchOptions(true, slop)));
    },
    fuzzy: (text, edits) => perField(fields, (f) => {
      const m = stringField(f, 'fuzzy');
      return fuzzyTermQuery(f, normalizeTerm(index, m, text, o.analyzer), { auto: false, text: String(edits) }, o.fuzzyPrefixLength, o.fuzzyMaxExpansions, o.fuzzyTranspositions);
    }),
    prefix: (text) => perField(fields, (f) => {
      const m = stringField(f, 'prefix');
      if (!o.analyzeWildcard) return new MultiTermQuery(f, normalizeTerm(index, m, text, o.analyzer), false);
      return analyzedPrefix(ctx, f, text, o.analyzer, o.defaultOperator);
    }),
    matchAll: () => new MatchAllDocsQuery(),
    matchNone: (reason) => new MatchNoDocsQuery(reason),
    bool: (clauses) => (clauses.length > 0 && clauses.every((c) => c.occur === 'MUST_NOT') ? new BooleanQuery(clauses as Clause[]) : booleanQuery(clauses as Clause[])),
  };
  let query = parseSimple(o.query, o.flags, o.defaultOperator === 'AND' ? 'MUST' : 'SHOULD', factory);
  if (o.minimumShouldMatch !== undefined && query instanceof BooleanQuery) {
    const optional = query.clauses.filter((c) => c.occur === 'SHOULD').length;
    if (optional > 0) query = new BooleanQuery(query.clauses, minimumShouldMatch(optional, o.minimumShouldMatch));
  }
  return withBoost(query, o.boost);
}


export const simpleQueryStringParser: QueryParser = (body, ctx) => simpleQueryString(ctx, readOptions(body, ctx));
