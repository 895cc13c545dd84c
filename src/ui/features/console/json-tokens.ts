/**
 * The tokens of a Console body: JSON as Kibana's Console lets a person write it, with `#`, `//` and `/* *\/`
 * comments. One tokenizer serves completion (where the cursor is), the formatter, comment stripping and the
 * closer typed over. It never throws: an unterminated string or comment is the last token, marked open.
 */
export type JsonTokenKind = 'string' | 'scalar' | 'punct' | 'comment';

export interface JsonToken {
  kind: JsonTokenKind;
  /** Offsets in the text: [start, end). */
  start: number;
  end: number;
  text: string;
  /** A string or block comment the text ends inside of. */
  open?: boolean;
  /** A line comment (`#`, `//`): what follows it must start on a new line. */
  line?: boolean;
}

const PUNCT = new Set(['{', '}', '[', ']', ':', ',']);

export function jsonTokens(text: string): JsonToken[] {
  const out: JsonToken[] = [];
  let i = 0;
  const push = (kind: JsonTokenKind, start: number, end: number, extra: Partial<JsonToken> = {}) =>
    out.push({ kind, start, end, text: text.slice(start, end), ...extra });
  while (i < text.length) {
    const c = text[i];
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r') {
      i++;
    } else if (c === '"') {
      const start = i++;
      while (i < text.length && text[i] !== '"' && text[i] !== '\n') i += text[i] === '\\' ? 2 : 1;
      if (text[i] === '"') push('string', start, ++i);
      else push('string', start, Math.min(i, text.length), { open: true });
    } else if (c === '#' || (c === '/' && text[i + 1] === '/')) {
      const start = i;
      while (i < text.length && text[i] !== '\n') i++;
      push('comment', start, i, { line: true });
    } else if (c === '/' && text[i + 1] === '*') {
      const start = i;
      const close = text.indexOf('*/', i + 2);
      i = close < 0 ? text.length : close + 2;
      push('comment', start, i, close < 0 ? { open: true } : {});
    } else if (PUNCT.has(c)) {
      push('punct', i, ++i);
    } else {
      const start = i;
      while (i < text.length && !/[\s"{}[\]:,#]/.test(text[i]) && !(text[i] === '/' && (text[i + 1] === '/' || text[i + 1] === '*'))) i++;
      push('scalar', start, i);
    }
  }
  return out;
}

/** The text with its comments blanked out (newlines kept), so line/col of what remains do not move. */
export function withoutComments(text: string): string {
  const comments = jsonTokens(text).filter((t) => t.kind === 'comment');
  if (comments.length === 0) return text;
  let out = '';
  let at = 0;
  for (const t of comments) {
    out += text.slice(at, t.start) + t.text.replace(/[^\n]/g, ' ');
    at = t.end;
  }
  return out + text.slice(at);
}

/** Openers minus closers (`{[` against `}]`) outside strings and comments. */
export function bracketDepth(text: string): number {
  let depth = 0;
  for (const t of jsonTokens(text)) {
    if (t.kind !== 'punct') continue;
    if (t.text === '{' || t.text === '[') depth++;
    else if (t.text === '}' || t.text === ']') depth--;
  }
  return depth;
}
