/**
 * The one-bucket aggregations: filter (docs matching a query), missing (docs without a value) and global (every
 * live doc of the shard, whatever the query); and filters (one bucket per named or anonymous query, plus
 * `other_bucket`).
 */
import { illegalArgument, parsingException } from '../../errors/catalog';
import { isObject } from '../../util/json';
import { parseQuery } from '../../query/dsl';
import { advance, type DocScores } from '../../query/doc-scores';
import { PositionalBuckets } from './positional-buckets';
import type { LeafContext, Weight } from '../../query/query';
import { setMember } from '../../util/json';
import { booleanMember, parseValuesSourceBody, stringMember, unknownField } from '../parse-helpers';
import { buildAll, collectAll, countBuckets, createAll, prepareAll, reduceAll, renderAll } from '../subs';
import type { AggregationBuilder, Collector, InternalAggregation, ReduceContext, RenderContext, ShardAggContext } from '../types';
import { resolveValuesSource } from '../values-source';

export class InternalSingleBucket implements InternalAggregation {
  meta?: Record<string, unknown>;
  constructor(readonly name: string, readonly typedName: string, readonly docCount: number, readonly subs: InternalAggregation[]) {}
  innerBucketCount() {
    return countBuckets(this.subs);
  }
  reduce(all: InternalAggregation[], ctx: ReduceContext): InternalAggregation {
    const list = all as InternalSingleBucket[];
    const r = new InternalSingleBucket(this.name, this.typedName, list.reduce((n, a) => n + a.docCount, 0), reduceAll(list.map((a) => a.subs), ctx));
    r.meta = this.meta;
    return r;
  }
  property(path: string[]) {
    if (path.length === 0 || path[0] === '_count' || path[0] === 'doc_count') return this.docCount;
    if (path[0] === '_bucket_subs') return this.subs;
    return undefined;
  }
  render(ctx: RenderContext): Record<string, unknown> {
    const out: Record<string, unknown> = { doc_count: this.docCount };
    renderAll(out, this.subs, ctx);
    return out;
  }
}

/** Membership of docs (asked in increasing order per leaf) in a query's matches. */
class Matcher {
  private leaf: LeafContext | undefined;
  private matches: DocScores | undefined;
  private at = 0;
  constructor(private readonly weight: SharedMatches) {}
  has(leaf: LeafContext, doc: number): boolean {
    if (leaf !== this.leaf) {
      this.leaf = leaf;
      this.matches = this.weight.of(leaf);
      this.at = 0;
    }
    const m = this.matches!;
    this.at = advance(m, this.at, doc);
    return this.at < m.length && m.docs[this.at] === doc;
  }
}

/** A filter's matches per leaf, computed once per shard and shared by every bucket's cursor. */
class SharedMatches {
  private readonly cache = new Map<LeafContext, DocScores>();
  constructor(private readonly weight: Weight) {}
  of(leaf: LeafContext): DocScores {
    let m = this.cache.get(leaf);
    if (!m) this.cache.set(leaf, (m = this.weight.scores(leaf)));
    return m;
  }
}

function filterWeight(json: unknown, shard: ShardAggContext): SharedMatches {
  return new SharedMatches(shard.searcher.createWeight(parseQuery(json, shard.index, true, shard.now, shard.warn), false, 1));
}

type DocTest = (leaf: LeafContext, doc: number, score: number) => boolean;

/** `accept(shard)` gives each collector its own test (a filter's cursor is per collector). */
function singleBucket(name: string, type: string, accept: (shard: ShardAggContext) => () => DocTest, global = false): AggregationBuilder {
  const builder: AggregationBuilder = {
    name,
    type,
    subs: [],
    pipelines: [],
    global,
    prepare(shard) {
      const subFactories = prepareAll(builder.subs, shard);
      const testFactory = accept(shard);
      return (): Collector => {
        const test = testFactory();
        let count = 0;
        const subs = createAll(subFactories);
        return {
          collect(leaf, doc, score) {
            if (!test(leaf, doc, score)) return;
            count++;
            collectAll(subs, leaf, doc, score);
          },
          build() {
            const r = new InternalSingleBucket(name, type, count, buildAll(subs));
            r.meta = builder.meta;
            return r;
          },
        };
      };
    },
  };
  return builder;
}

export function parseFilter(name: string, body: Record<string, unknown>): AggregationBuilder {
  return singleBucket(name, 'filter', (shard) => {
    // Each collector (bucket of the parent) reads the matches afresh: docs arrive in order per collector only.
    const weight = filterWeight(body, shard);
    return () => {
      const m = new Matcher(weight);
      return (leaf, doc) => m.has(leaf, doc);
    };
  });
}

export function parseMissing(name: string, body: Record<string, unknown>): AggregationBuilder {
  const { spec } = parseValuesSourceBody('missing', body, []);
  return singleBucket(name, 'missing', (shard) => {
    const source = resolveValuesSource({ ...spec, missing: undefined }, shard.index, 'any');
    return () => (leaf, doc, score) => !source || source.values(leaf, doc, score).length === 0;
  });
}

export function parseGlobal(name: string, body: Record<string, unknown>): AggregationBuilder {
  for (const k of Object.keys(body)) throw unknownField('global', k);
  return singleBucket(name, 'global', () => () => () => true, true);
}

interface FiltersBucket {
  key: string;
  docCount: number;
  subs: InternalAggregation[];
}

export class InternalFilters extends PositionalBuckets<FiltersBucket> {
  readonly typedName = 'filters';
  constructor(name: string, readonly keyed: boolean, buckets: FiltersBucket[]) {
    super(name, buckets);
  }
  protected withBuckets(buckets: FiltersBucket[]) {
    return new InternalFilters(this.name, this.keyed, buckets);
  }
  render(ctx: RenderContext): Record<string, unknown> {
    return this.renderBuckets(ctx, this.keyed, () => {});
  }
}

export function parseFilters(name: string, body: Record<string, unknown>): AggregationBuilder {
  let filters: Array<{ key: string; query: unknown }> | undefined;
  let keyed = true;
  let otherBucket: boolean | undefined;
  let otherKey = '_other_';
  for (const [k, v] of Object.entries(body)) {
    if (k === 'filters') {
      if (Array.isArray(v)) {
        keyed = false;
        filters = v.map((q, i) => ({ key: String(i), query: q }));
      } else if (isObject(v)) {
        filters = Object.entries(v).map(([key, query]) => ({ key, query }));
        // ES sorts named filters by key.
        filters.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
      } else throw parsingException(`Unknown key for a ${typeof v === 'string' ? 'VALUE_STRING' : 'VALUE_NUMBER'} in [${k}].`);
    } else if (k === 'other_bucket') otherBucket = booleanMember('filters', k, v);
    else if (k === 'other_bucket_key') {
      otherKey = stringMember('filters', k, v);
      if (otherBucket === undefined) otherBucket = true;
    } else throw unknownField('filters', k);
  }
  if (!filters) throw illegalArgument(`[filters] cannot be null`);
  if (filters.length === 0) throw illegalArgument('[filters] cannot be empty.');
  const list = filters;
  const withOther = otherBucket === true;
  const builder: AggregationBuilder = {
    name,
    type: 'filters',
    subs: [],
    pipelines: [],
    prepare(shard) {
      const weights = list.map((f) => filterWeight(f.query, shard));
      const subFactories = prepareAll(builder.subs, shard);
      const n = list.length + (withOther ? 1 : 0);
      return (): Collector => {
        const matchers = weights.map((w) => new Matcher(w));
        const counts = new Array<number>(n).fill(0);
        const subs = Array.from({ length: n }, () => createAll(subFactories));
        return {
          collect(leaf, doc, score) {
            let any = false;
            for (let i = 0; i < matchers.length; i++) {
              if (matchers[i].has(leaf, doc)) {
                any = true;
                counts[i]++;
                collectAll(subs[i], leaf, doc, score);
              }
            }
            if (withOther && !any) {
              counts[n - 1]++;
              collectAll(subs[n - 1], leaf, doc, score);
            }
          },
          build() {
            const keys = [...list.map((f) => f.key), ...(withOther ? [otherKey] : [])];
            const r = new InternalFilters(name, keyed, keys.map((key, i) => ({ key, docCount: counts[i], subs: buildAll(subs[i]) })));
            r.meta = builder.meta;
            return r;
          },
        };
      };
    },
  };
  return builder;
}
