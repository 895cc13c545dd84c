/**
 * Where each member of a parsed request body started in its text, so errors can carry ES's `line`/`col`
 * (Jackson's 1-based token locations). Filled for bodies that arrive as text; objects built in code
 * have no locations and errors then fall back to line 1, col 1.
 */
import { walkJsonText, type JsonTextVisitor, type Location } from './json-text-walk';

export type { Location };

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
  walkJsonText(text, value, locationsVisitor());
}

/** The visitor that records locations (and decimal literals) as a walk goes. */
export function locationsVisitor(): JsonTextVisitor {
  return {
    object(v, at) {
      locations.set(v, { start: at, members: new Map(), keys: new Map() });
    },
    member(holder, key, keyAt, valueAt) {
      const entry = locations.get(holder)!;
      entry.keys.set(key, keyAt);
      entry.members.set(key, valueAt);
    },
    number(holder, key, t) {
      const v = Array.isArray(holder) ? holder[key as number] : (holder as Record<string, unknown>)[key];
      if (typeof v === 'number' && Number.isInteger(v) && /[.eE]/.test(t)) {
        let set = decimals.get(holder);
        if (!set) decimals.set(holder, (set = new Set()));
        set.add(key);
      }
    },
  };
}
