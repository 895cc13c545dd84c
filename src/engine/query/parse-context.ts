import { illegalArgument, parsingException } from '../errors/catalog';
import type { IndexService } from '../index/index-service';
import type { LikeItem, LikeItemTerms } from '../engine-state';
import { isObject } from '../util/json';
import { valueLocation } from '../util/json-locations';
import { floatMember, markReadingTheRequest, raisedReadingTheRequest } from './json-numbers';
import type { Query } from './query';

/** What a query parser needs: the index (mappings, analyzers) and whether it is in filter context. */
export interface ParseContext {
  index: IndexService;
  /** Inside `filter`, `must_not`, `constant_score` or `post_filter`: no scores (BoolQueryBuilder's msm rule). */
  filter: boolean;
  /** The request's clock reading: `now` in date maths, decay origins, unseeded random_score. */
  now: number;
  /** Raises a deprecation warning (a `Warning` header of the response). */
  warn(text: string): void;
  parse(json: unknown, filter?: boolean): Query;
  /** A more_like_this item's terms (the node's multi term vectors); absent where documents cannot be fetched. */
  likeItems?: (item: LikeItem) => LikeItemTerms | undefined;
  /** Where a `nested` query with `inner_hits` registers itself (the fetch phase reads them, nested-query.ts). */
  innerHits?: Query[];
}

/** The concrete field a query names: a field alias's target (QueryShardContext.fieldMapper resolves it), else the name. */
export function concreteField(ctx: ParseContext, field: string): string {
  return ctx.index.fieldMapping(field)?.path ?? field;
}

export type QueryParser = (body: unknown, ctx: ParseContext) => Query;

/** `{field: value}` or `{field: {<valueKey>: ..., options}}`, with `boost`/`_name` allowed beside the field. */
export function fieldForm(queryName: string, body: unknown, valueKey: string): { field: string; value: unknown; opts: Record<string, unknown>; inner?: Record<string, unknown> } {
  if (!isObject(body)) throw parsingException(`[${queryName}] query malformed, no start_object after query name`);
  let field: string | undefined;
  let count = 0;
  for (const k in body) {
    if (k === 'boost' || k === '_name') continue;
    field ??= k;
    count++;
  }
  if (count !== 1 || field === undefined) {
    const fields = Object.keys(body).filter((k) => k !== 'boost' && k !== '_name');
    throw parsingException(`[${queryName}] query doesn't support multiple fields, found [${fields.join('] and [')}]`);
  }
  const v = body[field];
  if (isObject(v)) {
    const { [valueKey]: value, ...opts } = v;
    return { field, value, opts: { boost: body.boost, ...opts }, inner: v };
  }
  return { field, value: v, opts: { boost: body.boost } };
}

/**
 * ES's query parsers refuse a member they do not know (`[match] query does not support [bogus]`, at
 * the value's place); a member ES knows that Searchpad does not implement is a 400 naming it, never
 * accepted and dropped.
 */
export function checkMembers(queryName: string, obj: Record<string, unknown> | undefined, known: readonly string[], unimplemented: readonly string[] = []) {
  if (!obj) return;
  for (const k of Object.keys(obj)) {
    if (known.includes(k)) continue;
    if (unimplemented.includes(k)) throw illegalArgument(`[${queryName}] query option [${k}] is not supported by Searchpad yet`);
    const at = valueLocation(obj, k);
    throw parsingException(`[${queryName}] query does not support [${k}]`, at?.line, at?.col);
  }
}

/** A query's `boost` (`floatValue()`: a number or a numeric string; see json-numbers.ts for the rest). */
export function boostOf(opts: Record<string, unknown>, queryName = 'query'): number {
  return floatMember(queryName, 'boost', opts.boost) ?? 1;
}

/**
 * Marks an error ES raises while reading the request body (a builder's fromXContent) rather than while building
 * the shard's query: the search reports it as it is, never wrapped in a query_shard_exception
 * (json-numbers.ts keeps the one mark).
 */
export const bodyError = markReadingTheRequest;
export const isBodyError = raisedReadingTheRequest;
