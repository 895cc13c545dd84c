/**
 * Names users choose (fields, analyzers, settings, query names, params, ids) are looked up and stored
 * without Object.prototype: in a plain object `constructor` or `toString` is found where nothing was
 * defined, and `o['__proto__'] = x` replaces the object's prototype (or writes onto Object.prototype).
 */

/** The member `key` of `obj` when it is its own, never one inherited from a prototype. */
export function own(obj: unknown, key: string): unknown {
  return typeof obj === 'object' && obj !== null && Object.prototype.hasOwnProperty.call(obj, key) ? (obj as Record<string, unknown>)[key] : undefined;
}

/** Whether `obj` has its own member `key`. */
export function hasOwn(obj: unknown, key: string): boolean {
  return typeof obj === 'object' && obj !== null && Object.prototype.hasOwnProperty.call(obj, key);
}

/** An empty object without a prototype, for members named by users (it renders as JSON like any object). */
export function dict<T = unknown>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}

/** A constant lookup table keyed by names users type: without a prototype, `constructor` is not in it. */
export function table<T>(entries: Record<string, T>): Readonly<Record<string, T>> {
  return Object.freeze(Object.assign(dict<T>(), entries));
}
