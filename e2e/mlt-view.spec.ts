import { expect, test } from '@playwright/test';
import { runLine, typeLines } from './support/console';
import { callEngine as call, openSearchpad as open } from './support/searchpad';

test('more_like_this: typing a search shows the terms it chose with their tf-idf, beside the hits', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page);
  await call(page, 'PUT', '/movies', { settings: { number_of_shards: 1 }, mappings: { _doc: { properties: { plot: { type: 'text' } } } } });
  const plots = [
    'a farm boy joins a rebellion against an evil empire',
    'a rebellion of machines against their makers',
    'an evil wizard hides a ring in a farm',
    'a detective chases a thief across the empire',
    'two friends build a robot for the rebellion',
  ];
  for (const [i, plot] of plots.entries()) await call(page, 'PUT', `/movies/_doc/${i + 1}`, { plot });
  await call(page, 'POST', '/movies/_refresh');
  const editor = page.getByTestId('console-editor');
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await typeLines(page, ['GET /movies/_search', '{"query": {"more_like_this": {"fields": ["plot"], "like": [{"_id": "1"}], "min_term_freq": 1, "min_doc_freq": 2}}}']);
  const answer = (await runLine(page, 1, 200)) as { hits: { hits: Array<{ _id: string }> } };
  await expect(page.getByRole('tab', { name: 'More like this', selected: true })).toBeVisible();
  const terms = page.getByRole('region', { name: 'Terms more_like_this chose' });
  // Doc 1's terms in at least 2 documents: a, farm, rebellion, against, an, evil, empire ("a" in all 5); not boy, joins.
  await expect(terms.locator('tr[data-term]')).toHaveCount(7);
  const rewrite = (await call(page, 'POST', '/movies/_validate/query?rewrite=true', { query: { more_like_this: { fields: ['plot'], like: [{ _id: '1' }], min_term_freq: 1, min_doc_freq: 2 } } })).body as { explanations: Array<{ explanation: string }> };
  for (const t of ['farm', 'rebellion', 'against', 'an', 'evil', 'empire', 'a']) {
    expect(rewrite.explanations[0].explanation).toContain(`plot:${t}`);
    await expect(terms.locator(`tr[data-term="${t}"]`)).toBeVisible();
  }
  // tf-idf = tf × (ln((5 + 1) / (docFreq + 1)) + 1): "a" twice in all 5 docs: 2; "farm" once in 2: 1.69; "rebellion" once in 3: 1.41.
  const tfidf = (t: string) => terms.locator(`tr[data-term="${t}"] td.tfidf`).textContent();
  expect(Number(await tfidf('a'))).toBeCloseTo(2, 4);
  expect(Number(await tfidf('farm'))).toBeCloseTo(Math.log(6 / 3) + 1, 4);
  expect(Number(await tfidf('rebellion'))).toBeCloseTo(Math.log(6 / 4) + 1, 4);
  await expect(terms.locator('tr[data-term]').first()).toHaveAttribute('data-term', 'a');
  await expect(terms.locator('tr[data-term]').last()).toHaveAttribute('data-term', 'rebellion');
  await expect(terms.locator('tr[data-term="boy"]')).toHaveCount(0);
  const hits = page.getByRole('region', { name: 'Hits more_like_this found' });
  await expect(hits.locator('li')).toHaveCount(answer.hits.hits.length);
  await expect(hits.locator('li').first()).toHaveAttribute('data-id', answer.hits.hits[0]._id);
});
