/**
 * `nested` and `reverse_nested` (ES 6.8's NestedAggregator, ReverseNestedAggregator): `nested` collects, for
 * each parent document of its bucket, the hidden documents under its path (index/nested-docs.ts), so its
 * sub-aggregations read the nested fields; `reverse_nested`, under it, goes back to each parent (once per
 * bucket) for aggregations over the parents' fields.
 */
import { EsError } from '../../errors/es-error';
import { parsingException } from '../../errors/catalog';
import { nestedMappingAt } from '../../index/nested-docs';
import { nestedShard, type NestedShard } from '../../query/nested-query';
import type { LeafContext, ShardSearcher } from '../../query/query';
import { isObject } from '../../util/json';
import { buildAll, collectAll, createAll, prepareAll } from '../subs';
import type { AggregationBuilder, Collector, ShardAggContext } from '../types';
import { InternalSingleBucket } from './single-bucket';

/** A nested searcher's way back: the parent context and the children's parent docs. */
const PARENTS = new WeakMap<ShardSearcher, { root: ShardAggContext; nested: NestedShard }>();

/** Each parent's first child, per parent leaf (children are stored in parent order). */
function firstChildren(parentOf: Int32Array, maxDoc: number): Int32Array {
  const first = new Int32Array(maxDoc + 1).fill(parentOf.length);
  for (let c = parentOf.length - 1; c >= 0; c--) first[parentOf[c]] = c;
  for (let d = maxDoc - 1; d >= 0; d--) if (first[d] > first[d + 1]) first[d] = first[d + 1];
  return first;
}

export function parseNested(name: string, body: Record<string, unknown>): AggregationBuilder {
  let path: string | undefined;
  for (const [k, v] of Object.entries(body)) {
    if (k === 'path' && !isObject(v) && !Array.isArray(v)) path = String(v);
    else throw parsingException(`Unknown key for a ${typeof v === 'string' ? 'VALUE_STRING' : 'START_OBJECT'} in [${name}]: [${k}].`);
  }
  if (path === undefined) throw parsingException(`Missing [path] field for nested aggregation [${name}]`);
  const nestedPath = path;
  const builder: AggregationBuilder = {
    name,
    type: 'nested',
    subs: [],
    pipelines: [],
    prepare(shard) {
      const mapping = nestedMappingAt(shard.index, nestedPath);
      if (mapping && !mapping.nested) throw new EsError({ type: 'aggregation_execution_exception', reason: `[nested] nested path [${nestedPath}] is not nested`, status: 500 });
      // An unmapped path collects nothing (NestedAggregatorFactory's unmapped aggregator).
      const nested = mapping ? nestedShard(shard.searcher, nestedPath) : undefined;
      if (nested) PARENTS.set(nested.searcher, { root: shard, nested });
      const subFactories = prepareAll(builder.subs, nested ? { ...shard, searcher: nested.searcher } : shard);
      const firsts = new Map<LeafContext, Int32Array>();
      return (): Collector => {
        let count = 0;
        const subs = createAll(subFactories);
        return {
          collect(leaf, doc) {
            if (!nested) return;
            let first = firsts.get(leaf);
            if (!first) firsts.set(leaf, (first = firstChildren(nested.children[leaf.ord].parentOf, leaf.segment.maxDoc)));
            const childLeaf = nested.searcher.leaves[leaf.ord];
            for (let c = first[doc]; c < first[doc + 1]; c++) {
              count++;
              collectAll(subs, childLeaf, c, 0);
            }
          },
          build() {
            const r = new InternalSingleBucket(name, 'nested', count, buildAll(subs));
            r.meta = builder.meta;
            return r;
          },
        };
      };
    },
  };
  return builder;
}

export function parseReverseNested(name: string, body: Record<string, unknown>): AggregationBuilder {
  for (const [k, v] of Object.entries(body)) {
    if (k === 'path') throw new EsError({ type: 'illegal_argument_exception', reason: 'reverse_nested [path] to an intermediate nested object is not supported by Searchpad yet', status: 400 });
    throw parsingException(`Unknown key for a ${typeof v === 'string' ? 'VALUE_STRING' : 'START_OBJECT'} in [${name}]: [${k}].`);
  }
  const builder: AggregationBuilder = {
    name,
    type: 'reverse_nested',
    subs: [],
    pipelines: [],
    prepare(shard) {
      const back = PARENTS.get(shard.searcher);
      if (!back) throw new EsError({ type: 'illegal_argument_exception', reason: `Reverse nested aggregation [${name}] can only be used inside a [nested] aggregation`, status: 400 });
      const subFactories = prepareAll(builder.subs, back.root);
      return (): Collector => {
        let count = 0;
        const subs = createAll(subFactories);
        const seen = new Map<number, Set<number>>();
        return {
          collect(leaf, doc) {
            const parent = back.nested.children[leaf.ord].parentOf[doc];
            let done = seen.get(leaf.ord);
            if (!done) seen.set(leaf.ord, (done = new Set()));
            // Each parent once per bucket.
            if (done.has(parent)) return;
            done.add(parent);
            count++;
            collectAll(subs, back.root.searcher.leaves[leaf.ord], parent, 0);
          },
          build() {
            const r = new InternalSingleBucket(name, 'reverse_nested', count, buildAll(subs));
            r.meta = builder.meta;
            return r;
          },
        };
      };
    },
  };
  return builder;
}
