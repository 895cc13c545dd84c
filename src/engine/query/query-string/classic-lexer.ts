/**
 * The tokens of Lucene 7.7's classic query syntax (QueryParser.jj, the grammar ES 6.8's query_string parses with).
 * JavaCC matches the longest token the current lexical state allows, the one declared first on a tie; the states
 * are DEFAULT, Boost (after `^`: a number only, no whitespace skipped) and Range (inside `[`/`{`).
 */

/** Token kinds with their JavaCC numbers (QueryParserConstants), which order ties and the expected-token lists. */
export const TK = {
  EOF: 0, AND: 8, OR: 9, NOT: 10, PLUS: 11, MINUS: 12, BAREOPER: 13, LPAREN: 14, RPAREN: 15, COLON: 16, STAR: 17,
  CARAT: 18, QUOTED: 19, TERM: 20, FUZZY_SLOP: 21, PREFIXTERM: 22, WILDTERM: 23, REGEXPTERM: 24, RANGEIN_START: 25,
  RANGEEX_START: 26, NUMBER: 27, RANGE_TO: 28, RANGEIN_END: 29, RANGEEX_END: 30, RANGE_QUOTED: 31, RANGE_GOOP: 32,
} as const;

/** QueryParserConstants.tokenImage: how a ParseException names each kind. */
export const TOKEN_IMAGE: Record<number, string> = {
  0: '<EOF>', 8: '<AND>', 9: '<OR>', 10: '<NOT>', 11: '"+"', 12: '"-"', 13: '<BAREOPER>', 14: '"("', 15: '")"', 16: '":"',
  17: '"*"', 18: '"^"', 19: '<QUOTED>', 20: '<TERM>', 21: '<FUZZY_SLOP>', 22: '<PREFIXTERM>', 23: '<WILDTERM>',
  24: '<REGEXPTERM>', 25: '"["', 26: '"{"', 27: '<NUMBER>', 28: '"TO"', 29: '"]"', 30: '"}"', 31: '<RANGE_QUOTED>',
  32: '<RANGE_GOOP>',
};

export interface ClassicToken {
  kind: number;
  image: string;
  /** 0-based offset (Lucene's FastCharStream counts columns from 0, on line 1). */
  column: number;
}

/** A JavaCC TokenMgrError (Lucene wraps it in a ParseException naming the query). */
export class LexicalError extends Error {}

const WS = ' \t\n\r\u3000';
const NOT_TERM_START = new Set([...WS, '+', '-', '!', '(', ')', ':', '^', '[', ']', '"', '{', '}', '~', '*', '?', '\\', '/']);

/** Length of an escaped char (`\` + any one char) at i, or 0. */
function escapedAt(s: string, i: number): number {
  if (s[i] !== '\\' || i + 1 >= s.length) return 0;
  return 1 + (s.codePointAt(i + 1)! > 0xffff ? 2 : 1);
}
/** _TERM_START_CHAR: any char but the specials, or an escaped char. */
function termStartAt(s: string, i: number): number {
  if (i >= s.length) return 0;
  const e = escapedAt(s, i);
  if (e) return e;
  if (NOT_TERM_START.has(s[i])) return 0;
  return s.codePointAt(i)! > 0xffff ? 2 : 1;
}
/** _TERM_CHAR: a term start char, `-` or `+`. */
function termCharAt(s: string, i: number): number {
  if (s[i] === '-' || s[i] === '+') return 1;
  return termStartAt(s, i);
}
function run(s: string, i: number, step: (s: string, i: number) => number): number {
  let j = i;
  for (let n = step(s, j); n > 0; n = step(s, j)) j += n;
  return j;
}
const wildChar = (s: string, i: number) => (s[i] === '*' || s[i] === '?' ? 1 : termCharAt(s, i));

/** The length each DEFAULT-state token kind matches at i (0: none), in declaration order. */
function defaultMatches(s: string, i: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  const c = s[i];
  if (s.startsWith('AND', i)) out.push([TK.AND, 3]);
  else if (s.startsWith('&&', i)) out.push([TK.AND, 2]);
  if (s.startsWith('OR', i)) out.push([TK.OR, 2]);
  else if (s.startsWith('||', i)) out.push([TK.OR, 2]);
  if (s.startsWith('NOT', i)) out.push([TK.NOT, 3]);
  else if (c === '!') out.push([TK.NOT, 1]);
  if (c === '+') out.push([TK.PLUS, 1]);
  if (c === '-') out.push([TK.MINUS, 1]);
  if ((c === '+' || c === '-' || c === '!') && i + 1 < s.length && WS.includes(s[i + 1])) out.push([TK.BAREOPER, 2]);
  if (c === '(') out.push([TK.LPAREN, 1]);
  if (c === ')') out.push([TK.RPAREN, 1]);
  if (c === ':') out.push([TK.COLON, 1]);
  if (c === '*') out.push([TK.STAR, 1]);
  if (c === '^') out.push([TK.CARAT, 1]);
  if (c === '"') {
    // QUOTED: '"' (~['"', '\\'] | '\\' any)* '"'
    let j = i + 1;
    while (j < s.length && s[j] !== '"') {
      if (s[j] === '\\') {
        if (j + 1 >= s.length) break;
        j += 2;
      } else j++;
    }
    if (j < s.length && s[j] === '"') out.push([TK.QUOTED, j + 1 - i]);
  }
  const ts = termStartAt(s, i);
  if (ts) out.push([TK.TERM, run(s, i + ts, termCharAt) - i]);
  if (c === '~') {
    // FUZZY_SLOP: '~' ( digits ('.' digits)? TERM_CHAR* | TERM_CHAR* )
    let j = i + 1;
    const digits = (k: number) => { while (k < s.length && s[k] >= '0' && s[k] <= '9') k++; return k; };
    const d = digits(j);
    if (d > j) {
      j = d;
      if (s[j] === '.' && digits(j + 1) > j + 1) j = digits(j + 1);
      j = run(s, j, termCharAt);
    } else j = run(s, j, termCharAt);
    out.push([TK.FUZZY_SLOP, j - i]);
  }
  if (c === '*') out.push([TK.PREFIXTERM, 1]);
  else if (ts) {
    const j = run(s, i + ts, termCharAt);
    if (s[j] === '*') out.push([TK.PREFIXTERM, j + 1 - i]);
  }
  if (ts || c === '*' || c === '?') out.push([TK.WILDTERM, run(s, i + (ts || 1), wildChar) - i]);
  if (c === '/') {
    // REGEXPTERM: '/' (~['/'] | '\\/')* '/'
    let j = i + 1;
    while (j < s.length && s[j] !== '/') j += s[j] === '\\' && s[j + 1] === '/' ? 2 : 1;
    if (j < s.length) out.push([TK.REGEXPTERM, j + 1 - i]);
  }
  if (c === '[') out.push([TK.RANGEIN_START, 1]);
  if (c === '{') out.push([TK.RANGEEX_START, 1]);
  return out;
}

function rangeMatches(s: string, i: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  const c = s[i];
  if (s.startsWith('TO', i)) out.push([TK.RANGE_TO, 2]);
  if (c === ']') out.push([TK.RANGEIN_END, 1]);
  if (c === '}') out.push([TK.RANGEEX_END, 1]);
  if (c === '"') {
    // RANGE_QUOTED: '"' (~['"'] | '\\"')+ '"'
    let j = i + 1;
    while (j < s.length && s[j] !== '"') j += s[j] === '\\' && s[j + 1] === '"' ? 2 : 1;
    if (j < s.length && j > i + 1) out.push([TK.RANGE_QUOTED, j + 1 - i]);
  }
  let j = i;
  while (j < s.length && s[j] !== ' ' && s[j] !== ']' && s[j] !== '}') j++;
  if (j > i) out.push([TK.RANGE_GOOP, j - i]);
  return out;
}

function lexicalError(s: string, start: number, end: number): LexicalError {
  // TokenMgrError.LexicalError: the char it stopped at (or <EOF>) and the text of the token begun so far.
  const after = s.slice(start, Math.min(end, s.length));
  const escape = (t: string) => t.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n').replace(/\t/g, '\\t').replace(/\r/g, '\\r');
  const encountered = end >= s.length ? '<EOF> ' : `"${escape(s[end])}" (${s.charCodeAt(end)}), `;
  return new LexicalError(`Lexical error at line 1, column ${end + 1}.  Encountered: ${encountered}after : "${escape(after)}"`);
}

/**
 * The token stream of a query string. The parser asks for tokens one at a time because the lexical state depends
 * on what it read (`^` switches to Boost, `[`/`{` to Range, their ends back).
 */
export function tokenize(s: string): ClassicToken[] {
  const tokens: ClassicToken[] = [];
  let state: 'DEFAULT' | 'Boost' | 'Range' = 'DEFAULT';
  let i = 0;
  for (;;) {
    if (state !== 'Boost') while (i < s.length && WS.includes(s[i])) i++;
    if (i >= s.length) {
      if (state === 'Boost') throw lexicalError(s, i, i);
      tokens.push({ kind: TK.EOF, image: '', column: s.length });
      return tokens;
    }
    let best: [number, number] | undefined;
    if (state === 'Boost') {
      let j = i;
      while (j < s.length && s[j] >= '0' && s[j] <= '9') j++;
      if (j > i && s[j] === '.' && s[j + 1] >= '0' && s[j + 1] <= '9') {
        j++;
        while (j < s.length && s[j] >= '0' && s[j] <= '9') j++;
      }
      if (j > i) best = [TK.NUMBER, j - i];
    } else {
      for (const m of state === 'DEFAULT' ? defaultMatches(s, i) : rangeMatches(s, i)) if (!best || m[1] > best[1]) best = m;
    }
    if (!best) throw lexicalError(s, i, lexicalStop(s, i));
    const [kind, len] = best;
    tokens.push({ kind, image: s.slice(i, i + len), column: i });
    i += len;
    if (kind === TK.CARAT) state = 'Boost';
    else if (kind === TK.NUMBER) state = 'DEFAULT';
    else if (kind === TK.RANGEIN_START || kind === TK.RANGEEX_START) state = 'Range';
    else if (kind === TK.RANGEIN_END || kind === TK.RANGEEX_END) state = 'DEFAULT';
  }
}

/** Where an unmatched token stops: after an unterminated quote or regexp, the end of the text. */
function lexicalStop(s: string, i: number): number {
  if (s[i] === '"' || s[i] === '/') return s.length;
  if (s[i] === '\\') return i + 1;
  return i;
}
