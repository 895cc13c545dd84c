/**
 * terms: per shard, the top `shard_size` terms by the order (ES: size × 1.5 + 10 unless one shard), then on the
 * coordinator InternalTerms.doReduce: counts summed per term, doc_count_error_upper_bound from each shard's last
 * returned count (0 when a shard returned all its terms or the order is by key, -1 under other orders),
 * sum_other_doc_count, min_doc_count, and the final top `size`.
 */
import { illegalArgument } from '../../errors/catalog';
import { javaDoubleToString } from '../../script/java-string';
import { RAW, type DocValueFormat } from '../doc-value-format';
import { booleanMember, intMember, parseValuesSourceBody } from '../parse-helpers';
import type { AggParseContext } from '../types';
import { buildAll, collectAll, countBuckets, createAll, prepareAll, reduceAll, renderAll } from '../subs';
import type { AggregationBuilder, Collector, InternalAggregation, ReduceContext, RenderContext } from '../types';
import { PerLeafColumn, resolveValuesSource, type NumberKind, type ValuesSource } from '../values-source';
import type { LeafContext } from '../../query/query';
import { consumeBuckets } from '../max-buckets';
import { columnOrdinals } from './column-ordinals';
import { parseIncludeExclude, termFilter } from './include-exclude';
import { comparator, compound, firstInOrder, isCountDesc, isKeyOrder, parseOrder, validateOrderPath, type OrderSpec } from './order';

interface TermsBucket {
  key: number | string;
  docCount: number;
  docCountError: number;
  subs: InternalAggregation[];
}

type TermsKind = 'sterms' | 'lterms' | 'dterms' | 'umterms';

export class InternalTerms implements InternalAggregation {
  meta?: Record<string, unknown>;
  constructor(
    readonly name: string,
    readonly kind: TermsKind,
    readonly format: DocValueFormat,
    readonly order: OrderSpec[],
    readonly requiredSize: number,
    readonly shardSize: number,
    readonly minDocCount: number,
    readonly showError: boolean,
    readonly buckets: TermsBucket[],
    readonly docCountError: number,
    readonly otherDocCount: number,
  ) {}
  get typedName() {
    return this.kind;
  }
  innerBucketCount() {
    return this.buckets.reduce((n, b) => n + 1 + countBuckets(b.subs), 0);
  }
  reduce(all: InternalAggregation[], ctx: ReduceContext): InternalAggregation {
    const list = all as InternalTerms[];
    const mapped = list.filter((t) => t.kind !== 'umterms');
    if (mapped.length === 0) return this;
    const ref = mapped[0];
    // ES 6: longs and doubles reduce together as doubles; strings with numbers cannot.
    const kinds = new Set(mapped.map((t) => (t.kind === 'sterms' ? 'sterms' : 'num')));
    if (kinds.size > 1) {
      throw illegalArgument(`Merging/Reducing the aggregations failed when computing the aggregation [${this.name}] because the field you gave in the aggregation query existed as two different types in two different indices`);
    }
    const kind: TermsKind = mapped.some((t) => t.kind === 'dterms') ? 'dterms' : ref.kind;
    let sumError = 0;
    let other = 0;
    const byKey = new Map<number | string, TermsBucket[]>();
    for (const t of list) {
      other += t.otherDocCount;
      let error: number;
      if (t.buckets.length < ref.shardSize || isKeyOrder(ref.order)) error = 0;
      else if (isCountDesc(ref.order)) error = t.docCountError > 0 ? t.docCountError : t.buckets[t.buckets.length - 1].docCount;
      else error = -1;
      if (sumError !== -1) sumError = error === -1 ? -1 : sumError + error;
      for (const b of t.buckets) {
        const copy = { ...b, docCountError: b.docCountError - error };
        const same = byKey.get(b.key);
        if (same) same.push(copy);
        else byKey.set(b.key, [copy]);
      }
    }
    const merged: TermsBucket[] = [];
    for (const same of byKey.values()) {
      let docCount = 0;
      let err = 0;
      for (const b of same) {
        docCount += b.docCount;
        if (err !== -1) err = b.docCountError === -1 ? -1 : err + b.docCountError;
      }
      const bucket: TermsBucket = { key: same[0].key, docCount, docCountError: err, subs: reduceAll(same.map((b) => b.subs), ctx) };
      bucket.docCountError = sumError === -1 ? -1 : bucket.docCountError + sumError;
      merged.push(bucket);
    }
    const cmp = comparator(ref.order);
    const kept = ctx.final ? merged.filter((b) => b.docCount >= ref.minDocCount) : merged;
    kept.sort(cmp);
    const size = ctx.final ? Math.min(ref.requiredSize, kept.length) : kept.length;
    for (const b of kept.slice(size)) other += b.docCount;
    const top = kept.slice(0, size);
    if (ctx.final) consumeBuckets(ctx, top.length);
    const docCountError = sumError === -1 ? -1 : list.length === 1 ? 0 : sumError;
    const r = new InternalTerms(this.name, kind, ref.format, ref.order, ref.requiredSize, ref.shardSize, ref.minDocCount, ref.showError, top, docCountError, other);
    r.meta = this.meta;
    return r;
  }
  property(path: string[]) {
    if (path[0] === '_bucket_count') return this.buckets.length;
    return undefined;
  }
  keyText(key: number | string): string {
    if (typeof key === 'string') return this.format === RAW ? key : this.format.format(key);
    return this.format === RAW ? (this.kind === 'dterms' ? javaDoubleToString(key) : String(key)) : this.format.format(key);
  }
  render(ctx: RenderContext): Record<string, unknown> {
    return {
      doc_count_error_upper_bound: this.docCountError,
      sum_other_doc_count: this.otherDocCount,
      buckets: this.buckets.map((b) => {
        const key = this.kind === 'sterms' || this.kind === 'umterms' ? (this.format === RAW ? b.key : this.format.format(b.key)) : Number(b.key);
        const out: Record<string, unknown> = { key };
        if (this.kind !== 'sterms' && this.kind !== 'umterms' && this.format !== RAW) out.key_as_string = this.format.format(b.key);
        out.doc_count = b.docCount;
        if (this.showError) out.doc_count_error_upper_bound = b.docCountError;
        renderAll(out, b.subs, ctx);
        return out;
      }),
    };
  }
}

/** ES's BucketUtils.suggestShardSideQueueSize. */
export function suggestShardSize(size: number, singleShard: boolean): number {
  if (singleShard) return size;
  return Math.min(2147483647, Math.trunc(size * 1.5 + 10));
}

const OWN = ['size', 'shard_size', 'min_doc_count', 'shard_min_doc_count', 'show_term_doc_count_error', 'order', 'include', 'exclude', 'execution_hint', 'collect_mode'];

type Bucket = { count: number; subs: Collector[] };

/** A leaf's column by ordinals, and what a terms collector keeps per ordinal: counts, or buckets (null: excluded). */
interface LeafOrdinals {
  ords: Int32Array;
  values: ReadonlyArray<number | string>;
  start: Int32Array;
  counts?: Int32Array;
  buckets?: Array<Bucket | null | undefined>;
}

/** Whether the ordinal at i already occurs in the doc's values before it ([from, i)). */
function repeatsEarlier(ords: Int32Array, from: number, i: number): boolean {
  const o = ords[i];
  for (let j = from; j < i; j++) if (ords[j] === o) return true;
  return false;
}

export function parseTerms(name: string, body: Record<string, unknown>, ctx: AggParseContext): AggregationBuilder {
  const { spec, rest } = parseValuesSourceBody('terms', body, OWN);
  const size = rest.has('size') ? intMember('terms', 'size', rest.get('size')) : 10;
  if (size <= 0) throw illegalArgument(`[size] must be greater than 0. Found [${size}] in [${name}]`);
  const shardSizeGiven = rest.has('shard_size') ? intMember('terms', 'shard_size', rest.get('shard_size')) : undefined;
  if (shardSizeGiven !== undefined && shardSizeGiven <= 0) throw illegalArgument(`[shardSize] must be greater than 0. Found [${shardSizeGiven}] in [${name}]`);
  const minDocCount = rest.has('min_doc_count') ? intMember('terms', 'min_doc_count', rest.get('min_doc_count')) : 1;
  if (minDocCount < 0) throw illegalArgument(`[minDocCount] must be greater than or equal to 0. Found [${minDocCount}] in [${name}]`);
  let shardMinDocCount = rest.has('shard_min_doc_count') ? intMember('terms', 'shard_min_doc_count', rest.get('shard_min_doc_count')) : 0;
  if (shardMinDocCount < 0) throw illegalArgument(`[shardMinDocCount] must be greater than or equal to 0. Found [${shardMinDocCount}] in [${name}]`);
  if (shardMinDocCount > minDocCount) shardMinDocCount = minDocCount;
  const showError = rest.has('show_term_doc_count_error') ? booleanMember('terms', 'show_term_doc_count_error', rest.get('show_term_doc_count_error')) : false;
  const order = compound(rest.has('order') ? parseOrder(rest.get('order'), ctx.warn) : [{ key: '_count', asc: false }]);
  const includeExclude = parseIncludeExclude(rest.get('include'), rest.get('exclude'));
  const hint = rest.get('execution_hint');
  if (hint !== undefined && !['map', 'global_ordinals', 'global_ordinals_hash', 'global_ordinals_low_cardinality'].includes(String(hint))) {
    throw illegalArgument(`Unknown \`execution_hint\`: [${String(hint)}], expected any of [map, global_ordinals]`);
  }
  const mode = rest.get('collect_mode');
  if (mode !== undefined && mode !== 'depth_first' && mode !== 'breadth_first') throw illegalArgument(`Unknown \`collect_mode\`: [${String(mode)}]`);

  const builder: AggregationBuilder = {
    name,
    type: 'terms',
    minDocCount,
    subs: [],
    pipelines: [],
    prepare(shard) {
      validateOrderPath(order, builder.subs, name);
      const source = resolveValuesSource(spec, shard.index, 'any');
      const subFactories = prepareAll(builder.subs, shard);
      let requiredSize = size;
      let shardSize = shardSizeGiven ?? suggestShardSize(size, shard.numShards === 1);
      if (shardSize < requiredSize) shardSize = requiredSize;
      void requiredSize;
      const numeric = source?.kind === 'numeric';
      const format = source?.format ?? RAW;
      const accept = source ? termFilter(includeExclude, numeric, format, name) : undefined;
      const numberKind: NumberKind = source?.numberKind ?? 'long';
      const kind: TermsKind = !source ? 'umterms' : !numeric ? 'sterms' : numberKind === 'double' ? 'dterms' : 'lterms';
      // A field's values are read by the column's ordinals: without sub-aggregations a bucket is only a count.
      const column = source?.column;
      const countsOnly = subFactories.length === 0;
      return (): Collector => {
        const buckets = new Map<number | string, Bucket>();
        // The leaf whose counts wait to be added to `buckets` (when the next leaf comes, and at build).
        let pending: LeafOrdinals | undefined;
        const flush = () => {
          const leaf = pending;
          pending = undefined;
          if (!leaf?.counts) return;
          for (let o = 0; o < leaf.counts.length; o++) {
            const n = leaf.counts[o];
            if (n === 0) continue;
            const v = leaf.values[o];
            if (accept && !accept(v)) continue;
            const b = buckets.get(v);
            if (b) b.count += n;
            else buckets.set(v, { count: n, subs: [] });
          }
        };
        const leafColumn = column === undefined ? undefined : new PerLeafColumn(column, (c): LeafOrdinals => {
          flush();
          const { ords, values } = columnOrdinals(c);
          const leaf: LeafOrdinals = { ords, values, start: c.start };
          if (countsOnly) leaf.counts = new Int32Array(values.length);
          else leaf.buckets = new Array(values.length);
          return (pending = leaf);
        });
        // A doc counts once per distinct value (its repeats share an ordinal).
        const countDoc = ({ ords, start, counts }: LeafOrdinals, doc: number) => {
          for (let i = start[doc], end = start[doc + 1]; i < end; i++) if (!repeatsEarlier(ords, start[doc], i)) counts![ords[i]]++;
        };
        // With sub-aggregations: the doc goes to the bucket of each of its distinct values, made on first sight.
        const bucketDoc = (leaf: LeafOrdinals, ctx: LeafContext, doc: number, score: number) => {
          const { ords, start } = leaf;
          for (let i = start[doc], end = start[doc + 1]; i < end; i++) {
            if (repeatsEarlier(ords, start[doc], i)) continue;
            const o = ords[i];
            let b = leaf.buckets![o];
            if (b === undefined) {
              const v = leaf.values[o];
              if (accept && !accept(v)) b = null;
              else {
                b = buckets.get(v);
                if (!b) buckets.set(v, (b = { count: 0, subs: createAll(subFactories) }));
              }
              leaf.buckets![o] = b;
            }
            if (b === null) continue;
            b.count++;
            collectAll(b.subs, ctx, doc, score);
          }
        };
        return {
          collectMatches: leafColumn && ((ctx, matches) => {
            const leaf = leafColumn.of(ctx);
            if (!leaf) return;
            const docs = matches.docs;
            if (countsOnly) for (let i = 0; i < matches.length; i++) countDoc(leaf, docs[i]);
            else for (let i = 0; i < matches.length; i++) bucketDoc(leaf, ctx, docs[i], matches.scores[i]);
          }),
          collect(leaf, doc, score) {
            if (!source) return;
            if (leafColumn) {
              const read = leafColumn.of(leaf);
              if (read && countsOnly) countDoc(read, doc);
              else if (read) bucketDoc(read, leaf, doc, score);
              return;
            }
            const vs = source.values(leaf, doc, score);
            let previous: number | string | undefined;
            for (let i = 0; i < vs.length; i++) {
              const v = vs[i];
              if (v === previous) continue;
              previous = v;
              if (accept && !accept(v)) continue;
              let b = buckets.get(v);
              if (!b) buckets.set(v, (b = { count: 0, subs: createAll(subFactories) }));
              b.count++;
              collectAll(b.subs, leaf, doc, score);
            }
          },
          build() {
            flush();
            if (minDocCount === 0 && source && spec.field !== undefined) addEmptyTerms(buckets, shard.searcher.leaves, source, spec.field, subFactories, accept);
            const all: TermsBucket[] = [];
            let total = 0;
            const byOrderOnSubs = order.some((o) => o.key !== '_count' && o.key !== '_key');
            for (const [key, b] of buckets) {
              total += b.count;
              if (b.count < shardMinDocCount) continue;
              all.push({ key, docCount: b.count, docCountError: 0, subs: byOrderOnSubs ? buildAll(b.subs) : (b.subs as unknown as InternalAggregation[]) });
            }
            const top = firstInOrder(all, shardSize, comparator(order));
            let returned = 0;
            for (const b of top) {
              returned += b.docCount;
              if (!byOrderOnSubs) b.subs = buildAll(b.subs as unknown as Collector[]);
            }
            const r = new InternalTerms(name, kind, format, order, size, shardSize, minDocCount, showError, top, 0, total - returned);
            r.meta = builder.meta;
            return r;
          },
        };
      };
    },
  };
  return builder;
}

/** min_doc_count 0: every term of the shard's segments gets a bucket, empty when no match has it. */
function addEmptyTerms(
  buckets: Map<number | string, { count: number; subs: Collector[] }>,
  leaves: readonly LeafContext[],
  source: ValuesSource,
  field: string,
  subFactories: Array<() => Collector>,
  accept: ((t: number | string) => boolean) | undefined,
) {
  const add = (v: number | string) => {
    if (buckets.has(v) || (accept && !accept(v))) return;
    buckets.set(v, { count: 0, subs: createAll(subFactories) });
  };
  for (const leaf of leaves) {
    const col = leaf.segment.docValues.get(field);
    if (col) for (const v of col.values) add(v);
    // A meta field (`_index`, `_type`, `_id`) has no column: its values are read doc by doc, every doc of the
    // segment as ES's brute-force fill-in does.
    else {
      for (let doc = 0; doc < leaf.segment.maxDoc; doc++) {
        const vs = source.values(leaf, doc, 0);
        for (let i = 0; i < vs.length; i++) add(vs[i]);
      }
    }
  }
}
