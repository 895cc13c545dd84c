/**
 * significant_terms (keyword and numeric fields, doc values) and significant_text (a text field re-analyzed from
 * `_source`, optionally with filter_duplicate_text): terms scored by a significance heuristic comparing the bucket
 * (subset) with the shard's index or background_filter (superset); per shard the top shard_size by score, then on
 * the coordinator counts summed, scores recomputed, min_doc_count (3) applied and the top `size` kept.
 */
import { illegalArgument } from '../../errors/catalog';
import { parseQuery } from '../../query/dsl';
import type { DocScores } from '../../query/doc-scores';
import type { LeafContext } from '../../query/query';
import { isObject } from '../../util/json';
import { compareUtf8 } from '../../util/utf8';
import { RAW, type DocValueFormat } from '../doc-value-format';
import { consumeBuckets } from '../max-buckets';
import { booleanMember, intMember, parseValuesSourceBody } from '../parse-helpers';
import { buildAll, collectAll, countBuckets, createAll, prepareAll, reduceAll, renderAll } from '../subs';
import type { AggregationBuilder, Collector, InternalAggregation, ReduceContext, RenderContext, ShardAggContext } from '../types';
import { resolveValuesSource } from '../values-source';
import { parseIncludeExclude, termFilter } from './include-exclude';
import { HEURISTIC_KEYS, parseHeuristic, type Heuristic } from './significance';
import { suggestShardSize } from './terms';

interface SigBucket {
  key: number | string;
  subsetDf: number;
  supersetDf: number;
  score: number;
  subs: InternalAggregation[];
}

export class InternalSignificantTerms implements InternalAggregation {
  meta?: Record<string, unknown>;
  constructor(
    readonly name: string,
    readonly typedName: string,
    readonly format: DocValueFormat,
    readonly heuristic: Heuristic,
    readonly size: number,
    readonly minDocCount: number,
    readonly subsetSize: number,
    readonly supersetSize: number,
    readonly buckets: SigBucket[],
  ) {}
  innerBucketCount() {
    return this.buckets.reduce((n, b) => n + 1 + countBuckets(b.subs), 0);
  }
  reduce(all: InternalAggregation[], ctx: ReduceContext): InternalAggregation {
    const list = all as InternalSignificantTerms[];
    const mapped = list.find((l) => l.typedName !== 'umsigterms') ?? this;
    let subsetSize = 0;
    let supersetSize = 0;
    const byKey = new Map<number | string, SigBucket[]>();
    for (const s of list) {
      subsetSize += s.subsetSize;
      supersetSize += s.supersetSize;
      for (const b of s.buckets) {
        const same = byKey.get(b.key);
        if (same) same.push(b);
        else byKey.set(b.key, [b]);
      }
    }
    const merged: SigBucket[] = [];
    for (const same of byKey.values()) {
      const subsetDf = same.reduce((n, b) => n + b.subsetDf, 0);
      const supersetDf = same.reduce((n, b) => n + b.supersetDf, 0);
      const score = this.heuristic.score(subsetDf, subsetSize, supersetDf, supersetSize);
      if (ctx.final && !(score > 0 && subsetDf >= this.minDocCount)) continue;
      merged.push({ key: same[0].key, subsetDf, supersetDf, score, subs: reduceAll(same.map((b) => b.subs), ctx) });
    }
    merged.sort(byScore);
    const top = ctx.final ? merged.slice(0, this.size) : merged;
    if (ctx.final) consumeBuckets(ctx, top.length);
    const r = new InternalSignificantTerms(this.name, mapped.typedName, mapped.format, this.heuristic, this.size, this.minDocCount, subsetSize, supersetSize, top);
    r.meta = this.meta;
    return r;
  }
  property(path: string[]) {
    return path[0] === '_bucket_count' ? this.buckets.length : undefined;
  }
  render(ctx: RenderContext): Record<string, unknown> {
    return {
      doc_count: this.subsetSize,
      bg_count: this.supersetSize,
      buckets: this.buckets.map((b) => {
        const out: Record<string, unknown> = { key: typeof b.key === 'string' && this.format !== RAW ? this.format.format(b.key) : b.key };
        if (typeof b.key === 'number' && this.format !== RAW) out.key_as_string = this.format.format(b.key);
        out.doc_count = b.subsetDf;
        out.score = b.score;
        out.bg_count = b.supersetDf;
        renderAll(out, b.subs, ctx);
        return out;
      }),
    };
  }
}

function byScore(a: SigBucket, b: SigBucket): number {
  if (b.score !== a.score) return b.score - a.score;
  return typeof a.key === 'string' && typeof b.key === 'string' ? compareUtf8(a.key, b.key) : (a.key as number) - (b.key as number);
}

/** The superset: the shard's docs, or those of the background filter, and a term's doc frequency in it. */
function superset(shard: ShardAggContext, filterJson: unknown, docFreq: (term: number | string) => number, valuesOf: (leaf: LeafContext, doc: number) => ArrayLike<number | string>) {
  const leaves = shard.searcher.leaves;
  if (filterJson === undefined) {
    return { size: leaves.reduce((n, l) => n + l.segment.maxDoc, 0), df: docFreq };
  }
  const weight = shard.searcher.createWeight(parseQuery(filterJson, shard.index, true, shard.now, shard.warn), false, 1);
  const counts = new Map<number | string, number>();
  let size = 0;
  for (const leaf of leaves) {
    const m: DocScores = weight.scores(leaf);
    size += m.length;
    for (let i = 0; i < m.length; i++) {
      const seen = new Set<number | string>();
      const vs = valuesOf(leaf, m.docs[i]);
      for (let k = 0; k < vs.length; k++) {
        if (seen.has(vs[k])) continue;
        seen.add(vs[k]);
        counts.set(vs[k], (counts.get(vs[k]) ?? 0) + 1);
      }
    }
  }
  return { size, df: (t: number | string) => counts.get(t) ?? 0 };
}

/**
 * ES's DuplicateByteSequenceSpotter in spirit: a token inside a run of 6 tokens already seen (in an earlier doc of
 * the bucket, or earlier in the doc) is dropped, so boilerplate repeated across docs does not look significant.
 */
class DuplicateSpotter {
  private readonly seen = new Set<string>();
  filter(tokens: string[]): string[] {
    const dup = new Array<boolean>(tokens.length).fill(false);
    for (let i = 0; i + 6 <= tokens.length; i++) {
      const key = tokens.slice(i, i + 6).join('\u0000');
      if (this.seen.has(key)) for (let k = i; k < i + 6; k++) dup[k] = true;
      else this.seen.add(key);
    }
    return tokens.filter((_, i) => !dup[i]);
  }
}

function sourceValues(source: unknown, path: string): string[] {
  let nodes: unknown[] = [source];
  for (const part of path.split('.')) {
    const next: unknown[] = [];
    for (const n of nodes) {
      const items = Array.isArray(n) ? n : [n];
      for (const it of items) if (isObject(it) && Object.prototype.hasOwnProperty.call(it, part)) next.push(it[part]);
    }
    nodes = next;
  }
  return nodes.flat(Infinity).filter((v) => v !== null && v !== undefined).map(String);
}

const SHARED = ['size', 'shard_size', 'min_doc_count', 'shard_min_doc_count', 'background_filter', 'include', 'exclude', 'execution_hint', ...HEURISTIC_KEYS];

export function parseSignificant(text: boolean) {
  const type = text ? 'significant_text' : 'significant_terms';
  return (name: string, body: Record<string, unknown>): AggregationBuilder => {
    const own = text ? [...SHARED, 'filter_duplicate_text', 'source_fields'] : SHARED;
    const { spec, rest } = parseValuesSourceBody(type, body, own, { format: !text });
    if (text && spec.field === undefined) throw illegalArgument(`[field] must not be null: [${name}]`);
    const size = rest.has('size') ? intMember(type, 'size', rest.get('size')) : 10;
    if (size <= 0) throw illegalArgument(`[size] must be greater than 0. Found [${size}] in [${name}]`);
    const minDocCount = rest.has('min_doc_count') ? intMember(type, 'min_doc_count', rest.get('min_doc_count')) : 3;
    if (minDocCount < 0) throw illegalArgument(`[minDocCount] must be greater than or equal to 0. Found [${minDocCount}] in [${name}]`);
    const shardMinDocCount = Math.min(minDocCount, rest.has('shard_min_doc_count') ? intMember(type, 'shard_min_doc_count', rest.get('shard_min_doc_count')) : 0);
    const shardSizeGiven = rest.has('shard_size') ? intMember(type, 'shard_size', rest.get('shard_size')) : undefined;
    const heuristic = parseHeuristic(rest, name);
    const dedup = rest.has('filter_duplicate_text') ? booleanMember(type, 'filter_duplicate_text', rest.get('filter_duplicate_text')) : false;
    const sourceFields = rest.has('source_fields') ? (rest.get('source_fields') as unknown[]).map(String) : spec.field ? [spec.field] : [];
    const includeExclude = parseIncludeExclude(rest.get('include'), rest.get('exclude'));
    const background = rest.get('background_filter');
    const builder: AggregationBuilder = {
      name,
      type,
      subs: [],
      pipelines: [],
      prepare(shard) {
        const subFactories = prepareAll(builder.subs, shard);
        const shardSize = Math.max(size, shardSizeGiven ?? 2 * suggestShardSize(size, shard.numShards === 1));
        let valuesOf: (leaf: LeafContext, doc: number, score: number) => ArrayLike<number | string>;
        let docFreq: (t: number | string) => number;
        let typedName = 'sigsterms';
        let format: DocValueFormat = RAW;
        let accept: ((t: number | string) => boolean) | undefined;
        if (text) {
          const m = shard.index.fieldMapping(spec.field!);
          if (!m) return () => emptyCollector(name, 'umsigterms', heuristic, size, minDocCount, builder);
          if (m.type !== 'text' && m.type !== 'keyword') throw illegalArgument(`Field [${spec.field}] of type [${m.type}] is not supported for aggregation [significant_text]`);
          const analyzer = shard.index.indexAnalyzer(m);
          valuesOf = (leaf, doc) => {
            const src = leaf.segment.sources.get(doc);
            const tokens: string[] = [];
            for (const f of sourceFields) for (const v of sourceValues(src, f)) for (const t of analyzer ? analyzer.analyze(v).tokens : [{ term: v }]) tokens.push(t.term);
            return tokens;
          };
          docFreq = (t) => shard.searcher.stats.docFreq(m.path, String(t));
          accept = termFilter(includeExclude, false, RAW, name);
        } else {
          const source = resolveValuesSource(spec, shard.index, 'any');
          if (!source) return () => emptyCollector(name, 'umsigterms', heuristic, size, minDocCount, builder);
          format = source.format;
          typedName = source.kind === 'numeric' ? 'siglterms' : 'sigsterms';
          valuesOf = (leaf, doc, score) => source.values(leaf, doc, score);
          accept = termFilter(includeExclude, source.kind === 'numeric', format, name);
          // The background doc frequency of every value of the shard, from its doc values.
          let counts: Map<number | string, number> | undefined;
          docFreq = (t) => {
            if (!counts) {
              counts = new Map();
              for (const leaf of shard.searcher.leaves) {
                for (let d = 0; d < leaf.segment.maxDoc; d++) {
                  const vs = source.values(leaf, d, 0);
                  let prev: number | string | undefined;
                  for (let i = 0; i < vs.length; i++) if (vs[i] !== prev) counts.set((prev = vs[i]), (counts.get(vs[i]) ?? 0) + 1);
                }
              }
            }
            return counts.get(t) ?? 0;
          };
        }
        const sup = superset(shard, background, docFreq, (leaf, doc) => valuesOf(leaf, doc, 0));
        return (): Collector => {
          const buckets = new Map<number | string, { df: number; subs: Collector[] }>();
          const spotter = dedup ? new DuplicateSpotter() : undefined;
          let subsetSize = 0;
          return {
            collect(leaf, doc, score) {
              subsetSize++;
              let vs = valuesOf(leaf, doc, score);
              if (spotter) vs = spotter.filter(vs as string[]);
              const seen = new Set<number | string>();
              for (let i = 0; i < vs.length; i++) {
                const v = vs[i];
                if (seen.has(v) || (accept && !accept(v))) continue;
                seen.add(v);
                let b = buckets.get(v);
                if (!b) buckets.set(v, (b = { df: 0, subs: createAll(subFactories) }));
                b.df++;
                collectAll(b.subs, leaf, doc, score);
              }
            },
            build() {
              const list: SigBucket[] = [];
              for (const [key, b] of buckets) {
                if (b.df < shardMinDocCount) continue;
                const supersetDf = sup.df(key);
                list.push({ key, subsetDf: b.df, supersetDf, score: heuristic.score(b.df, subsetSize, supersetDf, sup.size), subs: b.subs as unknown as InternalAggregation[] });
              }
              list.sort(byScore);
              const top = list.slice(0, shardSize);
              for (const b of top) b.subs = buildAll(b.subs as unknown as Collector[]);
              const r = new InternalSignificantTerms(name, typedName, format, heuristic, size, minDocCount, subsetSize, sup.size, top);
              r.meta = builder.meta;
              return r;
            },
          };
        };
      },
    };
    return builder;
  };
}

function emptyCollector(name: string, typedName: string, heuristic: Heuristic, size: number, minDocCount: number, builder: AggregationBuilder): Collector {
  let subsetSize = 0;
  return {
    collect: () => void subsetSize++,
    build() {
      const r = new InternalSignificantTerms(name, typedName, RAW, heuristic, size, minDocCount, subsetSize, 0, []);
      r.meta = builder.meta;
      return r;
    },
  };
}
