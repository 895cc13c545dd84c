import { resolveIndices } from '../../index/resolve-indices';
import { executeSearch, parseSearchRequest } from '../../search/search-service';
import { sourceFilterFromParams } from '../../util/source-filter';
import type { Handler } from '../rest-types';

/** The `q=field:value` URL query (simple terms only). */
function uriQuery(q: string): unknown {
  const m = /^([^:\s]+):(.+)$/.exec(q.trim());
  return m ? { match: { [m[1]]: m[2] } } : { match: { _all: q } };
}

/** `search`: GET|POST /_search, /{index}/_search, /{index}/{type}/_search. */
export const searchHandler: Handler = (req, state) => {
  const started = state.clock();
  const sr = parseSearchRequest(req.body, req.params);
  if (req.params.has('q')) sr.query = uriQuery(req.params.get('q')!);
  const urlSource = sourceFilterFromParams(req.params);
  if (urlSource) sr.source = urlSource;
  const indices = resolveIndices(state, req.pathParams.index);
  const types = req.pathParams.type?.split(',');
  const r = executeSearch(state, indices, sr, types);
  return {
    status: 200,
    body: {
      took: Math.max(0, state.clock() - started),
      timed_out: false,
      _shards: { total: r.shards, successful: r.shards, skipped: 0, failed: 0 },
      hits: { total: r.total, max_score: r.maxScore, hits: r.hits },
    },
  };
};

/** `count`: the number of matching documents. */
export const countHandler: Handler = (req, state) => {
  const sr = parseSearchRequest(req.body, new Map());
  sr.size = 0;
  if (req.params.has('q')) sr.query = uriQuery(req.params.get('q')!);
  const indices = resolveIndices(state, req.pathParams.index);
  const r = executeSearch(state, indices, sr, req.pathParams.type?.split(','));
  return { status: 200, body: { count: r.total, _shards: { total: r.shards, successful: r.shards, skipped: 0, failed: 0 } } };
};
