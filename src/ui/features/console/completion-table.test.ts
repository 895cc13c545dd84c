import { describe, expect, it } from 'vitest';
import { bodySchema, bodySuggestions } from './body-suggestions';
import { completionContext } from './completion-context';

const FIELDS = ['genre', 'title', 'title.raw', 'year'];

/** The labels offered at `|` of a Console buffer, as the editor would list them (the index's fields as FIELDS). */
function suggestAt(buffer: string): string[] {
  const at = buffer.indexOf('|');
  const lines = buffer.slice(0, at).split('\n');
  const all = buffer.replace('|', '').split('\n');
  const ctx = completionContext(all, lines.length - 1, lines[lines.length - 1].length);
  if (ctx.kind !== 'body') return [];
  return bodySuggestions(bodySchema(ctx.method, ctx.url, ctx.ndjsonLine), ctx, ctx.index ? FIELDS : []).map((s) => s.label);
}

const S = 'GET /films/_search\n';
const TV = 'GET /films/_doc/1/_termvectors\n';

// [cursor position, the first suggestions expected there, in order]
const TABLE: Array<[string, string[]]> = [
  // search body root: from/size and the rest
  [`${S}{|`, ['query', 'from', 'size', 'sort']],
  [`${S}{"|"`, ['query', 'from', 'size', 'sort']],
  [`${S}{"fr|`, ['from']],
  [`${S}{"s|`, ['size', 'sort', 'seq_no_primary_term']],
  [`${S}{"size": 1, "|`, ['query', 'from', 'sort']],
  [`${S}{"query": {}, "from": 0, "|`, ['size', 'sort', '_source']],
  [`${S}{"resc|`, ['rescore']],
  [`${S}{"explain": |`, ['true', 'false']],
  [`${S}{"explain": t|`, ['true']],
  [`${S}{"track_scores": |`, ['true', 'false']],
  [`${S}{"profile": |`, ['true', 'false']],
  // query types under query, and in every place a query goes
  [`${S}{"query": {"|`, ['match', 'match_phrase', 'match_phrase_prefix', 'multi_match', 'bool', 'term']],
  [`${S}{"query": {"ma|`, ['match', 'match_phrase', 'match_phrase_prefix', 'match_all', 'match_none']],
  [`${S}{"query": {"b|`, ['bool']],
  [`${S}{"query": {"fun|`, ['function_score']],
  [`${S}{"post_filter": {"te|`, ['term', 'terms']],
  [`${S}{"query": {"constant_score": {"filter": {"ex|`, ['exists']],
  [`${S}{"query": {"dis_max": {"queries": [{"m|`, ['match', 'match_phrase', 'match_phrase_prefix', 'multi_match', 'match_all']],
  // clause keys under bool, and queries inside clauses
  [`${S}{"query": {"bool": {"|`, ['must', 'should', 'filter', 'must_not', 'minimum_should_match', 'boost']],
  [`${S}{"query": {"bool": {"must": [], "|`, ['should', 'filter', 'must_not']],
  [`${S}{"query": {"bool": {"must_|`, ['must_not']],
  [`${S}{"query": {"bool": {"must": [{"|`, ['match', 'match_phrase', 'match_phrase_prefix', 'multi_match', 'bool']],
  [`${S}{"query": {"bool": {"filter": {"ra|`, ['range']],
  [`${S}{"query": {"bool": {"should": [{"bool": {"must_not": [{"te|`, ['term', 'terms']],
  // fields under match, term, range...; their options
  [`${S}{"query": {"match": {"|`, ['genre', 'title', 'title.raw', 'year']],
  [`${S}{"query": {"match": {"ti|`, ['title', 'title.raw']],
  [`${S}{"query": {"match": {"title": {"|`, ['query', 'operator', 'minimum_should_match', 'analyzer']],
  [`${S}{"query": {"match": {"title": {"query": "fox", "op|`, ['operator']],
  [`${S}{"query": {"match": {"title": {"operator": "|`, ['or', 'and']],
  [`${S}{"query": {"match": {"title": {"operator": |`, ['"or"', '"and"']],
  [`${S}{"query": {"match": {"title": {"zero_terms_query": "|`, ['none', 'all']],
  [`${S}{"query": {"match_phrase": {"title": {"|`, ['query', 'slop', 'analyzer']],
  [`${S}{"query": {"term": {"|`, ['genre', 'title', 'title.raw', 'year']],
  [`${S}{"query": {"term": {"genre": {"|`, ['value', 'boost']],
  [`${S}{"query": {"range": {"year": {"|`, ['gte', 'gt', 'lte', 'lt', 'format']],
  [`${S}{"query": {"exists": {"|`, ['field']],
  [`${S}{"query": {"multi_match": {"|`, ['query', 'fields', 'type', 'operator']],
  [`${S}{"query": {"multi_match": {"type": "|`, ['best_fields', 'most_fields', 'cross_fields', 'phrase', 'phrase_prefix']],
  [`${S}{"query": {"multi_match": {"type": "ph|`, ['phrase', 'phrase_prefix']],
  // function_score
  [`${S}{"query": {"function_score": {"|`, ['query', 'functions', 'filter', 'weight', 'script_score']],
  [`${S}{"query": {"function_score": {"boost_mode": "|`, ['multiply', 'replace', 'sum', 'avg', 'max', 'min']],
  [`${S}{"query": {"function_score": {"score_mode": "|`, ['multiply', 'sum', 'avg', 'first', 'max', 'min']],
  [`${S}{"query": {"function_score": {"functions": [{"|`, ['filter', 'weight', 'script_score', 'field_value_factor']],
  [`${S}{"query": {"function_score": {"gauss": {"|`, ['genre', 'title', 'title.raw', 'year']],
  [`${S}{"query": {"function_score": {"gauss": {"year": {"|`, ['origin', 'scale', 'offset', 'decay']],
  [`${S}{"query": {"function_score": {"field_value_factor": {"modifier": "l|`, ['log', 'log1p', 'log2p', 'ln', 'ln1p', 'ln2p']],
  [`${S}{"query": {"function_score": {"script_score": {"script": {"|`, ['source', 'lang', 'params', 'id']],
  // rescore members, and score_mode values under rescore.query
  [`${S}{"rescore": {"|`, ['window_size', 'query']],
  [`${S}{"rescore": [{"window_size": 5, "|`, ['query']],
  [`${S}{"rescore": {"query": {"|`, ['rescore_query', 'query_weight', 'rescore_query_weight', 'score_mode']],
  [`${S}{"rescore": {"query": {"rescore_query": {}, "|`, ['query_weight', 'rescore_query_weight', 'score_mode']],
  [`${S}{"rescore": {"query": {"score_mode": "|`, ['total', 'multiply', 'avg', 'max', 'min']],
  [`${S}{"rescore": {"query": {"score_mode": |`, ['"total"', '"multiply"', '"avg"', '"max"', '"min"']],
  [`${S}{"rescore": {"query": {"rescore_query": {"match_ph|`, ['match_phrase', 'match_phrase_prefix']],
  // aggregations: named by the user, their types, their fields and sub-aggregations
  [`${S}{"aggs": {"genres": {"|`, ['terms', 'histogram', 'date_histogram', 'range']],
  [`${S}{"aggs": {"genres": {"terms": {"|`, ['field', 'missing', 'script', 'size', 'order']],
  [`${S}{"aggs": {"genres": {"terms": {"field": "genre"}, "aggs": {"avg_year": {"av|`, ['avg']],
  [`${S}{"aggregations": {"years": {"date_histogram": {"interval": "|`, ['year', 'quarter', 'month', 'week', 'day']],
  // sort and _source
  [`${S}{"sort": [{"|`, ['genre', 'title', 'title.raw', 'year', '_score', '_doc']],
  [`${S}{"sort": [{"year": {"|`, ['order', 'mode', 'missing', 'unmapped_type']],
  [`${S}{"sort": [{"year": {"order": "|`, ['asc', 'desc']],
  [`${S}{"_source": {"|`, ['includes', 'excludes']],
  // term vectors bodies: members, filter members, per_field_analyzer fields
  [`${TV}{"|`, ['fields', 'offsets', 'positions', 'payloads', 'term_statistics', 'field_statistics']],
  [`${TV}{"fields": ["text"], "|`, ['offsets', 'positions', 'payloads', 'term_statistics']],
  [`${TV}{"term_|`, ['term_statistics']],
  [`${TV}{"filter": {"|`, ['max_num_terms', 'min_term_freq', 'max_term_freq', 'min_doc_freq', 'max_doc_freq', 'min_word_length', 'max_word_length']],
  [`${TV}{"filter": {"max_num_terms": 3, "min_|`, ['min_term_freq', 'min_doc_freq', 'min_word_length']],
  [`${TV}{"per_field_analyzer": {"|`, ['genre', 'title', 'title.raw', 'year']],
  [`${TV}{"term_statistics": |`, ['true', 'false']],
  [`GET /films/_termvectors/1\n{"pos|`, ['positions']],
  [`POST /films/_mtermvectors\n{"docs": [{"|`, ['_index', '_type', '_id', 'fields']],
  [`POST /films/_mtermvectors\n{"|`, ['docs', 'ids', 'parameters']],
  // count, explain, analyze
  [`GET /films/_count\n{"|`, ['query']],
  [`GET /films/_doc/1/_explain\n{"query": {"match_a|`, ['match_all']],
  [`GET /_analyze\n{"|`, ['text', 'analyzer', 'tokenizer', 'filter', 'char_filter']],
  [`GET /_analyze\n{"analyzer": "|`, ['standard', 'simple', 'whitespace', 'keyword', 'stop']],
  [`GET /_analyze\n{"tokenizer": "w|`, ['whitespace']],
  [`GET /_analyze\n{"filter": [|`, ['"lowercase"', '"stop"', '"asciifolding"', '"type_as_payload"']],
  // index creation: mappings, settings, analysis
  [`PUT /films\n{"|`, ['settings', 'mappings', 'aliases']],
  [`PUT /films\n{"settings": {"|`, ['index', 'number_of_shards', 'number_of_replicas', 'refresh_interval']],
  [`PUT /films\n{"settings": {"index": {"number_of_|`, ['number_of_shards', 'number_of_replicas']],
  [`PUT /films\n{"settings": {"analysis": {"|`, ['analyzer', 'tokenizer', 'filter', 'char_filter', 'normalizer']],
  [`PUT /films\n{"settings": {"analysis": {"analyzer": {"mine": {"|`, ['type', 'tokenizer', 'filter', 'char_filter']],
  [`PUT /films\n{"settings": {"analysis": {"analyzer": {"mine": {"type": "|`, ['custom', 'standard', 'simple']],
  [`PUT /films\n{"settings": {"analysis": {"analyzer": {"mine": {"tokenizer": "|`, ['standard', 'whitespace', 'keyword', 'letter', 'lowercase']],
  [`PUT /films\n{"mappings": {"|`, ['_doc', 'properties', 'dynamic']],
  [`PUT /films\n{"mappings": {"_doc": {"|`, ['properties', 'dynamic', '_source']],
  [`PUT /films\n{"mappings": {"_doc": {"properties": {"title": {"|`, ['type', 'analyzer', 'search_analyzer', 'term_vector', 'store']],
  [`PUT /films\n{"mappings": {"_doc": {"properties": {"title": {"type": "|`, ['text', 'keyword', 'long', 'integer']],
  [`PUT /films\n{"mappings": {"_doc": {"properties": {"title": {"type": "k|`, ['keyword']],
  [`PUT /films\n{"mappings": {"_doc": {"properties": {"title": {"term_vector": "with_p|`, ['with_positions', 'with_positions_offsets', 'with_positions_payloads', 'with_positions_offsets_payloads']],
  [`PUT /films\n{"mappings": {"_doc": {"properties": {"title": {"index_options": "|`, ['docs', 'freqs', 'positions', 'offsets']],
  [`PUT /films\n{"mappings": {"_doc": {"properties": {"title": {"fields": {"raw": {"|`, ['type', 'analyzer']],
  [`PUT /films/_mapping/_doc\n{"properties": {"year": {"|`, ['type', 'analyzer']],
  [`PUT /films/_settings\n{"|`, ['index', 'number_of_shards', 'number_of_replicas']],
  // bulk lines: an action line, its metadata, a source line (nothing offered), the next action
  [`POST /_bulk\n{"|`, ['index', 'create', 'update', 'delete']],
  [`POST /_bulk\n{"index": {"|`, ['_index', '_type', '_id', 'routing']],
  [`POST /_bulk\n{"index": {"_index": "films", "|`, ['_type', '_id', 'routing']],
  [`POST /_bulk\n{"index": {}}\n{"|`, []],
  [`POST /_bulk\n{"index": {}}\n{"title": "x"}\n{"d|`, ['delete']],
  [`POST /films/_msearch\n{}\n{"|`, ['query', 'from', 'size']],
  [`POST /films/_msearch\n{"search_type": "|`, ['query_then_fetch', 'dfs_query_then_fetch']],
  [`POST /films/_update/1\n{"|`, ['doc', 'script', 'upsert', 'doc_as_upsert']],
  [`POST /films/_delete_by_query\n{"|`, ['query', 'script', 'size', 'conflicts']],
  // nothing after a closing quote, after a key, in a comment, or the word typed whole
  [`${S}{"query": {"match": {"title": "fox"|`, []],
  [`${S}{"query"|`, []],
  [`${S}{"query": {"match_all": {}} |`, []],
  [`${S}{ # a note |`, []],
  [`${S}{"size|`, []],
  [`${S}{"query": {"bool": {"must|`, ['must_not']],
  [`${S}{"rescore": {"query": {"score_mode": "total|`, []],
  // highlight: its options, the index's fields under fields, each field's options
  [`${S}{"highlight": {"fi|`, ['fields']],
  [`${S}{"highlight": {"fields": {"|`, FIELDS],
  [`${S}{"highlight": {"fields": {"title": {"ty|`, ['type']],
  [`${S}{"highlight": {"fields": {"title": {"type": "|`, ['unified', 'plain', 'fvh']],
  [`${S}{"highlight": {"tags|`, ['tags_schema']],
  [`${S}{"highlight": {"fields": {"title": {"matc|`, ['matched_fields']],
  [`${S}{"query": {"pref|`, ['prefix']],
];

describe('completion table: cursor position -> first suggestions', () => {
  it('has at least 60 rows', () => expect(TABLE.length).toBeGreaterThanOrEqual(60));
  it.each(TABLE.map(([at, want]) => [at.replace(/\n/g, ' ⏎ '), at, want] as const))('%s', (_name, at, want) => {
    const got = suggestAt(at);
    expect(got.slice(0, want.length)).toEqual(want);
    if (want.length === 0) expect(got).toEqual([]);
    // what is typed whole is never offered
    const typed = /"?([\w.]*)\|/.exec(at)?.[1];
    if (typed) expect(got).not.toContain(typed);
  });
});
