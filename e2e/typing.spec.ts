import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { bufferText, clearBuffer, runLine, typeLines } from './support/console';

// What a person types, key by key: no indentation and no closer the editor already wrote.
const CREATE = ['PUT /films', '{', '"settings": { "number_of_shards": 1 },', '"mappings": {', '"_doc": {', '"properties": {',
  '"title": { "type": "text" },', '"year": { "type": "integer" },', '"genre": { "type": "keyword" }', '}', '}', '}', '}'];
const DOC = ['PUT /films/_doc/1?refresh', '{', '"title": "The quick brown fox",', '"year": 2001,', '"genre": "nature"', '}'];
const SEARCH = ['GET /films/_search', '{', '"query": {', '"bool": {', '"must": [', '{ "match": { "title": "fox" } }', '],', '"filter": [',
  '{ "range": { "year": { "gte": 2000 } } },', '{ "bool": { "should": [ { "term": { "genre": "nature" } } ] } }', ']', '}', '}', '}'];

// What the buffer must then be, exactly: indented by the editor, every bracket once.
const EXPECTED = `PUT /films
{
  "settings": { "number_of_shards": 1 },
  "mappings": {
    "_doc": {
      "properties": {
        "title": { "type": "text" },
        "year": { "type": "integer" },
        "genre": { "type": "keyword" }
      }
    }
  }
}

PUT /films/_doc/1?refresh
{
  "title": "The quick brown fox",
  "year": 2001,
  "genre": "nature"
}

GET /films/_search
{
  "query": {
    "bool": {
      "must": [
        { "match": { "title": "fox" } }
      ],
      "filter": [
        { "range": { "year": { "gte": 2000 } } },
        { "bool": { "should": [ { "term": { "genre": "nature" } } ] } }
      ]
    }
  }
}`;

test('requests typed key by key with Enter come out indented, with every bracket once, and run', async ({ page }) => {
  // The README shows exactly what is typed here.
  expect(readFileSync('README.md', 'utf8')).toContain([...CREATE, '', ...DOC, '', ...SEARCH].join('\n'));
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.evaluate(() => (window as unknown as { searchpad: { ready: Promise<void> } }).searchpad.ready);
  await clearBuffer(page);
  await typeLines(page, [...CREATE, '', ...DOC, '', ...SEARCH]);
  expect(await bufferText(page)).toBe(EXPECTED);
  // Every request runs as typed: the buffer is not touched by running.
  expect((await runLine(page, 1, 200)).acknowledged).toBe(true);
  expect((await runLine(page, 16, 201)).result).toBe('created');
  const found = await runLine(page, 23, 200);
  expect(found.hits.total).toBe(1);
  expect(found.hits.hits[0]._source.title).toBe('The quick brown fox');
  expect(await bufferText(page)).toBe(EXPECTED);
});

test('completion opened with Ctrl+Space, picked with the arrows and Enter, writes the intended request', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => (window as unknown as { searchpad: { ready: Promise<void>; request(m: string, p: string, b?: unknown): Promise<unknown> } }).searchpad.ready);
  await page.evaluate(async () => {
    const sp = (window as unknown as { searchpad: { request(m: string, p: string, b?: unknown): Promise<unknown> } }).searchpad;
    await sp.request('PUT', '/films', { mappings: { _doc: { properties: { title: { type: 'text' }, genre: { type: 'keyword' }, year: { type: 'integer' } } } } });
    await sp.request('PUT', '/films/_doc/1?refresh', { title: 'The quick brown fox', genre: 'nature', year: 2001 });
  });
  await clearBuffer(page);
  const suggest = page.locator('.suggest-widget');
  const pick = async (first: string, downs = 0, pickedLabel = first) => {
    await page.keyboard.press('Control+Space');
    await expect(suggest.locator('.monaco-list-row.focused')).toContainText(first);
    for (let i = 0; i < downs; i++) await page.keyboard.press('ArrowDown');
    await expect(suggest.locator('.monaco-list-row.focused')).toContainText(pickedLabel);
    await page.keyboard.press('Enter');
  };
  await typeLines(page, ['GET /films/_search', '{', '']);
  await page.keyboard.type('"qu');
  await pick('query'); // "query": {|}
  await page.keyboard.press('Enter');
  await page.keyboard.type('"bo');
  await pick('bool');
  await page.keyboard.press('Enter');
  await page.keyboard.type('"');
  await pick('must', 2, 'filter'); // must, should, filter
  await page.keyboard.press('Enter');
  await page.keyboard.type('"te');
  await pick('term');
  await page.keyboard.press('Enter');
  await page.keyboard.type('"');
  await pick('genre'); // the index's fields come first under a term query
  await typeLines(page, ['"nature"', '}', '}', '}', '}', '}']);
  expect(await bufferText(page)).toBe(`GET /films/_search
{
  "query": {
    "bool": {
      "filter": {
        "term": {
          "genre": "nature"
        }
      }
    }
  }
}`);
  expect((await runLine(page, 1, 200)).hits.total).toBe(1);
});

test('a suggestion that opened by itself is not taken by Enter, and none opens on a closing quote', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => (window as unknown as { searchpad: { ready: Promise<void> } }).searchpad.ready);
  await page.evaluate(() => (window as unknown as { searchpad: { request(m: string, p: string, b?: unknown): Promise<unknown> } }).searchpad.request('PUT', '/films', { mappings: { _doc: { properties: { rating: { type: 'integer' }, title: { type: 'text' } } } } }));
  await clearBuffer(page);
  await page.keyboard.type('GET /films/_search');
  await expect(page.locator('.suggest-widget .monaco-list-row').first()).toBeVisible(); // opened by the `/`
  await page.keyboard.press('Enter');
  await typeLines(page, ['{', '"query": { "match": { "title": "fox"']);
  await expect(page.locator('.suggest-widget.visible')).toHaveCount(0);
  await page.keyboard.press('Enter');
  expect(await bufferText(page)).toBe('GET /films/_search\n{\n  "query": { "match": { "title": "fox"\n  }}\n}');
});
