import { expect, test } from '@playwright/test';
import { bufferText, typeBuffer } from './support/console';
import { openSearchpad } from './support/searchpad';

const BUFFER = `PUT /films
{ "settings": { "number_of_shards": 1 } }

PUT /films/_doc/1?refresh
{ "title": "The quick brown fox" }

# a search with a typo in it
GET /films/_search
{
  "size": 1,
  "qeury": { "match_all": {} }
}

GET /films/_count`;

// Every test starts on a ready page with the buffer above typed in.
test.beforeEach(async ({ page }) => {
  await openSearchpad(page);
  await typeBuffer(page, BUFFER);
});

test('Run all lists every answer in order, with its request, status and time, each collapsible', async ({ page }) => {
  await page.getByRole('button', { name: 'Run all' }).click();
  const answers = page.getByRole('list', { name: 'Answers' }).getByTestId('answer');
  await expect(answers).toHaveCount(4);
  await expect(answers.nth(3)).toContainText('GET /_count'.replace('/_count', '/films/_count'));
  const lines = await answers.locator('summary .answer-line').allTextContents();
  expect(lines).toEqual(['PUT /films', 'PUT /films/_doc/1?refresh', 'GET /films/_search', 'GET /films/_count']);
  expect(await answers.getByLabel('Response code').allTextContents()).toEqual(['200', '201', '400', '200']);
  await expect(answers.nth(0)).toContainText(/\d+\.\d ms/);
  // Collapsed until opened: the count's answer body shows once its summary is clicked.
  await expect(answers.nth(3).locator('.answer-body')).toBeHidden();
  await answers.nth(3).locator('summary').click({ position: { x: 2, y: 6 } });
  await expect(answers.nth(3).locator('.answer-body')).toContainText('"count": 1');
});

test('a parsing_exception of a request below the first is marked on its buffer line, and its place is a click away', async ({ page }) => {
  await page.getByRole('button', { name: 'Run all' }).click();
  const place = page.getByRole('list', { name: 'Answers' }).getByTestId('error-location');
  await expect(place).toHaveText('parsing_exception at line 11, column 12');
  // The squiggle is on the line of "qeury" (buffer line 11), not on the request line nor line 1.
  const squiggle = page.locator('.view-overlays .squiggly-error');
  await expect(squiggle).toHaveCount(1);
  const lineTop = await page.locator('.view-lines .view-line', { hasText: '"qeury"' }).evaluate((e) => (e as HTMLElement).style.top);
  const squiggleTop = await squiggle.evaluate((e) => (e.parentElement as HTMLElement).style.top);
  expect(squiggleTop).toBe(lineTop);
  const box = (await squiggle.boundingBox())!;
  await page.mouse.move(box.x + 4, box.y + box.height / 2); // on the text the squiggle underlines
  await expect(page.locator('.monaco-hover:not(.hidden)')).toContainText('Unknown key for a START_OBJECT in [qeury].');
  // The place in the answer list puts the cursor there.
  await place.click();
  await page.keyboard.type('X');
  expect((await bufferText(page))!.split('\n')[10]).toBe('  "qeury": X{ "match_all": {} }');
});

test('a selection runs the requests it covers, listed as Run all lists them', async ({ page }) => {
  await page.getByTestId('console-editor').locator('.view-lines').click();
  await page.keyboard.press('ControlOrMeta+Home');
  for (let i = 0; i < 4; i++) await page.keyboard.press('Shift+ArrowDown'); // lines 1-4: the create and the document
  await page.keyboard.press('Control+Enter');
  const answers = page.getByRole('list', { name: 'Answers' }).getByTestId('answer');
  await expect(answers).toHaveCount(2);
  expect(await answers.getByLabel('Response code').allTextContents()).toEqual(['200', '201']);
});

test('Ctrl+Up and Ctrl+Down jump between requests', async ({ page }) => {
  await page.getByTestId('console-editor').locator('.view-lines').click();
  await page.keyboard.press('ControlOrMeta+Home');
  await page.keyboard.press('ControlOrMeta+ArrowDown');
  await page.keyboard.press('ControlOrMeta+ArrowDown');
  await page.keyboard.type('X');
  await page.keyboard.press('ControlOrMeta+ArrowUp');
  await page.keyboard.type('Y');
  const lines = (await bufferText(page))!.split('\n');
  expect(lines[7]).toBe('XGET /films/_search');
  expect(lines[3]).toBe('YPUT /films/_doc/1?refresh');
});
