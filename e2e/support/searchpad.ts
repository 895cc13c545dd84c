import type { Page } from '@playwright/test';

type Searchpad = { ready: Promise<void>; request(method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown }> };

/** Opens the page and waits for its engine. */
export async function openSearchpad(page: Page) {
  await page.goto('/');
  await page.evaluate(() => (window as unknown as { searchpad: Searchpad }).searchpad.ready);
}

/** A request straight to the page's engine (`window.searchpad.request`), for a spec's setup and checks. */
export const callEngine = (page: Page, method: string, path: string, body?: unknown) =>
  page.evaluate(([m, p, b]) => (window as unknown as { searchpad: Searchpad }).searchpad.request(m as string, p as string, b), [method, path, body] as const);

/** Creates `index` with `body` (settings, mappings) and indexes `docs` by id in one refreshed bulk, through the engine. */
export async function seedIndex(page: Page, index: string, body: unknown, docs: ReadonlyArray<readonly [id: string, source: unknown]>) {
  const created = await callEngine(page, 'PUT', `/${index}`, body);
  const lines = docs.flatMap(([id, source]) => [JSON.stringify({ index: { _id: id } }), JSON.stringify(source)]);
  const bulk = await callEngine(page, 'POST', `/${index}/_doc/_bulk?refresh=true`, lines.join('\n') + '\n');
  if (created.status !== 200 || bulk.status !== 200) throw new Error(`seeding ${index}: create ${created.status}, bulk ${bulk.status}`);
}
