import { illegalArgument } from '../errors/catalog';
import { EsError } from '../errors/es-error';
import type { EngineState } from '../engine-state';
import { base64UrlDecode } from '../util/base64-url';
import { base64Encode, utf8Decode, utf8Encode } from '../util/utf8';

/**
 * Open scroll contexts, as SearchService keeps them: each has an id per shard (the scroll id lists them), the
 * search's hits in order as the shards saw them when it started (a point-in-time view), a cursor and a keep-alive
 * measured on the engine's clock from the last access.
 */
export interface ScrollContext {
  contextIds: number[];
  /** The ordered hits of the initial search (opaque to this module) and how to render a page of them. */
  ordered: readonly unknown[];
  render: (hits: readonly unknown[]) => unknown[];
  total: number;
  maxScore: number | null;
  shards: number;
  size: number;
  position: number;
  keepAlive: number;
  lastAccess: number;
}

export class ScrollContexts {
  private readonly byId = new Map<number, ScrollContext>();
  private nextId = 1;

  constructor(private readonly clock: () => number) {}

  /** Opens a context with one id per shard; returns the scroll id. */
  open(ctx: Omit<ScrollContext, 'contextIds' | 'lastAccess'>, nodeId: string): string {
    this.reap();
    const contextIds = Array.from({ length: Math.max(1, ctx.shards) }, () => this.nextId++);
    const full: ScrollContext = { ...ctx, contextIds, lastAccess: this.clock() };
    for (const id of contextIds) this.byId.set(id, full);
    return encodeScrollId(contextIds, nodeId);
  }

  /** The context a scroll id names (its access time renewed), or ES's error when a shard's context is gone. */
  get(scrollId: string): ScrollContext {
    this.reap();
    const ids = decodeScrollId(scrollId).map((e) => e.contextId);
    const missing = ids.filter((id) => !this.byId.has(id));
    if (missing.length > 0) throw contextsMissing(missing);
    const ctx = this.byId.get(ids[0])!;
    ctx.lastAccess = this.clock();
    return ctx;
  }

  /** Frees the contexts of the given scroll ids; the number of shard contexts freed. */
  clear(scrollIds: string[]): number {
    this.reap();
    const ids = scrollIds.flatMap((s) => decodeScrollId(s).map((e) => e.contextId));
    let freed = 0;
    for (const id of ids) if (this.byId.delete(id)) freed++;
    return freed;
  }

  clearAll(): number {
    this.reap();
    const n = this.byId.size;
    this.byId.clear();
    return n;
  }

  /** SearchService's reaper: a context idle for longer than its keep-alive is freed. */
  private reap() {
    const now = this.clock();
    for (const [id, ctx] of this.byId) if (now - ctx.lastAccess > ctx.keepAlive) this.byId.delete(id);
  }
}

const REGISTRIES = new WeakMap<EngineState, ScrollContexts>();

export function scrollContexts(state: EngineState): ScrollContexts {
  let r = REGISTRIES.get(state);
  if (!r) REGISTRIES.set(state, (r = new ScrollContexts(state.clock)));
  return r;
}

/** Every named shard context is gone: search_phase_execution_exception with one failure each, 404. */
function contextsMissing(ids: number[]): EsError {
  const causes = ids.map((id) => new EsError({ type: 'search_context_missing_exception', reason: `No search context found for id [${id}]`, status: 404 }));
  return new EsError({
    type: 'search_phase_execution_exception',
    reason: 'all shards failed',
    status: 404,
    extras: { phase: 'query', grouped: true, failed_shards: [{ shard: -1, index: null, reason: { type: causes[0].type, reason: causes[0].reason } }] },
    causedBy: causes[0],
    rootCauses: [causes[0]],
  });
}

// TransportSearchHelper's scroll id: writeString(type), writeVInt(n), n x (writeLong(context id), writeString(node)),
// then URL-safe base64 with padding.

function writeVInt(out: number[], n: number) {
  while ((n & ~0x7f) !== 0) {
    out.push((n & 0x7f) | 0x80);
    n >>>= 7;
  }
  out.push(n);
}

function writeString(out: number[], s: string) {
  const bytes = utf8Encode(s);
  writeVInt(out, s.length);
  out.push(...bytes);
}

export function encodeScrollId(contextIds: number[], nodeId: string): string {
  const out: number[] = [];
  writeString(out, contextIds.length === 1 ? 'queryAndFetch' : 'queryThenFetch');
  writeVInt(out, contextIds.length);
  for (const id of contextIds) {
    const hi = Math.floor(id / 2 ** 32);
    const lo = id >>> 0;
    out.push((hi >>> 24) & 255, (hi >>> 16) & 255, (hi >>> 8) & 255, hi & 255, (lo >>> 24) & 255, (lo >>> 16) & 255, (lo >>> 8) & 255, lo & 255);
    writeString(out, nodeId);
  }
  return base64Encode(Uint8Array.from(out)).replace(/\+/g, '-').replace(/\//g, '_');
}

/** Parses a scroll id; anything malformed is "Cannot parse scroll id" (400) as ES. */
export function decodeScrollId(scrollId: string): Array<{ contextId: number; node: string }> {
  const fail = () => illegalArgument('Cannot parse scroll id');
  const bytes = base64UrlDecode(scrollId);
  if (!bytes) throw fail();
  let at = 0;
  const byte = () => {
    if (at >= bytes.length) throw fail();
    return bytes[at++];
  };
  const vint = () => {
    let n = 0;
    for (let shift = 0; shift < 35; shift += 7) {
      const b = byte();
      n |= (b & 0x7f) << shift;
      if ((b & 0x80) === 0) return n >>> 0;
    }
    throw fail();
  };
  const str = () => {
    const len = vint();
    if (at + len > bytes.length) throw fail();
    const s = utf8Decode(bytes.subarray(at, at + len));
    at += len;
    return s;
  };
  const type = str();
  if (type !== 'queryThenFetch' && type !== 'queryAndFetch') throw fail();
  const n = vint();
  const entries: Array<{ contextId: number; node: string }> = [];
  for (let i = 0; i < n; i++) {
    let id = 0;
    for (let j = 0; j < 8; j++) id = id * 256 + byte();
    entries.push({ contextId: id, node: str() });
  }
  if (at !== bytes.length || n === 0) throw fail();
  return entries;
}
