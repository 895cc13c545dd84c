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
