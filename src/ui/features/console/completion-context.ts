/**
 * What to offer at the cursor of a Console buffer: on a request line, API paths and index names; inside
 * a body, query DSL keys and the fields of the index the request addresses.
 */
export type CompletionContext =
  | { kind: 'path'; method: string; typed: string }
  | { kind: 'body'; index?: string; afterColon: boolean; inString: boolean; typed: string }
  | { kind: 'none' };

const METHOD = /^\s*(GET|PUT|POST|DELETE|HEAD)\s+(\S*)$/i;
const METHOD_LINE = /^\s*(GET|PUT|POST|DELETE|HEAD)\s+(\S+)/i;

export function completionContext(lines: string[], line: number, column: number): CompletionContext {
  const before = lines[line].slice(0, column);
  const m = METHOD.exec(before);
  if (m) return { kind: 'path', method: m[1].toUpperCase(), typed: m[2] };
  for (let l = line; l >= 0; l--) {
    const head = METHOD_LINE.exec(lines[l]);
    if (!head) continue;
    if (l === line) return { kind: 'none' };
    const first = head[2].replace(/^\//, '').split(/[/?]/)[0];
    const index = first && !first.startsWith('_') && !first.includes('*') && !first.includes(',') ? decodeURIComponent(first) : undefined;
    const quotes = (before.match(/(?<!\\)"/g) ?? []).length;
    const inString = quotes % 2 === 1;
    const typed = inString ? before.slice(before.lastIndexOf('"') + 1) : (/[\w.]*$/.exec(before)?.[0] ?? '');
    const afterColon = /:\s*"?[\w.]*$/.test(before);
    return { kind: 'body', index, afterColon, inString, typed };
  }
  return { kind: 'none' };
}

/** Query DSL and API body keys offered in bodies. */
export const DSL_KEYS = [
  'query', 'match', 'match_phrase', 'match_phrase_prefix', 'multi_match', 'match_all', 'match_none', 'term', 'terms', 'range',
  'exists', 'ids', 'bool', 'must', 'should', 'must_not', 'filter', 'minimum_should_match', 'constant_score', 'dis_max',
  'tie_breaker', 'function_score', 'script_score', 'field_value_factor', 'random_score', 'gauss', 'exp', 'linear', 'weight',
  'boost_mode', 'score_mode', 'max_boost', 'min_score', 'boost', 'operator', 'slop', 'analyzer', 'fields', 'type',
  'from', 'size', 'sort', 'explain', 'track_scores', 'version', '_source', 'post_filter', 'rescore', 'window_size',
  'query_weight', 'rescore_query_weight', 'rescore_query', 'term_statistics', 'field_statistics', 'positions', 'offsets',
  'payloads', 'per_field_analyzer', 'doc', 'max_num_terms', 'min_term_freq', 'max_term_freq', 'min_doc_freq',
  'max_doc_freq', 'min_word_length', 'max_word_length', 'mappings', 'settings', 'properties', 'number_of_shards',
  'number_of_replicas', 'analysis', 'tokenizer', 'char_filter', 'text', 'term_vector', 'index_options', 'store',
];

/** Values offered after a key that takes one of a few words. */
export const KEY_VALUES: Record<string, string[]> = {
  score_mode: ['total', 'multiply', 'avg', 'max', 'min', 'sum', 'first'],
  boost_mode: ['multiply', 'replace', 'sum', 'avg', 'max', 'min'],
  operator: ['or', 'and'],
  type: ['text', 'keyword', 'long', 'integer', 'double', 'float', 'date', 'boolean', 'best_fields', 'most_fields', 'phrase', 'phrase_prefix'],
  term_vector: ['no', 'yes', 'with_positions', 'with_offsets', 'with_positions_offsets', 'with_positions_payloads', 'with_positions_offsets_payloads'],
};

/** API paths offered on a request line, with `{index}` to fill in. */
export const API_PATHS = [
  '/_search', '/_count', '/_analyze', '/_bulk', '/_refresh', '/_mapping', '/_settings', '/_cat/indices?v', '/_cluster/health',
  '/_mtermvectors', '/{index}', '/{index}/_search', '/{index}/_count', '/{index}/_doc/', '/{index}/_doc/{id}/_termvectors',
  '/{index}/_termvectors/{id}', '/{index}/_explain/{id}', '/{index}/_mapping', '/{index}/_settings', '/{index}/_refresh',
  '/{index}/_analyze', '/{index}/_bulk', '/_mget', '/{index}/_mget', '/{index}/_update/{id}', '/{index}/_doc/{id}/_update',
  '/_aliases', '/_alias', '/{index}/_alias/{name}', '/_template/{name}', '/{index}/_open', '/{index}/_close',
  '/{index}/_mapping/field/{field}', '/_cat/aliases?v', '/_cat/health?v', '/_cat/count?v', '/_scripts/painless/_execute',
];

/** Every field path of a GET _mapping answer (multi-fields included). */
export function fieldsOfMapping(body: unknown): string[] {
  const out = new Set<string>();
  const walk = (props: Record<string, unknown> | undefined, prefix: string) => {
    for (const [name, def] of Object.entries(props ?? {})) {
      const path = prefix + name;
      const d = def as { properties?: Record<string, unknown>; fields?: Record<string, unknown> };
      if (d.properties) walk(d.properties, `${path}.`);
      else out.add(path);
      for (const sub of Object.keys(d.fields ?? {})) out.add(`${path}.${sub}`);
    }
  };
  for (const index of Object.values((body ?? {}) as Record<string, { mappings?: Record<string, { properties?: Record<string, unknown> }> }>)) {
    for (const type of Object.values(index.mappings ?? {})) walk(type.properties, '');
  }
  return [...out].sort();
}
