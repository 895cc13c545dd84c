/**
 * Small settings kept in localStorage across visits. Storage may be disabled, full or absent (private
 * windows, Node): reads then give undefined and writes are skipped, and the page simply does not remember.
 */
export function readSaved(key: string): string | undefined {
  try {
    return globalThis.localStorage?.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

export function save(key: string, value: string) {
  try {
    globalThis.localStorage?.setItem(key, value);
  } catch {
    // not remembered
  }
}
