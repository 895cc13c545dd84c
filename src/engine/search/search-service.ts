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

export interface SearchRequest {
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
  const rescore = b.rescore === undefined ? [] : Array.isArray(b.rescore) ? b.rescore : [b.rescore];
  const windows = rescore.map((r) => (isObject(r) && r.window_size !== undefined ? Number(r.window_size) : 10));
  return {
    query: b.query,
    from,
    size,
    source: b._source !== undefined ? parseSourceFilter(b._source) : undefined,
    version: b.version === true || params.get('version') === 'true',
    hasRescore: rescore.length > 0,
    rescoreWindow: windows.length ? Math.max(...windows) : undefined,
  };
}

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
  let total = 0;
  let maxScore = -Infinity;
  const all: Hit[] = [];
  shardList.forEach(({ index, shard }, shardOrder) => {
    const query = req.query === undefined ? new MatchAllQuery() : parseQuery(req.query, index);
    const segments = shard.reader(true);
    const stats = new ShardStats(segments);
    const shardHits: Hit[] = [];
    let base = 0;
    for (const segment of segments) {
      for (const [doc, score] of query.matches({ index, stats, segment })) {
        if (typeFilter && !typeFilter.includes(segment.types[doc]) && !typeFilter.includes('_doc')) continue;
        total++;
        if (score > maxScore) maxScore = score;
        shardHits.push({ index, shardOrder, doc: base + doc, score, id: segment.ids[doc], type: segment.types[doc], source: segment.sources[doc], version: segment.versions[doc] });
      }
      base += segment.maxDoc;
    }
    shardHits.sort((a, b) => b.score - a.score || a.doc - b.doc);
    all.push(...shardHits.slice(0, k));
  });
  all.sort((a, b) => b.score - a.score || a.shardOrder - b.shardOrder || a.doc - b.doc);
  const page = all.slice(req.from, k);
  return {
    shards: shardList.length,
    total,
    maxScore: total === 0 || req.size === 0 ? (req.size === 0 ? 0 : null) : scoreToJson(maxScore),
    hits: page.map((h) => {
      const hit: Record<string, unknown> = { _index: h.index.name, _type: h.type, _id: h.id };
      if (req.version) hit._version = h.version;
      hit._score = scoreToJson(h.score);
      const src = req.source ? filterSource(h.source, req.source) : h.source;
      if (src !== undefined) hit._source = src;
      return hit;
    }),
  };
}
