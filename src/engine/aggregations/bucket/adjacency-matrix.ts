/**
 * adjacency_matrix: a bucket per named filter and per pair of filters (`A&B`) with the docs matching both, only
 * non-empty buckets, sorted by key; at most `index.max_adjacency_matrix_filters` (100) filters.
 */
import { illegalArgument, parsingException } from '../../errors/catalog';
import { parseQuery } from '../../query/dsl';
import { advance, type DocScores } from '../../query/doc-scores';
import type { LeafContext } from '../../query/query';
import { isObject } from '../../util/json';
import { consumeBuckets } from '../max-buckets';
import { stringMember, unknownField } from '../parse-helpers';
import { buildAll, collectAll, countBuckets, createAll, prepareAll, reduceAll, renderAll } from '../subs';
import type { AggregationBuilder, Collector, InternalAggregation, ReduceContext, RenderContext } from '../types';

interface MatrixBucket {
  key: string;
  docCount: number;
  subs: InternalAggregation[];
}

export class InternalAdjacencyMatrix implements InternalAggregation {
  readonly typedName = 'adjacency_matrix';
  meta?: Record<string, unknown>;
  constructor(readonly name: string, readonly buckets: MatrixBucket[]) {}
  innerBucketCount() {
    return this.buckets.reduce((n, b) => n + 1 + countBuckets(b.subs), 0);
  }
  reduce(all: InternalAggregation[], ctx: ReduceContext): InternalAggregation {
    const byKey = new Map<string, MatrixBucket[]>();
    for (const m of all as InternalAdjacencyMatrix[]) for (const b of m.buckets) byKey.set(b.key, [...(byKey.get(b.key) ?? []), b]);
    const buckets = [...byKey.values()].map((same) => ({ key: same[0].key, docCount: same.reduce((n, b) => n + b.docCount, 0), subs: reduceAll(same.map((b) => b.subs), ctx) }));
    buckets.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    if (ctx.final) consumeBuckets(ctx, buckets.length);
    const r = new InternalAdjacencyMatrix(this.name, buckets);
    r.meta = this.meta;
    return r;
  }
  property(path: string[]) {
    return path[0] === '_bucket_count' ? this.buckets.length : undefined;
  }
  render(ctx: RenderContext): Record<string, unknown> {
    return {
      buckets: this.buckets.map((b) => {
        const out: Record<string, unknown> = { key: b.key, doc_count: b.docCount };
        renderAll(out, b.subs, ctx);
        return out;
      }),
    };
  }
}

export function parseAdjacencyMatrix(name: string, body: Record<string, unknown>): AggregationBuilder {
  let filters: Array<{ key: string; query: unknown }> | undefined;
  let separator = '&';
  for (const [k, v] of Object.entries(body)) {
    if (k === 'filters') {
      if (!isObject(v)) throw parsingException(`[adjacency_matrix] filters must be an object of named queries`);
      filters = Object.entries(v).map(([key, query]) => ({ key, query }));
    } else if (k === 'separator') separator = stringMember('adjacency_matrix', k, v);
    else throw unknownField('adjacency_matrix', k);
  }
  if (!filters) throw illegalArgument(`[filters] must not be null: [${name}]`);
  filters.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const list = filters;
  const builder: AggregationBuilder = {
    name,
    type: 'adjacency_matrix',
    subs: [],
    pipelines: [],
    prepare(shard) {
      const max = 100;
      if (list.length > max) {
        throw illegalArgument(`Number of filters is too large, must be less than or equal to: [${max}] but was [${list.length}].This limit can be set by changing the [index.max_adjacency_matrix_filters] index level setting.`);
      }
      const weights = list.map((f) => shard.searcher.createWeight(parseQuery(f.query, shard.index, true, shard.now, shard.warn), false, 1));
      const cache = new Map<LeafContext, DocScores[]>();
      const subFactories = prepareAll(builder.subs, shard);
      const keys: Array<{ key: string; a: number; b: number }> = [];
      list.forEach((f, i) => keys.push({ key: f.key, a: i, b: i }));
      for (let i = 0; i < list.length; i++) for (let j = i + 1; j < list.length; j++) keys.push({ key: `${list[i].key}${separator}${list[j].key}`, a: i, b: j });
      return (): Collector => {
        const counts = new Array<number>(keys.length).fill(0);
        const subs = keys.map(() => createAll(subFactories));
        let leafAt: LeafContext | undefined;
        let cursors: number[] = [];
        return {
          collect(leaf, doc, score) {
            let matches = cache.get(leaf);
            if (!matches) cache.set(leaf, (matches = weights.map((w) => w.scores(leaf))));
            if (leaf !== leafAt) {
              leafAt = leaf;
              cursors = weights.map(() => 0);
            }
            const hit = matches.map((m, i) => {
              cursors[i] = advance(m, cursors[i], doc);
              return cursors[i] < m.length && m.docs[cursors[i]] === doc;
            });
            keys.forEach((k, i) => {
              if (hit[k.a] && hit[k.b]) {
                counts[i]++;
                collectAll(subs[i], leaf, doc, score);
              }
            });
          },
          build() {
            const buckets = keys.map((k, i) => ({ key: k.key, docCount: counts[i], subs: buildAll(subs[i]) })).filter((b) => b.docCount > 0);
            const r = new InternalAdjacencyMatrix(name, buckets);
            r.meta = builder.meta;
            return r;
          },
        };
      };
    },
  };
  return builder;
}
