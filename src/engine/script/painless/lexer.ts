/**
 * Painless tokens, following ES 6.8's `PainlessLexer.g4`: numeric literal forms (octal, hex, int/long/float/double
 * suffixes), strings with only `\\` and the quote as escapes, the after-dot mode (`x.0` is a list shortcut), and the
 * "lexer hack" that makes whitelisted class names TYPE tokens. Deviations: no regex literals; `//` comments may end
 * the source.
 */
import { JavaException, illegalArgumentJava } from '../script-errors';

export type TokenKind =
  | 'ID'
  | 'TYPE'
  | 'DOTID'
  | 'DOTINTEGER'
  | 'INTEGER'
  | 'DECIMAL'
  | 'HEX'
  | 'OCTAL'
  | 'STRING'
  | 'EOF'
  | 'PUNCT';

export interface Token {
  readonly kind: TokenKind;
  /** Source text; for PUNCT and keywords the operator or keyword itself; for STRING the unescaped value. */
  readonly text: string;
  readonly start: number;
  readonly end: number;
}

const KEYWORDS = new Set([
  'if', 'else', 'while', 'do', 'for', 'in', 'continue', 'break', 'return', 'new', 'try', 'catch', 'throw', 'this',
  'instanceof', 'true', 'false', 'null',
]);

/** Class names that lex as TYPE (a subset of the 6.8 whitelist's simple names; the rest lex as ID). */
export const TYPE_NAMES = new Set([
  'def', 'boolean', 'byte', 'short', 'char', 'int', 'long', 'float', 'double', 'void',
  'Object', 'String', 'Math', 'StrictMath', 'Integer', 'Long', 'Float', 'Double', 'Boolean', 'Byte', 'Short',
  'Character', 'Number', 'Map', 'HashMap', 'LinkedHashMap', 'List', 'ArrayList', 'LinkedList', 'Collection', 'Set', 'HashSet', 'Collections',
  'Arrays', 'Objects', 'StringBuilder', 'Instant', 'ZonedDateTime', 'LocalDate', 'LocalDateTime', 'Duration',
  'ChronoUnit', 'Iterator', 'Iterable', 'CharSequence', 'Comparable', 'BigDecimal', 'BigInteger', 'Pattern',
  'Matcher',
]);

/** Operators, longest first so that a prefix never shadows a longer one. */
const OPERATORS = [
  '>>>=', '===', '!==', '==~', '>>>', '<<=', '>>=',
  '==', '!=', '<=', '>=', '<<', '>>', '&&', '||', '++', '--', '+=', '-=', '*=', '/=', '%=', '&=', '^=', '|=',
  '->', '::', '=~', '?.', '?:',
  '{', '}', '[', ']', '(', ')', '.', ',', ';', '!', '~', '*', '/', '%', '+', '-', '<', '>', '&', '^', '|', '?', ':',
  '=',
];

const isDigit = (c: number) => c >= 48 && c <= 57;
const isIdStart = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
const isIdPart = (c: number) => isIdStart(c) || isDigit(c);
const isHex = (c: number) => isDigit(c) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);

/** Splits a Painless source into tokens; throws a JavaException (compile error) at the first bad character. */
export function tokenizePainless(src: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  let afterDot = false;
  const n = src.length;
  while (i < n) {
    const c = src.charCodeAt(i);
    if (c === 32 || c === 9 || c === 10 || c === 13) {
      i++;
      continue;
    }
    if (c === 47 && src.charCodeAt(i + 1) === 47) {
      while (i < n && src.charCodeAt(i) !== 10 && src.charCodeAt(i) !== 13) i++;
      continue;
    }
    if (c === 47 && src.charCodeAt(i + 1) === 42) {
      const close = src.indexOf('*/', i + 2);
      if (close < 0) throw unexpectedCharacter(i, src.substring(i, i + 2));
      i = close + 2;
      continue;
    }
    const start = i;
    if (afterDot) {
      afterDot = false;
      if (isIdStart(c)) {
        while (i < n && isIdPart(src.charCodeAt(i))) i++;
        tokens.push({ kind: 'DOTID', text: src.substring(start, i), start, end: i });
        continue;
      }
      if (isDigit(c)) {
        if (c === 48) i++;
        else while (i < n && isDigit(src.charCodeAt(i))) i++;
        tokens.push({ kind: 'DOTINTEGER', text: src.substring(start, i), start, end: i });
        continue;
      }
      throw unexpectedCharacter(i, src[i]);
    }
    if (isIdStart(c)) {
      while (i < n && isIdPart(src.charCodeAt(i))) i++;
      const text = src.substring(start, i);
      const kind: TokenKind = KEYWORDS.has(text) ? 'PUNCT' : TYPE_NAMES.has(text) ? 'TYPE' : 'ID';
      tokens.push({ kind, text, start, end: i });
      continue;
    }
    if (isDigit(c)) {
      i = lexNumber(src, i, tokens);
      continue;
    }
    if (c === 34 || c === 39) {
      i = lexString(src, i, tokens);
      continue;
    }
    if (c === 47 && slashIsRegex(tokens[tokens.length - 1])) {
      // ES lexes `/.../flags` as a regex where an operand may start; with script.painless.regex.enabled
      // off (its default) the walker then refuses it. Searchpad has no regexes, so it always does.
      throw new JavaException(
        'illegal_state_exception',
        "Regexes are disabled. Set [script.painless.regex.enabled] to [true] in elasticsearch.yaml to allow them. Be careful though, regexes break out of Painless's protection against deep recursion and long loops.",
        start,
      );
    }
    const op = OPERATORS.find((o) => src.startsWith(o, i));
    if (op === undefined) throw unexpectedCharacter(i, String.fromCodePoint(src.codePointAt(i) as number));
    i += op.length;
    tokens.push({ kind: 'PUNCT', text: op, start, end: i });
    if (op === '.' || op === '?.') afterDot = true;
  }
  tokens.push({ kind: 'EOF', text: '<EOF>', start: n, end: n });
  return tokens;
}

function lexNumber(src: string, start: number, out: Token[]): number {
  const n = src.length;
  let i = start;
  const c1 = src.charCodeAt(i + 1);
  if (src.charCodeAt(i) === 48 && (c1 === 120 || c1 === 88) && isHex(src.charCodeAt(i + 2))) {
    i += 2;
    while (i < n && isHex(src.charCodeAt(i))) i++;
    if (/[lL]/.test(src[i] ?? '')) i++;
    out.push({ kind: 'HEX', text: src.substring(start, i), start, end: i });
    return i;
  }
  if (src.charCodeAt(i) === 48 && c1 >= 48 && c1 <= 55) {
    i++;
    while (i < n && src.charCodeAt(i) >= 48 && src.charCodeAt(i) <= 55) i++;
    if (/[lL]/.test(src[i] ?? '')) i++;
    out.push({ kind: 'OCTAL', text: src.substring(start, i), start, end: i });
    return i;
  }
  // ES: INTEGER and DECIMAL both start with '0' or [1-9][0-9]*.
  if (src.charCodeAt(i) === 48) i++;
  else while (i < n && isDigit(src.charCodeAt(i))) i++;
  let decimal = false;
  if (src.charCodeAt(i) === 46 && isDigit(src.charCodeAt(i + 1))) {
    decimal = true;
    i++;
    while (i < n && isDigit(src.charCodeAt(i))) i++;
  }
  const e = src.charCodeAt(i);
  if (e === 101 || e === 69) {
    let j = i + 1;
    if (src[j] === '+' || src[j] === '-') j++;
    if (isDigit(src.charCodeAt(j))) {
      decimal = true;
      while (j < n && isDigit(src.charCodeAt(j))) j++;
      i = j;
    }
  }
  const suffix = src[i] ?? '';
  if (decimal) {
    if (/[fFdD]/.test(suffix)) i++;
  } else if (/[lLfFdD]/.test(suffix)) {
    i++;
  }
  out.push({ kind: decimal ? 'DECIMAL' : 'INTEGER', text: src.substring(start, i), start, end: i });
  return i;
}

function lexString(src: string, start: number, out: Token[]): number {
  const quote = src[start];
  let i = start + 1;
  let value = '';
  while (i < src.length) {
    const ch = src[i];
    if (ch === quote) {
      out.push({ kind: 'STRING', text: value, start, end: i + 1 });
      return i + 1;
    }
    if (ch === '\\') {
      const next = src[i + 1];
      if (next === '\\' || next === quote) {
        value += next;
        i += 2;
        continue;
      }
      const message =
        `unexpected character [${display(src.substring(start, i + 2))}].` +
        ` The only valid escape sequences in strings starting with [${quote}] are [\\\\] and [\\${quote}].`;
      throw illegalArgumentJava(message, start);
    }
    value += ch;
    i++;
  }
  throw unexpectedCharacter(start, src.substring(start));
}

function unexpectedCharacter(offset: number, text: string): JavaException {
  return illegalArgumentJava(`unexpected character [${display(text)}].`, offset);
}

/** ANTLR's error display: control characters escaped. */
function display(text: string): string {
  return text.replace(/\n/g, '\\n').replace(/\r/g, '\\r').replace(/\t/g, '\\t');
}

/** EnhancedPainlessLexer.isSlashRegex: a slash after something that ends an operand divides; elsewhere it starts a regex. */
function slashIsRegex(last: Token | undefined): boolean {
  if (last === undefined) return true;
  switch (last.kind) {
    case 'ID':
    case 'DOTID':
    case 'DOTINTEGER':
    case 'INTEGER':
    case 'DECIMAL':
    case 'HEX':
    case 'OCTAL':
    case 'STRING':
    case 'TYPE':
      return false;
    default:
      return !(last.text === ')' || last.text === ']' || last.text === '}' || last.text === 'true' || last.text === 'false' || last.text === 'null');
  }
}
