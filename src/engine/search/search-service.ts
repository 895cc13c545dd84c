import { EsError } from '../errors/es-error';
import { illegalArgument, parsingException } from '../errors/catalog';
import type { EngineState } from '../engine-state';
import type { IndexService } from '../index/index-service';
import { parseQuery } from '../query/dsl';
import { MatchAllQuery } from '../query/queries';
import { ShardStats } from '../query/query';
import { scoreToJson } from '../util/float';
import { isObject } from '../util/json';
import { filterSource, parseSourceFilter, type SourceFilter } from '../util/source-filter';

export interface Rescorer {
  windowSize: number;
  query: unknown;
  queryWeight: number;
  rescoreQueryWeight: number;
  scoreMode: 'total' | 'multiply' | 'avg' | 'max' | 'min';
}

export interface SearchRequest {
  rescore: Rescorer[];
  explain: boolean;
  /** A sort other than by `_score` was asked for (sorting itself is not implemented yet). */
  sortsByField: boolean;
  query: unknown;
  from: number;
  size: number;
  source?: SourceFilter;
  version: boolean;
  hasRescore: boolean;
  rescoreWindow?: number;
}

const BODY_KEYS = new Set(['query', 'from', 'size', '_source', 'version', 'explain', 'track_scores', 'track_total_hits', 'timeout',
  'terminate_after', 'min_score', 'post_filter', 'sort', 'rescore', 'stored_fields', 'docvalue_fields', 'script_fields', 'aggs',
  'aggregations', 'highlight', 'seq_no_primary_term', 'collapse', 'search_after', 'slice', 'suggest', 'profile', 'indices_boost', 'ext']);

/** Reads a search body and the URL's from/size (URL wins), with 6.8's errors. */
export function parseSearchRequest(body: unknown, params: Map<string, string>): SearchRequest {
  const b = isObject(body) ? body : {};
  for (const [k, v] of Object.entries(b)) {
    if (!BODY_KEYS.has(k)) {
      if (isObject(v)) throw parsingException(`Unknown key for a START_OBJECT in [${k}].`);
      if (Array.isArray(v)) throw parsingException(`Unknown key for a START_ARRAY in [${k}].`);
      throw parsingException(`Unknown key for a VALUE_STRING in [${k}].`);
    }
  }
  let from = b.from === undefined ? 0 : Number(b.from);
  let size = b.size === undefined ? 10 : Number(b.size);
  if (params.has('from')) {
    from = Number(params.get('from'));
    if (from < -1) throw illegalArgument('[from] parameter cannot be negative');
  }
  if (params.has('size')) {
    size = Number(params.get('size'));
    if (size < -1) throw illegalArgument(`[size] parameter cannot be negative, found [${size}]`);
  }
  if (from === -1) from = 0;
  if (size === -1) size = 10;
  if (from < 0) throw illegalArgument('[from] parameter cannot be negative');
  if (size < 0) throw illegalArgument(`[size] parameter cannot be negative, found [${size}]`);
  const rescoreJson = b.rescore === undefined ? [] : Array.isArray(b.rescore) ? b.rescore : [b.rescore];
  const rescore = rescoreJson.map(parseRescorer);
  const windows = rescore.map((r) => r.windowSize);
  if (rescore.length > 0 && b.collapse !== undefined) throw illegalArgument('cannot use `collapse` in conjunction with `rescore`');
  return {
    rescore,
    explain: b.explain === true || params.get('explain') === 'true',
    sortsByField: [b.sort, params.get('sort')].some((x) => x !== undefined && !/^\W*_score\W*(desc)?\W*$/.test(JSON.stringify(x)) && JSON.stringify(x) !== '[]'),
    query: b.query,
    from,
    size,
    source: b._source !== undefined ? parseSourceFilter(b._source) : undefined,
    version: b.version === true || params.get('version') === 'true',
    hasRescore: rescore.length > 0,
    rescoreWindow: windows.length ? Math.max(...windows) : undefined,
  };
}

const SCORE_MODES = ['total', 'multiply', 'avg', 'max', 'min'];

/** One rescore element: `{window_size, query: {rescore_query, query_weight, rescore_query_weight, score_mode}}`. */
function parseRescorer(json: unknown): Rescorer {
  if (!isObject(json)) throw parsingException('missing rescore type');
  let windowSize = 10;
  let q: Record<string, unknown> | undefined;
  for (const [k, v] of Object.entries(json)) {
    if (k === 'window_size') windowSize = Number(v);
    else if (k === 'query') q = isObject(v) ? v : {};
    else throw parsingException(`rescore doesn't support [${k}]`);
  }
  if (!q) throw parsingException('missing rescore type');
  for (const k of Object.keys(q)) {
    if (!['rescore_query', 'query_weight', 'rescore_query_weight', 'score_mode'].includes(k)) {
      throw new EsError({ type: 'x_content_parse_exception', reason: `[1:1] [query] unknown field [${k}], parser not found`, status: 400 });
    }
  }
  if (q.rescore_query === undefined) throw illegalArgument('rescore_query cannot be null');
  const mode = String(q.score_mode ?? 'total').toLowerCase();
  if (!SCORE_MODES.includes(mode)) {
    throw new EsError({ type: 'x_content_parse_exception', reason: '[1:1] [query] failed to parse field [score_mode]', status: 400, causedBy: illegalArgument(`illegal score_mode [${q.score_mode}]`) });
  }
  return {
    windowSize,
    query: q.rescore_query,
    queryWeight: q.query_weight === undefined ? 1 : Number(q.query_weight),
    rescoreQueryWeight: q.rescore_query_weight === undefined ? 1 : Number(q.rescore_query_weight),
    scoreMode: mode as Rescorer['scoreMode'],
  };
}

const f32 = Math.fround;

function combine(mode: Rescorer['scoreMode'], a: number, b: number): number {
  switch (mode) {
    case 'multiply': return f32(a * b);
    case 'avg': return f32(f32(a + b) / 2);
    case 'max': return Math.max(a, b);
    case 'min': return Math.min(a, b);
    default: return f32(a + b);
  }
}

const MODE_DESCRIPTION = { total: 'sum of:', multiply: 'product of:', avg: 'avg of:', max: 'max of:', min: 'min of:' };

function queryPhaseFailure(index: IndexService, reason: string): EsError {
  const cause = new EsError({ type: 'query_phase_execution_exception', reason, status: 500 });
  return new EsError({
    type: 'search_phase_execution_exception',
    reason: 'all shards failed',
    status: 500,
    extras: { phase: 'query', grouped: true, failed_shards: [{ shard: 0, index: index.name, node: 'searchpad', reason: { type: cause.type, reason } }] },
    causedBy: cause,
  });
}

interface Hit {
  index: IndexService;
  shardId: number;
  segment: number;
  localDoc: number;
  explanation?: Record<string, unknown>;
  shardOrder: number;
  doc: number;
  score: number;
  id: string;
  type: string;
  source: unknown;
  version: number;
}

/**
 * Query then fetch: each shard scores with its own statistics and keeps its top `from + size` (score
 * desc, doc asc); the coordinator merges by score, then shard order (shard number, index name), then doc.
 */
export function executeSearch(state: EngineState, indices: IndexService[], req: SearchRequest, typeFilter?: string[]) {
  for (const index of indices) {
    if (req.sortsByField && req.rescore.length > 0) throw queryPhaseFailure(index, 'Cannot use [sort] option in conjunction with [rescore].');
    if (req.from + req.size > index.maxResultWindow) {
      throw queryPhaseFailure(index, `Result window is too large, from + size must be less than or equal to: [${index.maxResultWindow}] but was [${req.from + req.size}]. See the scroll api for a more efficient way to request large data sets. This limit can be set by changing the [index.max_result_window] index level setting.`);
    }
    if (req.rescoreWindow !== undefined && req.rescoreWindow > index.maxRescoreWindow) {
      throw queryPhaseFailure(index, `Rescore window [${req.rescoreWindow}] is too large. It must be less than [${index.maxRescoreWindow}]. This prevents allocating massive heaps for storing the results to be rescored. This limit can be set by changing the [index.max_rescore_window] index level setting.`);
    }
  }
  const shardList = indices
    .flatMap((index) => index.shards.map((shard) => ({ index, shard })))
    .sort((a, b) => a.shard.shardId - b.shard.shardId || (a.index.name < b.index.name ? -1 : a.index.name > b.index.name ? 1 : 0));
  const k = req.from + req.size;
  const collect = Math.max(k, ...req.rescore.map((r) => r.windowSize));
  let total = 0;
  let maxScore = -Infinity;
  const all: Hit[] = [];
  shardList.forEach(({ index, shard }, shardOrder) => {
    const query = req.query === undefined ? new MatchAllQuery() : parseQuery(req.query, index);
    const segments = shard.reader(true);
    const stats = new ShardStats(segments);
    let shardHits: Hit[] = [];
    let base = 0;
    segments.forEach((segment, si) => {
      for (const [doc, score] of query.matches({ index, stats, segment })) {
        if (typeFilter && !typeFilter.includes(segment.types[doc]) && !typeFilter.includes('_doc')) continue;
        total++;
        shardHits.push({ index, shardId: shard.shardId, segment: si, localDoc: doc, shardOrder, doc: base + doc, score, id: segment.ids[doc], type: segment.types[doc], source: segment.sources[doc], version: segment.versions[doc] });
      }
      base += segment.maxDoc;
    });
    shardHits.sort((a, b) => b.score - a.score || a.doc - b.doc);
    shardHits = shardHits.slice(0, collect);
    if (req.explain) for (const h of shardHits) h.explanation = { value: scoreToJson(h.score), description: 'score of the query', details: [] };
    // Rescore (es-semantics §5): each rescorer sees the previous order; its window is this shard's top N.
    for (const r of req.rescore) {
      if (shardHits.length === 0) break;
      const rq = parseQuery(r.query, index);
      const perSegment = segments.map((segment) => rq.matches({ index, stats, segment }));
      shardHits.forEach((h, i) => {
        const primary = f32(h.score * r.queryWeight);
        const second = i < r.windowSize ? perSegment[h.segment].get(h.localDoc) : undefined;
        const before = h.score;
        h.score = second === undefined ? primary : combine(r.scoreMode, primary, f32(second * r.rescoreQueryWeight));
        if (req.explain) {
          const first = { value: scoreToJson(primary), description: 'product of:', details: [h.explanation, { value: r.queryWeight, description: 'primaryWeight', details: [] }] };
          h.explanation = second === undefined ? first : {
            value: scoreToJson(h.score),
            description: MODE_DESCRIPTION[r.scoreMode],
            details: [first, { value: scoreToJson(f32(second * r.rescoreQueryWeight)), description: 'product of:', details: [
              { value: scoreToJson(second), description: 'score of the rescore query', details: [] },
              { value: r.rescoreQueryWeight, description: 'secondaryWeight', details: [] },
            ] }],
          };
          void before;
        }
      });
      shardHits.sort((a, b) => b.score - a.score || a.doc - b.doc);
    }
    if (shardHits.length > 0 && shardHits[0].score > maxScore) maxScore = shardHits[0].score;
    all.push(...shardHits.slice(0, k));
  });
  all.sort((a, b) => b.score - a.score || a.shardOrder - b.shardOrder || a.doc - b.doc);
  const page = all.slice(req.from, k);
  return {
    shards: shardList.length,
    total,
    maxScore: total === 0 || req.size === 0 ? (req.size === 0 ? 0 : null) : scoreToJson(maxScore),
    hits: page.map((h) => {
      const hit: Record<string, unknown> = req.explain ? { _shard: `[${h.index.name}][${h.shardId}]`, _node: state.nodeId } : {};
      Object.assign(hit, { _index: h.index.name, _type: h.type, _id: h.id });
      if (req.version) hit._version = h.version;
      hit._score = scoreToJson(h.score);
      const src = req.source ? filterSource(h.source, req.source) : h.source;
      if (src !== undefined) hit._source = src;
      if (req.explain) hit._explanation = h.explanation;
      return hit;
    }),
  };
}
