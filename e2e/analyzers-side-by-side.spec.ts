import { expect, test } from '@playwright/test';
import { runLine, typeBuffer } from './support/console';

type Searchpad = { ready: Promise<void> };

test.use({ viewport: { width: 1280, height: 800 } });

/** An index whose search analyzer adds a synonym the index analyzer never makes: "quick" is searched as "fast". */
const SETUP = {
  settings: {
    analysis: {
      filter: { quick_fast: { type: 'synonym', synonyms: ['quick => fast'] } },
      analyzer: {
        plain: { tokenizer: 'standard', filter: ['lowercase'] },
        with_synonyms: { tokenizer: 'standard', filter: ['lowercase', 'quick_fast'] },
      },
    },
  },
  mappings: { _doc: { properties: { title: { type: 'text', analyzer: 'plain', search_analyzer: 'with_synonyms', term_vector: 'with_positions_offsets' } } } },
};

test('index vs search analyzers: a query term the index analyzer never makes from the text is flagged', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => (window as unknown as { searchpad: Searchpad }).searchpad.ready);
  await typeBuffer(page, `PUT /shop\n${JSON.stringify(SETUP)}\n\nPUT /shop/_doc/1?refresh=true\n{"title": "The quick brown fox"}\n\nGET /shop/_analyze\n{"field": "title", "text": "Quick fox"}\n`);
  await runLine(page, 1, 200);
  await runLine(page, 4, 201);
  await runLine(page, 7, 200);
  await page.getByRole('tab', { name: 'Index vs search' }).click();
  const view = page.getByTestId('analyzers-view');
  await expect(view.getByTestId('index-side')).toContainText('plain');
  await expect(view.getByTestId('index-side').locator('.chain-chip')).toHaveText(['quick', 'fox']);
  await expect(view.getByTestId('search-side')).toContainText('with_synonyms');
  await expect(view.getByTestId('search-side').locator('.chain-chip')).toHaveText(['fast', 'fox']);
  // "fast" is flagged (the index side made "quick" of this text, and no document holds "fast"); "fox" is not.
  await expect(view.getByTestId('search-side').locator('[data-flag="unmatched"]')).toHaveText('fast');
  await expect(view.getByTestId('analyzers-verdict')).toContainText('fast (in no document)');
});

test('the indices sidebar analyzes a typed text with a field: its chain, then its two analyzers', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => (window as unknown as { searchpad: Searchpad }).searchpad.ready);
  await typeBuffer(page, `PUT /shop\n${JSON.stringify(SETUP)}\n`);
  await runLine(page, 1, 200);
  const sidebar = page.getByRole('navigation', { name: 'Indices' });
  await sidebar.getByRole('button', { name: /^shop/ }).click();
  const fields = sidebar.getByRole('list', { name: 'Fields of shop' });
  await fields.getByRole('button', { name: 'Analyze…' }).click();
  await fields.getByRole('textbox', { name: 'Text to analyze with title' }).click();
  await page.keyboard.type('Quick Foxes');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tab', { name: 'Chain', selected: true })).toBeVisible();
  const rows = page.getByTestId('chain-view').getByTestId('chain-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('standard');
  await expect(rows.nth(1).locator('[data-mark="replaced"]')).toHaveText(['quick ← Quick', 'foxes ← Foxes']);
  await fields.getByRole('button', { name: 'Index vs search' }).click();
  await expect(page.getByRole('tab', { name: 'Index vs search', selected: true })).toBeVisible();
  await expect(page.getByTestId('search-side').locator('[data-flag="unmatched"]')).toHaveText('fast');
});

test('the term vectors view opens the chain of a field on the document\'s text', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => (window as unknown as { searchpad: Searchpad }).searchpad.ready);
  await typeBuffer(page, `PUT /shop\n${JSON.stringify(SETUP)}\n\nPUT /shop/_doc/1?refresh=true\n{"title": "The quick brown fox"}\n\nGET /shop/_doc/1/_termvectors?fields=title\n`);
  await runLine(page, 1, 200);
  await runLine(page, 4, 201);
  await runLine(page, 7, 200);
  const field = page.getByRole('region', { name: 'Term vectors of title' });
  await field.getByRole('button', { name: 'Analysis chain' }).click();
  await expect(page.getByRole('tab', { name: 'Chain', selected: true })).toBeVisible();
  const rows = page.getByTestId('chain-view').getByTestId('chain-row');
  await expect(rows.nth(1).locator('.chain-chip')).toHaveText(['the ← The', 'quick', 'brown', 'fox']);
  await expect(page.locator('.request-line')).toHaveText('POST /shop/_analyze');
});
