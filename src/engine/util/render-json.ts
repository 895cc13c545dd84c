import { anyNumberTexts, numberText } from './json-numbers';

/**
 * JSON text of an answer with every number as it was sent where the engine kept its text (a source's
 * `9223372036854775807`, `-0`, `1.0`), as Elasticsearch returns `_source` byte for byte. Numbers are
 * marked during JSON.stringify (through the replacer, which sees each member's holder) and the marks
 * replaced by their digits after; the mark carries a random tag no user string can guess.
 */
const TAG = `\u0000${Math.random().toString(36).slice(2)}:`;
const ESCAPED_TAG = JSON.stringify(TAG).slice(1, -1);
const MARKS = new RegExp(`"${ESCAPED_TAG.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&')}([-+.0-9eE]+)"`, 'g');

export function renderJson(value: unknown, indent?: number): string {
  if (!anyNumberTexts()) return JSON.stringify(value, null, indent);
  const out = JSON.stringify(
    value,
    function (this: unknown, key: string, v: unknown) {
      if (typeof v !== 'number') return v;
      const t = numberText(this, Array.isArray(this) ? Number(key) : key);
      return t === undefined ? v : TAG + t;
    },
    indent,
  );
  return out === undefined ? out! : out.replace(MARKS, '$1');
}
