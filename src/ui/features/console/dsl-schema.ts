/**
 * The shape of Elasticsearch 6.8 request bodies, for completion and hovers: which members an object takes at
 * each place (query types under `query`, clauses under `bool`, the index's fields under `match`...), the words a
 * value may be, and a one-line doc per member. Facts from the 6.8 reference; members are listed in the order
 * a person most often wants them.
 */
export type ValueKind = 'object' | 'array' | 'string' | 'number' | 'boolean' | 'any';

export interface SchemaNode {
  doc?: string;
  /** What the value is written as (decides the template inserted with its name). */
  kind?: ValueKind;
  /** Members by name. */
  keys?: Record<string, SchemaNode>;
  /** Members named by the index's fields (`match`, `term`, `range`, `properties` of a document...). */
  fields?: SchemaNode;
  /** Members given any name (an analyzer's name under `analysis.analyzer`, a field under `properties`). */
  named?: SchemaNode;
  /** An array's elements (when absent, the elements have this node's own shape, as `must: [query, ...]`). */
  items?: SchemaNode;
  /** The words the value may be. */
  values?: string[];
}

const str = (doc: string, values?: string[]): SchemaNode => ({ doc, kind: 'string', values });
const num = (doc: string): SchemaNode => ({ doc, kind: 'number' });
const bool = (doc: string): SchemaNode => ({ doc, kind: 'boolean', values: ['true', 'false'] });
const obj = (doc: string, keys: Record<string, SchemaNode> = {}, more: Partial<SchemaNode> = {}): SchemaNode => ({ doc, kind: 'object', keys, ...more });

/** A query: one member, named by its type. Filled below (queries nest). */
export const QUERY: SchemaNode = { doc: 'A query of the query DSL', kind: 'object', keys: {} };
const queries = (doc: string): SchemaNode => ({ ...QUERY, doc });

const OPERATOR = str('How the terms of the text combine: `or` (default) or `and`', ['or', 'and']);
const MSM = { doc: 'How many optional clauses (or terms) must match: a number, a percentage or a combination', kind: 'any' } as SchemaNode;
const BOOST = num('Multiplies the score of this query (default 1.0)');
const ANALYZER = str('The analyzer applied to the text (default: the field\'s search analyzer)', ['standard', 'simple', 'whitespace', 'keyword', 'stop']);
const ZERO_TERMS = str('What matches when the analyzer removes every term: `none` (default) or `all`', ['none', 'all']);
const MULTI_MATCH_TYPES = ['best_fields', 'most_fields', 'cross_fields', 'phrase', 'phrase_prefix'];

const matchField = obj('The field to match, with the text (or these options)', {
  query: str('The text to analyze and search for'),
  operator: OPERATOR,
  minimum_should_match: MSM,
  analyzer: ANALYZER,
  fuzziness: { doc: 'Edit distance allowed per term (`AUTO`, 0, 1, 2)', kind: 'any', values: ['"AUTO"', '0', '1', '2'] },
  zero_terms_query: ZERO_TERMS,
  lenient: bool('Ignore format errors (text on a numeric field)'),
  cutoff_frequency: num('Terms in more than this share of documents (or count, from 1) are only scored, not required'),
  boost: BOOST,
}, { kind: 'any' });
const phraseField = obj('The field to match the phrase in, with the text (or these options)', {
  query: str('The phrase to analyze and search for'),
  slop: num('How many moves the terms may be apart (default 0)'),
  analyzer: ANALYZER,
  zero_terms_query: ZERO_TERMS,
  boost: BOOST,
}, { kind: 'any' });
const termField = obj('The field and the exact term (not analyzed)', { value: { doc: 'The exact term', kind: 'any' }, boost: BOOST }, { kind: 'any' });
const rangeField = obj('The field and its bounds', {
  gte: { doc: 'Greater than or equal to', kind: 'any' },
  gt: { doc: 'Greater than', kind: 'any' },
  lte: { doc: 'Less than or equal to', kind: 'any' },
  lt: { doc: 'Less than', kind: 'any' },
  format: str('The date format of the bounds'),
  time_zone: str('The time zone of date bounds'),
  relation: str('How a range field relates to the bounds', ['intersects', 'contains', 'within']),
  boost: BOOST,
});
const decayField = obj('The field and the decay\'s shape', {
  origin: { doc: 'Where the score is highest', kind: 'any' },
  scale: { doc: 'The distance from origin (plus offset) where the score is `decay`', kind: 'any' },
  offset: { doc: 'Distance from origin under which the score stays 1 (default 0)', kind: 'any' },
  decay: num('The score at `scale` from origin (default 0.5)'),
});
const SCRIPT = obj('A script: `source` (or `id`), `lang`, `params`', {
  source: str('The script text (Painless or a Lucene expression)'),
  lang: str('The script language (default painless)', ['painless', 'expression']),
  params: obj('Values the script reads as params'),
  id: str('The id of a stored script'),
}, { kind: 'any' });
const FUNCTION = obj('A score function (with an optional filter and weight)', {
  filter: queries('Only documents matching this get the function'),
  weight: num('Multiplies the function\'s score'),
  script_score: obj('Scores with a script', { script: SCRIPT }),
  field_value_factor: obj('Scores with a field\'s value', {
    field: str('The numeric field'),
    factor: num('Multiplies the value (default 1)'),
    modifier: str('Applied to the value', ['none', 'log', 'log1p', 'log2p', 'ln', 'ln1p', 'ln2p', 'square', 'sqrt', 'reciprocal']),
    missing: num('The value of documents without the field'),
  }),
  random_score: obj('A random score, reproducible with a seed', { seed: { doc: 'The seed', kind: 'any' }, field: str('The field the seed is mixed with') }),
  gauss: obj('Gaussian decay with the distance from an origin', {}, { fields: decayField }),
  exp: obj('Exponential decay with the distance from an origin', {}, { fields: decayField }),
  linear: obj('Linear decay with the distance from an origin', {}, { fields: decayField }),
});

Object.assign(QUERY.keys!, {
  match: obj('Full-text query: analyzes the text and matches any (or all) of its terms', {}, { fields: matchField }),
  match_phrase: obj('Matches the terms of the text as a phrase (with `slop`)', {}, { fields: phraseField }),
  match_phrase_prefix: obj('A phrase whose last term is a prefix', {}, { fields: { ...phraseField, keys: { ...phraseField.keys, max_expansions: num('How many terms the prefix expands to (default 50)') } } }),
  multi_match: obj('A match query over several fields', {
    query: str('The text to search for'),
    fields: { doc: 'The fields, with `^boost` and wildcards', kind: 'array' },
    type: str('How the fields\' scores combine (default best_fields)', MULTI_MATCH_TYPES),
    operator: OPERATOR,
    minimum_should_match: MSM,
    tie_breaker: num('Adds this share of the other fields\' scores (best_fields)'),
    analyzer: ANALYZER,
    slop: num('The phrase slop (phrase types)'),
    cutoff_frequency: num('Terms in more than this share of documents (or count, from 1) are only scored, not required'),
    boost: BOOST,
  }),
  bool: obj('Combines clauses: must and should score, filter and must_not only match', {
    must: queries('Clauses that must match and add to the score'),
    should: queries('Clauses that add to the score; with no must or filter, one must match'),
    filter: queries('Clauses that must match, without scoring'),
    must_not: queries('Clauses that must not match'),
    minimum_should_match: MSM,
    boost: BOOST,
  }),
  term: obj('Matches documents whose field holds the exact term', {}, { fields: termField }),
  terms: obj('Matches documents whose field holds any of the terms', { boost: BOOST }, { fields: { doc: 'The field and its terms', kind: 'array' } }),
  range: obj('Matches values within bounds', {}, { fields: rangeField }),
  exists: obj('Matches documents that have a value in the field', { field: str('The field') }),
  ids: obj('Matches documents by id', { values: { doc: 'The ids', kind: 'array' }, type: str('The mapping type') }),
  match_all: obj('Matches every document (score 1.0)', { boost: BOOST }),
  match_none: obj('Matches no document'),
  constant_score: obj('Wraps a filter: every match scores `boost`', { filter: queries('The query to match, without scoring'), boost: BOOST }),
  dis_max: obj('The best score of its queries, plus tie_breaker times the others', {
    queries: { ...QUERY, doc: 'The queries', kind: 'array' },
    tie_breaker: num('Share of the other queries\' scores added (default 0)'),
    boost: BOOST,
  }),
  function_score: obj('Changes the scores of a query with functions', {
    query: queries('The query whose scores change (default match_all)'),
    functions: { ...FUNCTION, doc: 'The functions, each with an optional filter and weight', kind: 'array' },
    ...FUNCTION.keys,
    score_mode: str('How the functions\' scores combine', ['multiply', 'sum', 'avg', 'first', 'max', 'min']),
    boost_mode: str('How the functions\' score and the query\'s combine', ['multiply', 'replace', 'sum', 'avg', 'max', 'min']),
    max_boost: num('Caps the functions\' score'),
    min_score: num('Drops documents scoring below this'),
    boost: BOOST,
  }),
  query_string: obj('Lucene query syntax', { query: str('The query text'), default_field: str('The field of terms without one'), default_operator: str('or / and', ['OR', 'AND']), fields: { doc: 'The fields', kind: 'array' } }),
  prefix: obj('Terms starting with a prefix', {}, { fields: { doc: 'The field and the prefix', kind: 'any' } }),
  wildcard: obj('Terms matching a wildcard pattern', {}, { fields: { doc: 'The field and the pattern', kind: 'any' } }),
  fuzzy: obj('Terms within an edit distance of a term', {}, {
    fields: obj('The field and the term', {
      value: str('The term (not analysed)'),
      fuzziness: str('Edits allowed: AUTO (default), AUTO:low,high, 0, 1 or 2', ['AUTO', '0', '1', '2']),
      prefix_length: num('Leading characters that must be equal (default 0)'),
      max_expansions: num('How many terms the query expands to (default 50)'),
      transpositions: bool('Whether swapping two neighbours counts as one edit (default false)'),
      boost: BOOST,
    }),
  }),
  regexp: obj('Terms matching a Lucene regular expression', {}, {
    fields: obj('The field and the expression', {
      value: str('The expression (the whole term must match)'),
      flags: str('Optional operators, joined by |', ['ALL', 'NONE', 'ANYSTRING', 'COMPLEMENT', 'EMPTY', 'INTERSECTION', 'INTERVAL']),
      max_determinized_states: num('Limit on the automaton (default 10000)'),
      boost: BOOST,
    }),
  }),
  boosting: obj('The documents of a query, demoted where another query matches too', {
    positive: queries('The query whose documents are returned'),
    negative: queries('The query whose matches are demoted'),
    negative_boost: num('The factor the score of a demoted document is multiplied by'),
    boost: BOOST,
  }),
  span_term: obj('A term as a span (its positions, for the other span queries)', {}, { fields: termField }),
  span_near: obj('Spans near one another, within `slop` positions', {
    clauses: { ...QUERY, doc: 'The span queries (all on one field)', kind: 'array' },
    slop: num('How many positions may lie between the spans (required)'),
    in_order: bool('Whether the spans must come in the clauses\' order (default true)'),
    boost: BOOST,
  }),
  span_or: obj('The spans of any of its clauses', { clauses: { ...QUERY, doc: 'The span queries', kind: 'array' }, boost: BOOST }),
  span_not: obj('The spans of `include` that no span of `exclude` overlaps', {
    include: queries('The span query whose spans are kept'),
    exclude: queries('The span query whose spans remove them'),
    pre: num('Positions before an included span an excluded one may not be in'),
    post: num('Positions after an included span an excluded one may not be in'),
    dist: num('pre and post at once'),
    boost: BOOST,
  }),
  span_first: obj('Spans ending within the first `end` positions', { match: queries('The span query'), end: num('The position the span must end by'), boost: BOOST }),
  span_containing: obj('The `big` spans that contain a `little` span', { big: queries('The enclosing span query'), little: queries('The contained span query'), boost: BOOST }),
  span_within: obj('The `little` spans inside a `big` span', { big: queries('The enclosing span query'), little: queries('The contained span query'), boost: BOOST }),
  span_multi: obj('A prefix, wildcard, regexp, fuzzy or range query as spans', { match: queries('The multi-term query'), boost: BOOST }),
  field_masking_span: obj('A span query on another field, seen as on `field` (to combine fields in span_near)', { query: queries('The span query'), field: str('The field it pretends to be on'), boost: BOOST }),
  terms_set: obj('Documents holding at least a per-document number of the terms', {}, {
    fields: obj('The field, its terms and where the minimum comes from', {
      terms: { doc: 'The terms', kind: 'array' },
      minimum_should_match_field: str('A numeric field holding each document\'s minimum'),
      minimum_should_match_script: SCRIPT,
      boost: BOOST,
    }),
  }),
  common: obj('Rare terms of the text must match; common ones (above cutoff_frequency) only add to the score', {}, {
    fields: obj('The field, with the text (or these options)', {
      query: str('The text to analyze and search for'),
      cutoff_frequency: num('A term in more than this share of documents (or this many, from 1) is common (default 0.01)'),
      low_freq_operator: OPERATOR,
      high_freq_operator: OPERATOR,
      minimum_should_match: { doc: 'How many rare terms must match; or `{low_freq, high_freq}`', kind: 'any' },
      analyzer: ANALYZER,
      boost: BOOST,
    }, { kind: 'any' }),
  }),
  type: obj('Matches every document of a mapping type', { value: str('The mapping type (`_doc`)'), boost: BOOST }),
});

const RESCORE = obj('Re-scores the top `window_size` hits of each shard with a second query', {
  window_size: num('How many top hits of each shard are re-scored (default 10)'),
  query: obj('The rescore query and how its score combines with the original', {
    rescore_query: queries('The query that re-scores the window'),
    query_weight: num('Weight of the original score (default 1)'),
    rescore_query_weight: num('Weight of the rescore query\'s score (default 1)'),
    score_mode: str('How the scores combine (default total)', ['total', 'multiply', 'avg', 'max', 'min']),
  }),
});

/** An aggregation: named by the user, one member naming its type, and `aggs` beneath it. */
const FIELD_AGG = (doc: string, more: Record<string, SchemaNode> = {}) => obj(doc, { field: str('The field'), missing: { doc: 'The value of documents without the field', kind: 'any' }, script: SCRIPT, ...more });
export const AGGREGATION: SchemaNode = obj('An aggregation: its type, and sub-aggregations under aggs', {});
const AGGS: SchemaNode = obj('Aggregations by name', {}, { named: AGGREGATION });
Object.assign(AGGREGATION.keys!, {
  terms: FIELD_AGG('Buckets by each term of a field', { size: num('How many buckets (default 10)'), order: { doc: 'Bucket order: _count, _key or a sub-aggregation', kind: 'any' }, min_doc_count: num('Leave out smaller buckets (default 1)'), include: { doc: 'Terms kept', kind: 'any' }, exclude: { doc: 'Terms left out', kind: 'any' }, shard_size: num('Terms taken from each shard') }),
  histogram: FIELD_AGG('Buckets of a fixed numeric interval', { interval: num('The bucket width'), offset: num('Shifts the buckets'), min_doc_count: num('Leave out smaller buckets (default 0)'), extended_bounds: obj('Buckets from min to max even when empty', { min: num('From'), max: num('To') }) }),
  date_histogram: FIELD_AGG('Buckets of a date interval', { interval: str('The interval', ['year', 'quarter', 'month', 'week', 'day', 'hour', 'minute', 'second']), format: str('The date format of the keys'), time_zone: str('The time zone of the buckets'), min_doc_count: num('Leave out smaller buckets (default 0)') }),
  range: FIELD_AGG('Buckets by ranges of a numeric field', { ranges: { doc: 'The ranges: from, to, key', kind: 'array' }, keyed: bool('Buckets as an object by key') }),
  date_range: FIELD_AGG('Buckets by ranges of a date field', { ranges: { doc: 'The ranges: from, to, key', kind: 'array' }, format: str('The date format') }),
  filter: queries('One bucket: the documents matching a query'),
  filters: obj('One bucket per query', { filters: obj('The queries by name', {}, { named: QUERY }), other_bucket: bool('A bucket for the rest') }),
  avg: FIELD_AGG('The average of a numeric field'),
  sum: FIELD_AGG('The sum of a numeric field'),
  min: FIELD_AGG('The smallest value'),
  max: FIELD_AGG('The largest value'),
  value_count: FIELD_AGG('How many values'),
  cardinality: FIELD_AGG('About how many distinct values', { precision_threshold: num('Exact below this count (default 3000)') }),
  stats: FIELD_AGG('count, min, max, avg and sum'),
  extended_stats: FIELD_AGG('stats with variance and standard deviation', { sigma: num('Standard deviations of the bounds (default 2)') }),
  percentiles: FIELD_AGG('Percentiles of a numeric field', { percents: { doc: 'The percentiles wanted', kind: 'array' }, keyed: bool('As an object by percent') }),
  top_hits: obj('The top hits of each bucket', { size: num('How many hits (default 3)'), sort: { doc: 'Their order', kind: 'array' }, _source: { doc: 'Source filtering', kind: 'any' } }),
  global: obj('One bucket of every document, whatever the query'),
  missing: FIELD_AGG('One bucket: documents without the field'),
  significant_terms: FIELD_AGG('Terms unusually common in the matches', { size: num('How many terms') }),
  aggs: AGGS,
  aggregations: AGGS,
});

const SORT: SchemaNode = { doc: 'Sort by fields, `_score` or `_doc`', kind: 'array', keys: { _score: obj('By score', { order: str('asc or desc', ['asc', 'desc']) }), _doc: obj('By index order', { order: str('asc or desc', ['asc', 'desc']) }) }, fields: obj('The field to sort by', { order: str('asc or desc', ['asc', 'desc']), mode: str('Which value of a multi-valued field', ['min', 'max', 'sum', 'avg', 'median']), missing: { doc: '`_last`, `_first` or a value', kind: 'any', values: ['"_last"', '"_first"'] }, unmapped_type: str('The type to sort as where the field is unmapped') }) };

/** The options of `highlight`, globally and per field (AbstractHighlighterBuilder in 6.8). */
const HIGHLIGHT_OPTIONS: Record<string, SchemaNode> = {
  type: str('The highlighter (default unified)', ['unified', 'plain', 'fvh']),
  pre_tags: { doc: 'Tags before each match (default <em>)', kind: 'array' },
  post_tags: { doc: 'Tags after each match (default </em>)', kind: 'array' },
  fragment_size: num('Fragment length in characters (default 100)'),
  number_of_fragments: num('How many fragments (default 5; 0 highlights whole values)'),
  order: str('`score` puts the best fragments first', ['score', 'none']),
  no_match_size: num('Without a match, this many characters from the start (default 0)'),
  require_field_match: bool('Only the query terms on this field (default true)'),
  highlight_query: queries('Highlight with this query instead of the search\'s'),
  boundary_scanner: str('Where fragments break: sentence (unified default), word, or chars (fvh default)', ['sentence', 'word', 'chars']),
  boundary_scanner_locale: str('The locale of the sentence and word breaks (e.g. en-US)'),
  boundary_chars: str('fvh, chars scanner: the characters a fragment may end at (default .,!? \\t\\n)'),
  boundary_max_scan: num('fvh, chars scanner: how far to look for one (default 20)'),
  fragmenter: str('plain: how text is cut (default span)', ['span', 'simple']),
  phrase_limit: num('fvh: most phrases considered (default 256)'),
  force_source: bool('Highlight from _source even if the field is stored'),
};
const HIGHLIGHT: SchemaNode = obj('Highlighted fragments of the matches', {
  fields: obj('The fields to highlight (wildcards allowed), with their own options', {}, {
    kind: 'any',
    fields: obj('Options for this field', { ...HIGHLIGHT_OPTIONS, matched_fields: { doc: 'fvh: fields whose matches are combined into this one', kind: 'array' }, fragment_offset: num('fvh: the margin before the first match') }),
  }),
  ...HIGHLIGHT_OPTIONS,
  tags_schema: str('`styled`: ten numbered <em class="hltN"> tags', ['styled']),
  encoder: str('`html` escapes the text around the tags', ['default', 'html']),
});

/** The body of `_search` (and `_msearch` bodies). */
export const SEARCH_BODY: SchemaNode = obj('A search request', {
  query: queries('The query: which documents match and how they score'),
  from: num('The first hit to return (default 0)'),
  size: num('How many hits to return (default 10)'),
  sort: SORT,
  _source: { doc: 'true, false, a field pattern or includes/excludes', kind: 'any', values: ['true', 'false'], keys: { includes: { doc: 'Fields to return', kind: 'array' }, excludes: { doc: 'Fields to leave out', kind: 'array' } } },
  explain: bool('Explain how each hit\'s score was computed'),
  rescore: { ...RESCORE, kind: 'any' },
  post_filter: queries('Filters the hits after scoring'),
  min_score: num('Drops hits scoring below this'),
  track_scores: bool('Compute scores even when sorting by a field'),
  track_total_hits: bool('Count every match (default true in 6.8)'),
  version: bool('Return each hit\'s version'),
  seq_no_primary_term: bool('Return each hit\'s sequence number and primary term'),
  stored_fields: { doc: 'Stored fields to return', kind: 'array' },
  docvalue_fields: { doc: 'Fields to return from doc values', kind: 'array' },
  script_fields: obj('Fields computed by scripts'),
  highlight: HIGHLIGHT,
  aggs: AGGS,
  aggregations: AGGS,
  timeout: str('Time allowed per shard'),
  terminate_after: num('Stop each shard after this many documents'),
  search_after: { doc: 'Continue after these sort values', kind: 'array' },
  profile: bool('Time each query, collector and aggregation per shard (the Search Profiler view)'),
  collapse: obj('Collapse hits by a field', { field: str('The field') }),
  indices_boost: { doc: 'Score multipliers per index', kind: 'array' },
});

/** The body of `_count` and `_validate/query`: a query only. */
export const COUNT_BODY: SchemaNode = obj('A count request', { query: queries('The query whose matches are counted') });
export const EXPLAIN_BODY: SchemaNode = obj('An explain request', { query: queries('The query to explain for this document') });

const TV_FILTER = obj('Keeps the best terms by tf-idf', {
  max_num_terms: num('How many terms per field to keep (default 25)'),
  min_term_freq: num('Ignore terms less frequent in the document'),
  max_term_freq: num('Ignore terms more frequent in the document'),
  min_doc_freq: num('Ignore terms in fewer documents'),
  max_doc_freq: num('Ignore terms in more documents'),
  min_word_length: num('Ignore shorter terms (default 0)'),
  max_word_length: num('Ignore longer terms (default unbounded)'),
});

/** The body of `_termvectors`. */
export const TERMVECTORS_BODY: SchemaNode = obj('A term vectors request', {
  fields: { doc: 'The fields to return (wildcards allowed)', kind: 'array' },
  offsets: bool('Return start and end offsets (default true)'),
  positions: bool('Return positions (default true)'),
  payloads: bool('Return payloads (default true)'),
  term_statistics: bool('Return total term frequency and document frequency (default false)'),
  field_statistics: bool('Return doc count, sum of doc freqs and of total term freqs (default true)'),
  doc: obj('An artificial document to analyze instead of a stored one'),
  filter: TV_FILTER,
  per_field_analyzer: obj('A different analyzer per field', {}, { fields: str('The analyzer') }),
  routing: str('The routing value'),
  version: num('The version to read'),
  version_type: str('internal or external', ['internal', 'external', 'external_gte', 'force']),
  realtime: bool('Read the latest version, not the last refreshed (default true)'),
});

export const MTERMVECTORS_BODY: SchemaNode = obj('A multi term vectors request', {
  docs: { ...TERMVECTORS_BODY, doc: 'The documents, each with `_index`, `_type`, `_id` and term vectors options', kind: 'array', keys: { _index: str('The index'), _type: str('The type'), _id: str('The document id'), ...TERMVECTORS_BODY.keys } },
  ids: { doc: 'Document ids of the index in the path', kind: 'array' },
  parameters: { ...TERMVECTORS_BODY, doc: 'Options shared by every document' },
});

const TOKENIZERS = ['standard', 'whitespace', 'keyword', 'letter', 'lowercase'];
const TOKEN_FILTERS = ['lowercase', 'stop', 'asciifolding', 'type_as_payload'];
const ANALYZERS = ['standard', 'simple', 'whitespace', 'keyword', 'stop'];

export const ANALYZE_BODY: SchemaNode = obj('An analyze request', {
  text: { doc: 'The text (or texts) to analyze', kind: 'string' },
  analyzer: str('A built-in analyzer, or one of the index', ANALYZERS),
  tokenizer: str('A tokenizer (with filters: a custom chain)', TOKENIZERS),
  filter: { doc: 'Token filters after the tokenizer', kind: 'array', values: TOKEN_FILTERS.map((f) => `"${f}"`) },
  char_filter: { doc: 'Character filters before the tokenizer', kind: 'array' },
  field: str('Analyze as this field of the index would'),
  explain: bool('Show every step of the chain'),
  attributes: { doc: 'Token attributes to show with explain', kind: 'array' },
});

const FIELD_TYPES = ['text', 'keyword', 'long', 'integer', 'short', 'byte', 'double', 'float', 'half_float', 'scaled_float', 'date', 'boolean', 'object', 'nested', 'binary', 'ip', 'geo_point', 'token_count', 'alias'];

/** A field of a mapping (recursive through `properties` and `fields`). */
export const FIELD_MAPPING: SchemaNode = obj('A field of the mapping', {});
const PROPERTIES: SchemaNode = obj('The fields of the mapping', {}, { named: FIELD_MAPPING });
Object.assign(FIELD_MAPPING.keys!, {
  type: str('The field\'s data type', FIELD_TYPES),
  analyzer: str('Analyzer at index and search time', ANALYZERS),
  search_analyzer: str('Analyzer at search time', ANALYZERS),
  term_vector: str('Store term vectors, with what', ['no', 'yes', 'with_positions', 'with_offsets', 'with_positions_offsets', 'with_positions_payloads', 'with_positions_offsets_payloads']),
  store: bool('Store the value apart from _source'),
  index: bool('Make the field searchable (default true)'),
  index_options: str('What the index keeps', ['docs', 'freqs', 'positions', 'offsets']),
  norms: bool('Keep length norms for scoring'),
  doc_values: bool('Keep column values for sorting and aggregations'),
  similarity: str('The scoring model', ['BM25', 'classic', 'boolean']),
  fields: obj('Multi-fields: the same value indexed another way', {}, { named: FIELD_MAPPING }),
  properties: PROPERTIES,
  format: str('Date formats'),
  null_value: { doc: 'The value indexed for null', kind: 'any' },
  copy_to: { doc: 'Fields the value is copied to', kind: 'any' },
  ignore_above: num('Do not index longer keywords'),
  boost: BOOST,
  dynamic: { doc: 'New fields: true, false or strict', kind: 'any', values: ['true', 'false', '"strict"'] },
  path: str('alias: the full path of the field it stands for'),
});

const TYPE_MAPPING = obj('The mapping of the type', {
  properties: PROPERTIES,
  dynamic: { doc: 'New fields: true, false or strict', kind: 'any', values: ['true', 'false', '"strict"'] },
  _source: obj('Whether and what of the source is kept', { enabled: bool('Keep the source'), includes: { doc: 'Fields kept', kind: 'array' }, excludes: { doc: 'Fields left out', kind: 'array' } }),
  _routing: obj('Routing', { required: bool('Routing is required') }),
  _all: obj('The _all field (deprecated)', { enabled: bool('Enable _all') }),
});

/** `mappings` of a 6.8 index: by type name (`_doc`), or typeless with include_type_name=false. */
export const MAPPINGS: SchemaNode = obj('The mappings, under the type name (`_doc`) in 6.8', { _doc: TYPE_MAPPING, ...TYPE_MAPPING.keys }, { named: TYPE_MAPPING });

const ANALYZER_DEF = obj('An analyzer', {
  type: str('custom, or a built-in analyzer to configure', ['custom', ...ANALYZERS]),
  tokenizer: str('The tokenizer', TOKENIZERS),
  filter: { doc: 'Token filters, in order', kind: 'array', values: TOKEN_FILTERS.map((f) => `"${f}"`) },
  char_filter: { doc: 'Character filters, in order', kind: 'array' },
  stopwords: { doc: 'Stop words (stop analyzer)', kind: 'any' },
});
const ANALYSIS = obj('Analyzers, tokenizers and filters of the index', {
  analyzer: obj('Analyzers by name', {}, { named: ANALYZER_DEF }),
  tokenizer: obj('Tokenizers by name', {}, { named: obj('A tokenizer', { type: str('The tokenizer type', TOKENIZERS) }) }),
  filter: obj('Token filters by name', {}, { named: obj('A token filter', { type: str('The filter type', TOKEN_FILTERS), stopwords: { doc: 'Stop words', kind: 'any' } }) }),
  char_filter: obj('Character filters by name', {}, { named: obj('A character filter', { type: str('The filter type', ['html_strip', 'mapping', 'pattern_replace']) }) }),
  normalizer: obj('Normalizers by name', {}, { named: obj('A normalizer', { type: str('custom', ['custom']), filter: { doc: 'Token filters', kind: 'array' } }) }),
});
const INDEX_SETTINGS: Record<string, SchemaNode> = {
  number_of_shards: num('Primary shards (default 5 in 6.8; fixed at creation)'),
  number_of_replicas: num('Replicas of each shard (default 1)'),
  refresh_interval: str('How often new documents become searchable (default 1s; -1 turns it off)'),
  max_result_window: num('Largest from + size of a search (default 10000)'),
  max_rescore_window: num('Largest rescore window_size (default 10000)'),
  analysis: ANALYSIS,
};

export const SETTINGS: SchemaNode = obj('Index settings', { index: obj('Index settings', INDEX_SETTINGS), ...INDEX_SETTINGS });

export const CREATE_INDEX_BODY: SchemaNode = obj('An index to create', {
  settings: SETTINGS,
  mappings: MAPPINGS,
  aliases: obj('Aliases of the index', {}, { named: obj('An alias', { filter: queries('Only documents matching this'), routing: str('Routing') }) }),
});

const BULK_META = obj('Where the document goes', { _index: str('The index'), _type: str('The type (`_doc`)'), _id: str('The document id'), routing: str('The routing value'), version: num('The expected version'), version_type: str('internal or external', ['internal', 'external', 'external_gte']), retry_on_conflict: num('Retries of an update') });
/** The action line of a bulk body. */
export const BULK_ACTION: SchemaNode = obj('A bulk action, its metadata', {
  index: { ...BULK_META, doc: 'Index the document on the next line (replacing one with the id)' },
  create: { ...BULK_META, doc: 'Index the document on the next line, failing if the id exists' },
  update: { ...BULK_META, doc: 'Update with the next line (`doc` or `script`)' },
  delete: { ...BULK_META, doc: 'Delete the document (no line follows)' },
});
export const UPDATE_BODY: SchemaNode = obj('An update', { doc: obj('The partial document merged in'), script: SCRIPT, upsert: obj('The document if none exists'), doc_as_upsert: bool('Use doc as the upsert'), detect_noop: bool('No write when nothing changes (default true)') });
export const MSEARCH_HEADER: SchemaNode = obj('The header of a search', { index: { doc: 'The index or indices', kind: 'any' }, type: str('The type'), search_type: str('query_then_fetch or dfs_query_then_fetch', ['query_then_fetch', 'dfs_query_then_fetch']), preference: str('Preference'), routing: str('Routing') });
export const BY_QUERY_BODY: SchemaNode = obj('Documents selected by a query', { query: queries('The query selecting the documents'), script: SCRIPT, size: num('How many documents at most'), conflicts: str('abort or proceed', ['abort', 'proceed']) });
export const ALIASES_BODY: SchemaNode = obj('Alias actions', { actions: { doc: 'add, remove or remove_index actions', kind: 'array', keys: { add: obj('Adds an alias', { index: str('The index'), alias: str('The alias'), filter: queries('Filter') }), remove: obj('Removes an alias', { index: str('The index'), alias: str('The alias') }) } } });

/** The member at `path` from `root` (`[]` steps into arrays); `fieldNames` tells field members from others. */
export function nodeAt(root: SchemaNode, path: string[]): SchemaNode | undefined {
  let node: SchemaNode | undefined = root;
  for (const step of path) {
    if (!node) return undefined;
    node = step === '[]' ? (node.items ?? node) : (node.keys && Object.hasOwn(node.keys, step) ? node.keys[step] : (node.fields ?? node.named));
  }
  return node;
}
