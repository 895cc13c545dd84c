import type { IndexService } from '../index/index-service';

/**
 * A value worked out once per index of a request, on first use. Most requests target one index and ask for
 * it once per hit: the last index's value is read without a Map lookup.
 */
export function perIndex<T>(compute: (index: IndexService) => T): (index: IndexService) => T {
  let lastIndex: IndexService | undefined;
  let lastValue!: T;
  let others: Map<IndexService, T> | undefined;
  return (index) => {
    if (index === lastIndex) return lastValue;
    // The index asked before is kept aside (a Map only once a request asks of two indices).
    if (lastIndex !== undefined) (others ??= new Map()).set(lastIndex, lastValue);
    const value = others !== undefined && others.has(index) ? others.get(index)! : compute(index);
    lastIndex = index;
    lastValue = value;
    return value;
  };
}
