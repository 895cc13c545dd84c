import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { clearBuffer, runLine, typeLines } from './support/console';

// The gallery's examples teach: each shows its notes when loaded, and Run all asks before an example deletes an
// index the user made (examples start with DELETE); an index an example made is its own to delete again.

type Searchpad = { ready: Promise<void>; request(method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown }> };
const samples = JSON.parse(readFileSync('public/samples/index.json', 'utf8')) as Array<{ id: string; title: string; notes: string; source: string }>;

test.use({ viewport: { width: 1280, height: 800 } });

test("an example shows its notes, and asks before Run all deletes the user's own index", async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => (window as unknown as { searchpad: Searchpad }).searchpad.ready);
  // The user's own twitter index, typed and run.
  await clearBuffer(page);
  await typeLines(page, ['PUT /twitter/_doc/mine?refresh=true', '{"note": "my own document"}']);
  await runLine(page, 1, 201);
  const mine = () => page.evaluate(async () => ((await (window as unknown as { searchpad: Searchpad }).searchpad.request('GET', '/twitter/_doc/mine')).body as { found: boolean }).found);

  const first = samples.find((s) => s.id === 'termvectors-get-stored-document-twitter-fixture')!;
  await page.getByLabel('Examples').selectOption(first.id);
  const notes = page.getByRole('region', { name: 'About this example' });
  await expect(notes).toBeVisible();
  await expect(notes.getByRole('heading')).toHaveText(first.title);
  await expect(notes).toContainText(first.notes.slice(0, 120));
  await expect(notes).toContainText(first.source);

  // Run all: the question comes before anything runs; "Keep it" runs nothing.
  const answered = await page.getByRole('region', { name: 'Response' }).getAttribute('data-responses');
  await page.getByRole('button', { name: 'Run all' }).click();
  const question = page.getByRole('alertdialog', { name: 'Delete your index?' });
  await expect(question).toContainText('starts by deleting twitter');
  await question.getByRole('button', { name: 'Keep it, run nothing' }).click();
  await expect(question).toHaveCount(0);
  expect(await mine()).toBe(true);
  await expect(page.getByRole('region', { name: 'Response' })).toHaveAttribute('data-responses', answered!);

  // Asked again, and agreed: the example runs (its empty term vectors explained).
  await page.getByRole('button', { name: 'Run all' }).click();
  await question.getByRole('button', { name: 'Delete twitter and run' }).click();
  await expect(page.getByRole('tab', { name: 'Term vectors', selected: true })).toBeVisible({ timeout: 30_000 });
  expect(await mine()).toBe(false);

  // The example's own twitter now: running it again asks nothing.
  await page.getByRole('tab', { name: 'JSON' }).click();
  await page.getByRole('button', { name: 'Run all' }).click();
  await expect(page.getByRole('tab', { name: 'Term vectors', selected: true })).toBeVisible({ timeout: 30_000 });
  await expect(question).toHaveCount(0);

  // The notes can be put away.
  await notes.getByRole('button', { name: 'Hide notes' }).click();
  await expect(notes).toHaveCount(0);
});
