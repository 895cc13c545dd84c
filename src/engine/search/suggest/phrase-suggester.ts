/**
 * The phrase suggester (ES 6.8's PhraseSuggester and NoisyChannelSpellChecker): the text is analysed into
 * one candidate set per position (shingles skipped when unigrams are forced), each set filled by the
 * candidate generators (the term suggester's DirectSpellChecker on their fields, threshold frequencies as
 * DirectCandidateGenerator sets them, pre/post filters), then every path through the sets with at most
 * `max_errors` changes is scored by the language model (stupid backoff, Laplace or linear interpolation
 * over the field's n-grams) times the channel model (the real word likelihood for kept words, the string
 * distance for changed ones). Corrections scoring above the input's score times `confidence` are kept.
 */
import type { Analyzer } from '../../analysis/analyzer';
import { chainSteps } from '../../analysis/analysis-chain';
import { shingleSettings } from '../../analysis/token-filters/shingle';
import { illegalArgument, illegalState } from '../../errors/catalog';
import { notSupportedYet } from '../../errors/not-supported-yet';
import type { IndexService } from '../../index/index-service';
import type { ShardSearcher } from '../../query/query';
import { compareUtf8 } from '../../util/utf8';
import type { DirectGenerator, PhraseSuggestion } from './phrase-options';
import { shardTerms, suggestAnalyzer, suggestSimilar, type ShardTerms } from './term-suggester';

export interface PhraseOption {
  text: string;
  highlighted?: string;
  score: number;
}

export interface PhraseEntry {
  text: string;
  offset: number;
  length: number;
  /** Options below it are dropped when the shards' entries are merged (the highest cutoff wins). */
  cutoffScore: number;
  options: PhraseOption[];
}

/** Double.MIN_VALUE: the cutoff when the input is not scored. */
const MIN_DOUBLE = 5e-324;

interface Candidate {
  term: string;
  frequency: number;
  stringDistance: number;
  score: number;
  userInput: boolean;
}

interface CandidateSet {
  original: Candidate;
  candidates: Candidate[];
}

/** Candidate.compareTo: by score, then later terms first (weaker). */
function compareCandidates(a: Candidate, b: Candidate): number {
  return a.score === b.score ? compareUtf8(b.term, a.term) : a.score < b.score ? -1 : 1;
}

/** One field's frequencies as the suggesters read them: total term frequencies, or doc frequencies for docs-only fields. */
class FieldStats {
  readonly dictSize: number;
  constructor(readonly terms: ShardTerms, readonly useTotalTermFreq: boolean) {
    this.dictSize = useTotalTermFreq ? terms.sumTotalTermFreq : terms.maxDoc;
  }

  frequency(term: string): number {
    return (this.useTotalTermFreq ? this.terms.totalTermFreq.get(term) : this.terms.docFreq.get(term)) ?? 0;
  }
}

function fieldStats(index: IndexService, searcher: ShardSearcher, field: string): FieldStats | undefined {
  const terms = shardTerms(searcher, field);
  if (terms.segmentsWithField === 0) return undefined;
  const m = index.fieldMapping(field);
  return new FieldStats(terms, !(m && m.indexOptions === 'docs'));
}

/** The first token of a filter analyzer's output (DirectCandidateGenerator.preFilter), or the term itself. */
function filtered(analyzer: Analyzer | undefined, term: string): string {
  if (!analyzer) return term;
  const tokens = analyzer.analyze(term).tokens;
  return tokens.length > 0 ? tokens[tokens.length - 1].term : term;
}

/** DirectCandidateGenerator. */
class Generator {
  private readonly plateau: number;
  private readonly pre?: Analyzer;
  private readonly post?: Analyzer;

  constructor(index: IndexService, private readonly g: DirectGenerator, private readonly stats: FieldStats, private readonly nonErrorLikelihood: number) {
    this.plateau = g.minDocFreq >= 1 ? Math.trunc(g.minDocFreq) : Math.trunc(stats.dictSize * g.minDocFreq);
    const analyzer = (name: string | undefined) => {
      if (name === undefined) return undefined;
      const a = index.analyzerByName(name);
      if (!a) throw illegalArgument(`Analyzer [${name}] doesn't exists`);
      return a;
    };
    this.pre = analyzer(g.preFilter);
    this.post = analyzer(g.postFilter);
  }

  private score(frequency: number, errorScore: number): number {
    return errorScore * ((frequency + 1) / (this.stats.dictSize + 1));
  }

  frequency(term: string): number {
    return this.stats.frequency(filtered(this.pre, term));
  }

  createCandidate(term: string, userInput: boolean): Candidate {
    const frequency = this.frequency(term);
    return { term, frequency, stringDistance: 1, score: this.score(frequency, 1), userInput };
  }

  private thresholdFrequency(termFrequency: number): number {
    if (termFrequency <= 0) return 0;
    return Math.max(0, Math.round(termFrequency * (Math.log10(termFrequency - this.plateau) * (1 / Math.log10(5))) + 1));
  }

  draw(set: CandidateSet) {
    const term = filtered(this.pre, set.original.term);
    const threshold = this.g.suggestMode === 'always' ? 0 : this.thresholdFrequency(set.original.frequency);
    const words = suggestSimilar({ ...this.g, minDocFreq: threshold }, this.stats.terms, term, this.g.size, this.g.suggestMode);
    const found: Candidate[] = [];
    for (const w of words) {
      const candidate: Candidate = { term: w.text, frequency: this.stats.frequency(w.text), stringDistance: w.score, score: this.score(w.freq, w.score), userInput: false };
      if (!this.post) {
        found.push(candidate);
        continue;
      }
      for (const t of this.post.analyze(candidate.term).tokens) {
        if (t.positionIncrement > 0 && t.term === candidate.term) {
          found.push({ term: t.term, frequency: this.stats.frequency(t.term), stringDistance: candidate.stringDistance, score: this.score(candidate.frequency, candidate.stringDistance), userInput: false });
        } else {
          found.push({ term: t.term, frequency: candidate.frequency, stringDistance: this.nonErrorLikelihood, score: this.score(candidate.frequency, candidate.stringDistance), userInput: false });
        }
      }
    }
    // CandidateSet.addCandidates: deduped by term (the existing one kept), strongest first.
    const byTerm = new Map<string, Candidate>();
    for (const c of found) if (!byTerm.has(c.term)) byTerm.set(c.term, c);
    for (const c of set.candidates) if (!byTerm.has(c.term)) byTerm.set(c.term, c);
    set.candidates = [...byTerm.values()].sort((a, b) => compareCandidates(b, a));
  }
}

/** The language model over the suggestion field (WordScorer and its smoothings). */
class WordScorer {
  private readonly vocabularySize: number;
  private readonly numTerms: number;

  constructor(private readonly stats: FieldStats, private readonly spec: PhraseSuggestion) {
    this.vocabularySize = stats.dictSize;
    // Terms.size(): known for one segment, -1 for a MultiTerms; 0 when that could divide by zero.
    const size = stats.terms.segmentsWithField === 1 ? stats.terms.terms.length : -1;
    this.numTerms = this.vocabularySize + size > 1 ? size : 0;
  }

  private frequency(term: string): number {
    return this.stats.frequency(term);
  }

  private join(...terms: string[]): string {
    return terms.join(this.spec.separator);
  }

  private channel(c: Candidate): number {
    return c.stringDistance === 1 ? this.spec.realWordErrorLikelihood : c.stringDistance;
  }

  private unigram(w: Candidate): number {
    const s = this.spec.smoothing;
    if (s?.type === 'laplace') return (s.alpha + this.frequency(w.term)) / (s.alpha * this.numTerms + this.vocabularySize);
    return (1 + this.frequency(w.term)) / (this.vocabularySize + this.numTerms);
  }

  private bigram(w: Candidate, w1: Candidate): number {
    const s = this.spec.smoothing ?? { type: 'stupid_backoff', discount: 0.4 };
    const count = this.frequency(this.join(w1.term, w.term));
    if (s.type === 'laplace') return (s.alpha + count) / (w1.frequency + s.alpha * this.numTerms);
    if (s.type === 'linear_interpolation') {
      if (count < 1) return s.unigramLambda * this.unigram(w);
      return s.bigramLambda * (count / (0.5 + w1.frequency)) + s.unigramLambda * this.unigram(w);
    }
    if (count < 1) return s.discount * this.unigram(w);
    return count / (w1.frequency + 0.00000000001);
  }

  private trigram(w: Candidate, w1: Candidate, w2: Candidate): number {
    const s = this.spec.smoothing ?? { type: 'stupid_backoff', discount: 0.4 };
    if (s.type === 'laplace') return (s.alpha + this.frequency(this.join(w2.term, w1.term, w.term))) / (this.frequency(this.join(w1.term, w.term)) + s.alpha * this.numTerms);
    if (s.type === 'linear_interpolation') {
      const count = this.frequency(this.join(w.term, w1.term, w2.term));
      if (count < 1) return this.bigram(w, w1);
      return s.trigramLambda * (count / (1 + this.frequency(this.join(w.term, w1.term)))) + this.bigram(w, w1);
    }
    const bigramCount = this.frequency(this.join(w1.term, w.term));
    if (bigramCount < 1) return s.discount * this.unigram(w);
    const trigramCount = this.frequency(this.join(w2.term, w1.term, w.term));
    if (trigramCount < 1) return s.discount * (bigramCount / (w1.frequency + 0.00000000001));
    return trigramCount / (bigramCount + 0.00000000001);
  }

  /** log10 of the channel score times the n-gram probability of the word at `at`. */
  score(path: Candidate[], at: number, gramSize: number): number {
    const c = this.channel(path[at]);
    if (at === 0 || gramSize === 1) return Math.log10(c * this.unigram(path[at]));
    if (at === 1 || gramSize === 2) return Math.log10(c * this.bigram(path[at], path[at - 1]));
    return Math.log10(c * this.trigram(path[at], path[at - 1], path[at - 2]));
  }
}

interface Correction {
  score: number;
  candidates: Candidate[];
}

/** Correction.compareTo: by score, then the first differing term (later terms weaker), then length. */
function compareCorrections(a: Correction, b: Correction): number {
  if (a.score === b.score) {
    const limit = Math.min(a.candidates.length, b.candidates.length);
    for (let i = 0; i < limit; i++) {
      const cmp = compareUtf8(a.candidates[i].term, b.candidates[i].term);
      if (cmp !== 0) return -cmp;
    }
    return a.candidates.length - b.candidates.length;
  }
  return a.score < b.score ? -1 : 1;
}

/** CandidateScorer.findBestCandiates: every path with at most the allowed changes, the best `max` kept. */
function bestCorrections(sets: CandidateSet[], scorer: WordScorer, gramSize: number, maxErrors: number, max: number, cutoff: number): Correction[] {
  if (sets.length === 0) return [];
  const misspellings = maxErrors >= 1 ? Math.trunc(maxErrors) : Math.round(Math.fround(maxErrors * sets.length));
  const top: Correction[] = [];
  const path: Candidate[] = new Array(sets.length);
  const update = (logScore: number) => {
    const score = Math.exp(logScore);
    if (!(score > cutoff)) return;
    const c: Correction = { score, candidates: [...path] };
    if (top.length < max) top.push(c);
    else {
      let weakest = 0;
      for (let i = 1; i < top.length; i++) if (compareCorrections(top[i], top[weakest]) < 0) weakest = i;
      if (compareCorrections(top[weakest], c) < 0) top[weakest] = c;
    }
  };
  const walk = (ord: number, left: number, pathScore: number) => {
    const current = sets[ord];
    const last = ord === sets.length - 1;
    path[ord] = current.original;
    const originalScore = pathScore + scorer.score(path, ord, gramSize);
    if (last) update(originalScore);
    else walk(ord + 1, left, originalScore);
    if (left <= 0) return;
    for (const c of current.candidates) {
      path[ord] = c;
      const s = pathScore + scorer.score(path, ord, gramSize);
      if (last) update(s);
      else walk(ord + 1, left - 1, s);
    }
  };
  walk(0, Math.max(1, misspellings), 0);
  return top.sort((a, b) => compareCorrections(b, a));
}

/** Correction.join with highlighting: runs of changed words wrapped in the tags. */
function joinCorrection(c: Correction, separator: string, tags?: { preTag: string; postTag: string }): string {
  return c.candidates.map((cand, i) => {
    if (!tags || cand.userInput) return cand.term;
    let out = '';
    if (i === 0 || c.candidates[i - 1].userInput) out += tags.preTag;
    out += cand.term;
    if (i === c.candidates.length - 1 || c.candidates[i + 1].userInput) out += tags.postTag;
    return out;
  }).join(separator);
}

/** The gram size and unigram checks of PhraseSuggestionBuilder.build, with the generators it defaults to. */
function prepare(spec: PhraseSuggestion, analyzer: Analyzer | undefined): { gramSize: number; generators: DirectGenerator[] } {
  const steps = analyzer ? chainSteps(analyzer) : undefined;
  let shingle: ReturnType<typeof shingleSettings>;
  for (const f of steps?.filters ?? []) {
    shingle = shingleSettings(f.filter);
    if (shingle) break;
  }
  const gramSize = spec.gramSize ?? shingle?.maxShingleSize ?? 1;
  if (spec.generators.length > 0) return { gramSize, generators: spec.generators };
  if (shingle && shingle.minShingleSize > 1 && !shingle.outputUnigrams && spec.forceUnigrams) {
    throw illegalArgument(`The default candidate generator for phrase suggest can't operate on field: [${spec.field}] since it doesn't emit unigrams. If this is intentional try to set the candidate generator field explicitly`);
  }
  return { gramSize, generators: [defaultGenerator(spec.field)] };
}

function defaultGenerator(field: string): DirectGenerator {
  return { field, size: 5, suggestMode: 'missing', accuracy: 0.5, sort: 'score', stringDistance: 'internal', maxEdits: 2, maxInspections: 5, maxTermFreq: 0.01, prefixLength: 1, minWordLength: 4, minDocFreq: 0 };
}

/** One shard's phrase suggestions. */
export function suggestPhraseOnShard(index: IndexService, searcher: ShardSearcher, spec: PhraseSuggestion, text: string): PhraseEntry {
  if (spec.collate) throw notSupportedYet('phrase suggester option', 'collate');
  const analyzer = suggestAnalyzer(index, spec.field, spec.analyzer);
  const { gramSize, generators } = prepare(spec, analyzer);
  const entry = (cutoffScore: number): PhraseEntry => ({ text, offset: 0, length: text.length, cutoffScore, options: [] });
  const gens: Generator[] = [];
  for (const g of generators) {
    const stats = fieldStats(index, searcher, g.field);
    if (stats) gens.push(new Generator(index, g, stats, spec.realWordErrorLikelihood));
  }
  const suggestStats = fieldStats(index, searcher, spec.field);
  if (gens.length === 0 || !suggestStats) return entry(MIN_DOUBLE);
  const shardSize = spec.shardSize ?? Math.max(spec.size, 5);
  // NoisyChannelSpellChecker: one candidate set per position; synonyms at the same position join the set.
  const sets: CandidateSet[] = [];
  const tokens = analyzer ? analyzer.analyze(text).tokens : [{ term: text, positionIncrement: 1, type: 'word' }];
  let anyUnigram = false;
  for (const t of tokens) {
    if (spec.forceUnigrams && t.type === 'shingle') continue;
    anyUnigram = true;
    if (t.positionIncrement === 0 && t.type === 'SYNONYM' && sets.length > 0) {
      const freq = gens[0].frequency(t.term);
      if (freq > 0) sets[sets.length - 1].candidates.push({ ...gens[0].createCandidate(t.term, false), stringDistance: spec.realWordErrorLikelihood });
      continue;
    }
    sets.push({ original: gens[0].createCandidate(t.term, true), candidates: [] });
  }
  if (spec.forceUnigrams && !anyUnigram && tokens.length > 0) throw illegalState('At least one unigram is required but all tokens were ngrams');
  if (sets.length === 0 || sets.length >= spec.tokenLimit) return entry(MIN_DOUBLE);
  for (const set of sets) {
    for (const g of gens) g.draw(set);
    if (set.candidates.length > shardSize) set.candidates = set.candidates.slice(0, shardSize);
  }
  const scorer = new WordScorer(suggestStats, spec);
  let cutoff = MIN_DOUBLE;
  if (spec.confidence > 0) {
    const path = sets.map((s) => s.original);
    let log = 0;
    for (let i = 0; i < path.length; i++) log += scorer.score(path, i, gramSize);
    cutoff = Math.exp(log) * spec.confidence;
  }
  const corrections = bestCorrections(sets, scorer, gramSize, spec.maxErrors, shardSize, cutoff);
  const result = entry(cutoff);
  for (const c of corrections) {
    const option: PhraseOption = { text: joinCorrection(c, ' '), score: Math.fround(c.score) };
    if (spec.highlight) option.highlighted = joinCorrection(c, ' ', spec.highlight);
    if (option.score > cutoff) result.options.push(option);
  }
  return result;
}

/** PhraseSuggestion's reduce: options merged by text (best score), the highest cutoff applied, best first, `size` kept. */
export function reducePhraseEntries(shards: PhraseEntry[], spec: PhraseSuggestion): PhraseEntry[] {
  if (shards.length === 0) return [];
  const cutoffScore = Math.max(...shards.map((s) => s.cutoffScore));
  const byText = new Map<string, PhraseOption>();
  for (const s of shards) {
    for (const o of s.options) {
      const had = byText.get(o.text);
      if (!had || o.score > had.score) byText.set(o.text, o);
    }
  }
  const options = [...byText.values()].filter((o) => o.score > cutoffScore)
    .sort((a, b) => b.score - a.score || compareUtf8(a.text, b.text)).slice(0, spec.size);
  return [{ text: shards[0].text, offset: 0, length: shards[0].length, cutoffScore, options }];
}
