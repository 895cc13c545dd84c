/** The value at a dotted path (`a.b.0.c`, `\.` escapes a dot); `$body` is the whole response. */
export function valueAt(body: unknown, path: string): unknown {
  if (path === '' || path === '$body') return body;
  const parts = path.split(/(?<!\\)\./).map((p) => p.replace(/\\\./g, '.'));
  let v: unknown = body;
  for (const p of parts) {
    if (v === null || v === undefined) return undefined;
    if (Array.isArray(v)) v = v[Number(p)];
    else if (typeof v === 'object') v = (v as Record<string, unknown>)[p];
    else return undefined;
  }
  return v;
}

/** A Java regex as the YAML runner uses it (COMMENTS flag: unescaped whitespace ignored). */
export function javaRegex(src: string): RegExp {
  let out = '';
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (c === '\\' && i + 1 < src.length) {
      out += c + src[++i];
      continue;
    }
    if (/\s/.test(c)) continue;
    out += c;
  }
  return new RegExp(out);
}

/** Deep equality as the YAML runner's `match`: numbers by value, `/regex/` strings as patterns. */
export function firstDifference(expected: unknown, actual: unknown, path = ''): string | undefined {
  if (typeof expected === 'string' && expected.length > 1 && expected.startsWith('/') && expected.endsWith('/')) {
    if (typeof actual === 'string' && javaRegex(expected.slice(1, -1).trim()).test(actual)) return undefined;
    return `${path || '$body'}: expected to match ${expected}, got ${JSON.stringify(actual)}`;
  }
  if (typeof expected === 'number' && typeof actual === 'number') {
    return expected === actual ? undefined : `${path}: expected ${expected}, got ${actual}`;
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return `${path}: expected an array, got ${JSON.stringify(actual)}`;
    if (expected.length !== actual.length) return `${path}: expected ${expected.length} items, got ${actual.length}`;
    for (let i = 0; i < expected.length; i++) {
      const d = firstDifference(expected[i], actual[i], `${path}.${i}`);
      if (d) return d;
    }
    return undefined;
  }
  if (expected !== null && typeof expected === 'object') {
    if (actual === null || typeof actual !== 'object' || Array.isArray(actual)) return `${path}: expected an object, got ${JSON.stringify(actual)}`;
    const a = actual as Record<string, unknown>;
    const e = expected as Record<string, unknown>;
    for (const k of Object.keys(e)) {
      const d = firstDifference(e[k], a[k], path ? `${path}.${k}` : k);
      if (d) return d;
    }
    for (const k of Object.keys(a)) if (!(k in e)) return `${path ? `${path}.${k}` : k}: unexpected key`;
    return undefined;
  }
  if (expected === actual) return undefined;
  if (expected !== null && actual !== null && String(expected) === String(actual) && typeof actual !== 'boolean') return undefined;
  return `${path || '$body'}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`;
}

export function isFalsy(v: unknown): boolean {
  return v === undefined || v === null || v === false || v === 0 || v === '' || v === 'false';
}

/** Java's Map.toString of a JSON value: how the Java runner prints an error object for regex `catch`. */
export function javaString(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(javaString).join(', ')}]`;
  if (v !== null && typeof v === 'object') return `{${Object.entries(v).map(([k, x]) => `${k}=${javaString(x)}`).join(', ')}}`;
  return String(v);
}

/** Numeric comparison of dotted version strings; `range` is `"lo - hi"` with either bound optional. */
export function versionInRange(version: string, range: string): boolean {
  const cmp = (a: string, b: string) => {
    const x = a.split('.').map(Number);
    const y = b.split('.').map(Number);
    for (let i = 0; i < Math.max(x.length, y.length); i++) {
      const d = (x[i] ?? 0) - (y[i] ?? 0);
      if (d !== 0) return d;
    }
    return 0;
  };
  if (range.trim() === 'all') return true;
  const [lo, hi] = range.split(' - ').map((s) => s.trim());
  return (!lo || cmp(version, lo) >= 0) && (!hi || cmp(version, hi) <= 0);
}
