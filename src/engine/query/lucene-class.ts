/**
 * The simple name of the Lucene class a query is in Elasticsearch 6.8 after rewriting (what the Profile API
 * reports as a node's `type`). Most kinds name one class; a few depend on the field the query reads.
 */
import type { Query, ShardSearcher } from './query';

const BY_KIND: Readonly<Record<string, string>> = {
  term: 'TermQuery',
  bool: 'BooleanQuery',
  boost: 'BoostQuery',
  phrase: 'PhraseQuery',
  multi_phrase: 'MultiPhraseQuery',
  synonym: 'SynonymQuery',
  match_all: 'MatchAllDocsQuery',
  match_none: 'MatchNoDocsQuery',
  constant_score: 'ConstantScoreQuery',
  dis_max: 'DisjunctionMaxQuery',
  function_score: 'FunctionScoreQuery',
  script: 'ScriptQuery',
  ids: 'TermInSetQuery',
  // prefix and wildcard with their default rewrite, as the searcher sees them once rewritten
  multi_term: 'MultiTermQueryConstantScoreWrapper',
  boosting: 'BoostingQuery',
  regexp: 'MultiTermQueryConstantScoreWrapper',
  // rewritten to the blended terms' disjunction
  fuzzy: 'BooleanQuery',
};

/** `NormsFieldExistsQuery [field=f]` and the like: the class names itself in its text. */
const SELF_NAMED = /^([A-Za-z]+Query) \[field=/;
const RANGE_TEXT = /^[^:]+:[[{](.*) TO (.*)[\]}]$/;

export function luceneClassName(query: Query, searcher?: ShardSearcher): string {
  // Span queries name their class by their structure (span-query.ts).
  const own = (query as { luceneClass?: unknown }).luceneClass;
  if (typeof own === 'string') return own;
  const known = BY_KIND[query.kind];
  if (known) return known;
  const text = query.toString();
  if (query.kind === 'exists') return SELF_NAMED.exec(text)?.[1] ?? (text === '*:*' ? 'MatchAllDocsQuery' : 'TermQuery');
  if (query.kind === 'doc_values') {
    const field = (query as unknown as { field?: string }).field;
    const type = field === undefined ? undefined : searcher?.index.fieldMapping(field)?.type;
    if (type === 'keyword' || type === 'text') return 'TermRangeQuery';
    if (type === 'ip') return 'PointRangeQuery';
    const range = RANGE_TEXT.exec(text);
    // A numeric term is an exact points query; a numeric or date range also reads doc values when it pays.
    return range && range[1] === range[2] ? 'PointRangeQuery' : 'IndexOrDocValuesQuery';
  }
  return 'Query';
}
