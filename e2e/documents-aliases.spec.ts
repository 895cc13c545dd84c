import { expect, test } from '@playwright/test';
import { runLine, typeBuffer } from './support/console';

test('a learner updates a document, reads it through a filtered alias, closes the index, and a reload keeps it all', async ({ page }) => {
  await page.goto('/');
  await typeBuffer(
    page,
    [
      'PUT /_template/shop',
      '{"index_patterns": ["shop*"], "settings": {"number_of_shards": 1}, "aliases": {"cheap": {"filter": {"range": {"price": {"lt": 10}}}}}}',
      'POST /shop/_doc/1/_update?refresh=true',
      '{"doc": {"name": "pen", "price": 2}, "doc_as_upsert": true}',
      'POST /shop/_doc/1/_update?refresh=true',
      '{"script": {"source": "ctx._source.price += params.more", "params": {"more": 20}}}',
      'GET /cheap/_count',
      'POST /shop/_close',
      '',
    ].join('\n'),
  );
  expect((await runLine(page, 1, 200)).acknowledged).toBe(true);
  const created = await runLine(page, 3, 201);
  expect(created.result).toBe('created');
  const updated = await runLine(page, 5, 200);
  expect(updated).toMatchObject({ result: 'updated', _version: 2 });
  // The price went over the alias filter: the filtered alias counts nothing.
  expect((await runLine(page, 7, 200)).count).toBe(0);
  expect((await runLine(page, 8, 200)).acknowledged).toBe(true);
  const sidebar = page.getByRole('navigation', { name: 'Indices' });
  await expect(sidebar.getByRole('button', { name: /^shop/ })).toContainText('closed');

  // IndexedDB keeps the closed state, the alias and the template.
  await page.reload();
  await typeBuffer(page, 'GET /shop/_search\nPOST /shop/_open\nGET /shop/_doc/1\nGET /_template/shop\n');
  const refused = await runLine(page, 1, 400);
  expect(refused.error.type).toBe('index_closed_exception');
  await runLine(page, 2, 200);
  expect((await runLine(page, 3, 200))._source).toEqual({ name: 'pen', price: 22 });
  expect((await runLine(page, 4, 200)).shop.index_patterns).toEqual(['shop*']);
});
