/**
 * The bad-input catalogue: requests a playground gets from copy-paste and half-typed JSON, each with
 * Elasticsearch 6.8's answer (error type and HTTP status, and the reason where it is part of the
 * contract). Rows are grouped by kind; several are generated over every API they apply to.
 */
import { HOSTILE_ROWS } from './catalogue-hostile';

export interface Row {
  name: string;
  method: string;
  path: string;
  body?: unknown;
  status: number;
  type: string;
  reason?: string | RegExp;
  /** Requests that prepare the state the row needs (they are part of the state checked to be unchanged). */
  setup?: Array<[method: string, path: string, body?: unknown]>;
}

const rows: Row[] = [];
const add = (r: Row) => rows.push(r);

// ---- Index names (MetaDataCreateIndexService.validateIndexOrAliasName) ----
const badNames: Array<[string, string]> = [
  ['UPPER', 'must be lowercase'],
  ['_under', "must not start with '_', '-', or '+'"],
  ['-dash', "must not start with '_', '-', or '+'"],
  ['+plus', "must not start with '_', '-', or '+'"],
  ['a*b', 'must not contain the following characters [ , ", *, \\, <, |, ,, >, /, ?]'],
  ['a"b', 'must not contain the following characters [ , ", *, \\, <, |, ,, >, /, ?]'],
  ['a<b', 'must not contain the following characters [ , ", *, \\, <, |, ,, >, /, ?]'],
  ['a>b', 'must not contain the following characters [ , ", *, \\, <, |, ,, >, /, ?]'],
  ['a|b', 'must not contain the following characters [ , ", *, \\, <, |, ,, >, /, ?]'],
  ['a?b', 'must not contain the following characters [ , ", *, \\, <, |, ,, >, /, ?]'],
  ['a\\b', 'must not contain the following characters [ , ", *, \\, <, |, ,, >, /, ?]'],
  ['a b', 'must not contain the following characters [ , ", *, \\, <, |, ,, >, /, ?]'],
  ['a#b', "must not contain '#'"],
  ['.', "must not be '.' or '..'"],
  ['..', "must not be '.' or '..'"],
  ['x'.repeat(256), 'index name is too long, (256 > 255)'],
  ['é'.repeat(128), 'index name is too long, (256 > 255)'],
];
for (const [name, reason] of badNames) {
  add({ name: `create index named ${JSON.stringify(name.slice(0, 12))}${name.length > 12 ? '…' : ''}`, method: 'PUT', path: `/${encodeURIComponent(name)}`, status: 400, type: 'invalid_index_name_exception', reason: `Invalid index name [${name}], ${reason}` });
}
for (const [name] of badNames) {
  add({ name: `index a document into an index named ${name}`, method: 'PUT', path: `/${encodeURIComponent(name)}/_doc/1`, body: { a: 1 }, status: 400, type: 'invalid_index_name_exception' });
}

// ---- Missing indices, on every API that names one ----
const missing: Array<[string, string, unknown?]> = [
  ['GET', '/nope/_doc/1'], ['DELETE', '/nope'], ['GET', '/nope'], ['GET', '/nope/_mapping'], ['GET', '/nope/_settings'],
  ['POST', '/nope/_refresh'], ['GET', '/nope/_search'], ['GET', '/nope/_count'], ['GET', '/nope/_doc/1/_termvectors'],
  ['GET', '/nope/_termvectors/1'], ['GET', '/nope/_doc/1/_explain', { query: { match_all: {} } }], ['GET', '/nope/_analyze', { text: 'x' }],
  ['PUT', '/nope/_mapping/_doc', { properties: { a: { type: 'text' } } }], ['GET', '/nope,also-nope/_search'],
];
for (const [method, path, body] of missing) add({ name: `${method} ${path} on a missing index`, method, path, body, status: 404, type: 'index_not_found_exception', reason: /^no such index/ });

// ---- Unknown URL parameters (RestController: unrecognized parameters) ----
const params: Array<[string, string]> = [
  ['GET', '/idx/_doc/1'], ['PUT', '/idx/_doc/2'], ['DELETE', '/idx/_doc/1'], ['GET', '/idx/_search'], ['GET', '/idx/_count'],
  ['POST', '/idx/_refresh'], ['GET', '/idx/_doc/1/_termvectors'], ['GET', '/idx/_mapping'], ['GET', '/idx/_settings'], ['GET', '/_cat/indices'],
  ['GET', '/'], ['POST', '/_bulk'], ['GET', '/_analyze'], ['GET', '/idx/_explain/1'], ['GET', '/_mtermvectors'],
  ['HEAD', '/idx'], ['GET', '/_cluster/health'], ['POST', '/idx/_doc'], ['GET', '/_search'],
];
for (const [method, path] of params) {
  // HEAD answers carry no body: the status is all there is.
  if (method === 'HEAD') {
    add({ name: `${method} ${path} with an unknown parameter`, method, path: `${path}?bogus_param=1`, status: 400, type: '' });
    continue;
  }
  add({ name: `${method} ${path} with an unknown parameter`, method, path: `${path}?bogus_param=1`, body: method === 'PUT' || method === 'POST' ? { a: 1 } : undefined, status: 400, type: 'illegal_argument_exception', reason: new RegExp(`^request \\[${path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\] contains unrecognized parameter: \\[bogus_param\\]`) });
}

// ---- from / size (RestSearchAction, SearchService) ----
add({ name: 'negative from in the URL', method: 'GET', path: '/idx/_search?from=-2', status: 400, type: 'illegal_argument_exception', reason: '[from] parameter cannot be negative' });
add({ name: 'negative size in the URL', method: 'GET', path: '/idx/_search?size=-5', status: 400, type: 'illegal_argument_exception', reason: '[size] parameter cannot be negative, found [-5]' });
for (const [from, size] of [[10000, 1], [9999, 2], [0, 10001], [5000, 5001]]) {
  add({ name: `result window from ${from} size ${size}`, method: 'GET', path: `/idx/_search?from=${from}&size=${size}`, status: 500, type: 'search_phase_execution_exception' });
}
add({ name: 'rescore window over index.max_rescore_window', method: 'GET', path: '/idx/_search', body: { rescore: { window_size: 10001, query: { rescore_query: { match_all: {} } } } }, status: 500, type: 'search_phase_execution_exception' });
add({ name: 'sort with rescore', method: 'GET', path: '/idx/_search', body: { sort: ['n'], rescore: { query: { rescore_query: { match_all: {} } } } }, status: 500, type: 'search_phase_execution_exception' });

// ---- Query DSL (parsing_exception and friends) ----
const badQueries: Array<[string, unknown, string]> = [
  ['an unknown query', { nope: {} }, 'parsing_exception'],
  ['two queries in one object', { match_all: {}, term: { a: 'b' } }, 'parsing_exception'],
  ['an empty query object', {}, 'parsing_exception'],
  ['a query that is a string', 'match_all', 'parsing_exception'],
  ['a bool with an unknown clause', { bool: { must: [], maybe: [] } }, 'parsing_exception'],
  ['a match without a value', { match: { t: { operator: 'and' } } }, 'parsing_exception'],
  ['a match on two fields', { match: { a: 'x', b: 'y' } }, 'parsing_exception'],
  ['a constant_score without filter', { constant_score: { boost: 2 } }, 'parsing_exception'],
  ['a dis_max without queries', { dis_max: {} }, 'parsing_exception'],
  ['an exists without field', { exists: {} }, 'parsing_exception'],
  ['a terms query with a string', { terms: { a: 'b' } }, 'parsing_exception'],
  ['an ids query with an unknown key', { ids: { vals: ['1'] } }, 'parsing_exception'],
  ['a function_score with a bad score_mode', { function_score: { score_mode: 'nope' } }, 'parsing_exception'],
];
for (const [name, query, type] of badQueries) add({ name: `search with ${name}`, method: 'GET', path: '/idx/_search', body: { query }, status: 400, type });
const badBodies: Array<[string, unknown, string]> = [
  ['an unknown top-level key', { querry: { match_all: {} } }, 'parsing_exception'],
  ['an unknown top-level array', { bogus: [1] }, 'parsing_exception'],
  ['rescore without a rescorer', { rescore: { window_size: 5 } }, 'parsing_exception'],
  ['rescore with an unknown key', { rescore: { window: 5, query: {} } }, 'parsing_exception'],
  ['rescore with a bad score_mode', { rescore: { query: { rescore_query: { match_all: {} }, score_mode: 'nope' } } }, 'x_content_parse_exception'],
  ['rescore without rescore_query', { rescore: { query: {} } }, 'illegal_argument_exception'],
];
for (const [name, body, type] of badBodies) add({ name: `search with ${name}`, method: 'GET', path: '/idx/_search', body, status: 400, type });
for (const st of ['query_and_fetch', 'scan', 'nope', '']) {
  add({ name: `search_type=${st}`, method: 'GET', path: `/idx/_search?search_type=${st}`, status: 400, type: 'illegal_argument_exception' });
}

// ---- Malformed JSON bodies ----
const broken = ['{', '{"query": }', '{"a":1,}', 'not json', '{"a": "unterminated'];
for (const text of broken) {
  add({ name: `search with the body ${JSON.stringify(text)}`, method: 'GET', path: '/idx/_search', body: text, status: 500, type: 'json_parse_exception' });
  add({ name: `index a document with the body ${JSON.stringify(text)}`, method: 'PUT', path: '/idx/_doc/9', body: text, status: 400, type: 'mapper_parsing_exception' });
}

// ---- Documents ----
add({ name: 'an id over 512 bytes', method: 'PUT', path: `/idx/_doc/${'i'.repeat(513)}`, body: { a: 1 }, status: 400, type: 'action_request_validation_exception', reason: 'Validation Failed: 1: id is too long, must be no longer than 512 bytes but was: 513;' });
add({ name: 'an id of 171 three-byte characters (513 bytes)', method: 'PUT', path: `/idx/_doc/${encodeURIComponent('€'.repeat(171))}`, body: { a: 1 }, status: 400, type: 'action_request_validation_exception' });
add({ name: 'create a document that exists', method: 'PUT', path: '/idx/_doc/1/_create', body: { a: 1 }, status: 409, type: 'version_conflict_engine_exception' });
add({ name: 'op_type=create on an existing id', method: 'PUT', path: '/idx/_doc/1?op_type=create', body: { a: 1 }, status: 409, type: 'version_conflict_engine_exception' });
add({ name: 'a stale version', method: 'PUT', path: '/idx/_doc/1?version=7', body: { t: 'x' }, status: 409, type: 'version_conflict_engine_exception' });
add({ name: 'an external version lower than the current', method: 'PUT', path: '/idx/_doc/1?version=0&version_type=external', body: { t: 'x' }, status: 409, type: 'version_conflict_engine_exception' });
add({ name: 'a document that is not an object', method: 'PUT', path: '/idx/_doc/9', body: '[1,2]', status: 400, type: 'mapper_parsing_exception' });
add({ name: 'a string into a long field', method: 'PUT', path: '/idx/_doc/9', body: { n: 'abc' }, status: 400, type: 'mapper_parsing_exception' });
add({ name: 'an object into a text field', method: 'PUT', path: '/idx/_doc/9', body: { t: { inner: 1 } }, status: 400, type: 'mapper_parsing_exception' });
add({ name: 'an empty field name', method: 'PUT', path: '/idx/_doc/9', body: { '': 1 }, status: 400, type: 'mapper_parsing_exception' });
add({ name: 'a second type in a 6.x index', method: 'PUT', path: '/idx/other/9', body: { a: 1 }, status: 400, type: 'illegal_argument_exception' });
add({ name: 'an unknown version_type', method: 'PUT', path: '/idx/_doc/1?version=2&version_type=nope', body: { a: 1 }, status: 400, type: 'illegal_argument_exception', reason: 'No version type match [nope]' });
add({ name: 'an unknown refresh value', method: 'PUT', path: '/idx/_doc/1?refresh=nope', body: { a: 1 }, status: 400, type: 'illegal_argument_exception', reason: 'Unknown value for refresh: [nope].' });
add({ name: 'an unknown op_type', method: 'PUT', path: '/idx/_doc/1?op_type=nope', body: { a: 1 }, status: 400, type: 'illegal_argument_exception', reason: "opType must be 'create' or 'index', found: [nope]" });
add({ name: 'delete a missing document', method: 'DELETE', path: '/idx/_doc/missing', status: 404, type: '' });

for (const [type, reason] of [['_nope', "mapping type name [_nope] can't start with '_' unless it is called [_doc]"], ['a#b', "mapping type name [a#b] should not include '#' in it"]]) {
  add({ name: `a document of type ${type} into a new index`, method: 'PUT', path: `/fresh/${encodeURIComponent(type)}/1`, body: { a: 1 }, status: 400, type: 'invalid_type_name_exception', reason });
}

// ---- Index creation ----
add({ name: 'create an index twice', method: 'PUT', path: '/idx', status: 400, type: 'resource_already_exists_exception' });
add({ name: 'an unknown tokenizer', method: 'PUT', path: '/bad1', body: { settings: { analysis: { analyzer: { a: { type: 'custom', tokenizer: 'nope' } } } } }, status: 400, type: 'illegal_argument_exception', reason: 'Custom Analyzer [a] failed to find tokenizer under name [nope]' });
add({ name: 'an unknown token filter', method: 'PUT', path: '/bad2', body: { settings: { analysis: { analyzer: { a: { type: 'custom', tokenizer: 'standard', filter: ['nope'] } } } } }, status: 400, type: 'illegal_argument_exception', reason: 'Custom Analyzer [a] failed to find filter under name [nope]' });
add({ name: 'a mapping with an unknown field type', method: 'PUT', path: '/bad3', body: { mappings: { _doc: { properties: { a: { type: 'nope' } } } } }, status: 400, type: 'mapper_parsing_exception' });
add({ name: 'a mapping with an unknown analyzer', method: 'PUT', path: '/bad4', body: { mappings: { _doc: { properties: { a: { type: 'text', analyzer: 'nope' } } } } }, status: 400, type: 'mapper_parsing_exception' });
add({ name: 'a bad term_vector option', method: 'PUT', path: '/bad5', body: { mappings: { _doc: { properties: { a: { type: 'text', term_vector: 'sometimes' } } } } }, status: 400, type: 'mapper_parsing_exception' });
add({ name: 'zero shards', method: 'PUT', path: '/bad6', body: { settings: { number_of_shards: 0 } }, status: 400, type: 'illegal_argument_exception' });
add({ name: 'shards as a word', method: 'PUT', path: '/bad7', body: { settings: { number_of_shards: 'many' } }, status: 400, type: 'illegal_argument_exception' });
add({ name: 'two mapping types', method: 'PUT', path: '/bad8', body: { mappings: { a: {}, b: {} } }, status: 400, type: 'illegal_argument_exception' });

// ---- Mapping updates ----
add({ name: 'change a field type', method: 'PUT', path: '/idx/_mapping/_doc', body: { properties: { t: { type: 'long' } } }, status: 400, type: 'illegal_argument_exception', reason: 'mapper [t] of different type, current_type [text], merged_type [long]' });
add({ name: 'change a field analyzer', method: 'PUT', path: '/idx/_mapping/_doc', body: { properties: { t: { type: 'text', analyzer: 'whitespace' } } }, status: 400, type: 'illegal_argument_exception' });

// ---- Analyze ----
add({ name: 'an unknown global analyzer', method: 'GET', path: '/_analyze', body: { analyzer: 'nope', text: 'x' }, status: 400, type: 'illegal_argument_exception', reason: 'failed to find global analyzer [nope]' });
add({ name: 'an unknown tokenizer in _analyze', method: 'GET', path: '/_analyze', body: { tokenizer: 'nope', text: 'x' }, status: 400, type: 'illegal_argument_exception', reason: 'failed to find global tokenizer under [nope]' });
add({ name: 'an unknown filter in _analyze', method: 'GET', path: '/_analyze', body: { tokenizer: 'standard', filter: ['nope'], text: 'x' }, status: 400, type: 'illegal_argument_exception', reason: 'failed to find global token filter under [nope]' });
add({ name: 'an unknown field in an index _analyze', method: 'GET', path: '/idx/_analyze', body: { analyzer: 'nope', text: 'x' }, status: 400, type: 'illegal_argument_exception' });

// ---- Term vectors ----
add({ name: 'term vectors with an unknown body key', method: 'GET', path: '/idx/_doc/1/_termvectors', body: { nope: true }, status: 400, type: 'parse_exception', reason: 'failed to parse term vectors request. unknown field [nope]' });
add({ name: 'mtermvectors without docs or ids', method: 'GET', path: '/idx/_mtermvectors', body: {}, status: 400, type: 'action_request_validation_exception' });

// ---- Scripts (script_exception and the interpreter's limits) ----
const scripts: Array<[string, string]> = [
  ['a syntax error', '_score +'],
  ['an unknown variable', 'nope * 2'],
  ['a method on a global', 'System.exit(0)'],
  ['a prototype walk', '_score.constructor'],
];
for (const [name, source] of scripts) {
  add({ name: `script_score with ${name}`, method: 'GET', path: '/idx/_search', body: { query: { function_score: { script_score: { script: source } } } }, status: 400, type: 'search_phase_execution_exception' });
}

// ---- Unknown routes and methods ----
// `/idx/_nope` is the auto-id index route (`POST /{index}/{type}`), so GET on it is a wrong method.
add({ name: 'an unknown endpoint', method: 'GET', path: '/idx/_nope', status: 405, type: '' });
// `DELETE /_search` is the delete-index route with an index named `_search`.
// 6.x's WildcardExpressionResolver refuses a name starting with '_' before looking it up (validateAliasOrIndex).
add({ name: 'DELETE on a search endpoint', method: 'DELETE', path: '/_search', status: 400, type: 'invalid_index_name_exception' });
add({ name: 'PATCH anywhere', method: 'PATCH', path: '/idx', status: 405, type: '' });

// ---- Bulk ----
add({ name: 'bulk with a broken action line', method: 'POST', path: '/_bulk', body: '{"index":{"_index":"idx","_type":"_doc","_id":"b1"}}\n{"a":1}\n{not json\n{"a":2}\n', status: 500, type: 'json_parse_exception' });
add({ name: 'bulk with an unknown action', method: 'POST', path: '/_bulk', body: '{"upsert":{"_index":"idx","_type":"_doc","_id":"b1"}}\n{"a":1}\n', status: 400, type: 'illegal_argument_exception' });
add({ name: 'bulk without a type (required in 6.x)', method: 'POST', path: '/_bulk', body: '{"index":{"_index":"idx","_id":"b1"}}\n{"a":1}\n', status: 400, type: 'action_request_validation_exception', reason: 'Validation Failed: 1: type is missing;' });
add({ name: 'an empty bulk', method: 'POST', path: '/_bulk', body: '', status: 400, type: 'action_request_validation_exception' });
add({ name: 'bulk without an index', method: 'POST', path: '/_bulk', body: '{"index":{"_id":"b1"}}\n{"a":1}\n', status: 400, type: 'action_request_validation_exception' });

// ---- Limits that protect the page (MapperService, IndexSettings, http.max_content_length) ----
const fieldsOf = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`f${i}`, { type: 'keyword' }]));
const nestedObjects = (levels: number, leaf: unknown, wrap: (inner: Record<string, unknown>) => unknown) => {
  let inner: Record<string, unknown> = { leaf };
  for (let i = levels - 1; i >= 0; i--) inner = { [`a${i}`]: wrap(inner) };
  return inner;
};
const mappingChain = (levels: number) => nestedObjects(levels, { type: 'keyword' }, (inner) => ({ properties: inner }));
const docChain = (levels: number) => nestedObjects(levels, 'x', (inner) => inner);
const chainPath = (levels: number) => Array.from({ length: levels }, (_, i) => `a${i}`).join('.');
const limited: [string, string, unknown] = ['PUT', '/lim', { settings: { number_of_shards: 1, 'index.mapping.total_fields.limit': 3 }, mappings: { _doc: { properties: fieldsOf(2) } } }];
add({ name: 'create an index whose mapping is over total_fields.limit', method: 'PUT', path: '/lim1', body: { settings: { 'index.mapping.total_fields.limit': 2 }, mappings: { _doc: { properties: fieldsOf(3) } } }, status: 400, type: 'illegal_argument_exception', reason: 'Limit of total fields [2] in index [lim1] has been exceeded' });
add({ name: 'create an index whose multi-fields are over total_fields.limit', method: 'PUT', path: '/lim1', body: { settings: { 'index.mapping.total_fields.limit': 1 }, mappings: { _doc: { properties: { t: { type: 'text', fields: { raw: { type: 'keyword' } } } } } } }, status: 400, type: 'illegal_argument_exception', reason: 'Limit of total fields [1] in index [lim1] has been exceeded' });
add({ name: 'create an index whose mapping is deeper than depth.limit', method: 'PUT', path: '/lim2', body: { settings: { 'index.mapping.depth.limit': 2 }, mappings: { _doc: { properties: mappingChain(2) } } }, status: 400, type: 'illegal_argument_exception', reason: 'Limit of mapping depth [2] in index [lim2] has been exceeded due to object field [a0.a1]' });
add({ name: 'create an index 21 objects deep (default depth.limit 20)', method: 'PUT', path: '/lim3', body: { mappings: { _doc: { properties: mappingChain(20) } } }, status: 400, type: 'illegal_argument_exception', reason: `Limit of mapping depth [20] in index [lim3] has been exceeded due to object field [${chainPath(20)}]` });
add({ name: 'put a mapping over total_fields.limit', setup: [limited], method: 'PUT', path: '/lim/_mapping/_doc', body: { properties: { g0: { type: 'long' }, g1: { type: 'long' } } }, status: 400, type: 'illegal_argument_exception', reason: 'Limit of total fields [3] in index [lim] has been exceeded' });
add({ name: 'put a mapping deeper than depth.limit', setup: [['PUT', '/lim', { settings: { 'index.mapping.depth.limit': 2 } }]], method: 'PUT', path: '/lim/_mapping/_doc', body: { properties: mappingChain(2) }, status: 400, type: 'illegal_argument_exception', reason: 'Limit of mapping depth [2] in index [lim] has been exceeded due to object field [a0.a1]' });
add({ name: 'a document whose dynamic fields are over total_fields.limit', setup: [limited], method: 'PUT', path: '/lim/_doc/1', body: { g: 'text and keyword' }, status: 400, type: 'illegal_argument_exception', reason: 'Limit of total fields [3] in index [lim] has been exceeded' });
add({ name: 'a document nested deeper than depth.limit', setup: [['PUT', '/lim', { settings: { 'index.mapping.depth.limit': 2 } }]], method: 'PUT', path: '/lim/_doc/1', body: docChain(2), status: 400, type: 'illegal_argument_exception', reason: 'Limit of mapping depth [2] in index [lim] has been exceeded due to object field [a0.a1]' });
add({ name: 'a document with 1,001 fields into a new index (default limit 1000)', method: 'PUT', path: '/fresh/_doc/1', body: Object.fromEntries(Array.from({ length: 1001 }, (_, i) => [`n${i}`, i])), status: 400, type: 'illegal_argument_exception', reason: 'Limit of total fields [1000] in index [fresh] has been exceeded' });
add({ name: 'a document 21 objects deep into a new index', method: 'PUT', path: '/fresh/_doc/1', body: docChain(20), status: 400, type: 'illegal_argument_exception', reason: `Limit of mapping depth [20] in index [fresh] has been exceeded due to object field [${chainPath(20)}]` });
add({ name: 'a bulk whose only item is over total_fields.limit (the item fails)', setup: [limited], method: 'POST', path: '/lim/_doc/_bulk', body: '{"index":{"_id":"1"}}\n{"g":"x"}\n', status: 200, type: '' });
const limitSettings: Array<[string, unknown, string]> = [
  ['index.mapping.total_fields.limit', -1, 'must be >= 0'],
  ['index.mapping.total_fields.limit', 'many', ''],
  ['index.mapping.depth.limit', 0, 'must be >= 1'],
  ['index.mapping.nested_fields.limit', -1, 'must be >= 0'],
  ['index.mapping.nested_objects.limit', -1, 'must be >= 0'],
  ['index.max_terms_count', 0, 'must be >= 1'],
];
for (const [key, value, bound] of limitSettings) {
  add({ name: `create an index with ${key}: ${JSON.stringify(value)}`, method: 'PUT', path: '/lim4', body: { settings: { [key]: value } }, status: 400, type: 'illegal_argument_exception', reason: `Failed to parse value [${value}] for setting [${key}]${bound ? ` ${bound}` : ''}` });
}
// ES answers an oversized body from Netty's aggregator: 413 and no body at all.
add({ name: 'a bulk body over http.max_content_length (100 MB)', method: 'POST', path: '/_bulk', body: `{"index":{"_index":"idx","_type":"_doc","_id":"big"}}\n{"a":"${'x'.repeat(100 * 1024 * 1024)}"}\n`, status: 413, type: '' });
add({ name: 'a document body over http.max_content_length in UTF-8 bytes', method: 'PUT', path: '/idx/_doc/big', body: `{"a":"${'€'.repeat(35 * 1024 * 1024)}"}`, status: 413, type: '' });

// ---- Optimistic concurrency control (if_seq_no / if_primary_term; idx/_doc/1 has seq_no 0, term 1) ----
add({ name: 'if_seq_no of a stale write', method: 'PUT', path: '/idx/_doc/1?if_seq_no=5&if_primary_term=1', body: { t: 'x' }, status: 409, type: 'version_conflict_engine_exception', reason: '[_doc][1]: version conflict, required seqNo [5], primary term [1]. current document has seqNo [0] and primary term [1]' });
add({ name: 'if_seq_no on a missing document', method: 'PUT', path: '/idx/_doc/9?if_seq_no=0&if_primary_term=1', body: { t: 'x' }, status: 409, type: 'version_conflict_engine_exception', reason: '[_doc][9]: version conflict, required seqNo [0], primary term [1]. but no document was found' });
add({ name: 'if_seq_no on a delete of a missing document', method: 'DELETE', path: '/idx/_doc/9?if_seq_no=0&if_primary_term=1', status: 409, type: 'version_conflict_engine_exception' });
add({ name: 'if_seq_no into a new index', method: 'PUT', path: '/fresh/_doc/1?if_seq_no=0&if_primary_term=1', body: { t: 'x' }, status: 409, type: 'version_conflict_engine_exception' });
add({ name: 'if_seq_no without if_primary_term', method: 'PUT', path: '/idx/_doc/1?if_seq_no=0', body: { t: 'x' }, status: 400, type: 'action_request_validation_exception', reason: 'Validation Failed: 1: ifSeqNo is set, but primary term is [0];' });
add({ name: 'if_primary_term without if_seq_no', method: 'DELETE', path: '/idx/_doc/1?if_primary_term=1', status: 400, type: 'action_request_validation_exception', reason: 'Validation Failed: 1: ifSeqNo is unassigned, but primary term is [1];' });
add({ name: 'a negative if_seq_no', method: 'PUT', path: '/idx/_doc/1?if_seq_no=-1&if_primary_term=1', body: { t: 'x' }, status: 400, type: 'illegal_argument_exception', reason: 'sequence numbers must be non negative. got [-1].' });
add({ name: 'a non-numeric if_primary_term', method: 'PUT', path: '/idx/_doc/1?if_seq_no=0&if_primary_term=one', body: { t: 'x' }, status: 400, type: 'illegal_argument_exception', reason: 'Failed to parse long parameter [if_primary_term] with value [one]' });
add({ name: 'if_seq_no beside version', method: 'PUT', path: '/idx/_doc/1?if_seq_no=0&if_primary_term=1&version=1', body: { t: 'x' }, status: 400, type: 'action_request_validation_exception', reason: 'Validation Failed: 1: compare and write operations can not use versioning;' });
add({ name: '_create with if_seq_no', method: 'PUT', path: '/idx/_doc/2/_create?if_seq_no=0&if_primary_term=1', body: { t: 'x' }, status: 400, type: 'action_request_validation_exception', reason: 'Validation Failed: 1: create operations do not support compare and set. use index instead;' });
add({ name: 'a bulk item with half a pair', method: 'POST', path: '/_bulk', body: '{"index":{"_index":"idx","_type":"_doc","_id":"1","if_seq_no":0}}\n{"t":"x"}\n', status: 400, type: 'action_request_validation_exception', reason: 'Validation Failed: 1: ifSeqNo is set, but primary term is [0];' });
add({ name: 'a bulk item with a negative if_seq_no', method: 'POST', path: '/_bulk', body: '{"index":{"_index":"idx","_type":"_doc","_id":"1","if_seq_no":-3,"if_primary_term":1}}\n{"t":"x"}\n', status: 400, type: 'illegal_argument_exception', reason: 'sequence numbers must be non negative. got [-3].' });
add({ name: 'a bulk item with a stale pair (the item fails)', method: 'POST', path: '/_bulk', body: '{"index":{"_index":"idx","_type":"_doc","_id":"1","if_seq_no":7,"if_primary_term":1}}\n{"t":"x"}\n', status: 200, type: '' });

// ---- indices.query.bool.max_clause_count (1024): each shard fails with query_shard_exception caused by too_many_clauses ----
const manyTerms = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`);
add({ name: 'a bool of 1,025 clauses', method: 'GET', path: '/idx/_search', body: { query: { bool: { should: manyTerms(1025).map((w) => ({ term: { t: w } })) } } }, status: 400, type: 'search_phase_execution_exception', reason: 'all shards failed' });
add({ name: 'a match of 1,025 terms', method: 'GET', path: '/idx/_search', body: { query: { match: { t: manyTerms(1025).join(' ') } } }, status: 400, type: 'search_phase_execution_exception', reason: 'all shards failed' });

rows.push(...HOSTILE_ROWS);

export const CATALOGUE = rows;
