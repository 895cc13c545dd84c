import { HTML_ENTITIES, LONGEST_ENTITY_NAME } from './html-entities';
import { OffsetMap, type CharFilter } from './offset-map';

/**
 * Lucene 7.7's HTMLStripCharFilter (its JFlex grammar, rule for rule where it matters): block-level tags,
 * `<br>`, scripts and styles become "\n"; inline tags, comments, `<!...>`, processing instructions and
 * CDATA markers are removed; character entities (HTML 4 names, decimal and hex) are decoded; tags named in
 * `escapedTags` stay as they are. Something that only starts like markup is kept as text. Offsets are
 * corrected as the grammar's actions record them (a replacement "\n" maps to its tag's start, what
 * follows a removal to the removal's end).
 */
const WS = /[ \t\n\u000b\f\r\u0085\u2028\u2029]/;
const isWs = (c: string | undefined) => c !== undefined && WS.test(c);
const NAME = /^[:_\p{ID_Start}][-.:_\p{ID_Continue}]*/u;
const INLINE = new Set(['a', 'b', 'i', 'q', 's', 'u', 'abbr', 'acronym', 'basefont', 'bdo', 'big', 'cite', 'code', 'dfn', 'em', 'font', 'img', 'input',
  'kbd', 'label', 'samp', 'select', 'small', 'span', 'strike', 'strong', 'sub', 'sup', 'textarea', 'tt', 'var']);
const EVENT_ATTRIBUTE = /^on(?:abort|blur|change|click|dblclick|error|focus|keydown|keypress|keyup|load|mousedown|mousemove|mouseout|mouseover|mouseup|reset|select|submit|unload)[ \t\n\u000b\f\r\u0085\u2028\u2029]*=[ \t\n\u000b\f\r\u0085\u2028\u2029]*(?:'(?:\\'|[^'])*'|"(?:\\"|[^"])*")/i;
const SSI = /^<!--#(?:[^'"]|'(?:\\'|[^'])*'|"(?:\\"|[^"])*")*?-->/;
const SURROGATE_PAIR = /^#(?:[xX]([dD][89aAbB][0-9a-fA-F]{2})|(5[56]\d{3}));&#(?:[xX]([dD][c-fC-F][0-9a-fA-F]{2})|(5[67]\d{3}));/;

const skipWs = (text: string, k: number) => {
  while (isWs(text[k])) k++;
  return k;
};

/** OpenTagContent up to the closing '>' (the longest reading): the index of that '>' or -1. */
function tagContentEnd(text: string, k: number): number {
  let plain = k;
  while (plain < text.length && text[plain] !== '<' && text[plain] !== '>') plain++;
  let p = k;
  for (;;) {
    const rest = text.slice(p, p + 4096);
    const m = EVENT_ATTRIBUTE.exec(rest) ?? (rest.startsWith('<!--#') ? SSI.exec(text.slice(p)) : null);
    if (m) p += m[0].length;
    else if (p < text.length && text[p] !== '<' && text[p] !== '>') p++;
    else break;
  }
  const best = Math.max(text[p] === '>' ? p : -1, text[plain] === '>' ? plain : -1);
  return best;
}

/** A start tag's tail (attributes, `/`, `>`) from k: the index after '>' or -1. */
function startTagTailEnd(text: string, k: number): number {
  if (text[k] === '=' || isWs(text[k])) {
    const end = tagContentEnd(text, k + 1);
    return end < 0 ? -1 : end + 1;
  }
  if (text[k] === '/' && text[k + 1] === '>') return k + 2;
  return text[k] === '>' ? k + 1 : -1;
}

/** Where a script or style body ends: [start of the end tag, index after it], or undefined at EOF. */
function rawTextEnd(text: string, k: number, tag: string): [number, number] | undefined {
  const endTag = new RegExp(`^</[ \\t\\n\\u000b\\f\\r\\u0085\\u2028\\u2029]*${tag}[ \\t\\n\\u000b\\f\\r\\u0085\\u2028\\u2029]*>`, 'i');
  while (k < text.length) {
    if (text.startsWith('<!--', k)) {
      // SCRIPT_COMMENT / STYLE_COMMENT: quoted strings and includes are skipped up to "-->".
      k += 4;
      while (k < text.length && !text.startsWith('-->', k)) {
        const q = text[k];
        if (text.startsWith('<!--#', k)) {
          const m = SSI.exec(text.slice(k));
          if (!m) return undefined;
          k += m[0].length;
        } else if (q === '"' || q === "'") {
          k++;
          while (k < text.length && text[k] !== q) k += text[k] === '\\' ? 2 : 1;
          if (k >= text.length) return undefined;
          k++;
        } else k++;
      }
      if (k >= text.length) return undefined;
      k += 3;
      continue;
    }
    const m = text[k] === '<' ? endTag.exec(text.slice(k, k + 256)) : null;
    if (m) return [k, k + m[0].length];
    k++;
  }
  return undefined;
}

export function htmlStripCharFilter(escapedTags: readonly string[] = []): CharFilter {
  const escaped = new Set<string>();
  let escapeBR = false;
  let escapeScript = false;
  let escapeStyle = false;
  for (const t of escapedTags) {
    const l = t.toLowerCase();
    if (l === 'br') escapeBR = true;
    else if (l === 'script') escapeScript = true;
    else if (l === 'style') escapeStyle = true;
    else escaped.add(l);
  }
  return (text) => {
    const corrections = new OffsetMap();
    let out = '';
    let diff = 0;
    /** Input [from, to) leaves nothing. */
    const remove = (from: number, to: number) => {
      diff += to - from;
      corrections.add(out.length, diff);
    };
    /** Input [from, to) becomes `by`. */
    const substitute = (from: number, to: number, by: string) => {
      diff += to - from - by.length;
      corrections.add(out.length + by.length, diff);
      out += by;
    };

    let i = 0;
    while (i < text.length) {
      const c = text[i];
      if (c === '&') {
        const next = entityAt(text, i);
        if (next.kind === 'pair') {
          substitute(i, next.end, next.value);
          i = next.end;
        } else if (next.kind === 'ref') {
          if (text[next.end] === ';') {
            substitute(i, next.end + 1, next.value);
            i = next.end + 1;
          } else if (next.end >= text.length) {
            substitute(i, next.end, next.value); // at end of input a reference needs no ';'
            i = next.end;
          } else {
            out += text.slice(i, next.end);
            i = next.end;
          }
        } else {
          out += '&';
          i++;
        }
        continue;
      }
      if (c !== '<') {
        out += c;
        i++;
        continue;
      }
      const step = markupAt(text, i);
      if (step === undefined) {
        out += '<';
        i++;
        continue;
      }
      switch (step.kind) {
        case 'remove': remove(i, step.end); break;
        case 'newline': substitute(i, step.end, '\n'); break;
        case 'keep': out += text.slice(i, step.end); break;
        case 'cdata': {
          remove(i, i + 9);
          const close = text.indexOf(']]>', i + 9);
          out += text.slice(i + 9, close < 0 ? text.length : close);
          if (close >= 0) remove(close, close + 3);
          break;
        }
        case 'raw': {
          // script / style: the whole element becomes "\n", or with the tag escaped its body goes.
          const body = rawTextEnd(text, step.bodyStart, step.tag);
          const escape = step.tag === 'script' ? escapeScript : escapeStyle;
          if (!body) {
            if (escape) out += text.slice(i, step.bodyStart);
            remove(escape ? step.bodyStart : i, text.length);
            i = text.length;
            continue;
          }
          if (escape) {
            out += text.slice(i, step.bodyStart);
            diff += body[0] - step.bodyStart;
            corrections.add(out.length, diff);
            out += text.slice(body[0], body[1]);
          } else substitute(i, body[1], '\n');
          i = body[1];
          continue;
        }
      }
      i = step.end;
    }
    return { text: out, correct: (o) => corrections.correct(o) };
  };

  /** What starts at '<' (index i), or undefined when it is only text. */
  function markupAt(text: string, i: number):
    | { kind: 'remove' | 'newline' | 'keep' | 'cdata'; end: number }
    | { kind: 'raw'; end: number; bodyStart: number; tag: 'script' | 'style' }
    | undefined {
    let k = i + 1;
    if (k >= text.length) return undefined;
    const c = text[k];
    if (c === '!') return bangAt(text, i);
    if (c === '?') {
      const close = text.indexOf('>', k + 1);
      if (close > k + 1 && (text[close - 1] === '/' || text[close - 1] === '?')) return { kind: 'remove', end: close + 1 };
      // falls through: "<?" may still be nothing else
    }
    if (c === '/') {
      k = skipWs(text, k + 1);
      const br = /^[bB][rR][ \t\n\u000b\f\r\u0085\u2028\u2029]*>/.exec(text.slice(k, k + 256));
      if (br) return { kind: escapeBR ? 'keep' : 'newline', end: k + br[0].length };
      const m = NAME.exec(text.slice(k, k + 1024));
      if (!m) return undefined;
      const name = m[0];
      const after = k + name.length;
      const lower = name.toLowerCase();
      const kind = escaped.has(lower) ? 'keep' : INLINE.has(lower) ? 'remove' : 'newline';
      if (after >= text.length) return kind === 'keep' ? undefined : { kind: 'remove', end: after };
      const tail = skipWs(text, after);
      if (text[tail] !== '>') return undefined;
      return { kind, end: tail + 1 };
    }
    // "<" \s* br / script / style, or "<" \s* Name.
    const afterWs = skipWs(text, k);
    const head = text.slice(afterWs, afterWs + 7).toLowerCase();
    if (head.startsWith('br')) {
      const end = startTagTailEnd(text, afterWs + 2);
      if (end >= 0) return { kind: escapeBR ? 'keep' : 'newline', end };
    }
    for (const tag of ['script', 'style'] as const) {
      if (!head.startsWith(tag)) continue;
      const p = afterWs + tag.length;
      let end = -1;
      if (isWs(text[p])) {
        const close = tagContentEnd(text, p + 1);
        if (close >= 0) end = close + 1;
      } else if (text[p] === '>') end = p + 1;
      if (end >= 0) return { kind: 'raw', end, bodyStart: end, tag };
    }
    const m = NAME.exec(text.slice(afterWs, afterWs + 1024));
    if (!m) return undefined;
    const lower = m[0].toLowerCase();
    const after = afterWs + m[0].length;
    const kind = escaped.has(lower) ? 'keep' : INLINE.has(lower) ? 'remove' : 'newline';
    // A tag name at the very end: the grammar's end-of-input rule drops it (an escaped one stays).
    if (after >= text.length) return kind === 'keep' ? undefined : { kind: 'remove', end: after };
    const end = startTagTailEnd(text, after);
    return end < 0 ? undefined : { kind, end };
  }

  /** "<!": a comment or CDATA right after it, else everything up to '>' goes (kept as text when unclosed). */
  function bangAt(text: string, i: number): { kind: 'remove' | 'keep' | 'cdata'; end: number } {
    const k = i + 2;
    if (text.startsWith('--', k)) return { kind: 'remove', end: commentEnd(text, k + 2) };
    if (text.startsWith('[CDATA[', k)) return { kind: 'cdata', end: cdataEnd(text, k + 7) };
    const close = text.indexOf('>', k);
    return close < 0 ? { kind: 'keep', end: text.length } : { kind: 'remove', end: close + 1 };
  }
}

/** After "<!--" (or "<!...--"): the index after "-->" (includes skipped), or the end of input. */
function commentEnd(text: string, k: number): number {
  while (k < text.length) {
    if (text.startsWith('-->', k)) return k + 3;
    if (text.startsWith('<!--#', k)) {
      // SERVER_SIDE_INCLUDE inside a comment: quoted strings may hide "-->".
      k += 5;
      while (k < text.length && !text.startsWith('-->', k)) {
        const q = text[k];
        if (q === '"' || q === "'") {
          k++;
          while (k < text.length && text[k] !== q) k += text[k] === '\\' ? 2 : 1;
          k++;
        } else k++;
      }
      k += 3;
      continue;
    }
    k++;
  }
  return text.length;
}

function cdataEnd(text: string, k: number): number {
  const close = text.indexOf(']]>', k);
  return close < 0 ? text.length : close + 3;
}

type EntityMatch = { kind: 'ref' | 'pair'; end: number; value: string } | { kind: 'none' };

/** A character reference after '&' at i: a name, a decimal or hex number (or a surrogate pair of them). */
function entityAt(text: string, i: number): EntityMatch {
  const rest = text.slice(i + 1, i + 1 + 32);
  const pair = SURROGATE_PAIR.exec(rest);
  if (pair) {
    const hi = pair[1] !== undefined ? parseInt(pair[1], 16) : Number(pair[2]);
    const lo = pair[3] !== undefined ? parseInt(pair[3], 16) : Number(pair[4]);
    if (hi >= 0xd800 && hi <= 0xdbff && lo >= 0xdc00 && lo <= 0xdfff) return { kind: 'pair', end: i + 1 + pair[0].length, value: String.fromCharCode(hi, lo) };
  }
  if (rest[0] === '#') {
    const m = /^#(?:[xX]([0-9A-Fa-f]+)|([0-9]+))/.exec(rest.length < 32 ? rest : text.slice(i + 1));
    if (!m) return { kind: 'none' };
    const digits = m[1] ?? m[2];
    const tooLong = m[1] !== undefined ? digits.length + 1 > 6 : digits.length > 7;
    const cp = tooLong ? Infinity : parseInt(digits, m[1] !== undefined ? 16 : 10);
    const end = i + 1 + m[0].length;
    if (cp > 0x10ffff) return { kind: 'none' }; // kept as text: "&#" and the digits carry no markup
    const value = cp >= 0xd800 && cp <= 0xdfff ? '\ufffd' : String.fromCodePoint(cp);
    return { kind: 'ref', end, value };
  }
  for (let len = Math.min(LONGEST_ENTITY_NAME, rest.length); len >= 2; len--) {
    const v = HTML_ENTITIES.get(rest.slice(0, len));
    if (v !== undefined) return { kind: 'ref', end: i + 1 + len, value: v };
  }
  return { kind: 'none' };
}
