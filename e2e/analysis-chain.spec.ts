import { expect, test } from '@playwright/test';
import { runLine, typeBuffer } from './support/console';

type Searchpad = { ready: Promise<void> };

test('analysis chain: html_strip, a tokenizer and three filters drawn stage by stage, each change marked', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => (window as unknown as { searchpad: Searchpad }).searchpad.ready);
  const body = { explain: true, char_filter: ['html_strip'], tokenizer: 'standard', filter: ['lowercase', 'stop', 'porter_stem'], text: '<b>The</b> Foxes jumped' };
  await typeBuffer(page, `GET /_analyze\n${JSON.stringify(body)}\n`);
  await runLine(page, 1, 200);
  await page.getByRole('tab', { name: 'Chain' }).click();
  const rows = page.getByTestId('chain-view').getByTestId('chain-row');
  await expect(rows).toHaveCount(5);
  await expect(rows.nth(0)).toContainText('html_strip');
  await expect(rows.nth(0)).toContainText('The Foxes jumped');
  await expect(rows.nth(1)).toContainText('standard');
  await expect(rows.nth(2).locator('[data-mark="replaced"]')).toHaveText(['the ← The', 'foxes ← Foxes']);
  await expect(rows.nth(3).locator('[data-mark="dropped"]')).toHaveText('the');
  await expect(rows.nth(4).locator('[data-mark="replaced"]')).toHaveText(['fox ← foxes', 'jump ← jumped']);
  // tokens line up by position: "fox" sits in the column of position 1 in the last row, as "Foxes" does in the tokenizer's row
  const column = (row: number, text: string) => rows.nth(row).locator('td').evaluateAll((tds, t) => tds.findIndex((td) => td.textContent?.startsWith(t as string)), text);
  expect(await column(4, 'fox')).toBe(await column(1, 'Foxes'));
});

test('analysis chain of an index\'s custom analyzer: html_strip, a tokenizer and three filters, every stage shown; Tokens opens it too', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.evaluate(() => (window as unknown as { searchpad: Searchpad }).searchpad.ready);
  const settings = { analysis: { analyzer: { html_text: { type: 'custom', char_filter: ['html_strip'], tokenizer: 'classic', filter: ['classic', 'lowercase', 'kstem'] } } } };
  await typeBuffer(page, `PUT /pages\n${JSON.stringify({ settings })}\n\nGET /pages/_analyze\n{"analyzer": "html_text", "text": "<p>O'Reilly's <b>Bricks</b> AT&amp;T</p>"}\n`);
  await runLine(page, 1, 200);
  await runLine(page, 4, 200);
  await expect(page.getByRole('tab', { name: 'Tokens', selected: true })).toBeVisible();
  await page.getByRole('button', { name: 'Show the chain' }).click();
  await expect(page.getByRole('tab', { name: 'Chain', selected: true })).toBeVisible();
  const rows = page.getByTestId('chain-view').getByTestId('chain-row');
  await expect(rows).toHaveCount(5);
  await expect(rows.nth(0)).toContainText('html_strip');
  await expect(rows.nth(0).locator('.chain-text')).toContainText("O'Reilly's Bricks AT&T");
  await expect(rows.nth(1)).toContainText('classic');
  await expect(rows.nth(1).locator('.chain-chip')).toHaveText(["O'Reilly's", 'Bricks', 'AT&T']);
  // The char filter moved offsets: AT&T's point at the entity it came from, Bricks' take the closing tag in.
  const moved = rows.nth(1).locator('[data-mark="moved"]');
  await expect(moved).toHaveText(['Bricks', 'AT&T']);
  await expect(moved.nth(1)).toHaveAttribute('title', /“AT&amp;T”/);
  await expect(rows.nth(2).locator('[data-mark="replaced"]')).toHaveText("O'Reilly ← O'Reilly's");
  await expect(rows.nth(3).locator('[data-mark="replaced"]')).toHaveText(["o'reilly ← O'Reilly", 'bricks ← Bricks', 'at&t ← AT&T']);
  await expect(rows.nth(4).locator('[data-mark="replaced"]')).toHaveText('brick ← bricks');
});
