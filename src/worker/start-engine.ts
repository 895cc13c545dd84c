/// <reference lib="webworker" />
/**
 * The engine's side of the worker, loaded by engine.worker.ts once its store is open: hosts the engine
 * over that store (or in memory when there is none) and answers the page's protocol.
 */
import { MemoryStore, type SnapshotStore } from '../engine/index.ts';
import { EngineHost, localLock, type ChangeChannel, type Lock } from './engine-host';
import type { FromWorker } from './protocol';
import { serveEngine } from './serve-engine';
import { messageChannelYield } from './yield-to-host';

/** Web Locks when the browser has them: one tab at a time works on the database. */
function originLock(): Lock {
  const locks = (navigator as Navigator & { locks?: LockManager }).locks;
  if (!locks) return localLock();
  return (work) => locks.request('searchpad-engine', () => work()) as ReturnType<typeof work>;
}

function broadcast(): ChangeChannel | undefined {
  if (typeof BroadcastChannel === 'undefined') return undefined;
  const channel = new BroadcastChannel('searchpad');
  return {
    post: () => channel.postMessage({ type: 'changed' }),
    onChange: (listener) => {
      channel.onmessage = (e) => {
        if ((e.data as { type?: string })?.type === 'changed') listener();
      };
    },
  };
}

export interface WorkerStart {
  scope: DedicatedWorkerGlobalScope;
  /** The IndexedDB store, opened by the entry (rejects when there is none: the engine then works in memory). */
  opened: Promise<SnapshotStore & { clear(): Promise<void> }>;
  /** Messages that arrived before the engine was served, in order. */
  early: MessageEvent[];
  /** performance.now() when the worker started. */
  started: number;
}

export async function startEngine({ scope, opened, early, started }: WorkerStart) {
  const post = (m: FromWorker) => scope.postMessage(m);
  /** Long requests yield every few ms, so a cancel or a ping from the page is handled while they run. */
  const cooperative = { yieldToHost: messageChannelYield(), now: () => performance.now() };
  let host: EngineHost;
  let clear: () => Promise<void> = async () => {};
  try {
    const store = await opened;
    clear = () => store.clear();
    host = new EngineHost(store, originLock(), broadcast(), { persistence: 'indexeddb' }, () => post({ type: 'changed' }), () => post({ type: 'stored' }), cooperative);
  } catch (e) {
    // No IndexedDB (private mode, a newer schema...): work in memory and say why.
    const warning = e instanceof Error ? e.message : String(e);
    host = new EngineHost(new MemoryStore(), localLock(), undefined, { persistence: 'memory', warning }, undefined, () => post({ type: 'stored' }), cooperative);
  }
  const ready = host.ready.then(() => {
    const load = host.loadSummary(performance.now() - started);
    if (load) host.status.load = load;
  });
  serveEngine({ request: (r, o, t) => host.request(r, o, t), ready, status: host.status, reset: () => host.reset(clear), documents: (index) => host.documents(index) }, scope as never);
  for (const e of early.splice(0)) scope.onmessage?.(e);
}
