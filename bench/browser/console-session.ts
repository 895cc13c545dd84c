/**
 * The main thread over one Console session after the page is ready (e2e/support/console-session.ts: a gallery
 * example, term vectors, a search with rescore, 2,000 hits scrolled and shown as JSON): the longest task and how
 * many went over 50 ms, with the step each fell in. A measure of this machine, so a bench row, never a test.
 */
import type { Page } from '@playwright/test';
import { consoleSession } from '../../e2e/support/console-session.ts';
import type { Row } from '../measure.ts';
import { ENGINE } from './bulk-load.ts';
import { longFramesBetween, longTasksBetween, summariseLongTasks } from './session.ts';

export async function consoleSessionScenario(page: Page): Promise<Row> {
  const steps: Array<{ step: string; at: number }> = [];
  const start = await page.evaluate(() => performance.now());
  const seen = await consoleSession(page, async (name) => {
    steps.push({ step: name, at: await page.evaluate(() => performance.now()) });
  });
  if (seen.hits !== 2000) throw new Error(`the large answer has ${seen.hits} hits, not 2000`);
  const end = await page.evaluate(() => performance.now());
  const tasks = await longTasksBetween(page, start, end);
  console.error(`console session, long animation frames: ${(await longFramesBetween(page, start, end)) || 'none'}`);
  const stepAt = (t: number) => steps.filter((s) => s.at <= t).at(-1)?.step ?? 'before the first step';
  const byStep = steps.map((s) => {
    const mine = tasks.filter((t) => stepAt(t.start) === s.step).map((t) => Math.round(t.duration));
    return `${s.step}: ${mine.join(', ') || 'none'}`;
  });
  return { engine: ENGINE, scenario: 'console session after ready', docs: 2000, ...summariseLongTasks(tasks), note: `long tasks (ms) by step: ${byStep.join('; ')}` };
}
