import { actionRequestValidation, illegalArgument } from '../errors/catalog';
import { drainSteps, type Steps } from '../util/cooperation';
import { isObject } from '../util/json';
import { own } from '../util/own';
import { parseJavaInt } from '../util/java-numbers';
import { EsError } from '../errors/es-error';
import type { Analyzer } from './analyzer';
import { addsAttributes, chainAnalyzer, chainSteps, deprecatedFilter, deprecationOf, customChain, cutAfterWhitespace, pieceSafe, withCuts, type ChainSteps, type TokenFilter, type Tokenizer } from './analysis-chain';
import { buildCharFilter, isBuiltinCharFilterName } from './char-filters/factory';
import type { CharFilter } from './char-filters/offset-map';
import { explainAnalyze, TokenList, type AnalyzeToken } from './explain';
import { isJavaLetter, isJavaWhitespace, javaToLowerCase } from './java-chars';
import { asciiFoldingFilter, ENGLISH_STOP_WORDS, lowercaseFilter, noopFilter, stopFilter, typeAsPayloadFilter } from './token-filters/filters';
import { charTokenizer } from './tokenizers/char-tokenizer';
import { edgeNgramTokenizer, ngramTokenizer, tokenChars } from './tokenizers/ngram';
import { patternTokenizer } from './tokenizers/pattern';
import { charGroupTokenizer } from './tokenizers/char-group';
import { pathHierarchyTokenizer } from './tokenizers/path-hierarchy';
import { thaiTokenizer } from './tokenizers/thai';
import { apostropheFilter, decimalDigitFilter, elisionFilter, javaUppercaseFilter, keepFilter, keepTypesFilter, lengthFilter, limitFilter, patternReplaceFilter, reverseFilter, trimFilter, truncateFilter, uniqueFilter } from './token-filters/common';
import { edgeNgramFilter, gramSizes, ngramFilter } from './token-filters/ngram';
import { porterStemFilter } from './token-filters/porter';
import { kstemFilter } from './token-filters/kstem/kstem-filter';
import { minHashFilter } from './token-filters/min-hash';
import { patternCaptureFilter } from './token-filters/pattern-capture';
import { shingleFilter } from './token-filters/shingle';
import { fingerprintFilter } from './token-filters/fingerprint';
import { delimitedPayloadFilter, keywordMarkerFilter, keywordRepeatFilter, removeDuplicatesFilter, stemmerOverrideFilter } from './token-filters/keywords';
import { standardTokenizer } from './tokenizers/standard';
import { uaxCutFinder, uaxUrlEmailTokenizer } from './tokenizers/uax-url-email';
import { classicTokenizer } from './tokenizers/classic';
import { simplePatternSplitTokenizer, simplePatternTokenizer } from './tokenizers/simple-pattern';
import { classicFilter } from './token-filters/classic';
import { stemmingFilter } from './token-filters/stemming';
import { languageLowercaseFilter } from './token-filters/language-filters';
import { parseStopWords } from './stop-words/parse';
import { languageAnalyzer } from './language-analyzers';
import { cjkBigramFilter, cjkWidthFilter } from './token-filters/cjk';
import { wordDelimiterFilter, wordDelimiterGraphFilter } from './token-filters/word-delimiter';
import { flattenGraphFilter, synonymFilter, synonymGraphFilter, type RuleChain } from './token-filters/synonyms';
import { commonGramsFilter, dictionaryDecompounderFilter, hyphenationDecompounderFilter } from './token-filters/compound';
import { conditionFilter, multiplexerFilter, predicateTokenFilter, type FilterResolver } from './token-filters/composite';
import { token } from './analysis-chain';

/** The analyzers, tokenizers, filters and normalizers one index knows (its own and the built-ins). */
export interface IndexAnalysis {
  analyzer(name: string): Analyzer | undefined;
  normalizer(name: string): Analyzer | undefined;
  readonly defaultAnalyzer: Analyzer;
  readonly defaultSearchAnalyzer: Analyzer;
  readonly defaultSearchQuoteAnalyzer: Analyzer;
  /** The index's own definitions, then the built-ins (as `_analyze` on an index looks them up). */
  tokenizer(name: string): Tokenizer | undefined;
  tokenFilter(name: string, chain?: RuleChain): TokenFilter | undefined;
  charFilter(name: string): CharFilter | undefined;
  /** Deprecation warnings ES logs while building the index's analysis components (deprecated names). */
  readonly warnings: readonly string[];
}

const num = (v: unknown, def: number) => (v === undefined ? def : Number(v));

/**
 * `max_token_length` as Settings.getAsInt reads it and Lucene's tokenizers check it (a length of zero,
 * negative or past 1 MiB would loop for ever or hold a whole text): the standard tokenizer's and the
 * char tokenizers' own errors.
 */
function maxTokenLength(conf: Record<string, unknown>, standard: boolean): number {
  const v = conf.max_token_length;
  if (v === undefined || v === null) return 255;
  const n = parseJavaInt(String(v));
  if (n === undefined) throw new EsError({ type: 'settings_exception', reason: `Failed to parse int setting [max_token_length] with value [${String(v)}]`, status: 500 });
  const limit = 1024 * 1024;
  if (standard) {
    if (n < 1) throw illegalArgument('maxTokenLength must be greater than zero');
    if (n > limit) throw illegalArgument(`maxTokenLength may not exceed ${limit}`);
  } else if (n <= 0 || n > limit) throw illegalArgument(`maxTokenLen must be greater than 0 and less than ${limit} passed: ${n}`);
  return n;
}

/** ClassicTokenizerFactory's `max_token_length` (ClassicTokenizer.setMaxTokenLength: at least 1, no upper bound). */
function classicMaxTokenLength(conf: Record<string, unknown>): number {
  const v = own(conf, 'max_token_length');
  if (v === undefined || v === null) return 255;
  const n = parseJavaInt(String(v));
  if (n === undefined) throw new EsError({ type: 'settings_exception', reason: `Failed to parse int setting [max_token_length] with value [${String(v)}]`, status: 500 });
  if (n < 1) throw illegalArgument('maxTokenLength must be greater than zero');
  return n;
}

/** The simple_pattern tokenizers' `pattern` (a Lucene RegExp; empty by default). */
const patternSetting = (conf: Record<string, unknown>) => {
  const p = own(conf, 'pattern');
  return p === undefined || p === null ? '' : String(p);
};

const keywordTokenizer: Tokenizer = (text) => [token(text, 0, text.length, 'word')];

function builtinTokenizer(name: string, conf: Record<string, unknown> = {}): Tokenizer | undefined {
  if (name === 'ngram' || name === 'nGram') {
    const g = gramSizes(conf);
    return ngramTokenizer(g.min, g.max, tokenChars(conf));
  }
  if (name === 'pattern') return patternTokenizer(conf);
  if (name === 'simple_pattern') return simplePatternTokenizer(patternSetting(conf));
  if (name === 'simple_pattern_split') return simplePatternSplitTokenizer(patternSetting(conf));
  if (name === 'classic') return withCuts(classicTokenizer(classicMaxTokenLength(conf)), cutAfterWhitespace);
  if (name === 'char_group') return charGroupTokenizer(conf);
  if (name === 'thai') return thaiTokenizer();
  if (name === 'path_hierarchy' || name === 'PathHierarchy') return pathHierarchyTokenizer(conf);
  if (name === 'edge_ngram' || name === 'edgeNGram') {
    const g = gramSizes(conf);
    return edgeNgramTokenizer(g.min, g.max, tokenChars(conf));
  }
  if (name === 'uax_url_email') {
    const max = maxTokenLength(conf, true);
    return withCuts(uaxUrlEmailTokenizer(max), uaxCutFinder(max));
  }
  if (!['standard', 'whitespace', 'letter', 'lowercase'].includes(name)) return name === 'keyword' ? keywordTokenizer : undefined;
  const max = maxTokenLength(conf, name === 'standard');
  switch (name) {
    case 'standard': return withCuts(standardTokenizer(max), cutAfterWhitespace);
    case 'whitespace': return withCuts(charTokenizer((cp) => !isJavaWhitespace(cp), max), cutAfterWhitespace);
    case 'letter': return withCuts(charTokenizer(isJavaLetter, max), cutAfterWhitespace);
    case 'lowercase': return withCuts(charTokenizer(isJavaLetter, max, javaToLowerCase), cutAfterWhitespace);
    case 'keyword': return keywordTokenizer;
    default: return undefined;
  }
}

/** Filters whose output for a token depends on other tokens: a value cut into pieces would change it. */
const CROSS_TOKEN_FILTERS = new Set(['unique', 'limit', 'shingle', 'fingerprint', 'cjk_bigram', 'multiplexer', 'condition', 'predicate_token_filter', 'word_delimiter', 'word_delimiter_graph', 'synonym', 'synonym_graph', 'flatten_graph', 'common_grams', 'min_hash']);

/** The built-in token filters; all but the cross-token ones look at one token at a time or drop tokens (piece-safe). */
function builtinFilter(name: string, conf: Record<string, unknown> = {}, resolve: FilterResolver = globalFilter, chain?: RuleChain): TokenFilter | undefined {
  const f = builtinFilterOf(name, conf, resolve, chain);
  return f && (CROSS_TOKEN_FILTERS.has(name) ? f : pieceSafe(f));
}

/** A built-in filter by name, for the filters a multiplexer or condition names without an index. */
const globalFilter: FilterResolver = (name) => {
  const f = builtinFilter(name);
  if (!f) throw illegalArgument(`failed to find global token filter under [${name}]`);
  return f;
};

function builtinFilterOf(name: string, conf: Record<string, unknown>, resolve: FilterResolver, chain: RuleChain | undefined): TokenFilter | undefined {
  switch (name) {
    case 'synonym': return synonymFilter(conf, chain);
    case 'synonym_graph': return synonymGraphFilter(conf, chain);
    case 'flatten_graph': return flattenGraphFilter;
    case 'dictionary_decompounder': return dictionaryDecompounderFilter(conf, name);
    case 'hyphenation_decompounder': return hyphenationDecompounderFilter(conf);
    case 'common_grams': return commonGramsFilter(conf);
    case 'multiplexer': return multiplexerFilter(conf, resolve);
    case 'condition': return conditionFilter(conf, resolve);
    case 'predicate_token_filter': return predicateTokenFilter(conf);
    case 'lowercase': return languageLowercaseFilter(conf);
    case 'uppercase': return javaUppercaseFilter;
    case 'porter_stem': return addsAttributes((tokens) => porterStemFilter(tokens), ['keyword']);
    case 'min_hash': return minHashFilter(conf);
    case 'classic': return classicFilter;
    case 'kstem': return addsAttributes((tokens) => kstemFilter(tokens), ['keyword']);
    case 'length': return lengthFilter(conf);
    case 'limit': return limitFilter(conf);
    case 'truncate': return truncateFilter(conf);
    case 'trim': return trimFilter;
    case 'unique': return uniqueFilter(conf);
    case 'reverse': return reverseFilter;
    case 'elision': return elisionFilter(conf);
    case 'apostrophe': return apostropheFilter;
    case 'decimal_digit': return decimalDigitFilter;
    case 'keep': return keepFilter(conf);
    case 'keep_types': return keepTypesFilter(conf);
    case 'pattern_replace': return patternReplaceFilter(conf, name);
    case 'pattern_capture': return patternCaptureFilter(conf);
    case 'shingle': return shingleFilter(conf);
    case 'fingerprint': return fingerprintFilter(conf);
    case 'keyword_marker': return addsAttributes(keywordMarkerFilter(conf), ['keyword']);
    case 'keyword_repeat': return addsAttributes(keywordRepeatFilter, ['keyword']);
    case 'remove_duplicates': return removeDuplicatesFilter;
    case 'stemmer_override': return addsAttributes(stemmerOverrideFilter(conf), ['keyword']);
    case 'delimited_payload': return addsAttributes(delimitedPayloadFilter(conf), ['payload']);
    case 'delimited_payload_filter':
      return deprecatedFilter(addsAttributes(delimitedPayloadFilter(conf), ['payload']), 'Deprecated [delimited_payload_filter] used, replaced by [delimited_payload]');
    case 'ngram':
    case 'nGram': {
      const g = gramSizes(conf);
      return ngramFilter(g.min, g.max);
    }
    case 'edge_ngram':
    case 'edgeNGram': {
      // By name alone Lucene's own defaults (1, 1); a definition reads ES's (1, 2).
      const g = Object.keys(conf).length === 0 ? gramSizes(conf, 1, 1) : gramSizes(conf);
      const side = own(conf, 'side');
      if (side !== undefined && side !== 'front' && side !== 'back') throw illegalArgument(`invalid side: [${String(side)}]`);
      return edgeNgramFilter(g.min, g.max, side === 'back');
    }
    case 'standard': return noopFilter;
    case 'stop': return stopFilter(parseStopWords(conf, ENGLISH_STOP_WORDS), conf.ignore_case === true || conf.ignore_case === 'true');
    case 'asciifolding': return asciiFoldingFilter(conf.preserve_original === true || conf.preserve_original === 'true');
    case 'type_as_payload': return typeAsPayloadFilter;
    case 'cjk_width': return cjkWidthFilter;
    case 'word_delimiter': return wordDelimiterFilter(conf);
    case 'word_delimiter_graph': return wordDelimiterGraphFilter(conf);
    case 'cjk_bigram': return cjkBigramFilter(conf);
    default: return stemmingFilter(name, conf);
  }
}

/** The built-in analyzers by name, with a position gap (0 for raw Lucene analyzers, 100 at index level). */
function builtinAnalyzer(name: string, gap: number, conf: Record<string, unknown> = {}): Analyzer | undefined {
  const max = name === 'standard' || name === 'default' ? maxTokenLength(conf, true) : 255;
  switch (name) {
    case 'standard':
    case 'default':
      return chainAnalyzer(name, withCuts(standardTokenizer(max), cutAfterWhitespace), [builtinFilter('lowercase')!, pieceSafe(stopFilter(parseStopWords(conf, [])))], gap);
    case 'simple': return chainAnalyzer(name, builtinTokenizer('lowercase')!, [], gap);
    case 'stop': return chainAnalyzer(name, builtinTokenizer('lowercase')!, [pieceSafe(stopFilter(parseStopWords(conf, ENGLISH_STOP_WORDS)))], gap);
    case 'whitespace': return chainAnalyzer(name, builtinTokenizer('whitespace')!, [], gap);
    case 'keyword': return chainAnalyzer(name, keywordTokenizer, [], gap);
    case 'pattern': {
      // PatternAnalyzer: the pattern tokenizer, lower-casing unless `lowercase: false`, stop words if given.
      const lower = own(conf, 'lowercase') === undefined || own(conf, 'lowercase') === true || own(conf, 'lowercase') === 'true';
      const filters = [...(lower ? [builtinFilter('lowercase')!] : []), pieceSafe(stopFilter(parseStopWords(conf, [])))];
      return chainAnalyzer(name, patternTokenizer(conf), filters, gap);
    }
    case 'fingerprint':
      // FingerprintAnalyzer: standard tokenizer, lowercase, ASCII folding, stop (none by default), fingerprint.
      return chainAnalyzer(name, withCuts(standardTokenizer(max), cutAfterWhitespace), [lowercaseFilter, asciiFoldingFilter(false), stopFilter(parseStopWords(conf, [])), fingerprintFilter(conf)], gap);
    default: return languageAnalyzer(name, gap, conf);
  }
}

export function globalAnalyzer(name: string): Analyzer | undefined {
  return builtinAnalyzer(name, 0);
}

export function withPositionIncrementGap(a: Analyzer, gap: number): Analyzer {
  return { name: a.name, positionIncrementGap: gap, offsetGap: a.offsetGap, analyze: (t) => a.analyze(t), analyzeInPieces: (t, n) => a.analyzeInPieces(t, n) };
}

const section = (s: unknown, key: string): Record<string, Record<string, unknown>> => {
  const v = own(s, key);
  return (isObject(v) ? v : {}) as Record<string, Record<string, unknown>>;
};

const asList = (v: unknown): string[] => (v === undefined ? [] : Array.isArray(v) ? v.map(String) : String(v).split(',').map((x) => x.trim()));

const ruleChain = (charFilters: ChainSteps['charFilters'], tokenizer: Tokenizer, filters: ChainSteps['filters']): RuleChain =>
  ({ charFilters: charFilters.map((c) => c.filter), tokenizer, filters: filters.map((f) => f.filter) });

/** ES 6.8 logs this each time a chain with the `htmlStrip` char filter reads a value (indices created on 6.3 or later). */
const HTML_STRIP_DEPRECATION = 'The [htmpStrip] char filter name is deprecated and will be removed in a future version. Please change the filter name to [html_strip] instead.';

/** The deprecation warnings ES logs whenever `analyzer` runs over a value (its deprecated char filter names). */
export function analyzerUseWarnings(analyzer: Analyzer): string[] {
  return chainSteps(analyzer)?.charFilters.some((c) => c.name === 'htmlStrip') ? [HTML_STRIP_DEPRECATION] : [];
}

/** Parses `index.analysis` and returns the index's analysis registry; bad definitions are ES's errors. */
export function buildIndexAnalysis(settings: unknown): IndexAnalysis {
  const tokenizerDefs = section(settings, 'tokenizer');
  const filterDefs = section(settings, 'filter');
  const analyzerDefs = section(settings, 'analyzer');
  const normalizerDefs = section(settings, 'normalizer');
  const charFilterDefs = section(settings, 'char_filter');

  const tokenizer = (name: string, forAnalyzer: string): Tokenizer => {
    const def = own(tokenizerDefs, name) as Record<string, unknown> | undefined;
    if (isObject(def)) {
      const t = builtinTokenizer(String(def.type), def);
      if (!t) throw illegalArgument(`Unknown tokenizer type [${def.type}] for [${name}]`);
      return t;
    }
    const t = builtinTokenizer(name);
    if (!t) throw illegalArgument(`Custom Analyzer [${forAnalyzer}] failed to find tokenizer under name [${name}]`);
    return t;
  };
  const filter = (name: string, forAnalyzer: string, chain?: RuleChain): TokenFilter => {
    const def = own(filterDefs, name) as Record<string, unknown> | undefined;
    if (isObject(def)) {
      const f = builtinFilter(String(def.type), def, (ref) => filter(ref, name), chain);
      if (!f) throw illegalArgument(`Unknown token filter type [${def.type}] for [${name}]`);
      return f;
    }
    const f = builtinFilter(name);
    if (!f) throw illegalArgument(`Custom Analyzer [${forAnalyzer}] failed to find filter under name [${name}]`);
    return f;
  };

  const charFilter = (name: string, forAnalyzer: string): CharFilter => {
    const def = own(charFilterDefs, name);
    if (isObject(def)) {
      const type = own(def, 'type');
      const c = buildCharFilter(String(type), def, name);
      if (!c) throw illegalArgument(`Unknown char_filter type [${String(type)}] for [${name}]`);
      return c;
    }
    const c = isBuiltinCharFilterName(name) ? buildCharFilter(name, {}, name) : undefined;
    if (!c) throw illegalArgument(`Custom Analyzer [${forAnalyzer}] failed to find char_filter under name [${name}]`);
    return c;
  };

  // ES builds every defined filter when the index is made (a bad definition fails even if unused).
  const warnings = new Set<string>();
  for (const name of Object.keys(filterDefs)) {
    const w = deprecationOf(filter(name, name));
    if (w !== undefined) warnings.add(w);
  }
  const custom = new Map<string, Analyzer>();
  for (const [name, def] of Object.entries(analyzerDefs)) {
    const type = def.type === undefined ? (def.tokenizer !== undefined ? 'custom' : undefined) : String(def.type);
    if (type === 'custom') {
      if (def.tokenizer === undefined) throw illegalArgument(`Custom Analyzer [${name}] must be configured with a tokenizer`);
      const charFilters = asList(own(def, 'char_filter')).map((c) => ({ name: c, filter: charFilter(c, name) }));
      const tk = tokenizer(String(def.tokenizer), name);
      // Each filter sees the chain in front of it (synonym rules are analysed by it).
      const filters: ChainSteps['filters'] = [];
      for (const f of asList(def.filter)) filters.push({ name: f, filter: filter(f, name, ruleChain(charFilters, tk, filters)) });
      const steps: ChainSteps = { charFilters, tokenizer: { name: String(def.tokenizer), tokenizer: tk }, filters };
      custom.set(name, customChain(name, steps, num(def.position_increment_gap, 100), num(def.offset_gap, -1) < 0 ? 1 : num(def.offset_gap, 1)));
    } else {
      const a = type === undefined ? undefined : builtinAnalyzer(type, 100, def);
      if (!a) throw illegalArgument(`Unknown analyzer type [${type}] for [${name}]`);
      custom.set(name, { ...a, name, analyze: a.analyze });
    }
  }
  const normalizers = new Map<string, Analyzer>();
  for (const [name, def] of Object.entries(normalizerDefs)) {
    normalizers.set(name, customChain(name, {
      charFilters: asList(own(def, 'char_filter')).map((c) => ({ name: c, filter: charFilter(c, name) })),
      tokenizer: { name: 'keyword', tokenizer: keywordTokenizer },
      filters: asList(def.filter).map((f) => ({ name: f, filter: filter(f, name) })),
    }, 0));
  }
  const analyzer = (name: string) => custom.get(name) ?? builtinAnalyzer(name, 100);
  const defaultAnalyzer = custom.get('default') ?? builtinAnalyzer('standard', 100)!;
  const defaultSearch = custom.get('default_search') ?? defaultAnalyzer;
  return {
    analyzer,
    normalizer: (name) => normalizers.get(name),
    defaultAnalyzer,
    defaultSearchAnalyzer: defaultSearch,
    defaultSearchQuoteAnalyzer: custom.get('default_search_quote') ?? defaultSearch,
    tokenizer: (name) => (isObject(own(tokenizerDefs, name)) ? tokenizer(name, name) : builtinTokenizer(name)),
    tokenFilter: (name, chain) => (isObject(own(filterDefs, name)) ? filter(name, name, chain) : builtinFilter(name, {}, globalFilter, chain)),
    charFilter: (name) => (isObject(own(charFilterDefs, name)) ? charFilter(name, name) : isBuiltinCharFilterName(name) ? buildCharFilter(name, {}, name) : undefined),
    warnings: [...warnings],
  };
}

/**
 * An analyzer for `_analyze` given by tokenizer, filters and char filters (names or inline definitions),
 * as TransportAnalyzeAction builds it; without a tokenizer it is a custom normalizer on `keyword`.
 */
export function buildAdHocAnalyzer(spec: { tokenizer?: unknown; filter?: unknown[]; char_filter?: unknown[] }, index?: IndexAnalysis): Analyzer {
  const where = index ? '' : 'global ';
  const resolveTokenizer = (t: unknown): { name: string; tokenizer: Tokenizer } => {
    if (isObject(t)) {
      const type = own(t, 'type');
      const r = builtinTokenizer(String(type), t);
      if (!r) throw illegalArgument(`failed to find global tokenizer under [${String(type)}]`);
      return { name: '_anonymous_tokenizer', tokenizer: r };
    }
    const name = String(t);
    const r = index ? index.tokenizer(name) : builtinTokenizer(name);
    if (!r) throw illegalArgument(`failed to find ${where}tokenizer under [${name}]`);
    return { name, tokenizer: r };
  };
  const resolveFilter = (f: unknown, chain?: RuleChain): { name: string; filter: TokenFilter } => {
    if (isObject(f)) {
      const type = own(f, 'type');
      const r = builtinFilter(String(type), f, (ref) => resolveFilter(ref).filter, chain);
      if (!r) throw illegalArgument(`failed to find global token filter under [${String(type)}]`);
      return { name: '_anonymous_tokenfilter', filter: r };
    }
    const name = String(f);
    const r = index ? index.tokenFilter(name, chain) : builtinFilter(name, {}, globalFilter, chain);
    if (!r) throw illegalArgument(`failed to find ${where}token filter under [${name}]`);
    return { name, filter: r };
  };
  /** The filters in order, each built seeing the chain in front of it. */
  const resolveFilters = (charFilters: ChainSteps['charFilters'], tokenizer: Tokenizer): ChainSteps['filters'] => {
    const filters: ChainSteps['filters'] = [];
    for (const f of spec.filter ?? []) filters.push(resolveFilter(f, ruleChain(charFilters, tokenizer, filters)));
    return filters;
  };
  const resolveCharFilter = (c: unknown): { name: string; filter: CharFilter } => {
    if (isObject(c)) {
      const type = own(c, 'type');
      if (type === undefined) throw illegalArgument(`Missing [type] setting for anonymous char filter: ${JSON.stringify(c)}`);
      const r = buildCharFilter(String(type), c, '_anonymous_charfilter');
      if (!r) throw illegalArgument(`failed to find global char filter under [${String(type)}]`);
      return { name: '_anonymous_charfilter', filter: r };
    }
    const name = String(c);
    const r = index ? index.charFilter(name) : isBuiltinCharFilterName(name) ? buildCharFilter(name, {}, name) : undefined;
    if (!r) throw illegalArgument(`failed to find ${where}char filter under [${name}]`);
    return { name, filter: r };
  };
  const charFilters = (spec.char_filter ?? []).map(resolveCharFilter);
  if (spec.tokenizer === undefined) {
    return customChain('keyword_for_normalizer', { charFilters, tokenizer: { name: 'keyword_for_normalizer', tokenizer: keywordTokenizer }, filters: resolveFilters(charFilters, keywordTokenizer) }, 0);
  }
  const tokenizer = resolveTokenizer(spec.tokenizer);
  return customChain('_ad_hoc', { charFilters, tokenizer, filters: resolveFilters(charFilters, tokenizer.tokenizer) }, 0);
}

const ANALYZE_KEYS = ['text', 'analyzer', 'tokenizer', 'filter', 'token_filter', 'char_filter', 'normalizer', 'field', 'explain', 'attributes'];

/** The built-in filters ES accepts in a normalizer (MultiTermAwareComponent), by type. */
const MULTI_TERM_AWARE_FILTERS = new Set(['lowercase', 'uppercase', 'asciifolding', 'elision', 'decimal_digit', 'cjk_width', 'arabic_normalization', 'persian_normalization',
  'german_normalization', 'hindi_normalization', 'indic_normalization', 'sorani_normalization', 'scandinavian_normalization', 'scandinavian_folding', 'serbian_normalization', 'bengali_normalization']);
const MULTI_TERM_AWARE_CHAR_FILTERS = new Set(['mapping', 'pattern_replace']);

const asArray = (v: unknown): unknown[] | undefined => (v === undefined ? undefined : Array.isArray(v) ? v : [v]);

/** TransportAnalyzeAction's custom normalizer check: each filter and char filter must be multi-term aware. */
function checkNormalizerParts(filters: unknown[], charFilters: unknown[], index?: IndexAnalysis): void {
  void index;
  for (const f of filters) {
    const type = isObject(f) ? String(own(f, 'type')) : String(f);
    if (!MULTI_TERM_AWARE_FILTERS.has(type)) throw illegalArgument(`Custom normalizer may not use filter [${isObject(f) ? '_anonymous_tokenfilter' : type}]`);
  }
  for (const c of charFilters) {
    const type = isObject(c) ? String(own(c, 'type')) : String(c);
    if (!MULTI_TERM_AWARE_CHAR_FILTERS.has(type)) throw illegalArgument(`Custom normalizer may not use char filter [${isObject(c) ? '_anonymous_charfilter' : type}]`);
  }
}

type AnalyzeAnswer = { tokens: AnalyzeToken[] } | { detail: Record<string, unknown> };
type AnalyzeContext = { index?: IndexAnalysis; fieldAnalyzer?: (field: string) => Analyzer | undefined; onWarning?: (warning: string) => void };

/** The whole `_analyze` request (es-semantics §2.5; TransportAnalyzeAction). */
export function runAnalyze(body: unknown, ctx: AnalyzeContext): AnalyzeAnswer {
  return drainSteps(runAnalyzeInSteps(body, ctx, Infinity));
}

/**
 * `runAnalyze` in steps: a long text is analysed `pieceLength` UTF-16 units at a time (cut after
 * whitespace, so the pieces give exactly the tokens of the whole), a step after each piece. A chain that
 * cannot be cut (char filters, cross-token filters) and `explain` run whole.
 */
export function* runAnalyzeInSteps(body: unknown, ctx: AnalyzeContext, pieceLength: number): Steps<AnalyzeAnswer> {
  const b = isObject(body) ? body : {};
  for (const k of Object.keys(b)) {
    if (!ANALYZE_KEYS.includes(k)) throw illegalArgument(`Unknown parameter [${k}] in request body or parameter is of the wrong type[${typeof b[k] === 'string' ? 'VALUE_STRING' : 'START_OBJECT'}] `);
  }
  const text = own(b, 'text');
  if (text === undefined || (Array.isArray(text) && text.length === 0)) throw actionRequestValidation(['text is missing']);
  const texts = Array.isArray(text) ? text.map(String) : [String(text)];
  const filters = asArray(own(b, 'filter') ?? own(b, 'token_filter'));
  const charFilters = asArray(own(b, 'char_filter'));
  let analyzer: Analyzer | undefined;
  if (own(b, 'analyzer') !== undefined) {
    const name = String(own(b, 'analyzer'));
    analyzer = ctx.index ? ctx.index.analyzer(name) : globalAnalyzer(name);
    if (!analyzer) throw illegalArgument(ctx.index ? `failed to find analyzer [${name}]` : `failed to find global analyzer [${name}]`);
  } else if (own(b, 'tokenizer') !== undefined) {
    analyzer = buildAdHocAnalyzer({ tokenizer: own(b, 'tokenizer'), filter: filters, char_filter: charFilters }, ctx.index);
  } else if (own(b, 'normalizer') !== undefined) {
    analyzer = ctx.index?.normalizer(String(own(b, 'normalizer')));
    if (!analyzer) throw illegalArgument(`failed to find normalizer under [${String(own(b, 'normalizer'))}]`);
  } else if ((filters && filters.length > 0) || (charFilters && charFilters.length > 0)) {
    checkNormalizerParts(filters ?? [], charFilters ?? [], ctx.index);
    analyzer = buildAdHocAnalyzer({ filter: filters, char_filter: charFilters }, ctx.index);
  } else if (own(b, 'field') !== undefined) {
    analyzer = ctx.fieldAnalyzer?.(String(own(b, 'field'))) ?? ctx.index?.defaultAnalyzer;
  } else {
    analyzer = ctx.index?.defaultAnalyzer ?? globalAnalyzer('standard');
  }
  const a = analyzer!;
  for (const f of chainSteps(a)?.filters ?? []) {
    const w = deprecationOf(f.filter);
    if (w !== undefined) ctx.onWarning?.(w);
  }
  for (const w of analyzerUseWarnings(a)) ctx.onWarning?.(w);
  const explain = own(b, 'explain');
  if (explain === true || explain === 'true') {
    return { detail: explainAnalyze(a, texts, (asArray(own(b, 'attributes')) ?? []).map(String)) };
  }
  const list = new TokenList();
  for (const text of texts) {
    const pieces = a.analyzeInPieces(text, pieceLength);
    const tokens = [];
    let step = pieces.next();
    for (; !step.done; step = pieces.next()) {
      tokens.push(...step.value);
      if (text.length > pieceLength) yield;
    }
    list.add({ tokens, ...step.value }, a);
  }
  return { tokens: list.tokens };
}
