/** The search URL parameters that set what a search body can (from, size, sort, flags, search_type), typed. */
import { illegalArgument } from '../../errors/catalog';
import type { SearchUrlOverrides } from '../../search/search-request';
import { urlSuggestion } from '../../search/suggest/suggest-request';
import { parseJavaInt } from '../../util/java-numbers';

/** `sort=field:desc,other` from the URL, as the body would spell it. */
function urlSort(s: string): unknown[] {
  return s.split(',').map((part) => {
    const i = part.lastIndexOf(':');
    return i < 0 ? part : { [part.slice(0, i)]: part.slice(i + 1) };
  });
}

/** RestRequest.paramAsInt: Integer.parseInt of the parameter. */
function urlInt(params: Map<string, string>, name: string): number {
  const v = params.get(name)!;
  const n = parseJavaInt(v);
  if (n === undefined) throw illegalArgument(`Failed to parse int parameter [${name}] with value [${v}]`);
  return n;
}

export function searchUrlOverrides(params: Map<string, string>): SearchUrlOverrides {
  // perf: most searches have no URL parameter: one shared answer (never written) for them.
  return params.size === 0 ? NO_OVERRIDES : overridesOf(params);
}

function overridesOf(params: Map<string, string>): SearchUrlOverrides {
  const flag = (name: string) => params.get(name) === 'true' || params.get(name) === '';
  return {
    from: params.has('from') ? () => urlInt(params, 'from') : undefined,
    size: params.has('size') ? () => urlInt(params, 'size') : undefined,
    sort: params.has('sort') ? urlSort(params.get('sort')!) : undefined,
    searchType: params.get('search_type'),
    trackScores: flag('track_scores'),
    explain: flag('explain'),
    version: flag('version'),
    seqNoPrimaryTerm: flag('seq_no_primary_term'),
    allowPartialResults: params.get('allow_partial_search_results') !== 'false',
    storedFields: params.get('stored_fields'),
    docvalueFields: params.get('docvalue_fields'),
    batchedReduceSize: params.get('batched_reduce_size'),
    preFilterShardSize: params.get('pre_filter_shard_size'),
    maxConcurrentShardRequests: params.get('max_concurrent_shard_requests'),
    preference: params.get('preference'),
    terminateAfter: params.has('terminate_after') ? () => urlInt(params, 'terminate_after') : undefined,
    // RestSearchAction: `suggest_field` makes a term suggestion named by the field, of `suggest_text` (or `q`).
    suggest: params.has('suggest_field')
      ? urlSuggestion(params.get('suggest_field')!, params.get('suggest_text') ?? params.get('q'), params.get('suggest_size'), params.get('suggest_mode'))
      : undefined,
  };
}

/** The overrides of a URL without parameters (built as any other: the same shape). */
const NO_OVERRIDES: SearchUrlOverrides = Object.freeze(overridesOf(new Map()));

/** The count API's `terminate_after` (RestCountAction: paramAsInt, refused below 0; 0 when absent). */
export function countTerminateAfter(params: Map<string, string>): number {
  if (!params.has('terminate_after')) return 0;
  const n = urlInt(params, 'terminate_after');
  if (n < 0) throw illegalArgument('terminateAfter must be > 0');
  return n;
}
