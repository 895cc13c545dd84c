/**
 * Where each member of a parsed request body started in its text, so errors can carry ES's `line`/`col`
 * (Jackson's 1-based token locations). Filled for bodies that arrive as text; objects built in code
 * have no locations and errors then fall back to line 1, col 1.
 */
export interface Location {
  line: number;
  col: number;
}

const locations = new WeakMap<object, { start: Location; members: Map<string, Location>; keys: Map<string, Location> }>();

/** Members (object keys or array indices) whose number was written with a fraction or exponent (`100.0`). */
const decimals = new WeakMap<object, Set<string | number>>();

/**
 * Whether `container[key]` was written as a decimal number in the body's text: JSON.parse makes `100.0`
 * the integer 100, where ES's parser (Jackson) keeps it a double (scripts then divide as doubles).
 */
export function isDecimalLiteral(container: object, key: string | number): boolean {
  return decimals.get(container)?.has(key) ?? false;
}

/** The location of the value of `key` in `obj` (its first token), if the object came from text. */
export function valueLocation(obj: unknown, key: string): Location | undefined {
  return typeof obj === 'object' && obj !== null ? locations.get(obj)?.members.get(key) : undefined;
}

/** The location of the member name `key` in `obj` (its opening quote). */
export function keyLocation(obj: unknown, key: string): Location | undefined {
  return typeof obj === 'object' && obj !== null ? locations.get(obj)?.keys.get(key) : undefined;
}

/** The location of the `{` that opened `obj`. */
export function objectLocation(obj: unknown): Location | undefined {
  return typeof obj === 'object' && obj !== null ? locations.get(obj)?.start : undefined;
}

/** Walks valid JSON text alongside the value JSON.parse made of it, recording member locations. */
export function recordLocations(text: string, value: unknown) {
  let i = 0;
  let line = 1;
  let lineStart = 0;
  const here = (): Location => ({ line, col: i - lineStart + 1 });
  const ws = () => {
    for (; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 10) {
        line++;
        lineStart = i + 1;
      } else if (c !== 32 && c !== 9 && c !== 13) break;
    }
  };
  const skipString = () => {
    i++; // opening quote
    while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    i++;
  };
  const walk = (v: unknown, parent?: unknown, key?: string | number) => {
    ws();
    const c = text[i];
    if (c === '{') {
      const entry = { start: here(), members: new Map<string, Location>(), keys: new Map<string, Location>() };
      if (typeof v === 'object' && v !== null && !Array.isArray(v)) locations.set(v, entry);
      i++;
      ws();
      if (text[i] === '}') {
        i++;
        return;
      }
      for (;;) {
        ws();
        const keyLoc = here();
        const keyStart = i;
        skipString();
        const key = JSON.parse(text.slice(keyStart, i)) as string;
        entry.keys.set(key, keyLoc);
        ws();
        i++; // colon
        ws();
        entry.members.set(key, here());
        walk(typeof v === 'object' && v !== null ? (v as Record<string, unknown>)[key] : undefined, v, key);
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
        walk(Array.isArray(v) ? v[n] : undefined, v, n);
        n++;
        ws();
        if (text[i++] === ']') return;
      }
    } else if (c === '"') skipString();
    else {
      const start = i;
      while (i < text.length && !',]} \t\r\n'.includes(text[i])) i++;
      if (typeof v === 'number' && Number.isInteger(v) && typeof parent === 'object' && parent !== null && /[.eE]/.test(text.slice(start, i))) {
        let set = decimals.get(parent);
        if (!set) decimals.set(parent, (set = new Set()));
        set.add(key!);
      }
    }
  };
  walk(value);
}
