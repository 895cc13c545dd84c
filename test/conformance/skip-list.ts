/**
 * Tests outside Searchpad's API surface, skipped by name with the reason (conformance README's per-file
 * table). Only tests listed here may be skipped besides the YAML's own version/feature skips.
 */
export interface SkipEntry {
  file: string;
  test: string;
  reason: string;
}

const collapse = 'needs field collapsing (`collapse`, inner_hits), outside this API surface';
const painless = 'needs script query or script_fields, outside this API surface';

export const SKIP_LIST: SkipEntry[] = [
  { file: 'search/30_limits.yml', test: 'Request window limits with scroll', reason: 'needs the scroll API' },
  { file: 'search/30_limits.yml', test: 'Docvalues_fields size limit', reason: 'needs docvalue_fields' },
  { file: 'search/30_limits.yml', test: 'Script_fields size limit', reason: 'needs script_fields' },
  { file: 'search/30_limits.yml', test: 'Regexp length limit', reason: 'needs the regexp query' },
  ...[
    'field collapsing', 'field collapsing and from', 'field collapsing and inner_hits',
    'field collapsing, inner_hits and maxConcurrentGroupRequests', 'field collapsing and scroll',
    'field collapsing and search_after', 'no hits and inner_hits', 'field collapsing and multiple inner_hits',
    'field collapsing, inner_hits and version', 'field collapsing on a field alias', 'field collapsing, inner_hits and seq_no',
  ].map((test) => ({ file: 'search/110_field_collapsing.yml', test, reason: collapse })),
  ...['Painless Query', 'Use List Size In Scripts'].map((test) => ({
    file: 'modules/lang-painless/painless/30_search.yml', test, reason: painless,
  })),
  ...[
    'Create a typeless index while there is a typed template', 'Create a typed index while there is a typeless template',
    'Implicitly create a typed index while there is a typeless template', 'Implicitly create a typeless index while there is a typed template',
  ].map((test) => ({ file: 'indices.create/20_mix_typeless_typeful.yml', test, reason: 'needs index templates, outside this API surface' })),
];

export function skipReason(file: string, test: string): string | undefined {
  return SKIP_LIST.find((s) => file.endsWith(s.file) && s.test === test)?.reason;
}
