import { jsonTokens, type JsonToken } from './json-tokens';

const INDENT = '  ';

/**
 * Re-indents a body as Kibana's Console does (Ctrl/Cmd+I): every member and element on a line of its own, two
 * spaces a level, `"key": value`; empty `{}` and `[]` stay whole; comments are kept. A body already laid out
 * that way is collapsed to one line instead (as Kibana toggles), unless a line comment would swallow the rest.
 * NDJSON bodies (`_bulk`, `_msearch`) put each document on one line. An unterminated string or comment is
 * left as it is (undefined).
 */
export function formatBody(text: string, ndjson = false): string | undefined {
  if (ndjson) {
    const lines = text.split('\n').filter((l) => l.trim() !== '').map((l) => compact(jsonTokens(l)));
    return lines.some((l) => l === undefined) ? undefined : lines.join('\n');
  }
  const tokens = jsonTokens(text);
  if (tokens.some((t) => t.open)) return undefined;
  const pretty = expand(tokens, text);
  if (pretty !== text.trim()) return pretty;
  return tokens.some((t) => t.line) ? pretty : compact(tokens);
}

function expand(tokens: JsonToken[], source: string): string {
  let out = '';
  let depth = 0;
  const newline = () => {
    out = out.trimEnd() + '\n' + INDENT.repeat(depth);
  };
  tokens.forEach((t, i) => {
    const next = tokens[i + 1];
    if (t.kind === 'comment') {
      // A comment stays beside what it followed on its source line, or gets a line of its own.
      const prev = tokens[i - 1];
      if (prev && !source.slice(prev.end, t.start).includes('\n')) out = `${out.trimEnd()} ${t.text}`;
      else {
        if (out.trim() !== '' && !out.endsWith('\n' + INDENT.repeat(depth))) newline();
        out += t.text;
      }
      if (t.line || !prev || source.slice(prev.end, t.start).includes('\n')) newline();
      else out += ' ';
      return;
    }
    if (t.text === '{' || t.text === '[') {
      const closer = t.text === '{' ? '}' : ']';
      if (next?.text === closer) {
        out += t.text;
        return;
      }
      out += t.text;
      depth++;
      newline();
    } else if (t.text === '}' || t.text === ']') {
      const prev = tokens[i - 1];
      if (prev && prev.text === (t.text === '}' ? '{' : '[') && prev.kind === 'punct') {
        out += t.text;
        return;
      }
      depth = Math.max(0, depth - 1);
      newline();
      out += t.text;
    } else if (t.text === ',' && t.kind === 'punct') {
      out = out.trimEnd() + ',';
      newline();
    } else if (t.text === ':' && t.kind === 'punct') {
      out = out.trimEnd() + ': ';
    } else {
      out += t.text;
    }
  });
  return out.trimEnd();
}

/** The body on one line, without spaces between tokens (undefined when a line comment is in the way). */
function compact(tokens: JsonToken[]): string | undefined {
  if (tokens.some((t) => t.open || t.line)) return undefined;
  return tokens.map((t) => (t.kind === 'comment' ? ` ${t.text} ` : t.text)).join('');
}
