import type { Cooperation } from '../util/cooperation';
import type { LeafContext, ShardSearcher } from './query';

/**
 * A weight's work on one leaf as steps: a generator that yields now and then (between documents) and
 * returns its result. Run straight through (`drain`) by the synchronous `Weight.scores`, or ahead of
 * scoring with the request's yield points (`computedAhead`), so a long phrase match lets the host in.
 */
export type LeafSteps<T> = Generator<void, T, void>;

export function drain<T>(steps: LeafSteps<T>): T {
  let r = steps.next();
  while (!r.done) r = steps.next();
  return r.value;
}

/** What a search lends a preparer: the request's yield point. */
export type YieldPoint = Pick<Cooperation, 'due' | 'checkpoint'>;

/**
 * Registers `steps` with the searcher: before each leaf is scored, the search runs them cooperatively
 * and keeps the result for that leaf; `take(leaf)` hands it out once (undefined when not computed ahead,
 * e.g. in a rescore or an explanation, where the caller runs the steps itself).
 */
export function computedAhead<T>(searcher: ShardSearcher, steps: (leaf: LeafContext) => LeafSteps<T>): { take(leaf: LeafContext): T | undefined } {
  let ahead: { leaf: LeafContext; value: T } | undefined;
  searcher.leafPreparers.push(async (leaf, task) => {
    ahead = undefined;
    const it = steps(leaf);
    let r = it.next();
    while (!r.done) {
      if (task.due) await task.checkpoint();
      r = it.next();
    }
    ahead = { leaf, value: r.value };
  });
  return {
    take(leaf) {
      if (ahead?.leaf !== leaf) return undefined;
      const { value } = ahead;
      ahead = undefined;
      return value;
    },
  };
}
