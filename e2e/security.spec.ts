import { expect, test } from '@playwright/test';
import { runLine, typeBuffer } from './support/console';

test('the built page carries a CSP without unsafe-eval and works under it', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/.test(m.text())) violations.push(m.text());
  });
  await page.goto('/');
  const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-eval');
  await page.evaluate(() => (window as unknown as { searchpad: { ready: Promise<void> } }).searchpad.ready);
  await typeBuffer(page, 'GET /_analyze\n{"analyzer":"standard","text":"still works"}\n');
  await runLine(page, 1, 200);
  await expect(page.getByRole('list', { name: 'Tokens' }).getByRole('listitem')).toHaveCount(2);
  expect(violations).toEqual([]); // the app itself never trips the policy
  // The policy is enforced: an injected inline script does not run.
  await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'window.__inline = 1';
    document.body.appendChild(s);
  });
  expect(await page.evaluate(() => (window as unknown as { __inline?: number }).__inline)).toBeUndefined();
  await expect.poll(() => violations.length).toBe(1);
});

test('document text and field names render as text in every view, never as markup', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => (window as unknown as { searchpad: { ready: Promise<void> } }).searchpad.ready);
  const evil = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>';
  const field = 'f<b onmouseover="window.__xss=3">x</b>';
  await page.evaluate(([e, f]) => (window as unknown as { searchpad: { request(m: string, p: string, b?: unknown): Promise<unknown> } }).searchpad.request('PUT', '/x/_doc/1?refresh=true', { t: e, [f as string]: e }), [evil, field]);
  await typeBuffer(page, `GET /x/_doc/_termvectors\n${JSON.stringify({ doc: { t: evil } })}\n\nGET /x/_search\n{"explain":true}\n\nGET /_analyze\n${JSON.stringify({ text: evil })}\n`);
  await runLine(page, 1, 200);
  await expect(page.getByLabel('Source text of t')).toContainText('<img src=x onerror=');
  await runLine(page, 4, 200);
  await expect(page.getByTestId('hits-view')).toContainText('<script>');
  await page.getByRole('tab', { name: 'JSON' }).click();
  await expect(page.getByTestId('response-body')).toContainText('onmouseover');
  await runLine(page, 7, 200);
  await page.locator('mark').first().hover();
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(await page.locator('img[src="x"]').count()).toBe(0);
});
