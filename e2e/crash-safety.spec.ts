import { expect, test } from '@playwright/test';
import { seededRandom } from '../src/engine/util/ids';

type Searchpad = {
  ready: Promise<void>;
  request(method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown }>;
  terminateWorker(): void;
};

// The engine's own seeded PRNG, so the kill points are the same on every run.
const random = seededRandom(2026);
const KILL_POINTS = Array.from({ length: 20 }, (_, i) => ({ seed: i, batch: 1 + Math.floor(random() * 8), delayMs: Math.floor(random() * 6) }));

test.describe.configure({ mode: 'serial' });

for (const kill of KILL_POINTS) {
  test(`kill point ${kill.seed}: killed during batch ${kill.batch} after ${kill.delayMs} ms: every acknowledged document, whole batches only`, async ({ page }) => {
    await page.goto('/');
    const acked = await page.evaluate(async ({ batch, delayMs }) => {
      const sp = (window as unknown as { searchpad: Searchpad }).searchpad;
      await sp.ready;
      await sp.request('PUT', '/crash', { settings: { number_of_shards: 2 } });
      let done = 0;
      for (let b = 0; b < 10; b++) {
        let body = '';
        for (let i = b * 50; i < (b + 1) * 50; i++) body += `{"index":{"_index":"crash","_type":"_doc","_id":"${i}"}}\n{"n":${i}}\n`;
        const pending = sp.request('POST', '/_bulk', body);
        if (b === batch) {
          await new Promise((r) => setTimeout(r, delayMs));
          sp.terminateWorker();
          break;
        }
        await pending;
        done = b + 1;
      }
      return done * 50;
    }, kill);
    await page.reload();
    const count = await page.evaluate(async () => {
      const sp = (window as unknown as { searchpad: Searchpad }).searchpad;
      await sp.ready;
      await sp.request('POST', '/crash/_refresh');
      const r = await sp.request('GET', '/crash/_search', { size: 1000, _source: false });
      return (r.body as { hits: { hits: Array<{ _id: string }> } }).hits.hits.map((h) => Number(h._id)).sort((a, b) => a - b);
    });
    // Every acknowledged batch is there; the one in flight is there whole or not at all; nothing else.
    expect([acked, acked + 50]).toContain(count.length);
    expect(count).toEqual(Array.from({ length: count.length }, (_, i) => i));
  });
}
