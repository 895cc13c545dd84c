/**
 * The aggregation framework's shapes, after ES 6.8's: a parsed request (`AggregationBuilder`) prepares per shard a
 * factory of collectors (one collector per bucket of its parent, as ES's per-owning-bucket aggregators), each
 * collector builds a shard result (`InternalAggregation`), and the coordinator reduces the shards' results and
 * renders them.
 */
import type { IndexService } from '../index/index-service';
import type { DocScores } from '../query/doc-scores';
import type { LeafContext, ShardSearcher } from '../query/query';

/** One shard as the aggregators see it. */
export interface ShardAggContext {
  index: IndexService;
  searcher: ShardSearcher;
  /** Shards in the whole search (terms' default shard_size depends on it). */
  numShards: number;
  /** This shard's place in the search's shard order (ties between shards' hits). */
  shardOrder?: number;
  now: number;
  /** `search.max_buckets` when set (composite refuses a larger `size`). */
  maxBuckets?: number;
  /** Sorting and writing hits, lent by the search layer (top_hits; aggregations sit below search). */
  hits?: HitSupport;
  warn(text: string): void;
}

/** Collects the documents of one bucket of its parent (or of the whole search at the top). */
export interface Collector {
  /** Docs come in increasing order per leaf, leaves in order. */
  collect(leaf: LeafContext, doc: number, score: number): void;
  /**
   * Every match of a leaf at once (docs ascending), as `collect` would take them one by one: a collector that reads
   * a column keeps its loop tight. The query phase hands a leaf over whole when nothing filters its matches one by one.
   */
  collectMatches?(leaf: LeafContext, matches: DocScores): void;
  build(): InternalAggregation;
}

export type CollectorFactory = () => Collector;

export interface AggregationBuilder {
  readonly name: string;
  /** The request's type name (`terms`, `avg`, ...). */
  readonly type: string;
  meta?: Record<string, unknown>;
  subs: AggregationBuilder[];
  pipelines: PipelineBuilder[];
  /** Resolves fields, scripts and filters against one shard; throws the shard's error (e.g. a text field). */
  prepare(shard: ShardAggContext): CollectorFactory;
  /** Histograms and terms: their min_doc_count (derivative-like pipelines need 0; terms at 0 sees every doc). */
  readonly minDocCount?: number;
  /** Global collects every live doc of the shard, whatever the query. */
  readonly global?: boolean;
}

/** The coordinator's reduction state: bucket accounting and warnings. */
export interface ReduceContext {
  /** `search.max_buckets`; -1 for 6.8's default (no limit, a deprecation warning past 10000). */
  maxBuckets: number;
  buckets: number;
  warn(text: string): void;
  /** Aggregations' final reduce (pipelines run, empty histogram buckets are filled). */
  final: boolean;
}

export interface RenderContext {
  typedKeys: boolean;
}

/** A shard's (or a reduced) result of one aggregation. */
export interface InternalAggregation {
  readonly name: string;
  /** The name `typed_keys` writes before `#` (ES's InternalAggregation.getType()). */
  readonly typedName: string;
  meta?: Record<string, unknown>;
  /** Merges the same aggregation's results from every shard (`this` is one of them). */
  reduce(all: InternalAggregation[], ctx: ReduceContext): InternalAggregation;
  /** The body written under the aggregation's name, after `meta`. */
  render(ctx: RenderContext): Record<string, unknown>;
  /** Value at a path (`value`, `avg`, `99`...) for ordering, pipelines and bucket paths; undefined when none. */
  property(path: string[]): unknown;
}

/** Pipeline aggregations run on the reduced tree of their parent (or of the top level for siblings). */
export interface PipelineBuilder {
  readonly name: string;
  readonly type: string;
  meta?: Record<string, unknown>;
  /** Parent pipelines (derivative, bucket_script...) rewrite their multi-bucket parent's buckets. */
  readonly parent: boolean;
  /** Sibling pipelines compute one result from the aggregations beside them. */
  apply?(siblings: InternalAggregation[], ctx: ReduceContext): InternalAggregation;
  /** Parent pipelines rewrite the buckets of the multi-bucket aggregation they are declared in. */
  applyParent?(agg: InternalAggregation, ctx: ReduceContext): InternalAggregation;
  /** Checks where the pipeline is declared (ES's validate); throws the error. */
  validate?(parent: AggregationBuilder | undefined): void;
}

/** What parsing an aggregation may need: where deprecation warnings go. */
export interface AggParseContext {
  warn(text: string): void;
}

/** A parsed hit sort for one shard: each doc's sort values and their order. */
export interface HitSorter {
  values(leaf: LeafContext, doc: number, score: number): Array<number | bigint | string | null>;
  compare(a: Array<number | bigint | string | null>, b: Array<number | bigint | string | null>): number;
  /** Whether `_score` is among the sort fields (then scores are tracked). */
  readonly byScore: boolean;
}

/** The `highlight` of one hit (field → fragments), or undefined when no field has fragments. */
export type HitHighlighter = (leaf: LeafContext, doc: number) => Record<string, string[]> | undefined;

export interface HitSupport {
  /** Parses and checks a `sort` against the shard's index, with the search's errors. */
  sorter(json: unknown): HitSorter;
  /** A hit as the search response writes it (`_index`, `_type`, `_id`, `_version`, `_score`, `_source`, `highlight`, `sort`). */
  render(leaf: LeafContext, doc: number, opts: { score: number | null; version: boolean; seqNo: boolean; source: unknown; sortValues?: Array<number | bigint | string | null>; highlight?: HitHighlighter }): Record<string, unknown>;
  /** Parses a `highlight` (the search's highlighter, with the search's query for this index); throws its errors. */
  highlighter?(json: unknown): HitHighlighter;
}
