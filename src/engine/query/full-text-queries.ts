import { illegalArgument, parsingException } from '../errors/catalog';
import { EsError } from '../errors/es-error';
import { checkClauseCount } from './max-clause-count';
import type { IndexService } from '../index/index-service';
import { isObject } from '../util/json';
import { booleanQuery, type Clause } from './boolean-query';
import { withBoost } from './boost-query';
import { MatchAllDocsQuery, MatchNoDocsQuery } from './constant-score';
import { DisjunctionMaxQuery } from './dis-max-query';
import { floatMember, intMember } from './json-numbers';
import { minimumShouldMatch } from './minimum-should-match';
import { MultiPhraseQuery } from './multi-phrase-query';
import { boostOf, checkMembers, fieldForm, type ParseContext, type QueryParser } from './parse-context';
import { PhraseQuery } from './phrase-query';
import type { Query } from './query';
import { termLevelQuery } from './term-level-queries';
import { TermQuery } from './term-query';
import { SynonymQuery } from './synonym-query';
import { CommonTermsQuery } from './common-terms-query';
import { TokenGraph, type GraphToken } from './token-graph';
import type { Fuzziness } from './fuzziness';
import { fuzzyTermQuery, readFuzziness } from './fuzzy-query';
import { compareUtf8 } from '../util/utf8';
import { simpleMatch } from '../util/simple-match';

/** Analyzed terms with their positions (position increments kept, for phrases). */
function analyze(index: IndexService, field: string, text: string, quote: boolean, analyzerName?: unknown, positionIncrements = true) {
  const m = index.fieldMapping(field);
  let analyzer = analyzerName !== undefined ? index.analyzerByName(String(analyzerName)) : undefined;
  if (analyzerName !== undefined && !analyzer) throw parsingException(`[match] analyzer [${analyzerName}] not found`);
  if (!analyzer && m) analyzer = quote ? index.searchQuoteAnalyzer(m) : index.searchAnalyzer(m);
  if (!analyzer) return [{ term: text, position: 0, positionLength: 1 }];
  let pos = -1;
  return analyzer.analyze(text).tokens.map((t) => ({
    term: t.term,
    position: (pos += positionIncrements ? t.positionIncrement : Math.min(1, t.positionIncrement)),
    positionLength: t.positionLength,
  }));
}

type MatchType = 'boolean' | 'phrase' | 'phrase_prefix';

export interface MatchOptions {
  type: MatchType;
  operator: 'or' | 'and';
  minimumShouldMatch?: unknown;
  analyzer?: unknown;
  slop: number;
  zeroTermsQuery: 'none' | 'all';
  maxExpansions: number;
  lenient: boolean;
  /** Each analysed term becomes a FuzzyQuery (MatchQuery.blendTermQuery) when set. */
  fuzziness?: Fuzziness;
  prefixLength: number;
  transpositions: boolean;
  /** Multi-word synonyms (a token graph) make phrases (QueryBuilder.autoGenerateMultiTermSynonymsPhraseQuery, default true). */
  autoGenerateSynonymsPhraseQuery?: boolean;
  /** Lucene's QueryBuilder.enablePositionIncrements: false packs a phrase's positions (query_string). */
  enablePositionIncrements?: boolean;
  /** `cutoff_frequency`: a boolean of plain terms becomes an ExtendedCommonTermsQuery (MatchQuery.createCommonTermsQuery). */
  cutoffFrequency?: number;
}

function matchOptions(queryName: string, opts: Record<string, unknown>, type: MatchType): MatchOptions {
  const operator = String(opts.operator ?? 'or').toLowerCase();
  if (operator !== 'or' && operator !== 'and') throw illegalArgument(`No enum constant org.elasticsearch.index.query.Operator.${operator.toUpperCase()}`);
  const t = String(opts.type ?? type) as MatchType;
  if (!['boolean', 'phrase', 'phrase_prefix'].includes(t)) throw parsingException(`[${queryName}] query does not support type ${t}`);
  return {
    type: t,
    operator,
    minimumShouldMatch: opts.minimum_should_match,
    analyzer: opts.analyzer,
    slop: intMember(queryName, 'slop', opts.slop) ?? 0,
    zeroTermsQuery: String(opts.zero_terms_query ?? 'none').toLowerCase() === 'all' ? 'all' : 'none',
    maxExpansions: intMember(queryName, 'max_expansions', opts.max_expansions) ?? 50,
    lenient: opts.lenient === true || opts.lenient === 'true',
    fuzziness: opts.fuzziness === undefined || opts.fuzziness === null ? undefined : readFuzziness(opts.fuzziness),
    prefixLength: intMember(queryName, 'prefix_length', opts.prefix_length) ?? 0,
    // MatchQuery.DEFAULT_FUZZY_TRANSPOSITIONS is Lucene's FuzzyQuery default (true), unlike the fuzzy query's.
    transpositions: opts.fuzzy_transpositions === undefined ? true : opts.fuzzy_transpositions === true || opts.fuzzy_transpositions === 'true',
    autoGenerateSynonymsPhraseQuery: opts.auto_generate_synonyms_phrase_query === undefined ? true : opts.auto_generate_synonyms_phrase_query === true || opts.auto_generate_synonyms_phrase_query === 'true',
    cutoffFrequency: opts.cutoff_frequency === undefined || opts.cutoff_frequency === null ? undefined : floatMember(queryName, 'cutoff_frequency', opts.cutoff_frequency),
  };
}

/** Queries.newLenientFieldQuery: what a lenient query makes of a field its text does not fit. */
export function lenientFieldQuery(field: string, e: Error): Query {
  const cause = e instanceof EsError ? `${e.type}:[${e.reason}]` : e.message;
  return new MatchNoDocsQuery(`failed [${field}] query, caused by ${cause}`);
}

/** ES's MatchQuery.parse for one field: the Lucene query a match of this type builds (before the outer boost). */
export function matchFieldQuery(ctx: ParseContext, field: string, value: unknown, o: MatchOptions): Query {
  return fieldTextQuery(ctx, field, value, o) ?? (o.zeroTermsQuery === 'all' ? new MatchAllDocsQuery() : new MatchNoDocsQuery('Matching no documents because no terms present'));
}

/** matchFieldQuery, or null when the analysis leaves no term (Lucene's QueryBuilder: the query parser skips it). */
export function fieldTextQuery(ctx: ParseContext, field: string, value: unknown, o: MatchOptions): Query | null {
  const { index } = ctx;
  const m = index.fieldMapping(field);
  if (!m) return new MatchNoDocsQuery(`unknown field [${field}]`);
  field = m.path;
  if (m.type !== 'text' && m.type !== 'keyword') {
    try {
      if (o.fuzziness && o.type === 'boolean') throw illegalArgument(`Can only use fuzzy queries on keyword and text fields - not on [${field}] which is of type [${m.type}]`);
      return termLevelQuery(ctx, field, value);
    } catch (e) {
      if (o.lenient) return lenientFieldQuery(field, e as Error);
      throw e;
    }
  }
  const text = String(value);
  const tokens = analyze(index, field, text, o.type !== 'boolean', o.analyzer, o.enablePositionIncrements ?? true);
  if (tokens.length === 0) return null;
  const termQuery = (term: string): Query =>
    o.fuzziness ? fuzzyTermQuery(field, term, o.fuzziness, o.prefixLength, o.maxExpansions, o.transpositions) : new TermQuery(field, term);
  if (o.type === 'phrase_prefix') return phrasePrefix(ctx, field, tokens, o);
  // Lucene 7.7's QueryBuilder.createFieldQuery: one term; a phrase over several positions (MultiPhraseQuery when
  // tokens are stacked); else a boolean query of the positions, a SynonymQuery where tokens share a position.
  if (tokens.length === 1) return o.type === 'phrase' ? new TermQuery(field, tokens[0].term) : termQuery(tokens[0].term);
  // perf: tokens each at their own position (no synonyms, the usual case) are their own groups: no group objects.
  let stacked = false;
  for (let i = 1; i < tokens.length; i++) if (tokens[i].position === tokens[i - 1].position) stacked = true;
  const groups = stacked ? groupByPosition(tokens) : undefined;
  if (o.type === 'phrase' && (groups === undefined || groups.length > 1)) {
    if (groups) return new MultiPhraseQuery(field, groups.map((g) => g.terms), groups.map((g) => g.position), o.slop);
    return new PhraseQuery(field, tokens.map((t) => t.term), tokens.map((t) => t.position), o.slop);
  }
  const positionQuery = (terms: string[]): Query => (terms.length === 1 ? termQuery(terms[0]) : new SynonymQuery(field, terms));
  if (o.type !== 'phrase' && tokens.some((t) => t.positionLength > 1)) return graphBoolean(field, tokens, o, positionQuery);
  // analyzeBoolean (one position) and analyzeMultiBoolean (several).
  if (groups?.length === 1) return positionQuery(groups[0].terms);
  // A boolean of term queries only (no synonym, no fuzziness) splits into common and rare terms; both groups take
  // the operator, and minimum_should_match applies to the rare ones (Queries.maybeApplyMinimumShouldMatch).
  if (o.cutoffFrequency !== undefined && o.type === 'boolean' && !stacked && !o.fuzziness) {
    const occur = o.operator === 'and' ? 'MUST' : 'SHOULD';
    const msm = o.minimumShouldMatch === undefined || o.minimumShouldMatch === null ? undefined : String(o.minimumShouldMatch);
    return new CommonTermsQuery(field, tokens.map((t) => t.term), { highFreqOccur: occur, lowFreqOccur: occur, maxTermFrequency: o.cutoffFrequency, lowFreqMinimumShouldMatch: msm });
  }
  const occur = o.operator === 'and' ? 'MUST' : 'SHOULD';
  const clauses: Clause[] = groups ? groups.map((g) => ({ occur, query: positionQuery(g.terms) })) : tokens.map((t) => ({ occur, query: termQuery(t.term) }));
  checkClauseCount(clauses.length);
  const msm = o.operator === 'or' ? minimumShouldMatch(clauses.length, o.minimumShouldMatch) : 0;
  return booleanQuery(clauses, msm);
}

/** Tokens grouped by position (stacked tokens, synonyms, share one), in order. */
function groupByPosition(tokens: ReadonlyArray<{ term: string; position: number }>): Array<{ position: number; terms: string[] }> {
  const groups: Array<{ position: number; terms: string[] }> = [];
  for (const t of tokens) {
    const last = groups[groups.length - 1];
    if (last && last.position === t.position) last.terms.push(t.term);
    else groups.push({ position: t.position, terms: [t.term] });
  }
  return groups;
}

/**
 * QueryBuilder.analyzeGraphBoolean: between articulation points, a position's terms (or their SynonymQuery), or
 * where a multi-word synonym makes side paths, one query per path (a phrase when auto_generate_synonyms_phrase_query,
 * else its terms all required) joined as SHOULD; the pieces joined by the operator.
 */
function graphBoolean(field: string, tokens: GraphToken[], o: MatchOptions, positionQuery: (terms: string[]) => Query): Query {
  const graph = new TokenGraph(tokens);
  const occur = o.operator === 'and' ? 'MUST' : 'SHOULD';
  const clauses: Clause[] = [];
  const points = graph.articulationPoints();
  let start = 0;
  for (let i = 0; i <= points.length; i++) {
    const end = i < points.length ? points[i] : -1;
    let q: Query;
    if (graph.hasSidePath(start)) {
      const paths = graph.finiteStrings(start, end).map((terms): Query => {
        if (terms.length === 1) return new TermQuery(field, terms[0]);
        if (o.autoGenerateSynonymsPhraseQuery !== false) return new PhraseQuery(field, terms, terms.map((_, k) => k), 0);
        return booleanQuery(terms.map((t) => ({ occur: 'MUST', query: new TermQuery(field, t) })));
      });
      q = paths.length === 1 ? paths[0] : booleanQuery(paths.map((query) => ({ occur: 'SHOULD', query })));
    } else q = positionQuery(graph.termsAt(start));
    clauses.push({ occur, query: q });
    start = end;
  }
  if (clauses.length === 1) return clauses[0].query;
  checkClauseCount(clauses.length);
  return booleanQuery(clauses, o.operator === 'or' ? minimumShouldMatch(clauses.length, o.minimumShouldMatch) : 0);
}

/** The last term becomes every indexed term with that prefix (up to max_expansions), as MultiPhrasePrefixQuery. */
function phrasePrefix(ctx: ParseContext, field: string, tokens: Array<{ term: string; position: number }>, o: MatchOptions): Query {
  const prefix = tokens[tokens.length - 1].term;
  const expanded = new Set<string>();
  for (const shard of ctx.index.shards) {
    for (const seg of shard.reader(true)) {
      const fp = seg.fields.get(field);
      if (!fp) continue;
      for (const t of fp.terms) {
        if (expanded.size >= o.maxExpansions) break;
        if (t.startsWith(prefix)) expanded.add(t);
      }
    }
  }
  const terms = [...expanded].sort(compareUtf8);
  if (terms.length === 0) return new MatchNoDocsQuery('No terms supplied for org.elasticsearch.common.lucene.search.MultiPhrasePrefixQuery');
  if (tokens.length === 1) return booleanQuery(terms.map((t) => ({ occur: 'SHOULD', query: new TermQuery(field, t) })));
  const arrays = [...tokens.slice(0, -1).map((t) => [t.term]), terms];
  return new MultiPhraseQuery(field, arrays, tokens.map((t) => t.position), o.slop);
}

/** The members each query of the match family knows (ES 6.8's builders), and those Searchpad does not implement yet. */
const MATCH_MEMBERS: Record<MatchType, { known: readonly string[]; unimplemented: readonly string[] }> = {
  boolean: {
    known: ['query', 'analyzer', 'boost', 'slop', 'prefix_length', 'max_expansions', 'operator', 'minimum_should_match', 'fuzziness',
      'fuzzy_transpositions', 'lenient', 'zero_terms_query', '_name', 'auto_generate_synonyms_phrase_query', 'type', 'cutoff_frequency'],
    unimplemented: ['fuzzy_rewrite', 'phrase_slop'],
  },
  phrase: { known: ['query', 'analyzer', 'boost', 'slop', '_name', 'zero_terms_query'], unimplemented: [] },
  phrase_prefix: { known: ['query', 'analyzer', 'boost', 'slop', 'max_expansions', '_name'], unimplemented: [] },
};
const MULTI_MATCH_MEMBERS = ['query', 'fields', 'type', 'analyzer', 'boost', 'slop', 'prefix_length', 'max_expansions', 'operator',
  'minimum_should_match', 'fuzziness', 'tie_breaker', 'lenient', 'zero_terms_query', 'auto_generate_synonyms_phrase_query',
  'fuzzy_transpositions', '_name', 'cutoff_frequency'];

function matchParser(name: string, type: MatchType): QueryParser {
  return (body, ctx) => {
    const { field, value, opts, inner } = fieldForm(name, body, 'query');
    checkMembers(name, inner, MATCH_MEMBERS[type].known, MATCH_MEMBERS[type].unimplemented);
    if (value === undefined) throw parsingException(`No text specified for text query`);
    return withBoost(matchFieldQuery(ctx, field, value, matchOptions(name, opts, type)), boostOf(opts, name));
  };
}

/** `multi_match`: one match per field (boosted by `field^n`), combined by the type's rule. */
const multiMatch: QueryParser = (body, ctx) => {
  if (!isObject(body)) throw parsingException('[multi_match] query malformed');
  checkMembers('multi_match', body, MULTI_MATCH_MEMBERS, ['fuzzy_rewrite', 'use_dis_max', 'phrase_slop']);
  if (body.query === undefined) throw illegalArgument('[multi_match] requires query value');
  const type = String(body.type ?? 'best_fields');
  const tieBreaker = floatMember('multi_match', 'tie_breaker', body.tie_breaker) ?? 0;
  const specs = body.fields === undefined ? ['*'] : Array.isArray(body.fields) ? body.fields.map(String) : [String(body.fields)];
  const lenient = body.fields === undefined || body.lenient === true;
  const fields: Array<{ field: string; boost: number }> = [];
  // Field aliases match patterns too (QueryParserHelper resolves them through simpleMatchToIndexNames).
  const all = [...ctx.index.fieldPaths(), ...ctx.index.fieldAliases().map((a) => a.path)];
  for (const spec of specs) {
    const [pattern, b] = spec.split('^');
    const boost = b === undefined ? 1 : Math.fround(Number(b));
    const matched = pattern.includes('*') ? all.filter((f) => simpleMatch(pattern, f) && ['text', 'keyword'].includes(ctx.index.fieldMapping(f)!.type)) : [pattern];
    for (const f of matched) fields.push({ field: f, boost });
  }
  const matchType: MatchType = type === 'phrase' ? 'phrase' : type === 'phrase_prefix' ? 'phrase_prefix' : 'boolean';
  if (!['best_fields', 'most_fields', 'phrase', 'phrase_prefix', 'cross_fields'].includes(type)) throw parsingException(`[multi_match] query does not support type ${type}`);
  if (body.fuzziness !== undefined && body.fuzziness !== null && ['phrase', 'phrase_prefix', 'cross_fields'].includes(type)) {
    throw parsingException(`Fuzziness not allowed for type [${type}]`);
  }
  if (type === 'cross_fields') throw illegalArgument('[multi_match] type [cross_fields] is not supported by Searchpad yet');
  const o = matchOptions('multi_match', { ...body, type: matchType, lenient }, matchType);
  const perField = fields.map(({ field, boost }) => withBoost(matchFieldQuery(ctx, field, body.query, o), boost)).filter((q) => !(q instanceof MatchNoDocsQuery));
  let q: Query;
  if (perField.length === 0) q = new MatchNoDocsQuery('No fields matched');
  else if (perField.length === 1) q = perField[0];
  else if (type === 'most_fields') {
    checkClauseCount(perField.length);
    q = booleanQuery(perField.map((query) => ({ occur: 'SHOULD', query })));
  }
  else q = new DisjunctionMaxQuery(perField, tieBreaker);
  return withBoost(q, boostOf(body, 'multi_match'));
};

export const FULL_TEXT_PARSERS: Record<string, QueryParser> = {
  match: matchParser('match', 'boolean'),
  match_phrase: matchParser('match_phrase', 'phrase'),
  match_phrase_prefix: matchParser('match_phrase_prefix', 'phrase_prefix'),
  multi_match: multiMatch,
};
