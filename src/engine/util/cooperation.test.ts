import { describe, expect, it } from 'vitest';
import { Cooperation } from './cooperation';

class Cancelled extends Error {}

function setup(sliceMs = 8) {
  let now = 0;
  const signal = { aborted: false };
  const yields: number[] = [];
  const task = new Cooperation({
    signal,
    sliceMs,
    now: () => now,
    yieldToHost: async () => {
      yields.push(now);
    },
    cancelled: () => new Cancelled('cancelled'),
  });
  return { task, signal, yields, advance: (ms: number) => (now += ms) };
}

describe('Cooperation', () => {
  describe('#checkpoint', () => {
    it('yields to the host only once the slice is used up', async () => {
      const { task, yields, advance } = setup(8);
      advance(5);
      await task.checkpoint();
      expect(yields).toEqual([]);
      advance(5);
      await task.checkpoint();
      expect(yields).toEqual([10]);
      advance(7);
      await task.checkpoint();
      expect(yields).toEqual([10]);
      expect(task.longestSliceMs).toBe(10);
      expect(task.yields).toBe(1);
    });

    it('stops with the cancellation error, before running on and after a yield', async () => {
      const a = setup();
      a.signal.aborted = true;
      await expect(a.task.checkpoint()).rejects.toBeInstanceOf(Cancelled);
      const b = setup(1);
      b.advance(2);
      const pending = b.task.checkpoint();
      b.signal.aborted = true; // the host handled a cancel while the engine was yielding
      await expect(pending).rejects.toBeInstanceOf(Cancelled);
    });

    it('never yields without a host yield function, but still notices a cancel', async () => {
      const signal = { aborted: false };
      const task = new Cooperation({ signal, cancelled: () => new Cancelled() });
      await task.checkpoint();
      signal.aborted = true;
      expect(() => task.throwIfCancelled()).toThrow(Cancelled);
    });
  });
});
