/**
 * The prototype-key walk: one scenario over every engine entry point in which every name a user gives
 * is `@N@` (as typed) or `@n@` (lowercased, for index names), instantiated with an Object.prototype
 * member name or with an ordinary name of the same shape. Shared by the walk test and the fuzz suite.
 */
export interface Step {
  method: string;
  path: string;
  body?: string;
  /** Compare only the status and error type (the answer quotes names the engine ranks by similarity). */
  statusOnly?: boolean;
}

/** Every own member name of Object.prototype (`__proto__`, `constructor`, `toString`, `__defineGetter__`, ...). */
export const PROTOTYPE_NAMES: readonly string[] = Object.getOwnPropertyNames(Object.prototype);

/** An ordinary name of the same shape: letters become q/Q, underscores stay (so `_`-rules apply alike). */
export const stand = (name: string) => name.replace(/[a-z]/g, 'q').replace(/[A-Z]/g, 'Q');

/** What Object.prototype (and its friends) hold: member names and values, and that `{}` enumerates nothing. */
export function prototypeFingerprint() {
  const members = (o: object) => Object.getOwnPropertyNames(o).sort().map((k) => {
    const d = Object.getOwnPropertyDescriptor(o, k)!;
    return [k, d.value ?? d.get ?? null, d.set ?? null];
  });
  const enumerated: string[] = [];
  for (const k in {}) enumerated.push(k);
  return {
    object: members(Object.prototype),
    array: members(Array.prototype),
    func: members(Function.prototype),
    string: members(String.prototype),
    protoOfObject: Object.getPrototypeOf(Object.prototype) as unknown,
    enumerated,
  };
}

const j = (x: unknown) => JSON.stringify(x);

/** Requests touching every entry point, with `@N@` wherever a user names something. */
const TEMPLATE: Step[] = [
  {
    method: 'PUT', path: '/p', body: j({
      settings: {
        number_of_shards: 1,
        analysis: {
          analyzer: { '@N@': { type: 'custom', tokenizer: '@N@', filter: ['@N@'] }, plain: { type: 'standard' } },
          tokenizer: { '@N@': { type: 'whitespace' } },
          filter: { '@N@': { type: 'lowercase' } },
          normalizer: { '@N@': { type: 'custom', filter: ['lowercase'] } },
        },
        'index.analysis.@N@.type': 'custom',
      },
      mappings: {
        _doc: {
          _meta: { '@N@': 1 },
          properties: {
            '@N@': { type: 'text', analyzer: '@N@', term_vector: 'with_positions_offsets', fields: { '@N@': { type: 'keyword', normalizer: '@N@' } } },
            obj: { properties: { '@N@': { type: 'keyword' } } },
            n: { type: 'long' },
            k: { type: 'keyword' },
          },
        },
      },
      aliases: { '@n@': {}, al: { filter: { term: { k: '@N@' } } } },
    }),
  },
  { method: 'PUT', path: '/p/_doc/@N@', body: j({ '@N@': 'Alpha @N@ beta', obj: { '@N@': '@N@' }, n: 1, k: '@N@' }) },
  // 'AA' sorts before every member name and its stand-in alike (bytes: upper case < '_' < lower case), so a terms
  // aggregation's tie on doc_count orders both runs' buckets the same way.
  { method: 'PUT', path: '/p/_doc/2', body: j({ '@N@': 'beta gamma', obj: [{ '@N@': 'x' }, { '@N@': 'y' }], n: 2, k: 'AA', dyn: { '@N@': { '@N@': 'deep' } } }) },
  { method: 'PUT', path: '/p/_doc/3', body: j({ '@N@': { inner: 1 } }) },
  { method: 'PUT', path: '/p/_doc/4?@N@=1', body: j({ k: 'x' }), statusOnly: true },
  {
    method: 'POST', path: '/_bulk', body: [
      j({ index: { _index: 'p', _type: '_doc', _id: '5' } }), j({ '@N@': 'delta', n: 5, '@N@x': { '@N@': 1 } }),
      j({ '@N@': { _index: 'p', _type: '_doc', _id: '6' } }), j({ a: 1 }),
    ].join('\n') + '\n',
  },
  { method: 'POST', path: '/_bulk', body: [j({ index: { _index: 'p', _type: '_doc', _id: '7', '@N@': 1 } }), j({ a: 1 })].join('\n') + '\n' },
  { method: 'POST', path: '/p/_doc/_bulk?refresh=true', body: [j({ index: { _id: '8' } }), j({ '@N@': 'epsilon @N@' })].join('\n') + '\n' },
  { method: 'POST', path: '/p/_refresh' },
  { method: 'GET', path: '/p/_doc/@N@' },
  { method: 'GET', path: '/p/_doc/@N@?_source_includes=@N@,obj.@N@' },
  { method: 'GET', path: '/p/_doc/@N@/_source' },
  { method: 'HEAD', path: '/p/_doc/@N@' },
  { method: 'GET', path: '/p/_mapping' },
  { method: 'GET', path: '/p/_settings' },
  { method: 'GET', path: '/p/_settings?flat_settings=true' },
  { method: 'GET', path: '/p/_settings/index.analysis.*' },
  { method: 'GET', path: '/p' },
  { method: 'HEAD', path: '/p' },
  { method: 'HEAD', path: '/@n@' },
  { method: 'HEAD', path: '/' },
  { method: 'GET', path: '/' },
  { method: 'GET', path: '/_mapping' },
  { method: 'GET', path: '/p/_mapping/@N@' },
  { method: 'GET', path: '/_mapping/@N@' },
  { method: 'GET', path: '/p/_settings/@N@' },
  { method: 'GET', path: '/_settings/index.analysis.analyzer.@N@.*' },
  { method: 'GET', path: '/p/_alias/@N@' },
  { method: 'PUT', path: '/p/_create/@N@', body: j({ '@N@': 'again' }) },
  { method: 'PUT', path: '/p/_doc/@N@/_create', body: j({ '@N@': 'again' }) },
  { method: 'POST', path: '/p/_doc?refresh=true', body: j({ '@N@': 'auto id' }) },
  { method: 'POST', path: '/p/@N@', body: j({ '@N@': 'a second type' }) },
  { method: 'PUT', path: '/p/@N@/_mapping', body: j({ properties: { x: { type: 'keyword' } } }) },
  { method: 'PUT', path: '/p/_mapping/@N@', body: j({ properties: { x: { type: 'keyword' } } }) },
  { method: 'GET', path: '/p/@N@/_search', body: j({ query: { match_all: {} } }) },
  { method: 'GET', path: '/p/@N@/_count' },
  { method: 'GET', path: '/p/_doc/@N@/_termvector' },
  { method: 'GET', path: '/p/_termvectors/@N@?fields=@N@' },
  { method: 'GET', path: '/p/_doc/_mtermvectors?ids=@N@,2' },
  { method: 'GET', path: '/_mtermvectors', body: j({ docs: [{ _index: 'p', _type: '_doc', _id: '@N@' }] }) },
  { method: 'GET', path: '/_search', body: j({ query: { match: { '@N@': 'beta' } } }) },
  { method: 'GET', path: '/_count', body: j({ query: { match: { '@N@': 'beta' } } }) },
  { method: 'GET', path: '/_cluster/health?level=@N@' },
  { method: 'GET', path: '/_cat/indices?h=@N@', statusOnly: true },
  { method: 'GET', path: '/_alias/@n@' },
  { method: 'GET', path: '/p/_alias' },
  { method: 'PUT', path: '/p/_mapping/_doc', body: j({ properties: { '@N@2': { type: 'keyword' }, obj: { properties: { '@N@': { type: 'keyword' } } } } }) },
  { method: 'PUT', path: '/p/_mapping/_doc', body: j({ properties: { '@N@': { type: 'long' } } }) },
  { method: 'PUT', path: '/p/_mapping/_doc', body: j({ properties: { z: { type: '@N@' } } }) },
  { method: 'PUT', path: '/p/_mapping/_doc', body: j({ '@N@': {} }) },
  ...[
    { query: { '@N@': {} } },
    { query: { match: { '@N@': 'alpha' } } },
    { query: { match: { '@N@': { query: 'alpha beta', operator: 'and' } } } },
    { query: { match: { '@N@': { query: 'alpha', '@N@': 1 } } } },
    { query: { match_phrase: { '@N@': 'alpha @N@' } } },
    { query: { multi_match: { query: 'beta', fields: ['@N@', '@N@.@N@^2'] } } },
    { query: { term: { '@N@.@N@': '@N@' } } },
    { query: { term: { k: { value: '@N@', '@N@': 1 } } } },
    { query: { terms: { 'obj.@N@': ['@N@', 'x'] } } },
    { query: { range: { n: { gte: 1, '@N@': 2 } } } },
    { query: { range: { '@N@': { gte: 'a' } } } },
    { query: { exists: { field: '@N@' } } },
    { query: { ids: { values: ['@N@', '2'] } } },
    { query: { bool: { must: [{ match: { '@N@': 'beta' } }], '@N@': [] } } },
    { query: { bool: { should: [{ match: { '@N@': 'beta' } }, { term: { k: '@N@' } }] } } },
    { query: { constant_score: { filter: { term: { k: '@N@' } }, '@N@': 1 } } },
    { query: { dis_max: { queries: [{ match: { '@N@': 'beta' } }], '@N@': 1 } } },
    { query: { function_score: { query: { match: { '@N@': 'beta' } }, script_score: { script: { source: "params['@N@'] + params.@N@ + doc['n'].value", params: { '@N@': 2 } } } } } },
    { query: { function_score: { query: { match_all: {} }, functions: [{ field_value_factor: { field: 'n' } }], '@N@': 1 } } },
    { query: { function_score: { functions: [{ '@N@': {} }] } } },
    { query: { match_all: {} }, sort: [{ n: 'desc' }], _source: ['@N@', 'obj.*'] },
    { query: { match_all: {} }, sort: [{ '@N@.@N@': 'asc' }, '_doc'] },
    { query: { match_all: {} }, sort: [{ n: { order: 'asc', '@N@': 1 } }] },
    { query: { match_all: {} }, docvalue_fields: ['@N@.@N@', 'n'], stored_fields: ['@N@'], script_fields: { '@N@': { script: { source: "params['@N@']", params: { '@N@': 3 } } } } },
    { query: { match: { '@N@': 'beta' } }, rescore: { window_size: 5, query: { rescore_query: { match: { '@N@': 'gamma' } }, '@N@': 1 } } },
    { query: { match: { '@N@': 'beta' } }, rescore: { '@N@': {} } },
    { query: { match: { '@N@': 'beta' } }, explain: true },
    { query: { match_all: {} }, aggs: { '@N@': { terms: { field: 'k' } } } },
    // Bucket keys taken from the data (a keyword value, an object field's values) and chosen by the user
    // (filters, ranges, adjacency pairs), and sub-aggregations ordered or reached by such names.
    { size: 0, aggs: { t: { terms: { field: 'k', min_doc_count: 0 }, aggs: { o: { terms: { field: 'obj.@N@' } } } } } },
    { size: 0, aggs: { t: { terms: { field: 'k', include: ['@N@', 'AA'], order: { '@N@': 'desc' } }, aggs: { '@N@': { max: { field: 'n' } } } } } },
    { size: 0, aggs: { t: { terms: { field: '@N@.@N@', order: { _key: 'asc' } }, aggs: { h: { top_hits: { size: 1, _source: ['@N@'] } } } } } },
    { size: 0, aggs: { f: { filters: { filters: { '@N@': { term: { k: '@N@' } }, AA: { term: { k: 'AA' } } }, other_bucket_key: '@N@x' } } } },
    { size: 0, aggs: { r: { range: { field: 'n', keyed: true, ranges: [{ key: '@N@', to: 2 }, { from: 2 }] } } } },
    { size: 0, aggs: { m: { adjacency_matrix: { filters: { '@N@': { term: { k: '@N@' } }, AA: { exists: { field: 'n' } } } } } } },
    { size: 0, aggs: { c: { composite: { sources: [{ '@N@': { terms: { field: 'k' } } }] } } } },
    { size: 0, aggs: { s: { significant_terms: { field: 'k' } } } },
    { size: 0, aggs: { t: { terms: { field: 'k' }, aggs: { '@N@': { sum: { field: 'n' } }, b: { bucket_selector: { buckets_path: { '@N@': '@N@' }, script: 'params.@N@ >= 0' } } } } } },
    { query: { match_all: {} }, highlight: { fields: { '@N@': {} } } },
    { query: { match_all: {} }, suggest: { '@N@': { text: 'x', term: { field: '@N@' } } } },
    { query: { match_all: {} }, post_filter: { term: { k: '@N@' } } },
    { '@N@': 1 },
    { query: { match_all: {} }, ext: { '@N@': {} } },
  ].map((body): Step => ({ method: 'POST', path: '/p/_search', body: j(body) })),
  { method: 'GET', path: '/@n@/_search?q=@N@:beta' },
  { method: 'GET', path: '/p/_search?q=beta&df=@N@&sort=n:desc&_source=@N@&stored_fields=@N@&docvalue_fields=n' },
  { method: 'GET', path: '/p/_search?@N@=1', statusOnly: true },
  { method: 'GET', path: '/p/_search?filter_path=hits.hits._source.@N@' },
  { method: 'GET', path: '/p/_count', body: j({ query: { match: { '@N@': 'beta' } } }) },
  { method: 'GET', path: '/p/_count?q=@N@:beta' },
  { method: 'GET', path: '/al/_search' },
  { method: 'POST', path: '/p/_explain/@N@', body: j({ query: { match: { '@N@': 'alpha' } } }) },
  { method: 'POST', path: '/p/_doc/@N@/_explain?q=@N@:alpha' },
  { method: 'GET', path: '/p/_doc/@N@/_termvectors?fields=@N@,@N@.@N@&field_statistics=true&term_statistics=true' },
  { method: 'POST', path: '/p/_doc/_termvectors', body: j({ doc: { '@N@': 'one @N@ two', obj: { '@N@': 'x' } }, fields: ['@N@'], per_field_analyzer: { '@N@': '@N@' }, filter: { max_num_terms: 3 } }) },
  { method: 'POST', path: '/p/_doc/@N@/_termvectors', body: j({ '@N@': true }) },
  { method: 'POST', path: '/p/_doc/@N@/_termvectors', body: j({ per_field_analyzer: { '@N@': 'nope' } }) },
  { method: 'POST', path: '/p/_doc/@N@/_termvectors', body: j({ filter: { '@N@': 1 } }) },
  { method: 'POST', path: '/p/_mtermvectors', body: j({ docs: [{ _type: '_doc', _id: '@N@', fields: ['@N@'] }, { _type: '_doc', doc: { '@N@': 'z' } }, { _type: '_doc', _id: '2', '@N@': 1 }] }) },
  { method: 'POST', path: '/p/_mtermvectors', body: j({ ids: ['@N@', '2'], parameters: { fields: ['@N@'] } }) },
  { method: 'POST', path: '/p/_analyze', body: j({ analyzer: '@N@', text: 'Hello @N@ World' }) },
  { method: 'POST', path: '/p/_analyze', body: j({ field: '@N@', text: 'Hello @N@' }) },
  { method: 'POST', path: '/p/_analyze', body: j({ field: '@N@.@N@', text: 'Hello @N@' }) },
  { method: 'POST', path: '/p/_analyze', body: j({ tokenizer: '@N@', filter: ['@N@'], text: 'A @N@' }) },
  { method: 'POST', path: '/p/_analyze', body: j({ normalizer: '@N@', text: 'A @N@' }) },
  { method: 'POST', path: '/p/_analyze', body: j({ tokenizer: { type: 'whitespace', '@N@': 1 }, text: 'A' }) },
  { method: 'POST', path: '/p/_analyze', body: j({ text: 'a', '@N@': 1 }) },
  { method: 'POST', path: '/_analyze', body: j({ analyzer: '@N@', text: 'x' }) },
  { method: 'POST', path: '/_analyze', body: j({ tokenizer: '@N@', text: 'x' }) },
  { method: 'POST', path: '/_analyze', body: j({ tokenizer: 'standard', filter: ['@N@'], text: 'x' }) },
  { method: 'POST', path: '/_analyze', body: j({ tokenizer: 'standard', filter: [{ type: '@N@' }], text: 'x' }) },
  { method: 'POST', path: '/_analyze', body: j({ tokenizer: 'standard', filter: [{ type: 'stop', stopwords: ['@N@'] }], text: '@N@ x' }) },
  { method: 'PUT', path: '/d', body: j({ settings: { number_of_shards: 1 }, mappings: { _doc: { properties: { '@N@': { type: 'date', format: '@N@' }, t: { type: 'date', format: 'yyyy||@N@' }, v: { type: 'long' } } } } }) },
  { method: 'PUT', path: '/d/_doc/1?refresh=true&routing=@N@', body: j({ t: '2020', v: 3, '@N@x': '@N@' }) },
  { method: 'POST', path: '/d/_search', body: j({ query: { function_score: { gauss: { '@N@': { origin: 0, scale: 1 } } } } }) },
  { method: 'POST', path: '/d/_search', body: j({ query: { function_score: { gauss: { v: { origin: 0, scale: 1, '@N@': 1 } } } } }) },
  { method: 'POST', path: '/d/_search', body: j({ query: { function_score: { script_score: { script: { lang: 'expression', source: "@N@ + doc['v'].value", params: { '@N@': 1 } } } } } }) },
  { method: 'POST', path: '/d/_search', body: j({ query: { function_score: { script_score: { script: { lang: 'expression', source: "@N@ + doc['v'].value" } } } } }) },
  { method: 'POST', path: '/d/_search', body: j({ query: { function_score: { script_score: { script: "params.containsKey('@N@') ? 1 : (params['@N@'] == null ? 2 : 3)" } } } }) },
  { method: 'POST', path: '/d/_search', body: j({ query: { function_score: { script_score: { script: "doc['@N@'].size() + 1" } } } }) },
  { method: 'POST', path: '/d/_search', body: j({ query: { function_score: { script_score: { script: "params._source.@N@x == null ? 1 : params._source['@N@x'].length()" } } } }) },
  { method: 'POST', path: '/d/_search', body: j({ query: { function_score: { script_score: { script: { source: 'params.@N@.size()', params: { '@N@': { '@N@': [1, 2] } } } } } } }) },
  { method: 'POST', path: '/d/_doc/_bulk?refresh=true', body: [j({ update: { _id: '1' } }), j({ doc: { '@N@x': { '@N@': 2 }, w: 1 } }), j({ update: { _id: '1' } }), j({ doc: { '@N@x': { '@N@': 3, z: 1 } } })].join('\n') + '\n' },
  { method: 'GET', path: '/d/_doc/1?routing=@N@&_source_excludes=@N@x.z' },
  { method: 'GET', path: '/d/_doc/1?stored_fields=@N@,_source&realtime=false&routing=@N@' },
  { method: 'POST', path: '/d/_search', body: j({ _source: { includes: ['@N@*'], excludes: ['@N@x.@N@'] }, query: { exists: { field: '@N@x' } } }) },
  { method: 'DELETE', path: '/d' },
  { method: 'PUT', path: '/@n@', body: j({ settings: { number_of_shards: 1 } }) },
  { method: 'PUT', path: '/@n@/_doc/1?refresh=true', body: j({ '@N@': '@N@' }) },
  { method: 'GET', path: '/@n@,p/_search', body: j({ query: { term: { '@N@': '@N@' } } }) },
  { method: 'GET', path: '/_cluster/health/@n@' },
  { method: 'GET', path: '/_cat/indices/@n@?h=index,docs.count' },
  { method: 'DELETE', path: '/@n@' },
  { method: 'PUT', path: '/q', body: j({ settings: { '@N@': { number_of_shards: 1 } } }) },
  { method: 'PUT', path: '/q', body: j({ '@N@': {} }) },
  { method: 'PUT', path: '/q', body: j({ mappings: { '@N@': { properties: { a: { type: 'text' } } } } }) },
  { method: 'PUT', path: '/q2', body: j({ mappings: { _doc: { properties: { a: { type: 'text', '@N@': 1 } } } } }) },
  { method: 'PUT', path: '/q3', body: j({ mappings: { _doc: { properties: { a: { type: 'text', analyzer: '@N@' } } } } }) },
  { method: 'PUT', path: '/q4', body: j({ mappings: { _doc: { dynamic_templates: [{ '@N@': { match: '*', mapping: { type: 'keyword' } } }] } } }) },
  // What landed last: highlighting, suggesters, profile, more_like_this, validate, scroll, named queries, inner
  // hits and collapse.
  ...[
    { query: { match: { '@N@': 'beta' } }, highlight: { fields: { '@N@': { type: 'unified' }, '@N@.*': {} } } },
    { query: { match: { '@N@': 'beta' } }, highlight: { fields: [{ '@N@': { type: 'plain', highlight_query: { match: { '@N@': 'gamma' } } } }] } },
    { query: { match: { '@N@': 'beta' } }, highlight: { fields: { '@N@': { type: 'fvh', matched_fields: ['@N@', '@N@.@N@'] } } } },
    { query: { match: { '@N@': 'beta' } }, highlight: { fields: { '@N@': { '@N@': 1 } } } },
    { query: { match_all: {} }, suggest: { text: 'betta @N@', '@N@': { phrase: { field: '@N@', highlight: { pre_tag: '<@N@>', post_tag: '</@N@>' } } } } },
    { query: { match_all: {} }, suggest: { '@N@': { text: 'bet @N@', term: { field: '@N@', suggest_mode: 'always', min_word_length: 1 } } } },
    { query: { match_all: {} }, suggest: { '@N@': { text: 'bet', term: { field: '@N@', '@N@': 1 } } } },
    { query: { match_all: {} }, suggest: { '@N@': { prefix: 'b', completion: { field: '@N@' } } } },
    { query: { more_like_this: { fields: ['@N@'], like: [{ _index: 'p', _type: '_doc', _id: '2' }, 'beta gamma @N@'], min_term_freq: 1, min_doc_freq: 1 } } },
    { query: { more_like_this: { fields: ['@N@'], like: [{ _index: 'p', _type: '_doc', doc: { '@N@': 'beta @N@' }, per_field_analyzer: { '@N@': 'plain' } }], min_term_freq: 1, min_doc_freq: 1 } } },
    { query: { more_like_this: { like: 'beta', '@N@': 1 } } },
    // Option values looked up in a table of names: a member name is no distance, modifier or unit.
    { query: { match_all: {} }, suggest: { '@N@': { text: 'bet', term: { field: '@N@', string_distance: '@N@' } } } },
    { query: { function_score: { field_value_factor: { field: 'n', modifier: '@N@' } } } },
    { size: 0, aggs: { h: { histogram: { field: 'n', interval: 1 }, aggs: { s: { sum: { field: 'n' } }, d: { derivative: { buckets_path: 's', unit: '@N@' } } } } } },
    { query: { bool: { should: [{ match: { '@N@': { query: 'beta', _name: '@N@' } } }, { term: { k: { value: '@N@', _name: '@N@x' } } }] } } },
    { query: { nested: { path: 'obj', query: { match_all: {} }, inner_hits: { name: '@N@' } } } },
    { query: { match_all: {} }, collapse: { field: 'k', inner_hits: { name: '@N@', size: 1 } } },
  ].map((body): Step => ({ method: 'POST', path: '/p/_search', body: j(body) })),
  // A profile's times differ from run to run: only its status is compared.
  { method: 'POST', path: '/p/_search', body: j({ profile: true, query: { bool: { should: [{ match: { '@N@': 'beta' } }, { term: { k: '@N@' } }] } }, aggs: { '@N@': { terms: { field: 'k' } } } }), statusOnly: true },
  { method: 'POST', path: '/p/_validate/query?explain=true', body: j({ query: { match: { '@N@': 'beta @N@' } } }) },
  { method: 'POST', path: '/p/_validate/query?rewrite=true&all_shards=true', body: j({ query: { more_like_this: { fields: ['@N@'], like: 'beta @N@', min_term_freq: 1, min_doc_freq: 1 } } }) },
  { method: 'POST', path: '/p/_validate/query', body: j({ query: { '@N@': {} } }) },
  { method: 'POST', path: '/p/_search?scroll=1m&size=1', body: j({ query: { match: { '@N@': 'beta' } }, sort: ['_doc'] }) },
  { method: 'DELETE', path: '/p/_doc/@N@' },
  { method: 'DELETE', path: '/p/_doc/@N@' },
  { method: 'POST', path: '/p/_refresh' },
  { method: 'POST', path: '/p/_search', body: j({ query: { match: { '@N@': 'beta' } } }) },
  { method: 'DELETE', path: '/p' },
  // The engine still answers: a fresh index with an ordinary name and a match query.
  { method: 'PUT', path: '/after', body: j({ settings: { number_of_shards: 1 }, mappings: { _doc: { properties: { t: { type: 'text' } } } } }) },
  { method: 'PUT', path: '/after/_doc/1?refresh=true', body: j({ t: 'quick fox' }) },
  { method: 'POST', path: '/after/_search', body: j({ query: { match: { t: 'quick' } } }) },
];

/** The scenario with `name` as every user key. */
export function SCENARIO(name: string): Step[] {
  const sub = (s: string) => s.split('@N@').join(name).split('@n@').join(name.toLowerCase());
  return TEMPLATE.map((s) => ({ ...s, path: sub(s.path), ...(s.body !== undefined ? { body: sub(s.body) } : {}) }));
}
