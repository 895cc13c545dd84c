import { expect, test, type Page } from '@playwright/test';

// The first screen a learner sees, at 1280x800 with the indices sidebar open (as the page starts): it fits the
// window, says what to do, and the first example explains the empty answer it gets.

const ready = (page: Page) => page.evaluate(() => (window as unknown as { searchpad: { ready: Promise<void> } }).searchpad.ready);

test.use({ viewport: { width: 1280, height: 800 } });

test('the first screen has no horizontal scroll and the empty response pane says what to do', async ({ page }) => {
  const failed: string[] = [];
  page.on('response', (r) => r.status() >= 400 && failed.push(`${r.status()} ${r.url()}`));
  page.on('console', (m) => m.type() === 'error' && failed.push(m.text()));
  await page.goto('/');
  await ready(page);
  // Nothing fails while the page opens under its CSP; the favicon is ours (no /favicon.ico 404).
  const icon = await page.evaluate(async () => {
    const r = await fetch((document.querySelector('link[rel="icon"]') as HTMLLinkElement).href);
    return { status: r.status, type: r.headers.get('content-type') };
  });
  expect(icon.status).toBe(200);
  expect(icon.type).toMatch(/image\/svg\+xml/);
  expect(failed).toEqual([]);
  await expect(page.getByRole('button', { name: 'Indices' })).toHaveAttribute('aria-pressed', 'true');
  const overflow = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    body: document.body.scrollWidth - document.body.clientWidth,
  }));
  expect(overflow).toEqual({ page: 0, body: 0 });

  const hint = page.getByTestId('response-empty');
  await expect(hint).toBeVisible();
  await expect(hint).toContainText('Ctrl+Enter');
  await expect(hint).toContainText('Examples');
  await expect(hint).toBeInViewport({ ratio: 1 });
  // No empty JSON editor with a lone line number behind it.
  await expect(page.getByTestId('response-json')).toBeHidden();

  // Compare without a cluster is disabled, and looks it: not the blue of the buttons that work.
  const compare = page.getByRole('button', { name: 'Compare', exact: true });
  await expect(compare).toBeDisabled();
  const look = (name: string) => page.getByRole('button', { name, exact: true }).evaluate((b) => getComputedStyle(b).backgroundColor);
  expect(await look('Compare')).not.toBe(await look('Run'));
  expect(await compare.evaluate((b) => getComputedStyle(b).cursor)).toBe('not-allowed');
});

test('the editor is clickable by its name; running a request replaces the hint with the answer', async ({ page }) => {
  await page.goto('/');
  await ready(page);
  await page.getByRole('textbox', { name: 'Request editor' }).click();
  expect(await page.evaluate(() => !!document.activeElement?.closest('[data-testid="console-editor"]'))).toBe(true);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.type('GET /_cluster/health');
  await page.keyboard.press('Control+Enter');
  await expect(page.getByLabel('Status', { exact: true })).toHaveText('200');
  await expect(page.getByTestId('response-empty')).toHaveCount(0);
  await expect(page.getByTestId('response-body')).toContainText('"cluster_name"');
});

test('the first gallery example explains its empty term_vectors answer, and its advice works', async ({ page }) => {
  await page.goto('/');
  await ready(page);
  const examples = page.getByLabel('Examples');
  const first = await examples.locator('option').nth(1).getAttribute('value');
  await examples.selectOption(first!);
  await expect(page.getByTestId('console-editor')).toContainText('DELETE /twitter'); // the buffer is the example (its first lines on screen)
  await page.getByRole('button', { name: 'Run all' }).click();
  await expect(page.getByRole('tab', { name: 'Term vectors', selected: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('response-body')).toContainText('"term_vectors": {}');
  const note = page.getByTestId('termvectors-empty');
  await expect(note).toBeVisible();
  await expect(note).toContainText('no field of this document stores them');
  await expect(note).toContainText('"fields": ["message"]');
  await expect(note).toBeInViewport();

  // Following it: the same document with `?fields=message` gets its vectors, generated from _source.
  await page.getByRole('textbox', { name: 'Request editor' }).click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type('GET /twitter/_doc/1/_termvectors?fields=message');
  await page.keyboard.press('Control+Enter');
  await expect(page.getByRole('region', { name: 'Term vectors of message' })).toBeVisible();
  await expect(page.getByTestId('termvectors-empty')).toHaveCount(0);
});

test('one calm header row: storage and the cluster connection behind compact controls, Run the one primary action', async ({ page }) => {
  await page.goto('/');
  await ready(page);
  const header = page.locator('header').first();
  const box = (await header.boundingBox())!;
  expect(box.height).toBeLessThan(48);
  // Everything of the header on one line, and the work area right below it.
  const rows = await header.evaluate((h) => [...h.children].filter((c) => (c as HTMLElement).offsetWidth > 0).map((c) => Math.round(c.getBoundingClientRect().top + c.getBoundingClientRect().height / 2)));
  expect(Math.max(...rows) - Math.min(...rows)).toBeLessThanOrEqual(4);
  const main = (await page.locator('main').boundingBox())!;
  expect(main.y - (box.y + box.height)).toBeLessThan(4);
  // The summaries say where data lives and where requests go; the fields are a click away.
  await expect(header.getByTestId('persistence')).toHaveText('Saved in this browser');
  await expect(header.getByRole('status', { name: 'Request target' })).toHaveText('In-browser engine');
  await expect(page.getByLabel('Cluster URL')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Reset playground' })).toBeHidden();
  await header.getByRole('status', { name: 'Request target' }).click();
  await expect(page.getByLabel('Cluster URL')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByLabel('Cluster URL')).toBeHidden();
  await header.getByTestId('persistence').click();
  await expect(page.getByRole('button', { name: 'Reset playground' })).toBeVisible();
  // A click elsewhere (on the empty pane's hint, not on an example of its gallery) closes it.
  await page.getByRole('heading', { name: 'No answer yet' }).click();
  await expect(page.getByRole('button', { name: 'Reset playground' })).toBeHidden();

  // Run is the one filled button of the console's toolbar.
  const console_ = page.getByRole('region', { name: 'Console' });
  const fills = await console_.locator('.toolbar button:not(:disabled)').evaluateAll((bs) => bs.map((b) => [b.textContent, getComputedStyle(b).backgroundColor]));
  const run = fills.find(([name]) => name?.trim() === 'Run')![1];
  expect(fills.filter(([, bg]) => bg === run).map(([name]) => name?.trim())).toEqual(['Run']);
  // A long message shows in full (a toast), not cut at the toolbar's end.
  await page.getByRole('button', { name: 'Kibana link' }).click();
  const toast = page.getByRole('status').filter({ hasText: 'Kibana Console link' });
  await expect(toast).toBeVisible();
  expect(await toast.evaluate((p) => p.scrollWidth <= p.clientWidth && p.scrollHeight <= p.clientHeight + 1)).toBe(true);
  await expect(toast).toContainText('change the address if yours differs');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBe(0);
});
