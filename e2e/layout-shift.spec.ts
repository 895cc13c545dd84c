import { expect, test } from '@playwright/test';
import { consoleSession } from './support/console-session';

// While answers arrive the layout does not shift (CLS under 0.1, the Web Vitals "good" threshold), and a large
// answer is drawn a window at a time. Layout shift is geometry, not time: a shift that a busy machine paints is
// one its user sees too, so it is asserted. How long the main thread is busy is not: that depends on the machine,
// and `npm run bench:browser` reports it (rows "console session", bench/results/browser.json and the README).

type Shift = { start: number; value: number; inEditor: boolean; nodes: string[] };
type Searchpad = { ready: Promise<void> };

/** Installed before any page script runs, so nothing is missed. */
function observe() {
  const shifts: Shift[] = [];
  (window as unknown as { shifts: Shift[] }).shifts = shifts;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as Array<PerformanceEntry & { value: number; sources?: Array<{ node?: Node | null }> }>) {
      const sources = (e.sources ?? []).map((s) => s.node ?? null);
      const nodes = sources.map((n) => (n instanceof Element ? `${n.tagName.toLowerCase()}.${n.className}` : String(n?.nodeName)));
      const element = (n: Node | null) => (n instanceof Element ? n : n?.parentElement);
      const inEditor = sources.length > 0 && sources.every((n) => !!element(n)?.closest('.monaco-editor'));
      shifts.push({ start: e.startTime, value: e.value, inEditor, nodes });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

test('after ready: no layout shift while a sample, term vectors, rescore and a large answer come in', async ({ page }) => {
  await page.addInitScript(observe);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/');
  const readyAt = await page.evaluate(async () => {
    await (window as unknown as { searchpad: Searchpad }).searchpad.ready;
    return performance.now();
  });
  // Each step's start, so that a shift can be told by the step it fell in.
  const steps: Array<{ step: string; at: number }> = [];
  const seen = await consoleSession(page, async (name) => {
    steps.push({ step: name, at: await page.evaluate(() => performance.now()) });
  });

  expect(seen.galleryStatus).toBe('200');
  expect(seen.bulkStatus).toBe(200);
  expect(seen.hits).toBe(2000);
  expect(seen.lastId).toMatch(/^\d+$/); // the session waited for it on the JSON view's last lines
  expect(seen.pageRange).toBe('hits 1–2000 of 2000');
  expect(seen.rowCount).toBe('2001');
  // Only the rows near the viewport are drawn.
  expect(seen.rowsDrawn).toBeLessThan(200);

  const stepAt = (t: number) => steps.filter((s) => s.at <= t).at(-1)?.step ?? 'after ready';
  // Stricter than Web Vitals: shifts right after an input count too, since answers usually arrive within the
  // 500 ms it exempts. Only moves inside a Monaco editor are left out: Monaco scrolls by moving its own layers,
  // which the browser reports as shifts.
  const all = await page.evaluate(() => (window as unknown as { shifts: Shift[] }).shifts);
  const shifts = all.filter((s) => s.start >= readyAt && !s.inEditor).map((s) => ({ ...s, step: stepAt(s.start) }));
  const cls = shifts.reduce((sum, s) => sum + s.value, 0);
  expect(cls, JSON.stringify(shifts)).toBeLessThan(0.1);
});
