/**
 * The span family of the query DSL as ES 6.8's builders read it (span_term, span_or, span_near, span_not,
 * span_first, span_containing, span_within, span_multi, field_masking_span): the readers' ParsingExceptions for a
 * missing or non-span clause, and Lucene's IllegalArgumentExceptions (clauses on different fields) when the query
 * is built.
 */
import { illegalArgument, parsingException } from '../../errors/catalog';
import { isObject } from '../../util/json';
import { valueLocation } from '../../util/json-locations';
import { BoostQuery } from '../boost-query';
import { ConstantScoreQuery, DocValuesPredicateQuery, MatchNoDocsQuery } from '../constant-score';
import { EsError } from '../../errors/es-error';
import { FuzzyQuery } from '../fuzzy-query';
import { intMember } from '../json-numbers';
import { luceneClassName } from '../lucene-class';
import { MultiTermQuery } from '../multi-term-query';
import { boostOf, checkMembers, concreteField, fieldForm, type ParseContext, type QueryParser } from '../parse-context';
import type { Query } from '../query';
import { TermQuery } from '../term-query';
import { termLevelQuery } from '../term-level-queries';
import { spanToString, type SpanMultiTerm, type SpanNode } from './span-node';
import { SpanBoostQuery, SpanQuery } from './span-query';

/** A span query with its builder's boost (SpanBoostQuery when not 1). */
function spanQuery(node: SpanNode, boost: number): Query {
  const q = new SpanQuery(node);
  return boost === 1 ? q : new SpanBoostQuery(q, boost);
}

const at = (obj: Record<string, unknown>, key: string) => {
  const loc = valueLocation(obj, key);
  return [loc?.line ?? 1, loc?.col ?? 1] as const;
};

/**
 * An inner clause that must be a span query (`<what> must be of type span query` otherwise). A boost on it is
 * ignored for scoring, as Lucene ignores it, and 6.8 warns (SpanQueryBuilderUtil.checkNoBoost).
 */
function innerSpan(json: unknown, ctx: ParseContext, notSpan: string): SpanNode {
  let q = ctx.parse(json);
  if (q instanceof BoostQuery && q.query instanceof SpanQuery) {
    ctx.warn('setting boost on inner span queries is deprecated!');
    q = q.query;
  }
  if (!(q instanceof SpanQuery)) throw parsingException(notSpan);
  return q.node;
}

/** Lucene's check that the clauses of a span query read one field. */
function sameField(nodes: SpanNode[]): string | undefined {
  let field: string | undefined;
  for (const n of nodes) {
    if (field === undefined) field = n.field;
    else if (n.field !== undefined && n.field !== field) throw illegalArgument('Clauses must have same field.');
  }
  return field;
}

/** `span_term`: BaseTermQueryBuilder's forms; the term as the field's type makes it (MappedFieldType.extractTerm). */
const spanTerm: QueryParser = (body, ctx) => {
  const { field: named, value: v, opts, inner } = fieldForm('span_term', body, 'value');
  checkMembers('span_term', inner, ['value', 'term', 'boost', '_name']);
  const value = v === undefined && inner ? inner.term : v;
  if (value === undefined || value === null) throw illegalArgument('value cannot be null');
  const field = concreteField(ctx, named);
  let term = typeof value === 'string' ? value : JSON.stringify(value);
  if (ctx.index.fieldMapping(field)) {
    const tq = termLevelQuery(ctx, field, value);
    if (!(tq instanceof TermQuery)) {
      throw illegalArgument(`Cannot extract a term from a query of type class org.apache.lucene.search.${luceneClassName(tq)}: ${tq.toString()}`);
    }
    term = tq.term;
  }
  return spanQuery({ kind: 'term', field, term }, boostOf(opts, 'span_term'));
};

/** The `clauses` array of span_or / span_near; span_near also takes `span_gap` clauses. */
function clauseList(name: string, label: string, b: Record<string, unknown>, ctx: ParseContext): SpanNode[] {
  if (b.clauses === undefined) return [];
  if (!Array.isArray(b.clauses)) throw parsingException(`[${name}] query does not support [clauses]`, ...at(b, 'clauses'));
  return b.clauses.map((c) => (name === 'span_near' && isObject(c) && Object.keys(c).length === 1 && isObject(c.span_gap) ? spanGap(c.span_gap, ctx) : innerSpan(c, ctx, `${label} [clauses] must be of type span query`)));
}

/** SpanGapQueryBuilder: `{field: width}`, the field as the mapping names it. */
function spanGap(body: Record<string, unknown>, ctx: ParseContext): SpanNode {
  const fields = Object.keys(body);
  if (fields.length > 1) throw parsingException(`[span_gap] query doesn't support multiple fields, found [${fields[0]}] and [${fields[1]}]`);
  if (fields.length === 0 || fields[0] === '') throw illegalArgument('[span_gap] field name is null or empty');
  const width = intMember('span_gap', fields[0], body[fields[0]]) ?? 0;
  return { kind: 'gap', field: concreteField(ctx, fields[0]), width };
}

const spanOr: QueryParser = (b, ctx) => {
  if (!isObject(b)) throw parsingException('[span_or] query malformed, no start_object after query name');
  checkMembers('span_or', b, ['clauses', 'boost', '_name']);
  const clauses = clauseList('span_or', 'spanOr', b, ctx);
  if (clauses.length === 0) throw parsingException('spanOr must include [clauses]');
  return spanQuery({ kind: 'or', field: sameField(clauses), clauses }, boostOf(b, 'span_or'));
};

const spanNear: QueryParser = (b, ctx) => {
  if (!isObject(b)) throw parsingException('[span_near] query malformed, no start_object after query name');
  checkMembers('span_near', b, ['clauses', 'slop', 'in_order', 'boost', '_name']);
  const clauses = clauseList('span_near', 'spanNear', b, ctx);
  const slop = intMember('span_near', 'slop', b.slop);
  if (clauses.length === 0) throw parsingException('span_near must include [clauses]');
  if (slop === undefined) throw parsingException('span_near must include [slop]');
  const inOrder = b.in_order === undefined ? true : b.in_order === true || b.in_order === 'true';
  const boost = boostOf(b, 'span_near');
  // One clause is that clause's query (SpanNearQueryBuilder.doToQuery).
  if (clauses.length === 1) {
    if (clauses[0].kind === 'gap') throw new EsError({ type: 'null_pointer_exception', reason: 'null', status: 500 });
    return spanQuery(clauses[0], boost);
  }
  // SpanNearQuery.Builder: every clause on the first one's field; gaps only in order.
  const field = clauses[0].field;
  if (!inOrder && clauses[0].kind === 'gap') throw illegalArgument('Gaps can only be added to ordered near queries');
  for (const c of clauses.slice(1)) {
    if (c.kind === 'gap') {
      if (c.field !== field) throw illegalArgument('[span_near] clauses must have same field');
      if (!inOrder) throw illegalArgument('Gaps can only be added to ordered near queries');
    } else if (c.field !== field) throw illegalArgument(`Cannot add clause ${spanToString(c, '')} to SpanNearQuery for field ${field}`);
  }
  return spanQuery({ kind: 'near', field, clauses, slop, inOrder }, boost);
};

const spanNot: QueryParser = (b, ctx) => {
  if (!isObject(b)) throw parsingException('[span_not] query malformed, no start_object after query name');
  checkMembers('span_not', b, ['include', 'exclude', 'pre', 'post', 'dist', 'boost', '_name']);
  const include = b.include === undefined ? undefined : innerSpan(b.include, ctx, 'spanNot [include] must be of type span query');
  const exclude = b.exclude === undefined ? undefined : innerSpan(b.exclude, ctx, 'spanNot [exclude] must be of type span query');
  const dist = intMember('span_not', 'dist', b.dist);
  const preIn = intMember('span_not', 'pre', b.pre);
  const postIn = intMember('span_not', 'post', b.post);
  if (!include) throw parsingException('spanNot must have [include] span query clause');
  if (!exclude) throw parsingException('spanNot must have [exclude] span query clause');
  if (dist !== undefined && (preIn !== undefined || postIn !== undefined)) throw parsingException('spanNot can either use [dist] or [pre] & [post] (or none)');
  // SpanNotQueryBuilder.pre/post/dist: a negative value is 0.
  const pre = Math.max(0, dist ?? preIn ?? 0);
  const post = Math.max(0, dist ?? postIn ?? 0);
  if (include.field !== undefined && exclude.field !== undefined && include.field !== exclude.field) throw illegalArgument('Clauses must have same field.');
  return spanQuery({ kind: 'not', field: include.field, include, exclude, pre, post }, boostOf(b, 'span_not'));
};

const spanFirst: QueryParser = (b, ctx) => {
  if (!isObject(b)) throw parsingException('[span_first] query malformed, no start_object after query name');
  checkMembers('span_first', b, ['match', 'end', 'boost', '_name']);
  const match = b.match === undefined ? undefined : innerSpan(b.match, ctx, 'spanFirst [match] must be of type span query');
  const end = intMember('span_first', 'end', b.end);
  if (!match) throw parsingException('spanFirst must have [match] span query clause');
  if (end === undefined) throw parsingException('spanFirst must have [end] set for it');
  return spanQuery({ kind: 'first', field: match.field, match, end }, boostOf(b, 'span_first'));
};

function spanContain(name: 'span_containing' | 'span_within'): QueryParser {
  return (b, ctx) => {
    if (!isObject(b)) throw parsingException(`[${name}] query malformed, no start_object after query name`);
    checkMembers(name, b, ['big', 'little', 'boost', '_name']);
    const big = b.big === undefined ? undefined : innerSpan(b.big, ctx, `${name} [big] must be of type span query`);
    const little = b.little === undefined ? undefined : innerSpan(b.little, ctx, `${name} [little] must be of type span query`);
    if (!big) throw parsingException(`${name} must include [big]`);
    if (!little) throw parsingException(`${name} must include [little]`);
    // SpanContainQuery: both clauses on one field.
    if (big.field === undefined || little.field === undefined) throw illegalArgument('Clauses must have a field');
    if (big.field !== little.field) throw illegalArgument('Clauses must have same field.');
    return spanQuery({ kind: name === 'span_containing' ? 'containing' : 'within', field: big.field, big, little }, boostOf(b, name));
  };
}

const fieldMaskingSpan: QueryParser = (b, ctx) => {
  if (!isObject(b)) throw parsingException('[field_masking_span] query malformed, no start_object after query name');
  checkMembers('field_masking_span', b, ['query', 'field', 'boost', '_name']);
  const inner = b.query === undefined ? undefined : innerSpan(b.query, ctx, '[field_masking_span] query must be of type span query');
  if (!inner) throw parsingException('field_masking_span must have [query] span query clause');
  if (b.field === undefined || b.field === null) throw parsingException('field_masking_span must have [field] set for it');
  return spanQuery({ kind: 'mask', field: concreteField(ctx, String(b.field)), inner }, boostOf(b, 'field_masking_span'));
};

/** The queries ES 6.8 accepts inside span_multi (its MultiTermQueryBuilders). */
const MULTI_TERM_QUERIES = ['prefix', 'wildcard', 'regexp', 'fuzzy', 'range'];

/**
 * `span_multi`: the wrapped multi-term query is built as it would be on its own, its constant-score and boost
 * wrappers taken off (their boost kept), and it becomes SpanMultiTermQueryWrapper, expanded per shard.
 */
const spanMulti: QueryParser = (b, ctx) => {
  if (!isObject(b)) throw parsingException('[span_multi] query malformed, no start_object after query name');
  checkMembers('span_multi', b, ['match', 'boost', '_name']);
  if (b.match === undefined) throw parsingException('[span_multi] must have [match] multi term query clause');
  const m = b.match;
  const kind = isObject(m) ? Object.keys(m)[0] : undefined;
  if (kind !== undefined && !MULTI_TERM_QUERIES.includes(kind) && isObject(m) && Object.keys(m).length === 1) {
    ctx.parse(m); // an unknown or malformed query is that query's own error
    throw parsingException('[span_multi] [match] must be of type multi term query', ...at(b, 'match'));
  }
  let q = ctx.parse(m);
  let boost = 1;
  for (;;) {
    if (q instanceof ConstantScoreQuery) {
      q = q.query;
      boost = 1;
    } else if (q instanceof BoostQuery) {
      boost *= q.boost;
      q = q.query;
    } else break;
  }
  boost = Math.fround(boost * boostOf(b, 'span_multi'));
  if (q instanceof MatchNoDocsQuery) return spanQuery({ kind: 'none', field: fieldOf(m), reason: q.toString().replace(/^MatchNoDocsQuery\("(.*)"\)$/, '$1') }, boost);
  // A range on a text or keyword field is Lucene's TermRangeQuery, a multi-term query over the terms.
  const mapped = ctx.index.fieldMapping(fieldOf(m));
  if (kind === 'range' && q instanceof DocValuesPredicateQuery && (mapped?.type === 'text' || mapped?.type === 'keyword')) {
    const range = q;
    const query: SpanMultiTerm = { field: range.field, label: (field) => (field === range.field ? range.text.slice(range.field.length + 1) : range.text), matches: (t) => range.accept(t) };
    return spanQuery({ kind: 'multi', field: range.field, query }, boost);
  }
  if (!(q instanceof MultiTermQuery)) {
    // Java's UnsupportedOperationException: the shard fails to build the query.
    throw new EsError({ type: 'unsupported_operation_exception', reason: `unsupported inner query, should be org.apache.lucene.search.MultiTermQuery but was org.apache.lucene.search.${luceneClassName(q)}`, status: 500 });
  }
  const mtq = q;
  // A top-terms rewrite (`top_terms_N`, FuzzyQuery's own) becomes TopTermsSpanBooleanQueryRewrite(N).
  const top = /^top_terms(?:_boost|_blended_freqs)?_(\d+)$/.exec(rewriteOf(m) ?? '');
  const query: SpanMultiTerm = {
    field: mtq.field,
    label: (field) => (mtq.toString as (field?: string) => string).call(mtq, field),
    matches: mtq.matches,
    topTerms: mtq instanceof FuzzyQuery
      ? { size: mtq.maxExpansions, boost: (t) => mtq.termBoost(t) }
      : top ? { size: Number(top[1]), boost: (t) => (mtq.matches(t) ? 1 : undefined) } : undefined,
  };
  return spanQuery({ kind: 'multi', field: mtq.field, query }, boost);
};

/** The `rewrite` a multi-term query's JSON asks for (`{prefix: {field: {value, rewrite}}}`). */
function rewriteOf(json: unknown): string | undefined {
  if (!isObject(json)) return undefined;
  const body = Object.values(json)[0];
  const spec = isObject(body) ? body[fieldOf(json)] : undefined;
  return isObject(spec) && typeof spec.rewrite === 'string' ? spec.rewrite : undefined;
}

/** The field a multi-term query's JSON names (`{prefix: {field: ...}}`). */
function fieldOf(json: unknown): string {
  if (!isObject(json)) return '';
  const body = Object.values(json)[0];
  if (!isObject(body)) return '';
  return Object.keys(body).find((k) => k !== 'boost' && k !== '_name') ?? '';
}

export const SPAN_PARSERS: Record<string, QueryParser> = {
  span_term: spanTerm,
  span_or: spanOr,
  span_near: spanNear,
  span_not: spanNot,
  span_first: spanFirst,
  span_containing: spanContain('span_containing'),
  span_within: spanContain('span_within'),
  span_multi: spanMulti,
  field_masking_span: fieldMaskingSpan,
  // SpanGapQueryBuilder.toQuery: a gap is only a span_near clause.
  span_gap: () => {
    throw new EsError({ type: 'unsupported_operation_exception', reason: 'null', status: 500 });
  },
};
