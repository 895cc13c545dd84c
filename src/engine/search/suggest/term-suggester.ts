/**
 * The term suggester (ES 6.8's TermSuggester over Lucene's DirectSpellChecker): the text is analysed and,
 * for each token, the shard's terms of the field within the edit distance are candidates (first one edit,
 * then up to `max_edits`; the first `max(prefix_length, edits - 1)` characters fixed), scored by the chosen
 * string distance ("internal": 1 - edits / the shorter length, as FuzzyTermsEnum boosts), kept when at least
 * `accuracy` and more frequent than the threshold, `shard_size` per token.
 */
import type { Analyzer } from '../../analysis/analyzer';
import { illegalArgument } from '../../errors/catalog';
import type { IndexService } from '../../index/index-service';
import type { ShardSearcher } from '../../query/query';
import { compareUtf8 } from '../../util/utf8';
import { codePoints, editDistance, jaroWinklerSimilarity, levenshteinSimilarity, luceneLevenshteinSimilarity, ngramSimilarity } from './edit-distance';
import type { SpellcheckSettings, SuggestMode } from './term-options';

export interface SuggestWord {
  text: string;
  score: number;
  freq: number;
}

export interface TermEntry {
  text: string;
  offset: number;
  length: number;
  options: SuggestWord[];
}

/** A shard's view of one field's terms: each term with its document frequency, in term order. */
export interface ShardTerms {
  terms: string[];
  docFreq: Map<string, number>;
  totalTermFreq: Map<string, number>;
  /** Terms.getSumTotalTermFreq over the shard. */
  sumTotalTermFreq: number;
  /** How many segments hold the field (one: Terms.size() is known; more: MultiTerms answers -1). */
  segmentsWithField: number;
  maxDoc: number;
}

/** The field's terms over the shard's segments (document frequencies summed, deleted docs counted, as IndexReader.docFreq). */
export function shardTerms(searcher: ShardSearcher, named: string): ShardTerms {
  // A field alias suggests from its target's terms.
  const field = searcher.index.fieldMapping(named)?.path ?? named;
  const docFreq = new Map<string, number>();
  const totalTermFreq = new Map<string, number>();
  let maxDoc = 0;
  let sumTotalTermFreq = 0;
  let segmentsWithField = 0;
  for (const leaf of searcher.leaves) {
    maxDoc += leaf.segment.maxDoc;
    const postings = leaf.segment.fields.get(field);
    if (!postings) continue;
    segmentsWithField++;
    sumTotalTermFreq += postings.sumTotalTermFreq;
    for (let t = 0; t < postings.terms.length; t++) {
      const term = postings.terms[t];
      docFreq.set(term, (docFreq.get(term) ?? 0) + postings.docFreq[t]);
      totalTermFreq.set(term, (totalTermFreq.get(term) ?? 0) + postings.totalTermFreq[t]);
    }
  }
  return { terms: [...docFreq.keys()].sort(compareUtf8), docFreq, totalTermFreq, sumTotalTermFreq, segmentsWithField, maxDoc };
}

function similarity(s: SpellcheckSettings, term: string, candidate: string, boost: number): number {
  switch (s.stringDistance) {
    case 'damerau_levenshtein': return luceneLevenshteinSimilarity(term, candidate);
    case 'levenshtein': return levenshteinSimilarity(term, candidate);
    case 'jaro_winkler': return jaroWinklerSimilarity(term, candidate);
    case 'ngram': return ngramSimilarity(term, candidate);
    default: return boost;
  }
}

interface ScoreTerm {
  term: string;
  score: number;
  freq: number;
}

/** DirectSpellChecker's inner pass: the best `inspections` candidates within `edits` (score desc, term asc). */
function candidatesWithin(s: SpellcheckSettings, field: ShardTerms, term: string, edits: number, threshold: number, inspections: number): ScoreTerm[] {
  const query = codePoints(term);
  const prefix = Math.max(s.prefixLength, edits - 1);
  const fixed = String.fromCodePoint(...query.slice(0, prefix));
  const out: ScoreTerm[] = [];
  for (const candidate of field.terms) {
    if (!candidate.startsWith(fixed) || candidate === term) continue;
    const c = codePoints(candidate);
    if (Math.abs(c.length - query.length) > edits) continue;
    const ed = editDistance(query.slice(prefix), c.slice(prefix), true);
    if (ed > edits) continue;
    const df = field.docFreq.get(candidate)!;
    if (df <= threshold) continue;
    const boost = ed === 0 ? 1 : Math.fround(1 - Math.fround(ed / Math.min(c.length, query.length)));
    const score = similarity(s, term, candidate, boost);
    if (score < s.accuracy) continue;
    out.push({ term: candidate, score, freq: df });
  }
  out.sort((a, b) => b.score - a.score || compareUtf8(a.term, b.term));
  return out.slice(0, inspections);
}

/** The comparator the suggestion sorts by: score (then frequency) or frequency (then score), then text. */
export function suggestWordOrder(sort: 'score' | 'frequency') {
  return (a: SuggestWord, b: SuggestWord) => (sort === 'frequency'
    ? b.freq - a.freq || b.score - a.score
    : b.score - a.score || b.freq - a.freq) || compareUtf8(a.text, b.text);
}

/** DirectSpellChecker.suggestSimilar for one term of a shard. */
export function suggestSimilar(s: SpellcheckSettings, field: ShardTerms, term: string, numSug: number, mode: SuggestMode): SuggestWord[] {
  if (s.minWordLength > 0 && codePoints(term).length < s.minWordLength) return [];
  let docFreq = field.docFreq.get(term) ?? 0;
  if (mode === 'missing' && docFreq > 0) return [];
  if (s.maxTermFreq >= 1 ? docFreq > s.maxTermFreq : docFreq > Math.ceil(Math.fround(s.maxTermFreq * field.maxDoc))) return [];
  if (mode !== 'popular') docFreq = 0;
  if (s.minDocFreq >= 1) docFreq = Math.max(docFreq, Math.trunc(s.minDocFreq));
  else if (s.minDocFreq > 0) docFreq = Math.max(docFreq, Math.trunc(Math.fround(s.minDocFreq * field.maxDoc)) - 1);
  const inspections = numSug * s.maxInspections;
  const found = new Map<string, ScoreTerm>();
  for (const t of candidatesWithin(s, field, term, 1, docFreq, inspections)) found.set(t.term, t);
  if (s.maxEdits > 1 && found.size < inspections) {
    for (const t of candidatesWithin(s, field, term, s.maxEdits, docFreq, inspections)) if (!found.has(t.term)) found.set(t.term, t);
  }
  const words = [...found.values()].map((t) => ({ text: t.term, score: t.score, freq: t.freq }));
  words.sort(suggestWordOrder(s.sort));
  return words.slice(0, numSug);
}

/** The analyzer a suggestion uses: its own, else the field's search analyzer. */
export function suggestAnalyzer(index: IndexService, field: string, analyzer: string | undefined): Analyzer | undefined {
  if (analyzer !== undefined) {
    const a = index.analyzerByName(analyzer);
    if (!a) throw illegalArgument(`analyzer [${analyzer}] doesn't exists`);
    return a;
  }
  const m = index.fieldMapping(field);
  return m ? index.searchAnalyzer(m) : index.analysis.defaultSearchAnalyzer;
}

/** One shard's entries: one per token of the text, with that shard's candidates. */
export function suggestTermsOnShard(index: IndexService, searcher: ShardSearcher, s: SpellcheckSettings, text: string): TermEntry[] {
  const analyzer = suggestAnalyzer(index, s.field, s.analyzer);
  const tokens = analyzer ? analyzer.analyze(text).tokens : [{ term: text, startOffset: 0, endOffset: text.length }];
  const field = shardTerms(searcher, s.field);
  const shardSize = s.shardSize ?? Math.max(s.size, 5);
  return tokens.map((t) => ({
    text: t.term,
    offset: t.startOffset,
    length: t.endOffset - t.startOffset,
    options: suggestSimilar(s, field, t.term, shardSize, s.suggestMode),
  }));
}

/** TermSuggestion.reduce: the shards' entries merged token by token (frequencies summed, best score kept), sorted and cut to `size`. */
export function reduceTermEntries(shards: TermEntry[][], s: SpellcheckSettings): TermEntry[] {
  if (shards.length === 0) return [];
  const first = shards[0];
  return first.map((entry, i) => {
    const merged = new Map<string, SuggestWord>();
    for (const shard of shards) {
      for (const o of shard[i]?.options ?? []) {
        const had = merged.get(o.text);
        if (had) {
          had.freq += o.freq;
          had.score = Math.max(had.score, o.score);
        } else merged.set(o.text, { ...o });
      }
    }
    const options = [...merged.values()].sort(suggestWordOrder(s.sort)).slice(0, s.size);
    return { text: entry.text, offset: entry.offset, length: entry.length, options };
  });
}
