/**
 * Reload to `searchpad.ready` on the built page as `npm start` serves it (scripts/static-server.mjs), with nothing
 * stored: the cost of opening the page itself (HTML, the page's chunks from the browser's cache, React, Monaco,
 * the engine worker starting on an empty IndexedDB, the official client). The time is from the reload's
 * navigation start to `ready` resolving, recorded in the page by a script that runs before the page's own.
 */
import type { Page } from '@playwright/test';
import type { Row } from '../measure.ts';
import { ENGINE } from './bulk-load.ts';
import { onSearchpadPublished } from './session.ts';

export const PAGE_RELOADS = 9;

/** Plain JavaScript run before the page's scripts: notes when `window.searchpad.ready` resolves. */
const READY_PROBE = onSearchpadPublished(
  'window.__pageReady = {};',
  "v.ready.then(() => { window.__pageReady.readyMs = performance.now(); }, (e) => { window.__pageReady.error = String(e); });",
);

type Probe = { readyMs?: number; error?: string };

async function readyTime(page: Page): Promise<number> {
  await page.waitForFunction(() => {
    const p = (window as unknown as { __pageReady?: Probe }).__pageReady;
    return p !== undefined && (p.readyMs !== undefined || p.error !== undefined);
  }, undefined, { timeout: 120_000 });
  const probe = await page.evaluate(() => (window as unknown as { __pageReady: Probe }).__pageReady);
  if (probe.error !== undefined) throw new Error(`searchpad.ready failed: ${probe.error}`);
  return probe.readyMs!;
}

const us = (ms: number) => Math.round(ms * 1000);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];

/** A page fresh from `session.open()` (its own context, nothing stored): PAGE_RELOADS reloads, one row. */
export async function pageReloadScenario(page: Page): Promise<Row> {
  await page.context().addInitScript({ content: READY_PROBE });
  const times: number[] = [];
  for (let run = 0; run < PAGE_RELOADS; run++) {
    await page.reload();
    times.push(await readyTime(page));
  }
  const sorted = [...times].sort((a, b) => a - b);
  return {
    engine: ENGINE,
    scenario: 'reload to searchpad.ready (built page, nothing stored)',
    docs: 0,
    p50_us: us(median(times)),
    p99_us: us(sorted.at(-1)!),
    note: `median and max of ${PAGE_RELOADS} reloads of the page npm start serves; each (ms): ${times.map((t) => Math.round(t)).join(', ')}`,
  };
}
