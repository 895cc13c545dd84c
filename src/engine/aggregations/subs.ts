/** The sub-aggregations of a bucket: created per bucket, built, reduced position by position and rendered. */
import { EsError } from '../errors/es-error';
import type { DocScores } from '../query/doc-scores';
import type { LeafContext } from '../query/query';
import { setMember } from '../util/json';
import type { AggregationBuilder, Collector, CollectorFactory, InternalAggregation, ReduceContext, RenderContext, ShardAggContext } from './types';

export function prepareAll(builders: AggregationBuilder[], shard: ShardAggContext): CollectorFactory[] {
  return builders.map((b) => b.prepare(shard));
}

/** A metric accepts no sub-aggregations (ES's AggregationInitializationException). */
export function refuseSubs(b: AggregationBuilder) {
  if (b.subs.length > 0) {
    throw new EsError({ type: 'aggregation_initialization_exception', reason: `Aggregator [${b.name}] of type [${b.type}] cannot accept sub-aggregations`, status: 500 });
  }
}

export function createAll(factories: CollectorFactory[]): Collector[] {
  return factories.map((f) => f());
}

export function collectAll(collectors: Collector[], leaf: LeafContext, doc: number, score: number) {
  for (let i = 0; i < collectors.length; i++) collectors[i].collect(leaf, doc, score);
}

/** A leaf's matches to each collector: at once where it takes them so, else one by one. */
export function collectMatchesAll(collectors: Collector[], leaf: LeafContext, matches: DocScores) {
  for (const c of collectors) {
    if (c.collectMatches) c.collectMatches(leaf, matches);
    else for (let i = 0; i < matches.length; i++) c.collect(leaf, matches.docs[i], matches.scores[i]);
  }
}

export function buildAll(collectors: Collector[]): InternalAggregation[] {
  return collectors.map((c) => c.build());
}

/** Reduces the sub-aggregation lists of buckets that merge (same aggregations in the same order). */
export function reduceAll(lists: InternalAggregation[][], ctx: ReduceContext): InternalAggregation[] {
  if (lists.length === 1 && !ctx.final) return lists[0];
  return lists[0].map((first, i) => first.reduce(lists.map((l) => l[i]), ctx));
}

/**
 * The type typed_keys writes: an unmapped terms or significant_terms result is written as the string kind
 * (6.8's UnmappedTerms and UnmappedSignificantTerms override getType()), though it reduces as its own kind.
 */
const WRITTEN_TYPE: ReadonlyMap<string, string> = new Map([['umterms', 'sterms'], ['umsigterms', 'sigsterms']]);

export function renderName(agg: InternalAggregation, ctx: RenderContext) {
  return ctx.typedKeys ? `${WRITTEN_TYPE.get(agg.typedName) ?? agg.typedName}#${agg.name}` : agg.name;
}

/** `{meta?, ...body}` for one aggregation (ES writes `meta` first). */
export function renderOne(agg: InternalAggregation, ctx: RenderContext): Record<string, unknown> {
  const body = agg.render(ctx);
  if (agg.meta === undefined) return body;
  const out: Record<string, unknown> = { meta: agg.meta };
  for (const [k, v] of Object.entries(body)) setMember(out, k, v);
  return out;
}

/** Writes each aggregation under its (typed) name into `target`. */
export function renderAll(target: Record<string, unknown>, aggs: InternalAggregation[], ctx: RenderContext) {
  for (const a of aggs) setMember(target, renderName(a, ctx), renderOne(a, ctx));
}

export function findByName(aggs: InternalAggregation[], name: string): InternalAggregation | undefined {
  return aggs.find((a) => a.name === name);
}

/** Number of buckets inside a list of aggregations, recursively (ES's countInnerBucket). */
export function countBuckets(aggs: InternalAggregation[]): number {
  let n = 0;
  for (const a of aggs) {
    const inner = (a as { innerBucketCount?: () => number }).innerBucketCount;
    if (inner) n += inner.call(a);
  }
  return n;
}

/** Buckets that line up across shards (ranges, filters): counts summed, sub-aggregations reduced position by position. */
export function reduceByPosition<B extends { docCount: number; subs: InternalAggregation[] }>(lists: B[][], ctx: ReduceContext): B[] {
  return lists[0].map((b, i) => ({ ...b, docCount: lists.reduce((n, l) => n + l[i].docCount, 0), subs: reduceAll(lists.map((l) => l[i].subs), ctx) }));
}
