/// <reference lib="webworker" />
import { MemoryStore } from '../engine/index.ts';
import { EngineHost, localLock, type ChangeChannel, type Lock } from './engine-host';
import { openIndexedDbStore } from './indexeddb-store';
import type { FromWorker } from './protocol';
import { serveEngine } from './serve-engine';
import { messageChannelYield } from './yield-to-host';

const started = performance.now();
const scope = self as unknown as DedicatedWorkerGlobalScope;
const post = (m: FromWorker) => scope.postMessage(m);

// Opening IndexedDB takes a while; requests the page sends meanwhile would find no listener and be
// lost, so they wait here and are replayed once the engine is served.
const early: MessageEvent[] = [];
scope.onmessage = (e) => early.push(e);

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

/** Long requests yield every few ms, so a cancel or a ping from the page is handled while they run. */
const cooperative = { yieldToHost: messageChannelYield(), now: () => performance.now() };

async function start() {
  let host: EngineHost;
  let clear: () => Promise<void> = async () => {};
  try {
    const store = await openIndexedDbStore();
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
  serveEngine({ request: (r, o) => host.request(r, o), ready, status: host.status, reset: () => host.reset(clear), documents: (index) => host.documents(index) }, scope as never);
  for (const e of early.splice(0)) scope.onmessage?.(e);
}

void start();
