/**
 * Named queries (`_name`): AbstractQueryBuilder.toQuery registers each named query it builds in the shard
 * context's map (children before their parent, a repeated name keeping its first place and the last query),
 * and ParsedQuery keeps a copy. The fetch phase (MatchedQueriesFetchSubPhase) walks that map as a Java
 * HashMap iterates, so `matched_queries` lists names in that order: `javaHashMapOrder` reproduces it.
 */
import { isObject } from '../util/json';
import { hasOwn } from '../util/own';
import type { Query } from './query';

/** The named queries of one parse, in registration order (a Map: names are user keys). */
export type NamedQueries = Map<string, Query>;

const namedOf = new WeakMap<Query, NamedQueries>();

/** Records the named queries a top-level parse registered, with its query. */
export function attachNamedQueries(query: Query, named: NamedQueries): Query {
  if (named.size > 0) namedOf.set(query, named);
  return query;
}

/** The named queries registered while `query` was parsed (empty when none). */
export function namedQueriesOf(query: Query | undefined): ReadonlyMap<string, Query> {
  return (query && namedOf.get(query)) ?? NONE;
}

/** The named queries of a parse that named none (shared, never written). */
const NONE: ReadonlyMap<string, Query> = new Map();

/**
 * A query's `_name`: beside its members, or inside the single field object of the field forms
 * (`{"match": {"f": {"query": …, "_name": …}}}`). ES reads it with `parser.text()`.
 */
export function queryNameOf(body: unknown): string | undefined {
  if (!isObject(body)) return undefined;
  if (hasOwn(body, '_name')) return nameText(body._name);
  // The one member besides `boost` (no keys array: this runs for every query of every search).
  let field: string | undefined;
  for (const k in body) {
    if (k === 'boost') continue;
    if (field !== undefined) return undefined;
    field = k;
  }
  if (field === undefined) return undefined;
  const inner = body[field];
  return isObject(inner) && hasOwn(inner, '_name') ? nameText(inner._name) : undefined;
}

function nameText(v: unknown): string | undefined {
  return typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : undefined;
}

/** Java's String.hashCode over UTF-16 code units, as a 32-bit int. */
export function javaStringHash(s: string): number {
  let h = 0;
  for (let i = 0; i < s.length; i++) h = (Math.imul(31, h) + s.charCodeAt(i)) | 0;
  return h;
}

/** java.util.HashMap's bucket placement, resizing and iteration (the parts that decide the order of keys). */
export class JavaHashMapKeys {
  private table: string[][] | null = null;
  private threshold = 0;
  private count = 0;

  /** `new HashMap<>(m)`: sized for `m`'s entries, then filled in `m`'s iteration order. */
  static copyOf(keys: readonly string[]): JavaHashMapKeys {
    const map = new JavaHashMapKeys();
    map.putAll(keys);
    return map;
  }

  /** `putAll` (HashMap.putMapEntries): presizes, then puts each key. */
  putAll(keys: readonly string[]) {
    const s = keys.length;
    if (s === 0) return;
    if (this.table === null) {
      const t = Math.trunc(Math.fround(Math.fround(s / 0.75) + 1));
      if (t > this.threshold) this.threshold = tableSizeFor(t);
    } else if (s > this.threshold) this.resize();
    for (const k of keys) this.put(k);
  }

  put(key: string) {
    if (this.table === null) this.resize();
    const table = this.table!;
    const bucket = table[spread(javaStringHash(key)) & (table.length - 1)];
    if (bucket.includes(key)) return;
    bucket.push(key);
    if (++this.count > this.threshold) this.resize();
  }

  keys(): string[] {
    return (this.table ?? []).flat();
  }

  private resize() {
    const old = this.table;
    const oldCap = old?.length ?? 0;
    let newCap: number;
    if (oldCap > 0) newCap = oldCap * 2;
    else if (this.threshold > 0) newCap = this.threshold;
    else newCap = 16;
    this.threshold = Math.trunc(newCap * 0.75);
    const table: string[][] = Array.from({ length: newCap }, () => []);
    // Splitting a bucket keeps its keys' relative order (HashMap.resize's lo/hi lists).
    for (const bucket of old ?? []) for (const k of bucket) table[spread(javaStringHash(k)) & (newCap - 1)].push(k);
    this.table = table;
  }
}

function spread(h: number): number {
  return h ^ (h >>> 16);
}

function tableSizeFor(cap: number): number {
  let n = 1;
  while (n < cap) n *= 2;
  return Math.min(n, 1 << 30);
}

/**
 * The order MatchedQueriesFetchSubPhase visits the names: the shard context's HashMap (filled in registration
 * order), copied by ParsedQuery, copied again by the fetch phase, then the post_filter's names put into it.
 */
export function javaHashMapOrder(queryNames: readonly string[], postFilterNames: readonly string[]): string[] {
  const context = new JavaHashMapKeys();
  for (const n of queryNames) context.put(n);
  const parsed = JavaHashMapKeys.copyOf(context.keys());
  const fetch = JavaHashMapKeys.copyOf(parsed.keys());
  const postContext = new JavaHashMapKeys();
  for (const n of postFilterNames) postContext.put(n);
  fetch.putAll(JavaHashMapKeys.copyOf(postContext.keys()).keys());
  return fetch.keys();
}
