/**
 * Reload to first answered search: with the index loaded, the page is reloaded and a script that runs before
 * the page's own asks `_search` the moment `window.searchpad` exists. The time is from the reload's navigation
 * start to that answer (and to `searchpad.ready`, when the page is on screen too).
 */
import type { Page } from '@playwright/test';
import type { Row } from '../measure.ts';
import { ENGINE } from './bulk-load.ts';
import { onSearchpadPublished, type Searchpad } from './session.ts';

const QUERY = { query: { match: { body: 'small domesticated animal' } } };
const RUNS = 5;

type Timed = { answeredMs?: number; readyMs?: number; hits?: number; error?: string };

/**
 * Runs in the page before its own scripts: searches `index` as soon as the page publishes `window.searchpad`.
 * Plain JavaScript text, so no transpiler helper leaks into the page.
 */
const firstSearchProbe = (index: string, query: unknown) => onSearchpadPublished(
  `const query = ${JSON.stringify(query)};
  window.__reload = {};`,
  `v.request('GET', ${JSON.stringify(`/${index}/_search`)}, query).then(
        (r) => { window.__reload.answeredMs = performance.now(); window.__reload.hits = r.body && r.body.hits && r.body.hits.total; },
        (e) => { window.__reload.error = String(e); },
      );
      v.ready.then(() => { window.__reload.readyMs = performance.now(); });`,
);

const us = (ms: number) => Math.round(ms * 1000);

/**
 * Reloads `page` (its context gets the probe for every later page too) RUNS times; one row for the answer, one for
 * ready. By default it searches the WordNet load's `wn` index; `on` names another index and a query that has hits there.
 */
export async function reloadScenario(page: Page, docs: number, on: { index: string; query: unknown; label?: string } = { index: 'wn', query: QUERY }): Promise<Row[]> {
  await page.context().addInitScript({ content: firstSearchProbe(on.index, on.query) });
  const runs: Array<Timed & { load?: Awaited<Searchpad['status']>['load'] }> = [];
  for (let run = 0; run < RUNS; run++) {
    await page.reload();
    await page.waitForFunction(
      () => {
        const t = (window as unknown as { __reload?: Timed }).__reload;
        return t !== undefined && ((t.answeredMs !== undefined && t.readyMs !== undefined) || t.error !== undefined);
      },
      undefined,
      { timeout: 600_000 },
    );
    const timed = await page.evaluate(() => (window as unknown as { __reload: Timed }).__reload);
    if (timed.error !== undefined || timed.hits === undefined || timed.hits === 0) throw new Error(`reload search failed: ${JSON.stringify(timed)}`);
    const status = await page.evaluate(() => (window as unknown as { searchpad: Searchpad }).searchpad.status);
    runs.push({ ...timed, load: status.load });
  }
  const sorted = (xs: number[]) => xs.sort((a, b) => a - b);
  const answered = sorted(runs.map((r) => r.answeredMs!));
  const ready = sorted(runs.map((r) => r.readyMs!));
  const loads = runs.map((r) => r.load);
  const worker = `worker load ${loads.map((l) => Math.round(l?.ms ?? NaN)).join(', ')} ms, shards from cache ${loads.map((l) => l?.shardsFromCache).join(', ')}, docs re-analysed ${loads.map((l) => l?.docsReanalysed).join(', ')}`;
  return [
    { engine: ENGINE, scenario: `reload to first search${on.label ?? ''}`, docs, p50_us: us(answered[RUNS >> 1]), p99_us: us(answered[RUNS - 1]), note: `median and max of ${RUNS} reloads; ${worker}` },
    { engine: ENGINE, scenario: `reload to page ready${on.label ?? ''}`, docs, p50_us: us(ready[RUNS >> 1]), p99_us: us(ready[RUNS - 1]), note: `engine loaded, page on screen, official client loaded; median and max of ${RUNS} reloads` },
  ];
}
