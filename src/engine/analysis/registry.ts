import { actionRequestValidation, illegalArgument } from '../errors/catalog';
import { drainSteps, type Steps } from '../util/cooperation';
import { isObject } from '../util/json';
import { own } from '../util/own';
import { parseJavaInt } from '../util/java-numbers';
import { EsError } from '../errors/es-error';
import type { Analyzer } from './analyzer';
import { chainAnalyzer, cutAfterWhitespace, pieceSafe, withCuts, type TokenFilter, type Tokenizer } from './analysis-chain';
import { isJavaLetter, isJavaWhitespace, javaToLowerCase } from './java-chars';
import { asciiFoldingFilter, ENGLISH_STOP_WORDS, lowercaseFilter, noopFilter, stopFilter, typeAsPayloadFilter, uppercaseFilter } from './token-filters/filters';
import { charTokenizer } from './tokenizers/char-tokenizer';
import { standardTokenizer } from './tokenizers/standard';
import { token } from './analysis-chain';

/** The analyzers, tokenizers, filters and normalizers one index knows (its own and the built-ins). */
export interface IndexAnalysis {
  analyzer(name: string): Analyzer | undefined;
  normalizer(name: string): Analyzer | undefined;
  readonly defaultAnalyzer: Analyzer;
  readonly defaultSearchAnalyzer: Analyzer;
  readonly defaultSearchQuoteAnalyzer: Analyzer;
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

const keywordTokenizer: Tokenizer = (text) => [token(text, 0, text.length, 'word')];

function builtinTokenizer(name: string, conf: Record<string, unknown> = {}): Tokenizer | undefined {
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

function stopWords(v: unknown): string[] {
  if (v === undefined || v === '_english_') return ENGLISH_STOP_WORDS;
  if (v === '_none_') return [];
  if (Array.isArray(v)) return v.flatMap((w) => (w === '_english_' ? ENGLISH_STOP_WORDS : [String(w)]));
  return String(v).split(',').map((s) => s.trim());
}

/** The built-in token filters; each looks at one token at a time or drops tokens, so all are piece-safe. */
function builtinFilter(name: string, conf: Record<string, unknown> = {}): TokenFilter | undefined {
  const f = builtinFilterOf(name, conf);
  return f && pieceSafe(f);
}

function builtinFilterOf(name: string, conf: Record<string, unknown>): TokenFilter | undefined {
  switch (name) {
    case 'lowercase': return lowercaseFilter;
    case 'uppercase': return uppercaseFilter;
    case 'standard': return noopFilter;
    case 'stop': return stopFilter(stopWords(conf.stopwords), conf.ignore_case === true || conf.ignore_case === 'true');
    case 'asciifolding': return asciiFoldingFilter(conf.preserve_original === true || conf.preserve_original === 'true');
    case 'type_as_payload': return typeAsPayloadFilter;
    default: return undefined;
  }
}

/** The built-in analyzers by name, with a position gap (0 for raw Lucene analyzers, 100 at index level). */
function builtinAnalyzer(name: string, gap: number, conf: Record<string, unknown> = {}): Analyzer | undefined {
  const max = name === 'standard' || name === 'default' ? maxTokenLength(conf, true) : 255;
  switch (name) {
    case 'standard':
    case 'default':
      return chainAnalyzer(name, withCuts(standardTokenizer(max), cutAfterWhitespace), [builtinFilter('lowercase')!, pieceSafe(stopFilter(conf.stopwords === undefined ? [] : stopWords(conf.stopwords)))], gap);
    case 'simple': return chainAnalyzer(name, builtinTokenizer('lowercase')!, [], gap);
    case 'stop': return chainAnalyzer(name, builtinTokenizer('lowercase')!, [pieceSafe(stopFilter(stopWords(conf.stopwords)))], gap);
    case 'whitespace': return chainAnalyzer(name, builtinTokenizer('whitespace')!, [], gap);
    case 'keyword': return chainAnalyzer(name, keywordTokenizer, [], gap);
    default: return undefined;
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

/** Parses `index.analysis` and returns the index's analysis registry; bad definitions are ES's errors. */
export function buildIndexAnalysis(settings: unknown): IndexAnalysis {
  const tokenizerDefs = section(settings, 'tokenizer');
  const filterDefs = section(settings, 'filter');
  const analyzerDefs = section(settings, 'analyzer');
  const normalizerDefs = section(settings, 'normalizer');

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
  const filter = (name: string, forAnalyzer: string): TokenFilter => {
    const def = own(filterDefs, name) as Record<string, unknown> | undefined;
    if (isObject(def)) {
      const f = builtinFilter(String(def.type), def);
      if (!f) throw illegalArgument(`Unknown token filter type [${def.type}] for [${name}]`);
      return f;
    }
    const f = builtinFilter(name);
    if (!f) throw illegalArgument(`Custom Analyzer [${forAnalyzer}] failed to find filter under name [${name}]`);
    return f;
  };

  const custom = new Map<string, Analyzer>();
  for (const [name, def] of Object.entries(analyzerDefs)) {
    const type = def.type === undefined ? (def.tokenizer !== undefined ? 'custom' : undefined) : String(def.type);
    if (type === 'custom') {
      if (def.tokenizer === undefined) throw illegalArgument(`Custom Analyzer [${name}] must be configured with a tokenizer`);
      const t = tokenizer(String(def.tokenizer), name);
      const fs = asList(def.filter).map((f) => filter(f, name));
      custom.set(name, chainAnalyzer(name, t, fs, num(def.position_increment_gap, 100), num(def.offset_gap, -1) < 0 ? 1 : num(def.offset_gap, 1)));
    } else {
      const a = type === undefined ? undefined : builtinAnalyzer(type, 100, def);
      if (!a) throw illegalArgument(`Unknown analyzer type [${type}] for [${name}]`);
      custom.set(name, { ...a, name, analyze: a.analyze });
    }
  }
  const normalizers = new Map<string, Analyzer>();
  for (const [name, def] of Object.entries(normalizerDefs)) {
    const fs = asList(def.filter).map((f) => filter(f, name));
    normalizers.set(name, chainAnalyzer(name, keywordTokenizer, fs, 0));
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
  };
}

/** An analyzer for `_analyze` given by tokenizer + filters (names or inline definitions). */
export function buildAdHocAnalyzer(spec: { tokenizer: unknown; filter?: unknown[]; char_filter?: unknown[] }, index?: IndexAnalysis): Analyzer {
  const resolveTokenizer = (t: unknown): Tokenizer => {
    if (isObject(t)) {
      const r = builtinTokenizer(String(t.type), t);
      if (!r) throw illegalArgument(`failed to find global tokenizer under [${String(t.type)}]`);
      return r;
    }
    const r = builtinTokenizer(String(t));
    if (!r) throw illegalArgument(`failed to find global tokenizer under [${String(t)}]`);
    return r;
  };
  const resolveFilter = (f: unknown): TokenFilter => {
    const r = isObject(f) ? builtinFilter(String(f.type), f) : builtinFilter(String(f));
    if (!r) throw illegalArgument(`failed to find global token filter under [${isObject(f) ? String(f.type) : String(f)}]`);
    return r;
  };
  void index;
  return chainAnalyzer('_ad_hoc', resolveTokenizer(spec.tokenizer), (spec.filter ?? []).map(resolveFilter), 0);
}

const ANALYZE_KEYS = ['text', 'analyzer', 'tokenizer', 'filter', 'token_filter', 'char_filter', 'normalizer', 'field', 'explain', 'attributes'];

type AnalyzeResult = { tokens: Array<{ token: string; start_offset: number; end_offset: number; type: string; position: number; positionLength?: number }> };
type AnalyzeContext = { index?: IndexAnalysis; fieldAnalyzer?: (field: string) => Analyzer | undefined };

/** The whole `_analyze` request (es-semantics §2.5). */
export function runAnalyze(body: unknown, ctx: AnalyzeContext): AnalyzeResult {
  return drainSteps(runAnalyzeInSteps(body, ctx, Infinity));
}

/**
 * `runAnalyze` in steps: a long text is analysed `pieceLength` UTF-16 units at a time (cut after
 * whitespace, so the pieces give exactly the tokens of the whole), a step after each piece.
 */
export function* runAnalyzeInSteps(body: unknown, ctx: AnalyzeContext, pieceLength: number): Steps<AnalyzeResult> {
  const b = isObject(body) ? body : {};
  for (const k of Object.keys(b)) {
    if (!ANALYZE_KEYS.includes(k)) throw illegalArgument(`Unknown parameter [${k}] in request body or parameter is of the wrong type[${typeof b[k] === 'string' ? 'VALUE_STRING' : 'START_OBJECT'}] `);
  }
  if (b.text === undefined || (Array.isArray(b.text) && b.text.length === 0)) throw actionRequestValidation(['text is missing']);
  const texts = Array.isArray(b.text) ? b.text.map(String) : [String(b.text)];
  let analyzer: Analyzer | undefined;
  if (b.analyzer !== undefined) {
    const name = String(b.analyzer);
    analyzer = ctx.index ? ctx.index.analyzer(name) : globalAnalyzer(name);
    if (!analyzer) throw illegalArgument(ctx.index ? `failed to find analyzer [${name}]` : `failed to find global analyzer [${name}]`);
  } else if (b.tokenizer !== undefined) {
    analyzer = buildAdHocAnalyzer({ tokenizer: b.tokenizer, filter: (b.filter ?? b.token_filter) as unknown[] | undefined, char_filter: b.char_filter as unknown[] | undefined }, ctx.index);
  } else if (b.normalizer !== undefined) {
    analyzer = ctx.index?.normalizer(String(b.normalizer));
    if (!analyzer) throw illegalArgument(`failed to find normalizer under [${String(b.normalizer)}]`);
  } else if (b.field !== undefined) {
    analyzer = ctx.fieldAnalyzer?.(String(b.field)) ?? ctx.index?.defaultAnalyzer;
  } else {
    analyzer = ctx.index?.defaultAnalyzer ?? globalAnalyzer('standard');
  }
  const a = analyzer!;
  const tokens: ReturnType<typeof runAnalyze>['tokens'] = [];
  let lastPos = -1;
  let lastOff = 0;
  for (const text of texts) {
    const pieces = a.analyzeInPieces(text, pieceLength);
    let step = pieces.next();
    for (; !step.done; step = pieces.next()) {
      for (const t of step.value) {
        if (t.positionIncrement > 0) lastPos += t.positionIncrement;
        const out: ReturnType<typeof runAnalyze>['tokens'][number] = {
          token: t.term,
          start_offset: lastOff + t.startOffset,
          end_offset: lastOff + t.endOffset,
          type: t.type,
          position: lastPos,
        };
        if (t.positionLength > 1) out.positionLength = t.positionLength;
        tokens.push(out);
      }
      if (text.length > pieceLength) yield;
    }
    const r = step.value;
    lastOff += r.finalOffset;
    lastPos += r.endPositionIncrement;
    lastPos += a.positionIncrementGap;
    lastOff += a.offsetGap;
  }
  return { tokens };
}
