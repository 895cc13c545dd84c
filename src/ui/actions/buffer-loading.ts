/**
 * An example picked from the gallery reaches the buffer only after its files (and documents) have loaded:
 * "Run all" pressed in the meantime waits for it, and runs the example rather than the buffer it replaces.
 */
let pending: Promise<unknown> = Promise.resolve();

/** Marks the buffer as being replaced until `load` settles; returns `load`. */
export function replacingBuffer<T>(load: Promise<T>): Promise<T> {
  pending = load.catch(() => undefined);
  return load;
}

/** Settles once no buffer replacement is under way. */
export function bufferSettled(): Promise<unknown> {
  return pending;
}
