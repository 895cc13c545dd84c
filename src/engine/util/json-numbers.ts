import { walkJsonText, type JsonTextVisitor } from './json-text-walk';

/**
 * The original text of JSON numbers a double does not give back: a long's last digits, `-0`, `1.0`,
 * `1e2` (`1e400` parses to Infinity). JSON.parse loses them; this walks the text beside the parsed
 * value once, and only when the text has such a number at all. Elasticsearch keeps a document's
 * source as its bytes: these texts let `_source` be rendered as it was sent (see render-json.ts).
 */
const texts = new WeakMap<object, Map<string | number, string>>();
/** Values parsed from a text that had such numbers (the roots given to recordNumberTexts). */
const roots = new WeakSet<object>();
let recorded = false;

/** Cheap test: can the text hold a number worth keeping? (Digits in strings count too: only a walk is wasted.) */
const MAYBE = /\d{16}|\d[eE]|\.\d*0(?!\d)|-0(?![1-9])/;

/** Whether `root` was parsed from a text with numbers a double does not give back. */
export const hasNumberTexts = (root: unknown) => typeof root === 'object' && root !== null && roots.has(root);

/** Whether any text so far had such numbers (until then, JSON.stringify renders everything exactly). */
export const anyNumberTexts = () => recorded;

/** The original text of the number at `container[key]`, when it is one a double does not keep. */
export function numberText(container: unknown, key: string | number): string | undefined {
  return typeof container === 'object' && container !== null ? texts.get(container)?.get(key) : undefined;
}

/** Keeps `text` as the JSON text of the number at `holder[key]` (a value the engine computed: an exact long). */
export function keepNumberText(holder: object, key: string | number, text: string) {
  recorded = true;
  let m = texts.get(holder);
  if (!m) texts.set(holder, (m = new Map()));
  m.set(key, text);
}

/**
 * Values for a JSON array, with each bigint (a Java long a double does not hold: sort values past 2^53,
 * Long.MIN_VALUE) as its double whose text is the exact digits, as ES writes a long.
 */
export function withExactLongs<T>(values: ReadonlyArray<T | bigint>): Array<T | number> {
  const out = values.map((v) => (typeof v === 'bigint' ? Number(v) : v));
  values.forEach((v, i) => typeof v === 'bigint' && keepNumberText(out, i, v.toString()));
  return out;
}

/** Records the texts of the numbers of `value` a double does not give back, parsed from `text` (nesting already bounded). */
export function recordNumberTexts(text: string, value: unknown) {
  if (!mayHoldNumberTexts(text)) return;
  walkJsonText(text, value, numberTextsVisitor(value));
}

/** Whether a text can hold a number worth keeping (see MAYBE). */
export const mayHoldNumberTexts = (text: string) => MAYBE.test(text);

/** The visitor that records number texts as a walk of the text parsed into `value` goes. */
export function numberTextsVisitor(value: unknown): JsonTextVisitor {
  return {
    number(holder, key, t) {
      if (String(Number(t)) === t) return;
      recorded = true;
      if (typeof value === 'object' && value !== null) roots.add(value);
      let m = texts.get(holder);
      if (!m) texts.set(holder, (m = new Map()));
      m.set(key, t);
    },
  };
}
