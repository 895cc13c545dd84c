/**
 * Pipelines run after the final reduce, level by level as ES's InternalAggregations.reduce does: inside every
 * bucket first (its sibling pipelines), then the parent pipelines declared in a multi-bucket aggregation rewrite
 * its buckets, then the sibling pipelines of this level add their results beside the aggregations they read.
 */
import type { AggregationBuilder, InternalAggregation, PipelineBuilder, ReduceContext } from '../types';
import { bucketsOf, singleBucketSubs, withBuckets, withSubs } from './buckets';

function hasPipelines(builders: AggregationBuilder[]): boolean {
  return builders.some((b) => b.pipelines.length > 0 || hasPipelines(b.subs));
}

function applyInside(agg: InternalAggregation, builder: AggregationBuilder, ctx: ReduceContext): InternalAggregation {
  if (!hasPipelines([builder])) return agg;
  const siblings = builder.pipelines.filter((p) => !p.parent);
  const parents = builder.pipelines.filter((p) => p.parent);
  const buckets = bucketsOf(agg);
  let out = agg;
  if (buckets) {
    out = withBuckets(agg, buckets.map((b) => ({ ...b, subs: applyPipelines(builder.subs, siblings, b.subs, ctx) })));
    for (const p of parents) out = p.applyParent!(out, ctx);
    return out;
  }
  const subs = singleBucketSubs(agg);
  if (subs) return withSubs(agg, applyPipelines(builder.subs, siblings, subs, ctx));
  return out;
}

export function applyPipelines(builders: AggregationBuilder[], pipelines: PipelineBuilder[], aggs: InternalAggregation[], ctx: ReduceContext): InternalAggregation[] {
  const out = aggs.map((agg) => {
    const b = builders.find((x) => x.name === agg.name);
    return b ? applyInside(agg, b, ctx) : agg;
  });
  for (const p of pipelines) if (!p.parent) out.push(p.apply!(out, ctx));
  return out;
}

/** Checks every pipeline's place in the tree before any shard runs. */
export function validatePipelines(builders: AggregationBuilder[], pipelines: PipelineBuilder[], parent?: AggregationBuilder) {
  for (const p of pipelines) if (p.validate) p.validate(p.parent ? parent : undefined);
  for (const b of builders) validatePipelines(b.subs, b.pipelines, b);
}
