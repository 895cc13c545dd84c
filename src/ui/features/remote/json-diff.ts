/** Where two JSON answers differ: the paths whose values are not equal, `took` (a timing) left out at any depth. */

export interface JsonDifference {
  /** `hits.total`, `hits.hits[0]._score`, or `(root)`. */
  path: string;
  /** The value on each side; `undefined` where the key is missing. */
  left: unknown;
  right: unknown;
}

const IGNORED_KEYS = new Set(['took']);
const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** Every leaf-most difference, in document order (left's keys first, then right's extra keys). */
export function diffJson(left: unknown, right: unknown, limit = 500): JsonDifference[] {
  const out: JsonDifference[] = [];
  const walk = (a: unknown, b: unknown, path: string) => {
    if (out.length >= limit) return;
    if (isObj(a) && isObj(b)) {
      const keys = [...Object.keys(a), ...Object.keys(b).filter((k) => !(k in a))];
      for (const k of keys) if (!IGNORED_KEYS.has(k)) walk(a[k], b[k], joinKey(path, k));
      return;
    }
    if (Array.isArray(a) && Array.isArray(b)) {
      for (let i = 0; i < Math.max(a.length, b.length); i++) walk(a[i], b[i], `${path}[${i}]`);
      return;
    }
    if (!Object.is(a, b)) out.push({ path: path || '(root)', left: a, right: b });
  };
  walk(left, right, '');
  return out;
}

function joinKey(path: string, key: string): string {
  const plain = /^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key);
  if (path === '') return plain.startsWith('"') ? `[${plain}]` : plain;
  return plain.startsWith('"') ? `${path}[${plain}]` : `${path}.${plain}`;
}
