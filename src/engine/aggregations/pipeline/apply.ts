/**
 * Pipelines run after the final reduce: parent pipelines (declared inside a multi-bucket aggregation) rewrite its
 * buckets, sibling pipelines add a result beside the aggregations they read.
 */
import type { AggregationBuilder, InternalAggregation, PipelineBuilder, ReduceContext } from '../types';

export function applyPipelines(builders: AggregationBuilder[], pipelines: PipelineBuilder[], aggs: InternalAggregation[], ctx: ReduceContext): InternalAggregation[] {
  const withChildren = aggs.map((agg, i) => {
    const b = builders[i];
    const rewrite = (agg as { applyChildPipelines?: (b: AggregationBuilder, ctx: ReduceContext) => InternalAggregation }).applyChildPipelines;
    return rewrite && b ? rewrite.call(agg, b, ctx) : agg;
  });
  let out = withChildren;
  for (const p of pipelines) {
    const r = p.apply(out, ctx);
    out = Array.isArray(r) ? r : [...out, r];
  }
  return out;
}
