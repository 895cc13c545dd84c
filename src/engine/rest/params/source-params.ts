import type { SourceFilter } from '../../util/source-filter';

/** Reads `_source`, `_source_includes`/`_source_excludes` (and 6.x's singular spellings) URL parameters. */
export function sourceFilterFromParams(params: Map<string, string>): SourceFilter | undefined {
  const src = params.get('_source');
  const inc = params.get('_source_includes') ?? params.get('_source_include');
  const exc = params.get('_source_excludes') ?? params.get('_source_exclude');
  if (src === undefined && inc === undefined && exc === undefined) return undefined;
  const list = (s: string | undefined) => (s ? s.split(',').map((x) => x.trim()).filter(Boolean) : []);
  if (src === 'false') return { fetch: false, includes: [], excludes: [] };
  if (src === 'true' || src === '') return { fetch: true, includes: list(inc), excludes: list(exc) };
  return { fetch: true, includes: src !== undefined ? list(src) : list(inc), excludes: list(exc) };
}
