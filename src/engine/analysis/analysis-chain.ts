import type { Analyzer, StreamEnd } from './analyzer';
import type { Token, TokenStreamResult } from './token';
import { runCharFilters, type CharFilter } from './char-filters/offset-map';

/** A tokenizer splits text into tokens (offsets into the text); it never sees other values. */
export type Tokenizer = (text: string) => Token[];
/** A token filter rewrites a token list; it may drop tokens (passing their increments on) but never touch offsets. */
export type TokenFilter = (tokens: Token[], end: StreamEndState) => Token[];
/** The stream's end() state a filter may read or change: the leftover increment, the (corrected) final offset. */
export interface StreamEndState {
  endPositionIncrement: number;
  readonly finalOffset: number;
}
/**
 * Where a text may be cut so that tokenizing the pieces one by one gives the same tokens as the whole:
 * the first cut at or after `from`, or -1 when there is none.
 */
export type CutFinder = (text: string, from: number) => number;

const CUTS = new WeakMap<Tokenizer, CutFinder>();
const ADDED_ATTRIBUTES = new WeakMap<TokenFilter, readonly string[]>();

/**
 * Declares the Lucene attributes a filter adds to its stream beyond the tokenizer's (`keyword` for the
 * stemmers and keyword_marker, `payload`, `flags`), which `_analyze` with `explain` lists from then on.
 */
export function addsAttributes(filter: TokenFilter, attributes: readonly string[]): TokenFilter {
  ADDED_ATTRIBUTES.set(filter, attributes);
  return filter;
}

export function attributesAddedBy(filter: TokenFilter): readonly string[] {
  return ADDED_ATTRIBUTES.get(filter) ?? [];
}
const PIECE_SAFE = new WeakSet<TokenFilter>();
const DEPRECATIONS = new WeakMap<TokenFilter, string>();

/** Declares the deprecation warning ES logs when this filter's factory is built (a deprecated name). */
export function deprecatedFilter(filter: TokenFilter, warning: string): TokenFilter {
  DEPRECATIONS.set(filter, warning);
  return filter;
}

/** The deprecation warning a filter was built with, if any. */
export function deprecationOf(filter: TokenFilter): string | undefined {
  return DEPRECATIONS.get(filter);
}

/** Declares where a tokenizer's input may be cut (see `CutFinder`). */
export function withCuts(tokenizer: Tokenizer, findCut: CutFinder): Tokenizer {
  CUTS.set(tokenizer, findCut);
  return tokenizer;
}

/**
 * Declares a filter that looks at one token at a time, or drops tokens passing their increments on:
 * it gives the same tokens on a value cut into pieces, a piece's leftover increment carried to the next.
 */
export function pieceSafe(filter: TokenFilter): TokenFilter {
  PIECE_SAFE.add(filter);
  return filter;
}

/**
 * A cut right after a space, tab or newline: no token of the standard or character tokenizers spans
 * one, and what follows is scanned afresh.
 */
export const cutAfterWhitespace: CutFinder = (text, from) => {
  for (let i = Math.max(0, from - 1); i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x20 || c === 0x0a || c === 0x09) return i + 1;
  }
  return -1;
};

const END_INCREMENTS = new WeakMap<Token[], number>();
/** Whether a tokenizer ever declared an end increment (until then, no lookup per analysis). */
let anyEndIncrement = false;

/** Declares the position increment a tokenizer's end() leaves (positions of tokens it skipped after its last one). */
export function withEndIncrement(tokens: Token[], increment: number): Token[] {
  if (increment > 0) {
    END_INCREMENTS.set(tokens, increment);
    anyEndIncrement = true;
  }
  return tokens;
}

/** The end increment declared for a tokenizer's output (0 when none). */
const endIncrementOf = (tokens: Token[]): number => (anyEndIncrement ? (END_INCREMENTS.get(tokens) ?? 0) : 0);

/** The named steps of a custom chain, as `_analyze` with `explain` lists them. */
export interface ChainSteps {
  charFilters: Array<{ name: string; filter: CharFilter }>;
  tokenizer: { name: string; tokenizer: Tokenizer };
  filters: Array<{ name: string; filter: TokenFilter }>;
}

const STEPS = new WeakMap<Analyzer, ChainSteps>();

/** The steps of an analyzer built by `customChain` (undefined for the built-in analyzers). */
export function chainSteps(a: Analyzer): ChainSteps | undefined {
  return STEPS.get(a);
}

/**
 * Runs char filters, the tokenizer and the first `filterCount` filters; token offsets are corrected
 * into the original text (Tokenizer.correctOffset) and so is the final offset.
 */
export function runChain(text: string, charFilters: readonly CharFilter[], tokenizer: Tokenizer, filters: readonly TokenFilter[]): TokenStreamResult {
  if (charFilters.length === 0) {
    let tokens = tokenizer(text);
    const end = { endPositionIncrement: endIncrementOf(tokens), finalOffset: text.length };
    for (const f of filters) tokens = f(tokens, end);
    return { tokens, finalOffset: text.length, endPositionIncrement: end.endPositionIncrement };
  }
  const filtered = runCharFilters(charFilters, text);
  let tokens = tokenizer(filtered.text);
  for (const t of tokens) {
    t.startOffset = filtered.correct(t.startOffset);
    t.endOffset = filtered.correct(t.endOffset);
  }
  const end = { endPositionIncrement: endIncrementOf(tokens), finalOffset: filtered.correct(filtered.text.length) };
  for (const f of filters) tokens = f(tokens, end);
  return { tokens, finalOffset: end.finalOffset, endPositionIncrement: end.endPositionIncrement };
}

/** A custom analyzer with named steps (char filters → tokenizer → token filters), as ES's CustomAnalyzer. */
export function customChain(name: string, steps: ChainSteps, positionIncrementGap = 0, offsetGap = 1): Analyzer {
  const a = chainAnalyzer(name, steps.tokenizer.tokenizer, steps.filters.map((f) => f.filter), positionIncrementGap, offsetGap, steps.charFilters.map((c) => c.filter));
  STEPS.set(a, steps);
  return a;
}

/** An analyzer built from a tokenizer and filters, as Lucene's CustomAnalyzer. */
export function chainAnalyzer(name: string, tokenizer: Tokenizer, filters: TokenFilter[], positionIncrementGap = 0, offsetGap = 1, charFilters: CharFilter[] = []): Analyzer {
  const analyze = (text: string): TokenStreamResult => runChain(text, charFilters, tokenizer, filters);
  // Char filters see the whole value (a cut would change what html_strip or a pattern sees).
  const findCut = charFilters.length === 0 && filters.every((f) => PIECE_SAFE.has(f)) ? CUTS.get(tokenizer) : undefined;
  function* analyzeInPieces(text: string, pieceLength: number): Generator<Token[], StreamEnd> {
    if (!findCut || text.length <= pieceLength) {
      const r = analyze(text);
      yield r.tokens;
      return { finalOffset: r.finalOffset, endPositionIncrement: r.endPositionIncrement };
    }
    let start = 0;
    let carried = 0;
    while (start < text.length) {
      let cut = start + pieceLength >= text.length ? text.length : findCut(text, start + pieceLength);
      if (cut < 0) cut = text.length;
      const r = analyze(text.slice(start, cut));
      for (const t of r.tokens) {
        t.startOffset += start;
        t.endOffset += start;
      }
      // A piece's trailing removed tokens pass their increments to the next piece's first token.
      if (r.tokens.length > 0) {
        r.tokens[0].positionIncrement += carried;
        carried = 0;
      }
      carried += r.endPositionIncrement;
      yield r.tokens;
      start = cut;
    }
    return { finalOffset: text.length, endPositionIncrement: carried };
  }
  return { name, positionIncrementGap, offsetGap, analyze, analyzeInPieces };
}

export function token(term: string, start: number, end: number, type: string): Token {
  return { term, positionIncrement: 1, positionLength: 1, startOffset: start, endOffset: end, type };
}
