/**
 * Where each member of a parsed request body started in its text, so errors can carry ES's `line`/`col`
 * (Jackson's 1-based token locations). Filled for bodies that arrive as text; objects built in code
 * have no locations and errors then fall back to line 1, col 1.
 */
import { walkJsonText, type Location } from './json-text-walk';

export type { Location };

const locations = new WeakMap<object, { start: Location; members: Map<string, Location>; keys: Map<string, Location> }>();

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
  walkJsonText(text, value, {
    object(v, at) {
      locations.set(v, { start: at, members: new Map(), keys: new Map() });
    },
    member(holder, key, keyAt, valueAt) {
      const entry = locations.get(holder)!;
      entry.keys.set(key, keyAt);
      entry.members.set(key, valueAt);
    },
  });
}
