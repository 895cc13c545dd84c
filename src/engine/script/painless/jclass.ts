/**
 * The whitelist of classes a script can touch. Every member a script reaches is looked up here by name in a `Map`
 * built from our own definitions, so no script name ever indexes a JS object (no `constructor`, `__proto__`,
 * prototype or global can be reached). Getters are derived from zero-argument `getX`/`isX` methods, as Painless does
 * (`doc['f'].value` is `getValue()`, `.empty` is `isEmpty()`).
 */
import type { ExecState } from './state';

/** A whitelisted method: `args`/`argTags` are the call site's preallocated argument slots. Sets `st.t`. */
export type JMethod = (self: any, args: unknown[], argTags: ArrayLike<number>, st: ExecState) => unknown;

/** Element access of a `java.util.List` (brace access, for-each, `get`). `get` sets `st.t`. */
export interface ListAccess {
  size(self: any, st: ExecState): number;
  get(self: any, index: number, st: ExecState): unknown;
  set?(self: any, index: number, value: unknown, tag: number, st: ExecState): void;
}

/** Keyed access of a `java.util.Map` (brace access and the `map.key` shortcut). `get` sets `st.t`. */
export interface MapAccess {
  get(self: any, key: unknown, keyTag: number, st: ExecState): unknown;
  put?(self: any, key: unknown, keyTag: number, value: unknown, tag: number, st: ExecState): void;
}

export interface JClass {
  /** Java canonical name, as ES prints it in messages. */
  readonly name: string;
  /** Methods keyed `name/arity`. */
  readonly methods: ReadonlyMap<string, JMethod>;
  /** Field-style access (`x.value`), derived from the getter methods. */
  readonly getters: ReadonlyMap<string, JMethod>;
  readonly list?: ListAccess;
  readonly map?: MapAccess;
}

/** A script-visible object: our own classes only, each pointing at its whitelist entry. */
export interface JObject {
  readonly cls: JClass;
}

export function isJObject(v: unknown): v is JObject {
  return typeof v === 'object' && v !== null && 'cls' in v;
}

export function defineClass(
  name: string,
  methods: Iterable<[string, JMethod]>,
  access: { list?: ListAccess; map?: MapAccess } = {},
): JClass {
  const methodMap = new Map(methods);
  const getters = new Map<string, JMethod>();
  for (const [key, fn] of methodMap) {
    const [method, arity] = key.split('/');
    if (arity !== '0') continue;
    const m = /^(get|is)([A-Z].*)$/.exec(method);
    if (m) getters.set(m[2][0].toLowerCase() + m[2].slice(1), fn);
  }
  return { name, methods: methodMap, getters, list: access.list, map: access.map };
}
