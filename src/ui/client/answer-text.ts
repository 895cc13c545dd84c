/**
 * The JSON text of an answer as the engine wrote it. The page parses answers into objects for its views, and a
 * double cannot hold every long (`9007199254740993`) or keep `1.0`: the JSON view shows the engine's own text,
 * re-indented, so a `_source` reads as it was sent and long sort values stay exact.
 */
const texts = new WeakMap<object, string>();

/** Remembers `text` as the JSON text `body` was parsed from; returns `body`. */
export function withAnswerText<T>(body: T, text: string): T {
  if (typeof body === 'object' && body !== null) texts.set(body, text);
  return body;
}

/** The answer as pretty-printed JSON (two-space indent, as `JSON.stringify(body, null, 2)`), from the engine's text when known. */
export function answerJsonText(body: unknown): string {
  if (body === undefined) return '';
  if (typeof body === 'string') return body;
  const text = typeof body === 'object' && body !== null ? texts.get(body) : undefined;
  return text === undefined ? JSON.stringify(body, null, 2) : indentJson(text);
}

/**
 * Re-indents compact JSON text the way JSON.stringify's `space` argument lays it out, keeping every token's
 * characters (numbers included) as they are. Whitespace between tokens is dropped first.
 */
export function indentJson(text: string, unit = '  '): string {
  const out: string[] = [];
  let depth = 0;
  const newline = () => out.push('\n', unit.repeat(depth));
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') {
      const start = i;
      for (i++; i < text.length && text[i] !== '"'; i++) if (text[i] === '\\') i++;
      out.push(text.slice(start, i + 1));
    } else if (c === '{' || c === '[') {
      let j = i + 1;
      while (j < text.length && /\s/.test(text[j])) j++;
      if (text[j] === (c === '{' ? '}' : ']')) {
        out.push(c === '{' ? '{}' : '[]');
        i = j;
      } else {
        out.push(c);
        depth++;
        newline();
      }
    } else if (c === '}' || c === ']') {
      depth--;
      newline();
      out.push(c);
    } else if (c === ',') {
      out.push(',');
      newline();
    } else if (c === ':') out.push(': ');
    else if (!/\s/.test(c)) out.push(c);
  }
  return out.join('');
}
