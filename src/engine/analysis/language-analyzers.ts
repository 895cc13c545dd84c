import { own } from '../util/own';
import { chainAnalyzer, cutAfterWhitespace, pieceSafe, withCuts, type TokenFilter, type Tokenizer } from './analysis-chain';
import type { Analyzer } from './analyzer';
import { germanLightStem, germanNormalize } from './stemmers/german';
import { brazilianTermStem } from './stemmers/brazilian';
import { czechStem } from './stemmers/czech';
import { frenchLightStem, italianLightStem, portugueseLightStem, spanishLightStem } from './stemmers/romance';
import { snowballStemmer } from './stemmers/snowball';
import { porterStem } from './token-filters/porter';
import { DEFAULT_STOP_WORDS } from './stop-words/named';
import { parseStemExclusion, parseStopWords } from './stop-words/parse';
import { apostropheFilter, decimalDigitFilter, elisionFilter } from './token-filters/common';
import { bengaliNormalize, bengaliStem, hindiNormalize, hindiStem, indicNormalize } from './stemmers/indic';
import { arabicNormalize, arabicStem, persianNormalize } from './stemmers/arabic';
import { bulgarianStem } from './stemmers/bulgarian';
import { greekLowerCase, greekStem } from './stemmers/greek';
import { indonesianStem } from './stemmers/indonesian';
import { latvianStem } from './stemmers/latvian';
import { galicianStem } from './stemmers/rslp/galician';
import { soraniNormalize, soraniStem } from './stemmers/sorani';
import { thaiTokenizer } from './tokenizers/thai';
import { cjkBigramFilter, cjkWidthFilter } from './token-filters/cjk';
import { lowercaseFilter, stopFilter } from './token-filters/filters';
import { englishPossessiveFilter, irishLowerCaseFilter, turkishLowerCaseFilter } from './token-filters/language-filters';
import { keywordAwareNormalizeFilter, normalizeFilter, stemFilter } from './token-filters/stemming';
import { standardTokenizer } from './tokenizers/standard';
import type { Token } from './token';

/**
 * Elasticsearch 6.8's language analyzers, each as its Lucene 7.7 Analyzer builds the chain: the standard
 * tokenizer, the language's filters in Lucene's order, its default stop set (`stopwords` and
 * `stopwords_path` as ES's providers read them) and `stem_exclusion` as a keyword marker before the stemmer.
 */

const FRENCH_ARTICLES = ['l', 'm', 't', 'qu', 'n', 's', 'j', 'd', 'c', 'jusqu', 'quoiqu', 'lorsqu', 'puisqu'];
const CATALAN_ARTICLES = ['d', 'l', 'm', 'n', 's', 't'];
const IRISH_ARTICLES = ['d', 'm', 'b'];
/** IrishAnalyzer's HYPHENATIONS: the mutation prefixes the standard tokenizer splits off at a hyphen (t-athair). */
const IRISH_HYPHENATIONS = ['h', 'n', 't'];
const ITALIAN_ARTICLES = ['c', 'l', 'all', 'dall', 'dell', 'nell', 'sull', 'coll', 'pell', 'gl', 'agl', 'dagl', 'degl', 'negl', 'sugl', 'un', 'm', 't', 's', 'v', 'd'];
/** DutchAnalyzer's default stemmer override dictionary. */
const DUTCH_STEM_DICT = new Map([['fiets', 'fiets'], ['bromfiets', 'bromfiets'], ['ei', 'eier'], ['kind', 'kinder']]);

/** SetKeywordMarkerFilter over `stem_exclusion` (Lucene adds it only for a non-empty set). */
function stemExclusion(words: readonly string[]): TokenFilter[] {
  if (words.length === 0) return [];
  const set = new Set(words);
  return [(tokens) => {
    for (const t of tokens) if (set.has(t.term)) t.keyword = true;
    return tokens;
  }];
}

/** StemmerOverrideFilter with a fixed dictionary: an overridden term becomes a keyword. */
function stemOverride(dict: ReadonlyMap<string, string>): TokenFilter {
  return (tokens: Token[]) => {
    for (const t of tokens) {
      if (t.keyword) continue;
      const to = dict.get(t.term);
      if (to !== undefined) {
        t.term = to;
        t.keyword = true;
      }
    }
    return tokens;
  };
}

const elision = (articles: string[]) => elisionFilter({ articles, articles_case: true });

interface LanguageChain {
  /** Filters after the tokenizer, given the stop filter and the stem-exclusion marker to place. */
  filters(stop: TokenFilter, exclusion: TokenFilter[]): TokenFilter[];
  stopDefaults: string;
  /** The tokenizer when not the standard one (Thai; Persian's ZWNJ char filter in front of it). */
  tokenizer?: () => Tokenizer;
  /** False for the analyzers whose ES provider reads no `stem_exclusion` (Greek, Persian, Thai). */
  stemExclusion?: boolean;
}

const snowballChain = (cls: string, stopDefaults: string): LanguageChain => ({
  stopDefaults,
  filters: (stop, ex) => [lowercaseFilter, stop, ...ex, stemFilter(snowballStemmer(cls))],
});

const LANGUAGES: ReadonlyMap<string, LanguageChain> = new Map<string, LanguageChain>([
  ['english', { stopDefaults: 'english', filters: (stop, ex) => [englishPossessiveFilter, lowercaseFilter, stop, ...ex, stemFilter(porterStem)] }],
  ['french', { stopDefaults: 'french', filters: (stop, ex) => [elision(FRENCH_ARTICLES), lowercaseFilter, stop, ...ex, stemFilter(frenchLightStem)] }],
  ['german', { stopDefaults: 'german', filters: (stop, ex) => [lowercaseFilter, stop, ...ex, normalizeFilter(germanNormalize), stemFilter(germanLightStem)] }],
  ['italian', { stopDefaults: 'italian', filters: (stop, ex) => [elision(ITALIAN_ARTICLES), lowercaseFilter, stop, ...ex, stemFilter(italianLightStem)] }],
  ['spanish', { stopDefaults: 'spanish', filters: (stop, ex) => [lowercaseFilter, stop, ...ex, stemFilter(spanishLightStem)] }],
  ['portuguese', { stopDefaults: 'portuguese', filters: (stop, ex) => [lowercaseFilter, stop, ...ex, stemFilter(portugueseLightStem)] }],
  ['bengali', {
    stopDefaults: 'bengali',
    filters: (stop, ex) => [lowercaseFilter, decimalDigitFilter, ...ex, normalizeFilter(indicNormalize), keywordAwareNormalizeFilter(bengaliNormalize), stop, stemFilter(bengaliStem)],
  }],
  ['brazilian', { stopDefaults: 'brazilian', filters: (stop, ex) => [lowercaseFilter, stop, ...ex, stemFilter(brazilianTermStem)] }],
  ['czech', { stopDefaults: 'czech', filters: (stop, ex) => [lowercaseFilter, stop, ...ex, stemFilter(czechStem)] }],
  ['dutch', { stopDefaults: 'dutch', filters: (stop, ex) => [lowercaseFilter, stop, ...ex, stemOverride(DUTCH_STEM_DICT), stemFilter(snowballStemmer('Dutch'))] }],
  ['turkish', { stopDefaults: 'turkish', filters: (stop, ex) => [apostropheFilter, turkishLowerCaseFilter, stop, ...ex, stemFilter(snowballStemmer('Turkish'))] }],
  ['arabic', {
    stopDefaults: 'arabic',
    // The stop set is not normalised, so it runs before normalisation.
    filters: (stop, ex) => [lowercaseFilter, decimalDigitFilter, stop, normalizeFilter(arabicNormalize), ...ex, stemFilter(arabicStem)],
  }],
  ['persian', {
    stopDefaults: 'persian',
    tokenizer: () => persianTokenizer,
    stemExclusion: false,
    filters: (stop) => [lowercaseFilter, decimalDigitFilter, normalizeFilter(arabicNormalize), normalizeFilter(persianNormalize), stop],
  }],
  ['sorani', {
    stopDefaults: 'sorani',
    filters: (stop, ex) => [normalizeFilter(soraniNormalize), lowercaseFilter, decimalDigitFilter, stop, ...ex, stemFilter(soraniStem)],
  }],
  ['hindi', {
    stopDefaults: 'hindi',
    filters: (stop, ex) => [lowercaseFilter, decimalDigitFilter, ...ex, normalizeFilter(indicNormalize), keywordAwareNormalizeFilter(hindiNormalize), stop, stemFilter(hindiStem)],
  }],
  ['greek', {
    stopDefaults: 'greek',
    stemExclusion: false,
    filters: (stop) => [normalizeFilter(greekLowerCase), stop, stemFilter(greekStem)],
  }],
  ['thai', {
    stopDefaults: 'thai',
    tokenizer: thaiTokenizer,
    stemExclusion: false,
    filters: (stop) => [lowercaseFilter, decimalDigitFilter, stop],
  }],
  ['catalan', { stopDefaults: 'catalan', filters: (stop, ex) => [elision(CATALAN_ARTICLES), lowercaseFilter, stop, ...ex, stemFilter(snowballStemmer('Catalan'))] }],
  ['irish', {
    stopDefaults: 'irish',
    filters: (stop, ex) => [stopFilter(IRISH_HYPHENATIONS, true), elision(IRISH_ARTICLES), irishLowerCaseFilter, stop, ...ex, stemFilter(snowballStemmer('Irish'))],
  }],
  ['bulgarian', { stopDefaults: 'bulgarian', filters: (stop, ex) => [lowercaseFilter, stop, ...ex, stemFilter(bulgarianStem)] }],
  ['indonesian', { stopDefaults: 'indonesian', filters: (stop, ex) => [lowercaseFilter, stop, ...ex, stemFilter((t) => indonesianStem(t))] }],
  ['galician', { stopDefaults: 'galician', filters: (stop, ex) => [lowercaseFilter, stop, ...ex, stemFilter(galicianStem)] }],
  ['latvian', { stopDefaults: 'latvian', filters: (stop, ex) => [lowercaseFilter, stop, ...ex, stemFilter(latvianStem)] }],
  ['armenian', snowballChain('Armenian', 'armenian')],
  ['lithuanian', snowballChain('Lithuanian', 'lithuanian')],
  ['basque', snowballChain('Basque', 'basque')],
  ['danish', snowballChain('Danish', 'danish')],
  ['finnish', snowballChain('Finnish', 'finnish')],
  ['hungarian', snowballChain('Hungarian', 'hungarian')],
  ['norwegian', snowballChain('Norwegian', 'norwegian')],
  ['romanian', snowballChain('Romanian', 'romanian')],
  ['russian', snowballChain('Russian', 'russian')],
  ['swedish', snowballChain('Swedish', 'swedish')],
]);


const standard = () => withCuts(standardTokenizer(255), cutAfterWhitespace);

/** PersianAnalyzer's PersianCharFilter (ZWNJ read as a space, one unit for one, so offsets stay) before the standard tokenizer. */
const persianStandard = standardTokenizer(255);
const persianTokenizer: Tokenizer = withCuts((text) => persianStandard(text.replace(/\u200C/g, ' ')), cutAfterWhitespace);
const stopOf = (conf: unknown, defaults: readonly string[]) => pieceSafe(stopFilter(parseStopWords(conf, defaults)));

/** ES's DEFAULT_LANGUAGE_STOPWORDS of the snowball analyzer. */
const SNOWBALL_STOP_DEFAULTS = new Map([['English', 'english'], ['Dutch', 'dutch'], ['German', 'german'], ['German2', 'german']]);

/**
 * The language analyzer `type` with its settings, or undefined when `type` is not one. Every filter of
 * these chains looks at one token at a time, so they can be run on a value cut into pieces.
 */
export function languageAnalyzer(type: string, gap: number, conf: Record<string, unknown>): Analyzer | undefined {
  const lang = LANGUAGES.get(type);
  if (lang) {
    const exclusion = lang.stemExclusion === false ? [] : stemExclusion(parseStemExclusion(conf));
    const filters = lang.filters(stopOf(conf, DEFAULT_STOP_WORDS.get(lang.stopDefaults)!), exclusion).map(pieceSafe);
    return chainAnalyzer(type, lang.tokenizer ? lang.tokenizer() : standard(), filters, gap);
  }
  switch (type) {
    case 'cjk':
      // CJKAnalyzer: standard tokenizer, width folding, lower-casing, bigrams, then its stop set.
      return chainAnalyzer(type, standard(), [cjkWidthFilter, lowercaseFilter, cjkBigramFilter({}), stopOf(conf, DEFAULT_STOP_WORDS.get('cjk')!)], gap);
    case 'chinese':
      // ChineseAnalyzerProvider: a StandardAnalyzer with the English stop set (the Chinese analyzer of old).
      return chainAnalyzer(type, standard(), [pieceSafe(lowercaseFilter), stopOf({}, DEFAULT_STOP_WORDS.get('english')!)], gap);
    case 'snowball': {
      // ES's SnowballAnalyzer: the language as given (a class-name stem, case-sensitive), its default stop set.
      const language = String(own(conf, 'language') ?? own(conf, 'name') ?? 'English');
      const defaults = SNOWBALL_STOP_DEFAULTS.get(language);
      const stem = stemFilter(snowballStemmer(language));
      const filters: TokenFilter[] = [];
      if (language === 'English' || language === 'Porter' || language === 'Lovins') filters.push(englishPossessiveFilter);
      filters.push(language === 'Turkish' ? turkishLowerCaseFilter : lowercaseFilter);
      filters.push(stopFilter(parseStopWords(conf, defaults ? DEFAULT_STOP_WORDS.get(defaults)! : [])), stem);
      return chainAnalyzer(type, standard(), filters.map(pieceSafe), gap);
    }
    default:
      return undefined;
  }
}

