import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bulkBatches } from './bulk-batches';

/** Actions as the engine reads them back from a batch: non-blank lines, an action line then its source unless a delete. */
const actionsOf = (batch: string) => {
  const lines = batch.split('\n').filter((l) => l.trim() !== '');
  let n = 0;
  for (let i = 0; i < lines.length; i++, n++) {
    let del = false;
    try {
      del = Object.keys(JSON.parse(lines[i]))[0] === 'delete';
    } catch {
      // not JSON: it takes the next line as its source
    }
    if (!del) i++;
  }
  return n;
};

describe('bulk batches', () => {
  it('property: batches keep each action with its source, hold at most the actions and (but for one action) the characters asked, and concatenate to the input', async () => {
    const action = fc.oneof(
      fc.record({ id: fc.integer({ min: 0, max: 999 }), src: fc.string() }).map(({ id, src }) => [JSON.stringify({ index: { _id: String(id) } }), JSON.stringify({ t: src })]),
      fc.integer({ min: 0, max: 999 }).map((id) => [JSON.stringify({ delete: { _id: String(id) } })]),
      // A delete spelt with an escape, an index action that names "delete", a blank line between actions.
      fc.constant(['{"\\u0064elete":{"_id":"e"}}']),
      fc.constant(['{"index":{"_id":"delete"}}', '{"t":"delete me"}']),
      fc.constant(['{ "delete" : { "_id" : "s" } }', '  ']),
    );
    await fc.assert(fc.asyncProperty(fc.array(action, { maxLength: 40 }), fc.integer({ min: 1, max: 7 }), fc.integer({ min: 1, max: 400 }), async (actions, per, chars) => {
      const text = actions.flat().join('\n') + '\n';
      const batches = await bulkBatches(text, per, chars);
      const real = actions.filter((a) => a[0].trim() !== '' || a.length > 1);
      expect(batches.join('')).toBe(real.length ? text : '');
      let total = 0;
      for (const b of batches) {
        const n = actionsOf(b);
        expect(n).toBeGreaterThan(0);
        expect(n).toBeLessThanOrEqual(per);
        // A batch is cut at the first action that reaches the limit, so only its last action may go past it.
        const withoutLast = b.trimEnd().split('\n');
        if (n > 1) expect(withoutLast.slice(0, -2).join('\n').length).toBeLessThan(chars);
        total += n;
      }
      expect(total).toBe(actionsOf(text));
    }));
  });

  it('ends the last batch with a newline, and gives no batch for blank text', async () => {
    expect(await bulkBatches('{"index":{}}\n{"a":1}')).toEqual(['{"index":{}}\n{"a":1}\n']);
    expect(await bulkBatches('\n  \n')).toEqual([]);
  });

  it('lets the page run while it scans a long body', async () => {
    let pauses = 0;
    const text = '{"index":{}}\n{"a":1}\n'.repeat(20_000);
    let clock = 0;
    const now = performance.now;
    performance.now = () => (clock += 1); // every look at the clock: 1 ms later
    try {
      const batches = await bulkBatches(text, 100, 4_000_000, async () => void pauses++);
      expect(batches.length).toBe(200);
    } finally {
      performance.now = now;
    }
    expect(pauses).toBeGreaterThan(0);
  });
});
