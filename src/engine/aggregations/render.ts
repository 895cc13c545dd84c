/** The `aggregations` member of a search response (with `typed_keys`, names as `type#name`). */
import { renderAll } from './subs';
import type { InternalAggregation } from './types';

export function renderAggregations(aggs: InternalAggregation[], typedKeys: boolean): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  renderAll(out, aggs, { typedKeys });
  return out;
}
