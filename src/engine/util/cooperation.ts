/**
 * Cooperative scheduling for one request: the engine runs on the host's only thread (a worker's
 * message loop, Node's event loop), so long work stops at yield points to let the host handle other
 * messages (a cancel, a status query), and to notice that it was cancelled.
 */

/** Whether a request was cancelled; an AbortSignal fits. */
export interface CancelSignal {
  readonly aborted: boolean;
}

export interface CooperationOptions {
  signal?: CancelSignal;
  /** Lets the host run its pending tasks (a macrotask: MessageChannel, setImmediate). Without it, never yields. */
  yieldToHost?: () => Promise<void>;
  /** A monotonic clock in milliseconds (performance.now). */
  now?: () => number;
  /** How long the engine may run between two yields. Default 8 ms. */
  sliceMs?: number;
  /** The error a cancelled request stops with. */
  cancelled: () => Error;
}

export const DEFAULT_SLICE_MS = 8;

export class Cooperation {
  private lastYield: number;
  /** The longest stretch the engine ran without yielding, in ms (for measurements). */
  longestSliceMs = 0;
  /** How many times the engine let the host run. */
  yields = 0;

  constructor(private readonly options: CooperationOptions) {
    this.lastYield = options.now?.() ?? 0;
  }

  get cancelled(): boolean {
    return this.options.signal?.aborted === true;
  }

  /** Throws the cancellation error once the request is cancelled. */
  throwIfCancelled() {
    if (this.cancelled) throw this.options.cancelled();
  }

  /**
   * Whether `checkpoint()` would stop or yield now: a hot path checks this and awaits only then (an await
   * costs a turn of the microtask queue even when nothing happens).
   */
  get due(): boolean {
    return this.cancelled || this.sliceUsed() !== undefined;
  }

  /** How long the engine has run since it last let the host run, once that is a full slice (else undefined). */
  private sliceUsed(): number | undefined {
    const { yieldToHost, now } = this.options;
    if (!yieldToHost || !now) return undefined;
    const ran = now() - this.lastYield;
    return ran < (this.options.sliceMs ?? DEFAULT_SLICE_MS) ? undefined : ran;
  }

  /**
   * A yield point: stops here if cancelled; lets the host run when the slice is used up. Cheap when
   * neither applies (callers may await it per item).
   */
  async checkpoint(): Promise<void> {
    this.throwIfCancelled();
    const ran = this.sliceUsed();
    if (ran === undefined) return;
    if (ran > this.longestSliceMs) this.longestSliceMs = ran;
    await this.options.yieldToHost!();
    this.yields++;
    this.lastYield = this.options.now!();
    this.throwIfCancelled();
  }

  /** Records the stretch since the last yield (call when the request ends). */
  finish() {
    const { now } = this.options;
    if (now) this.longestSliceMs = Math.max(this.longestSliceMs, now() - this.lastYield);
  }
}

/** A request that is never cancelled and never yields (restoring snapshots, tests). */
export const NO_COOPERATION = new Cooperation({ cancelled: () => new Error('bug: never cancelled') });

/** Work cut in steps: a generator that yields between pieces (documents, text pieces) and returns its result. */
export type Steps<T> = Generator<void, T, void>;

/** Runs the steps straight through (no request to yield for). */
export function drainSteps<T>(steps: Steps<T>): T {
  let r = steps.next();
  while (!r.done) r = steps.next();
  return r.value;
}

/** What long work needs of a request: its yield point. */
export type YieldPoint = Pick<Cooperation, 'due' | 'checkpoint'>;

/** Runs the steps with the request's yield point between them: the host gets its turn once a slice is used up. */
export async function runStepsCooperatively<T>(steps: Steps<T>, task: YieldPoint): Promise<T> {
  let r = steps.next();
  while (!r.done) {
    if (task.due) await task.checkpoint();
    r = steps.next();
  }
  return r.value;
}
