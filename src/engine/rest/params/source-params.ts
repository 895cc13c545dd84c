import type { SourceFilter } from '../../util/source-filter';

/** Reads `_source`, `_source_includes`/`_source_excludes` (and 6.x's singular spellings) URL parameters. */
export function sourceFilterFromParams(params: Map<string, string>, warn: (text: string) => void = () => {}): SourceFilter | undefined {
  if (params.size === 0) return undefined;
  const src = params.get('_source');
  // 6.8's FetchSourceContext: the deprecated singular spelling wins, with a warning.
  const deprecated = (singular: string, plural: string) => {
    const v = params.get(singular);
    if (v === undefined) return params.get(plural);
    warn(`Deprecated parameter [${singular}] used, expected [${plural}] instead`);
    return v;
  };
  const inc = deprecated('_source_include', '_source_includes');
  const exc = deprecated('_source_exclude', '_source_excludes');
  if (src === undefined && inc === undefined && exc === undefined) return undefined;
  const list = (s: string | undefined) => (s ? s.split(',').map((x) => x.trim()).filter(Boolean) : []);
  if (src === 'false') return { fetch: false, includes: [], excludes: [] };
  if (src === 'true' || src === '') return { fetch: true, includes: list(inc), excludes: list(exc) };
  return { fetch: true, includes: src !== undefined ? list(src) : list(inc), excludes: list(exc) };
}
