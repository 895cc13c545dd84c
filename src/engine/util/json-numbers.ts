/**
 * The original text of JSON numbers a double does not keep: integers of 16 digits or more (a long's
 * last digits) and numbers with an exponent (`1e400` parses to Infinity). JSON.parse loses them; this
 * walks the text beside the parsed value once, and only when the text has such a number at all.
 */
const texts = new WeakMap<object, Map<string | number, string>>();

/** Cheap test: can the text hold a number worth keeping? (Digits in strings count too: only a walk is wasted.) */
const MAYBE = /\d{16}|\d[eE]/;

/** The original text of the number at `container[key]`, when it is one a double does not keep. */
export function numberText(container: unknown, key: string | number): string | undefined {
  return typeof container === 'object' && container !== null ? texts.get(container)?.get(key) : undefined;
}

/** Records the texts of the long or exponent numbers of `value`, parsed from `text` (nesting already bounded). */
export function recordNumberTexts(text: string, value: unknown) {
  if (!MAYBE.test(text)) return;
  let i = 0;
  const ws = () => {
    while (i < text.length && (text[i] === ' ' || text[i] === '\n' || text[i] === '\r' || text[i] === '\t')) i++;
  };
  const skipString = () => {
    i++;
    while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    i++;
  };
  const note = (container: object, key: string | number, start: number) => {
    const t = text.slice(start, i);
    if (t.length < 16 && !/[eE]/.test(t)) return;
    let m = texts.get(container);
    if (!m) texts.set(container, (m = new Map()));
    m.set(key, t);
  };
  const walk = (v: unknown, container?: object, key?: string | number) => {
    ws();
    const c = text[i];
    if (c === '{') {
      i++;
      ws();
      if (text[i] === '}') {
        i++;
        return;
      }
      for (;;) {
        ws();
        const keyStart = i;
        skipString();
        const k = JSON.parse(text.slice(keyStart, i)) as string;
        ws();
        i++; // colon
        walk(typeof v === 'object' && v !== null ? (v as Record<string, unknown>)[k] : undefined, v as object, k);
        ws();
        if (text[i++] === '}') return;
      }
    } else if (c === '[') {
      i++;
      ws();
      if (text[i] === ']') {
        i++;
        return;
      }
      let n = 0;
      for (;;) {
        const at = n++;
        walk(Array.isArray(v) ? v[at] : undefined, v as object, at);
        ws();
        if (text[i++] === ']') return;
      }
    } else if (c === '"') skipString();
    else {
      const start = i;
      while (i < text.length && !',]} \t\r\n'.includes(text[i])) i++;
      if (container && typeof v === 'number') note(container, key!, start);
    }
  };
  walk(value);
}
