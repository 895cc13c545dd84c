/** The indices options of a request's URL parameters (`IndicesOptions.fromRequest`), over the API's defaults. */
import { illegalArgument } from '../../errors/catalog';
import type { IndicesOptions } from '../../index/resolve-indices';
import { paramBoolean } from './url-params';

export function indicesOptionsFromParams(params: Map<string, string>, defaults: IndicesOptions, overrides?: Pick<IndicesOptions, 'forbidClosed' | 'ignoreAliases'>): IndicesOptions {
  // perf: one literal of every member (a spread of the defaults gave every search a slow object to read).
  const out: IndicesOptions = {
    ignoreUnavailable: booleanOption(params, 'ignore_unavailable', defaults.ignoreUnavailable),
    allowNoIndices: booleanOption(params, 'allow_no_indices', defaults.allowNoIndices),
    expandWildcards: defaults.expandWildcards,
    ignoreAliases: overrides?.ignoreAliases ?? defaults.ignoreAliases,
    forbidClosed: overrides?.forbidClosed ?? defaults.forbidClosed,
  };
  const expand = params.get('expand_wildcards');
  if (expand !== undefined) {
    const parts = new Set(expand.split(',').map((s) => s.trim()));
    for (const p of parts) if (!['open', 'closed', 'all', 'none'].includes(p)) throw illegalArgument(`No valid expand wildcard value [${p}]`);
    out.expandWildcards = parts.has('all') || (parts.has('open') && parts.has('closed')) ? 'all' : parts.has('open') ? 'open' : parts.has('closed') ? 'closed' : 'none';
  }
  return out;
}

function booleanOption(params: Map<string, string>, name: string, def: boolean | undefined): boolean | undefined {
  if (params.size === 0) return def;
  return def === undefined && !params.has(name) ? undefined : paramBoolean(params, name, def ?? false);
}
