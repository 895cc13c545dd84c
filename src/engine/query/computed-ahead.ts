import { drainSteps, runStepsCooperatively, type Steps } from '../util/cooperation';
import type { LeafContext, ShardSearcher } from './query';

/**
 * A weight's work on one leaf as steps (a generator that yields between documents and returns its
 * result), run straight through by the synchronous `Weight.scores`, or ahead of scoring with the
 * request's yield points (`computedAhead`), so a long phrase match lets the host in.
 */
export type LeafSteps<T> = Steps<T>;
export const drain = drainSteps;

/**
 * Registers `steps` with the searcher: before each leaf is scored, the search runs them cooperatively
 * and keeps the result for that leaf; `take(leaf)` hands it out once (undefined when not computed ahead,
 * e.g. in a rescore or an explanation, where the caller runs the steps itself).
 */
export function computedAhead<T>(searcher: ShardSearcher, steps: (leaf: LeafContext) => LeafSteps<T>): { take(leaf: LeafContext): T | undefined } {
  let ahead: { leaf: LeafContext; value: T } | undefined;
  searcher.leafPreparers.push(async (leaf, task) => {
    ahead = undefined;
    ahead = { leaf, value: await runStepsCooperatively(steps(leaf), task) };
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
