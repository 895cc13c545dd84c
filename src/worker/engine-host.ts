import { createEngine, type EngineOptions, type EngineRequest, type EngineRequestOptions, type EngineResponse, type Mutation, type Snapshot, type SnapshotStore } from '../engine/index.ts';

/** Serialises work across every tab of the origin (Web Locks in browsers; a local mutex elsewhere). */
export type Lock = <T>(work: () => Promise<T>) => Promise<T>;

/** Tells the other tabs that the stored data changed, and hears them say so (a BroadcastChannel). */
export interface ChangeChannel {
  post(): void;
  onChange(listener: () => void): void;
}

export interface HostStatus {
  persistence: 'indexeddb' | 'memory';
  warning?: string;
}

/** A lock local to this context: enough when there is no Web Locks API (Node, tests). */
export function localLock(): Lock {
  let tail: Promise<unknown> = Promise.resolve();
  return (work) => {
    const run = tail.then(work, work);
    tail = run.catch(() => {});
    return run;
  };
}

/** Counts commits, so the host knows whether a request wrote anything. */
class CountingStore implements SnapshotStore {
  commits = 0;
  constructor(readonly inner: SnapshotStore) {}
  load(): Promise<Snapshot> {
    return this.inner.load();
  }
  async commit(m: Mutation[]) {
    await this.inner.commit(m);
    if (m.length > 0) this.commits++;
  }
}

/**
 * The engine as a tab's worker hosts it over a shared store. Every request runs under the origin-wide
 * lock, so only one tab's engine touches the database at a time; a tab that hears another one changed
 * the data reloads its engine from the store before its next request; after a write, it tells the others.
 */
export class EngineHost {
  private engine: ReturnType<typeof createEngine>;
  private readonly store: CountingStore;
  private stale = false;

  constructor(
    store: SnapshotStore,
    private readonly lock: Lock,
    private readonly channel: ChangeChannel | undefined,
    readonly status: HostStatus,
    private readonly onRemoteChange?: () => void,
    /** How the engines it starts yield to the worker's message loop (see EngineOptions). */
    private readonly engineOptions: Omit<EngineOptions, 'store'> = {},
  ) {
    this.store = new CountingStore(store);
    this.engine = this.startEngine();
    channel?.onChange(() => {
      this.stale = true;
      this.onRemoteChange?.();
    });
  }

  get ready() {
    return this.engine.ready;
  }

  private startEngine() {
    return createEngine({ ...this.engineOptions, store: this.store });
  }

  request(req: EngineRequest, options?: EngineRequestOptions): Promise<EngineResponse> {
    return this.lock(async () => {
      if (this.stale) {
        this.stale = false;
        this.engine = this.startEngine();
      }
      const before = this.store.commits;
      const res = await this.engine.request(req, options);
      if (this.store.commits !== before) this.channel?.post();
      return res;
    });
  }

  /** "Reset playground": empties the store (when it can) and starts a fresh engine. */
  reset(clear: () => Promise<void>): Promise<void> {
    return this.lock(async () => {
      await clear();
      this.engine = this.startEngine();
      await this.engine.ready;
      this.channel?.post();
    });
  }
}
