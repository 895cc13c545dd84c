/**
 * The page's own import: N WordNet documents as one `_bulk` NDJSON file chosen in the storage bar's Import
 * (the file is made in the page beforehand, so handing its bytes over is not measured), cut into batches by
 * the page and sent through the worker, until the bar says it is imported (after the refresh). Measures
 * docs/s and the main thread's long tasks over it: cutting the file, the progress bar, each answer.
 */
import type { Page } from '@playwright/test';
import type { Doc } from '../corpus.ts';
import type { Row } from '../measure.ts';
import { WN_INDEX } from '../wn-index.ts';
import { call, longFramesBetween, longTasksBetween, summariseLongTasks } from './session.ts';
import { ENGINE } from './bulk-load.ts';

const INDEX = 'wn_file';

export async function fileImportScenario(page: Page, docs: Doc[]): Promise<Row> {
  const r = await call(page, 'PUT', `/${INDEX}`, WN_INDEX);
  if (r.status !== 200) throw new Error(`PUT /${INDEX}: ${JSON.stringify(r.body)}`);
  const text = docs.flatMap((d) => [JSON.stringify({ index: { _index: INDEX, _type: '_doc', _id: d.id } }), JSON.stringify({ title: d.title, body: d.body })]).join('\n') + '\n';
  await page.evaluate(([t, name]) => ((window as unknown as { __file: File }).__file = new File([t], name, { type: 'application/x-ndjson' })), [text, `${INDEX}.ndjson`] as const);
  const start = await page.evaluate(() => {
    const input = document.querySelector('[data-testid="import-file"]') as HTMLInputElement;
    const files = new DataTransfer();
    files.items.add((window as unknown as { __file: File }).__file);
    input.files = files.files;
    const t = performance.now();
    input.dispatchEvent(new Event('change', { bubbles: true }));
    return t;
  });
  await page.getByTestId('storage-bar').getByRole('status').filter({ hasText: `Imported ${INDEX}.ndjson` }).waitFor({ timeout: 600_000 });
  const end = await page.evaluate(() => performance.now());
  const count = ((await call(page, 'GET', `/${INDEX}/_count`)).body as { count: number }).count;
  if (count !== docs.length) throw new Error(`imported ${count} of ${docs.length} documents`);
  const tasks = await longTasksBetween(page, start, end);
  console.error(`file import, long animation frames: ${(await longFramesBetween(page, start, end)) || 'none'}`);
  const note = [
    `${Math.round(end - start)} ms from choosing the file to "Imported" (batches of 500 actions, then the refresh)`,
    `long tasks: ${tasks.map((x) => Math.round(x.duration)).join(', ') || 'none'}`,
  ].join('; ');
  return { engine: ENGINE, scenario: `file import ${docs.length / 1000}k (the page's Import)`, docs: docs.length, docs_per_s: Math.round(docs.length / ((end - start) / 1000)), ...summariseLongTasks(tasks), note };
}
