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

/**
 * A Java regex (`java.util.regex.Pattern`) as a JS RegExp, for `find()` semantics (unanchored search). What
 * differs and matters here: `$` (and `\Z`) also match before a final line terminator, `\A`/`\z` are the
 * input's ends, and with `comments` (the runner's `match` uses Pattern.COMMENTS) unescaped whitespace is
 * ignored, also inside character classes, and `#` starts a comment to the end of the line.
 */
export function javaRegex(src: string, comments = true): RegExp {
  const beforeFinalTerminator = '(?=(?:\\r\\n|[\\n\\r\\u0085\\u2028\\u2029])?$)';
  let out = '';
  let inClass = false;
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (c === '\\' && i + 1 < src.length) {
      const e = src[++i];
      if (!inClass && e === 'Z') out += beforeFinalTerminator;
      else if (!inClass && e === 'z') out += '$';
      else if (!inClass && e === 'A') out += '^';
      else out += c + e;
      continue;
    }
    if (comments && /\s/.test(c)) continue;
    if (comments && c === '#') {
      while (i + 1 < src.length && src[i + 1] !== '\n') i++;
      continue;
    }
    if (c === '[' && !inClass) inClass = true;
    else if (c === ']' && inClass) inClass = false;
    else if (c === '$' && !inClass) {
      out += beforeFinalTerminator;
      continue;
    }
    out += c;
  }
  return new RegExp(out);
}

/** A `match` expectation written as a regex: a string that, trimmed (block literals end in a newline), is `/.../`. */
export function regexExpectation(expected: unknown): string | undefined {
  if (typeof expected !== 'string') return undefined;
  const t = expected.trim();
  return t.length > 2 && t.startsWith('/') && t.endsWith('/') ? t.slice(1, -1) : undefined;
}

/** Deep equality as the YAML runner's `match`: numbers by value, `/regex/` strings as patterns. */
export function firstDifference(expected: unknown, actual: unknown, path = ''): string | undefined {
  const regex = regexExpectation(expected);
  if (regex !== undefined) {
    // Java's runner requires a string value here.
    if (typeof actual === 'string' && javaRegex(regex).test(actual)) return undefined;
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
