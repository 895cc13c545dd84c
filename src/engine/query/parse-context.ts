import { parsingException } from '../errors/catalog';
import type { IndexService } from '../index/index-service';
import { isObject } from '../util/json';
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
}

export type QueryParser = (body: unknown, ctx: ParseContext) => Query;

/** `{field: value}` or `{field: {<valueKey>: ..., options}}`, with `boost`/`_name` allowed beside the field. */
export function fieldForm(queryName: string, body: unknown, valueKey: string): { field: string; value: unknown; opts: Record<string, unknown> } {
  if (!isObject(body)) throw parsingException(`[${queryName}] query malformed, no start_object after query name`);
  const fields = Object.keys(body).filter((k) => k !== 'boost' && k !== '_name');
  if (fields.length !== 1) throw parsingException(`[${queryName}] query doesn't support multiple fields, found [${fields.join('] and [')}]`);
  const field = fields[0];
  const v = body[field];
  if (isObject(v)) {
    const { [valueKey]: value, ...opts } = v;
    return { field, value, opts: { boost: body.boost, ...opts } };
  }
  return { field, value: v, opts: { boost: body.boost } };
}

export function boostOf(opts: Record<string, unknown>): number {
  return opts.boost === undefined ? 1 : Math.fround(Number(opts.boost));
}
