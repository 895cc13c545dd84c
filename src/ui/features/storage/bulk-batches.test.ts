import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bulkBatches } from './bulk-batches';

describe('bulk batches', () => {
  it('property: batches keep each action with its source and concatenate to the input', () => {
    const action = fc.oneof(
      fc.record({ id: fc.integer({ min: 0, max: 999 }), src: fc.string() }).map(({ id, src }) => [JSON.stringify({ index: { _id: String(id) } }), JSON.stringify({ t: src })]),
      fc.integer({ min: 0, max: 999 }).map((id) => [JSON.stringify({ delete: { _id: String(id) } })]),
    );
    fc.assert(fc.property(fc.array(action, { maxLength: 40 }), fc.integer({ min: 1, max: 7 }), (actions, per) => {
      const text = actions.flat().join('\n') + '\n';
      const batches = bulkBatches(text, per);
      expect(batches.join('')).toBe(actions.length ? text : '');
      for (const b of batches) {
        const lines = b.trim().split('\n');
        let n = 0;
        for (let i = 0; i < lines.length; i++, n++) if (!lines[i].startsWith('{"delete"')) i++;
        expect(n).toBeLessThanOrEqual(per);
      }
    }));
  });
});
