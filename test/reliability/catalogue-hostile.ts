/**
 * Catalogue rows for hostile input (issue 18): bodies nested past any sane depth, numbers past what a
 * double holds, bytes that are not UTF-8, members and parameters ES refuses. Each is ES 6.8's answer,
 * or a 4xx where ES 6.8 itself would die (its node exits on a StackOverflowError).
 */
import type { Row } from './catalogue';

export const HOSTILE_ROWS: Row[] = [];
const add = (r: Row) => HOSTILE_ROWS.push(r);

/** `levels` times `open`, the leaf, then the closers: deep JSON as text (an object this deep cannot be stringified). */
export const nestText = (levels: number, leaf: string, open: (i: number) => string, close: string) =>
  Array.from({ length: levels }, (_, i) => open(i)).join('') + leaf + close.repeat(levels);
const deepDoc = (levels: number) => nestText(levels, '"x"', (i) => `{"a${i}":`, '}');
const deepBool = (levels: number) => nestText(levels, '{"match_all":{}}', () => '{"bool":{"must":', '}}');
const tooDeep = /^Document nesting depth \(1001\) exceeds the maximum allowed \(1000/;

// ---- Deep nesting: a depth limit checked before anything recurses ----
add({ name: 'a document 10,000 objects deep', method: 'PUT', path: '/idx/_doc/deep', body: deepDoc(10_000), status: 400, type: 'mapper_parsing_exception', reason: 'failed to parse' });
add({ name: 'a document 10,000 arrays deep', method: 'PUT', path: '/idx/_doc/deep', body: `{"a":${nestText(10_000, '1', () => '[', ']')}}`, status: 400, type: 'mapper_parsing_exception' });
add({ name: 'a document 900 objects deep (past index.mapping.depth.limit)', method: 'PUT', path: '/idx/_doc/deep', body: deepDoc(900), status: 400, type: 'illegal_argument_exception', reason: /^Limit of mapping depth \[20\] in index \[idx\] has been exceeded due to object field \[a0\.a1\./ });
add({ name: 'a query of 10,000 nested bools', method: 'GET', path: '/idx/_search', body: `{"query":${deepBool(10_000)}}`, status: 400, type: 'x_content_parse_exception', reason: tooDeep });
add({ name: '2,000 nested function_score queries', method: 'GET', path: '/idx/_search', body: `{"query":${nestText(2000, '{"match_all":{}}', () => '{"function_score":{"query":', '}}')}}`, status: 400, type: 'x_content_parse_exception', reason: tooDeep });
add({ name: '490 nested function_score queries (under the limit) answer', method: 'GET', path: '/idx/_search', body: `{"query":${nestText(490, '{"match_all":{}}', () => '{"function_score":{"query":', '}}')}}`, status: 200, type: '' });
add({ name: '490 nested bools (under the limit) answer', method: 'GET', path: '/idx/_search', body: `{"query":${deepBool(490)}}`, status: 200, type: '' });
add({ name: 'a terms query 10,000 arrays deep', method: 'GET', path: '/idx/_count', body: `{"query":{"terms":{"t":${nestText(10_000, '1', () => '[', ']')}}}}`, status: 400, type: 'x_content_parse_exception' });
add({ name: 'an index created with a mapping 10,000 levels deep', method: 'PUT', path: '/deep', body: `{"mappings":{"_doc":{"properties":${nestText(10_000, '{"x":{"type":"keyword"}}', (i) => `{"a${i}":{"properties":`, '}}')}}}}`, status: 400, type: 'x_content_parse_exception', reason: tooDeep });
add({ name: 'a put mapping 10,000 levels deep', method: 'PUT', path: '/idx/_mapping/_doc', body: `{"properties":${nestText(10_000, '{"x":{"type":"keyword"}}', (i) => `{"a${i}":{"properties":`, '}}')}}`, status: 400, type: 'x_content_parse_exception' });
add({ name: 'index settings 10,000 levels deep', method: 'PUT', path: '/deep', body: `{"settings":${nestText(10_000, '1', (i) => `{"a${i}":`, '}')}}`, status: 400, type: 'x_content_parse_exception' });
add({ name: 'a bulk item 10,000 levels deep fails alone', method: 'POST', path: '/_bulk', body: `{"index":{"_index":"idx","_type":"_doc","_id":"deep"}}\n${deepDoc(10_000)}\n`, status: 200, type: '' });
add({ name: 'a bulk action line 10,000 levels deep', method: 'POST', path: '/_bulk', body: `{"index":${nestText(10_000, '1', () => '{"a":', '}')}}\n{}\n`, status: 400, type: 'x_content_parse_exception' });
add({ name: 'a term vectors doc 10,000 levels deep', method: 'GET', path: '/idx/_doc/_termvectors', body: `{"doc":${deepDoc(10_000)}}`, status: 400, type: 'x_content_parse_exception' });
add({ name: 'an mtermvectors body 10,000 levels deep', method: 'GET', path: '/idx/_mtermvectors', body: `{"docs":[{"_type":"_doc","doc":${deepDoc(10_000)}}]}`, status: 400, type: 'x_content_parse_exception' });
add({ name: 'an _analyze text 10,000 arrays deep', method: 'GET', path: '/_analyze', body: `{"text":${nestText(10_000, '"x"', () => '[', ']')}}`, status: 400, type: 'x_content_parse_exception' });
add({ name: 'an explain query 10,000 levels deep', method: 'GET', path: '/idx/_doc/1/_explain', body: `{"query":${deepBool(10_000)}}`, status: 400, type: 'x_content_parse_exception' });
add({ name: 'a ?source= body 10,000 levels deep', method: 'GET', path: `/idx/_search?source=${encodeURIComponent(`{"query":${deepBool(10_000)}}`)}`, status: 400, type: 'x_content_parse_exception' });

// ---- Bytes that are not UTF-8 (bodies over HTTP arrive as bytes): Jackson's json_parse_exception ----
const bytes = (...parts: Array<string | number[]>) => Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...new TextEncoder().encode(p)] : p)));
add({ name: 'a search body with a 0xff byte', method: 'GET', path: '/idx/_search', body: bytes('{"query":{"match":{"t":"', [0xff], '"}}}'), status: 500, type: 'json_parse_exception', reason: /^Invalid UTF-8 start byte 0xff\n at \[Source: .*; line: 1, column: 25\]$/ });
add({ name: 'a document with a truncated UTF-8 sequence', method: 'PUT', path: '/idx/_doc/9', body: bytes('{"t":"caf', [0xc3], '"}'), status: 400, type: 'mapper_parsing_exception', reason: 'failed to parse' });
add({ name: 'a document with an overlong UTF-8 form', method: 'PUT', path: '/idx/_doc/9', body: bytes('{"t":"', [0xc0, 0xaf], '"}'), status: 400, type: 'mapper_parsing_exception' });
add({ name: 'a document with an encoded surrogate', method: 'PUT', path: '/idx/_doc/9', body: bytes('{"t":"', [0xed, 0xa0, 0x80], '"}'), status: 400, type: 'mapper_parsing_exception' });
// A bulk action line is parsed while the request is read: its bad bytes fail the whole request. (In a document
// line they fail that item only: src/server/http-hostile.test.ts.)
add({ name: 'a bulk action line with a byte that is not UTF-8', method: 'POST', path: '/_bulk', body: bytes('{"index":{"_index":"idx","_type":"_doc","_id":"', [0xfe], '"}}\n{"t":"x"}\n'), status: 500, type: 'json_parse_exception', reason: /^Invalid UTF-8 start byte 0xfe/ });
add({ name: 'an _analyze text with a byte that is not UTF-8', method: 'GET', path: '/_analyze', body: bytes('{"text":"', [0x80], '"}'), status: 500, type: 'json_parse_exception', reason: /^Invalid UTF-8 start byte 0x80/ });

// ---- Members a query does not know (each builder's fromXContent); members not implemented yet are a 400 naming them ----
const unknownMembers: Array<[string, unknown, string, string]> = [
  ['match', { match: { t: { query: 'x', bogus: 1 } } }, 'parsing_exception', '[match] query does not support [bogus]'],
  ['match_phrase', { match_phrase: { t: { query: 'x', operator: 'and' } } }, 'parsing_exception', '[match_phrase] query does not support [operator]'],
  ['match_phrase_prefix', { match_phrase_prefix: { t: { query: 'x', bogus: true } } }, 'parsing_exception', '[match_phrase_prefix] query does not support [bogus]'],
  ['multi_match', { multi_match: { query: 'x', fields: ['t'], bogus: 1 } }, 'parsing_exception', '[multi_match] query does not support [bogus]'],
  ['term', { term: { t: { value: 'x', bogus: 1 } } }, 'parsing_exception', '[term] query does not support [bogus]'],
  ['terms', { terms: { t: ['x'], bogus: 1 } }, 'parsing_exception', '[terms] query does not support [bogus]'],
  ['range', { range: { n: { gte: 1, bogus: 1 } } }, 'parsing_exception', '[range] query does not support [bogus]'],
  ['exists', { exists: { field: 't', bogus: 1 } }, 'parsing_exception', '[exists] query does not support [bogus]'],
  ['dis_max', { dis_max: { queries: [{ match_all: {} }], bogus: 1 } }, 'parsing_exception', '[dis_max] query does not support [bogus]'],
  ['match_none', { match_none: { bogus: 1 } }, 'parsing_exception', '[match_none] query does not support [bogus]'],
  ['match_all', { match_all: { bogus: 1 } }, 'x_content_parse_exception', '[match_all] unknown field [bogus], parser not found'],
  ['match with fuzziness (not implemented)', { match: { t: { query: 'x', fuzziness: 'AUTO' } } }, 'search_phase_execution_exception', ''],
  ['range with time_zone (not implemented)', { range: { n: { gte: 1, time_zone: '+01:00' } } }, 'search_phase_execution_exception', ''],
];
for (const [name, query, type, reason] of unknownMembers) add({ name: `search with an unknown member in ${name}`, method: 'GET', path: '/idx/_search', body: { query }, status: 400, type, reason: reason || undefined });
add({ name: 'a term query with its value under `term`', method: 'GET', path: '/idx/_search', body: { query: { term: { t: { term: 'hello' } } } }, status: 200, type: '' });

// ---- URL parameters: booleans are strict, versions in their type's range ----
for (const [path, name] of [['/idx/_doc/1/_termvectors?positions=perhaps', 'positions'], ['/idx/_search?explain=yes', 'explain'], ['/idx/_search?version=1', ''], ['/idx/_doc/1?realtime=0', 'realtime'], ['/idx/_settings?flat_settings=on', 'flat_settings'], ['/idx/_search?track_scores=TRUE', 'track_scores'], ['/_cat/indices?v=no', 'v'], ['/idx/_doc/1/_termvectors?term_statistics=1', 'term_statistics']] as const) {
  const value = new URLSearchParams(path.slice(path.indexOf('?'))).get(name || 'version');
  if (!name) {
    add({ name: `a search with ?version=${value} (a boolean there)`, method: 'GET', path, status: 400, type: 'illegal_argument_exception', reason: `Failed to parse value [${value}] as only [true] or [false] are allowed.` });
    continue;
  }
  add({ name: `?${name}=${value} (a boolean parameter)`, method: 'GET', path, status: 400, type: 'illegal_argument_exception', reason: `Failed to parse value [${value}] as only [true] or [false] are allowed.` });
}
add({ name: 'an external version below zero', method: 'PUT', path: '/idx/_doc/1?version=-5&version_type=external', body: { t: 'x' }, status: 400, type: 'action_request_validation_exception', reason: 'Validation Failed: 1: illegal version value [-5] for version type [EXTERNAL];' });
add({ name: 'an external_gte version below zero', method: 'PUT', path: '/idx/_doc/1?version=-1&version_type=external_gte', body: { t: 'x' }, status: 400, type: 'action_request_validation_exception', reason: 'Validation Failed: 1: illegal version value [-1] for version type [EXTERNAL_GTE];' });
add({ name: 'an internal version of zero', method: 'PUT', path: '/idx/_doc/1?version=0', body: { t: 'x' }, status: 400, type: 'action_request_validation_exception', reason: 'Validation Failed: 1: illegal version value [0] for version type [INTERNAL];' });
add({ name: 'a delete with an external version below zero', method: 'DELETE', path: '/idx/_doc/1?version=-5&version_type=external', status: 400, type: 'action_request_validation_exception', reason: 'Validation Failed: 1: illegal version value [-5] for version type [EXTERNAL];' });
// BulkRequest.validate: every item's validation, the whole request refused.
add({ name: 'a bulk item with an external version below zero', method: 'POST', path: '/_bulk', body: '{"index":{"_index":"idx","_type":"_doc","_id":"2"}}\n{"t":"y"}\n{"index":{"_index":"idx","_type":"_doc","_id":"1","version":-5,"version_type":"external"}}\n{"t":"x"}\n', status: 400, type: 'action_request_validation_exception', reason: 'Validation Failed: 1: illegal version value [-5] for version type [EXTERNAL];' });
add({ name: 'a term vectors body boolean that is not one', method: 'GET', path: '/idx/_doc/1/_termvectors', body: { positions: 'perhaps' }, status: 400, type: 'illegal_argument_exception', reason: 'Failed to parse value [perhaps] as only [true] or [false] are allowed.' });
add({ name: 'a term vectors filter member it does not know', method: 'GET', path: '/idx/_doc/1/_termvectors', body: { filter: { bogus: 1 } }, status: 400, type: 'parse_exception', reason: 'failed to parse term vectors request. the field [bogus] is not valid for filter parameter for term vector request' });

// ---- Numbers: a long is 64 bits (never a double's approximation), Java's spellings only ----
add({ name: 'a long of 2^63 (one past the range)', method: 'PUT', path: '/idx/_doc/9', body: '{"n":9223372036854775808}', status: 400, type: 'mapper_parsing_exception', reason: "failed to parse field [n] of type [long] in document with id '9'" });
add({ name: 'a long of -2^63-1', method: 'PUT', path: '/idx/_doc/9', body: '{"n":-9223372036854775809}', status: 400, type: 'mapper_parsing_exception' });
add({ name: 'a long of 1e19', method: 'PUT', path: '/idx/_doc/9', body: '{"n":1e19}', status: 400, type: 'mapper_parsing_exception' });
add({ name: 'a long given as "0x10"', method: 'PUT', path: '/idx/_doc/9', body: '{"n":"0x10"}', status: 400, type: 'mapper_parsing_exception' });
add({ name: 'a long given as the string "9223372036854775808"', method: 'PUT', path: '/idx/_doc/9', body: '{"n":"9223372036854775808"}', status: 400, type: 'mapper_parsing_exception' });
add({ name: 'a long given as " 5" (Java does not trim)', method: 'PUT', path: '/idx/_doc/9', body: '{"n":" 5"}', status: 400, type: 'mapper_parsing_exception' });
add({ name: 'an integer of 2^31', method: 'PUT', path: '/fresh/_doc/9', setup: [['PUT', '/fresh', { mappings: { _doc: { properties: { i: { type: 'integer' } } } } }]], body: '{"i":2147483648}', status: 400, type: 'mapper_parsing_exception' });
add({ name: 'an integer given as "0x10"', method: 'PUT', path: '/fresh/_doc/9', setup: [['PUT', '/fresh', { mappings: { _doc: { properties: { i: { type: 'integer' } } } } }]], body: '{"i":"0x10"}', status: 400, type: 'mapper_parsing_exception' });
for (const [where, path, body] of [
  ['URL size 1e400', '/idx/_search?size=1e400', undefined], ['URL size 2^63', '/idx/_search?size=9223372036854775808', undefined], ['URL from 2^63', '/idx/_search?from=9223372036854775808', undefined],
  ['URL size 1.5', '/idx/_search?size=1.5', undefined], ['URL size 0x10', '/idx/_search?size=0x10', undefined],
] as const) add({ name: `a search with ${where}`, method: 'GET', path, body, status: 400, type: 'illegal_argument_exception', reason: /^Failed to parse int parameter \[(size|from)\] with value \[/ });
add({ name: 'a search with URL size -3', method: 'GET', path: '/idx/_search?size=-3', status: 400, type: 'illegal_argument_exception', reason: '[size] parameter cannot be negative, found [-3]' });
for (const [name, text] of [['size', '1e400'], ['size', '9223372036854775808'], ['from', '1e400'], ['from', '9223372036854775808'], ['size', '2147483648']]) {
  add({ name: `a search body with ${name} ${text}`, method: 'GET', path: '/idx/_search', body: `{"${name}":${text}}`, status: 400, type: 'x_content_parse_exception', reason: `[${name}] Numeric value (${text}) out of range of int` });
}
add({ name: 'a search body with size 1.5 (truncated, as Jackson does)', method: 'GET', path: '/idx/_search', body: '{"size":1.5}', status: 200, type: '' });
add({ name: 'a function_score with a member it does not know', method: 'GET', path: '/idx/_search', body: { query: { function_score: { query: { match_all: {} }, bogus: 1 } } }, status: 400, type: 'parsing_exception', reason: 'failed to parse [function_score] query. field [bogus] is not supported' });
add({ name: 'a function_score with an array it does not know', method: 'GET', path: '/idx/_search', body: { query: { function_score: { bogus: [] } } }, status: 400, type: 'parsing_exception', reason: 'failed to parse [function_score] query. array [bogus] is not supported' });
add({ name: 'a function_score with a function it does not know', method: 'GET', path: '/idx/_search', body: { query: { function_score: { bogus: {} } } }, status: 400, type: 'x_content_parse_exception', reason: 'unable to parse ScoreFunctionBuilder with name [bogus]: parser not found' });

// ---- Multi term vectors: MultiTermVectorsRequest.add reads every doc's request before any runs ----
add({ name: 'mtermvectors with a member it does not know', method: 'GET', path: '/idx/_mtermvectors', body: { ids: ['1'], bogus: 1 }, status: 400, type: 'parse_exception', reason: '_mtermvectors: Parameter [bogus] not supported' });
add({ name: 'mtermvectors with an array it does not know', method: 'GET', path: '/idx/_mtermvectors', body: { ids: ['1'], bogus: [] }, status: 400, type: 'parse_exception', reason: 'no parameter named [bogus] and type ARRAY' });
add({ name: 'mtermvectors with an object it does not know', method: 'GET', path: '/idx/_mtermvectors', body: { ids: ['1'], bogus: {} }, status: 400, type: 'parse_exception', reason: 'no parameter named [bogus] and type OBJECT' });
add({ name: 'mtermvectors with a doc member it does not know', method: 'GET', path: '/idx/_mtermvectors', body: { docs: [{ _id: '1' }, { _id: '1', bogus: 1 }] }, status: 400, type: 'parse_exception', reason: 'failed to parse term vectors request. unknown field [bogus]' });
add({ name: 'mtermvectors with a doc that is not an object', method: 'GET', path: '/idx/_mtermvectors', body: { docs: ['1'] }, status: 400, type: 'illegal_argument_exception', reason: 'docs array element should include an object' });

// ---- Lengths that would loop for ever or hold a whole text (Lucene's tokenizers refuse them) ----
add({ name: 'a standard tokenizer with max_token_length 0', method: 'GET', path: '/_analyze', body: { tokenizer: { type: 'standard', max_token_length: 0 }, text: 'x' }, status: 400, type: 'illegal_argument_exception', reason: 'maxTokenLength must be greater than zero' });
add({ name: 'a standard tokenizer with max_token_length -1e400', method: 'GET', path: '/_analyze', body: '{"tokenizer":{"type":"standard","max_token_length":-1e400},"text":"x"}', status: 500, type: 'settings_exception', reason: 'Failed to parse int setting [max_token_length] with value [-Infinity]' });
add({ name: 'a whitespace tokenizer with max_token_length past 1 MiB', method: 'GET', path: '/_analyze', body: { tokenizer: { type: 'whitespace', max_token_length: 2000000 }, text: 'x' }, status: 400, type: 'illegal_argument_exception', reason: 'maxTokenLen must be greater than 0 and less than 1048576 passed: 2000000' });
add({ name: 'an index whose standard analyzer has max_token_length -5', method: 'PUT', path: '/bad9', body: { settings: { analysis: { analyzer: { a: { type: 'standard', max_token_length: -5 } } } } }, status: 400, type: 'illegal_argument_exception', reason: 'maxTokenLength must be greater than zero' });
// QueryPhase sizes its heap by the shard's docs, not by the window a raised max_result_window lets through.
const wideOpen: Array<[string, string, unknown?]> = [['PUT', '/wide', { settings: { number_of_shards: 1, 'index.max_result_window': 2147483647 } }], ['PUT', '/wide/_doc/1?refresh=true', { t: 'x' }]];
add({ name: 'a search of 2^31-1 hits where max_result_window allows it', setup: wideOpen, method: 'GET', path: '/wide/_search?size=2147483647', status: 200, type: '' });
add({ name: 'a match search of 2^31-1 hits where max_result_window allows it', setup: wideOpen, method: 'GET', path: '/wide/_search', body: { size: 2147483647, query: { match: { t: 'x' } } }, status: 200, type: '' });

// ---- Patterns a user writes are matched in linear time (a regex of `.*` or optional digit runs backtracks for ever) ----
const longName = 'a'.repeat(60);
const withLongField: Array<[string, string, unknown?]> = [['PUT', '/idx/_doc/2?refresh=true', { [longName]: 'x' }]];
add({ name: 'an exists query whose wildcard backtracks as a regex', setup: withLongField, method: 'GET', path: '/idx/_search', body: { query: { exists: { field: `${'*a'.repeat(25)}b` } } }, status: 200, type: '' });
add({ name: 'a multi_match whose field wildcard backtracks as a regex', setup: withLongField, method: 'GET', path: '/idx/_search', body: { query: { multi_match: { query: 'x', fields: [`${'*a'.repeat(25)}b`] } } }, status: 200, type: '' });
const dates: Array<[string, string, unknown?]> = [['PUT', '/dates', { mappings: { _doc: { properties: { t: { type: 'date', format: 'dM'.repeat(20) } } } } }]];
add({ name: 'a date whose format has 40 adjacent numeric fields', setup: dates, method: 'PUT', path: '/dates/_doc/1', body: { t: `${'1'.repeat(90)}x` }, status: 400, type: 'mapper_parsing_exception' });
