import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { createEngine } from '../src/engine/index.ts';
import { DEFAULT_CORS_HEADERS } from '../src/server/cors.ts';
import { startHttpServer, type RunningServer } from '../src/server/http-server.ts';
import { runLine, typeBuffer } from './support/console';
import { openMenu } from './support/header';

// A real cluster cannot run here: Searchpad's own HTTP server, answering as 7.x, stands in for one (CORS on for
// the page's origin, Authorization allowed: `--cors-origin` and `--cors-allow-headers`), and a bare server without
// CORS headers stands in for a cluster that does not allow the page.
let cluster: RunningServer;
let noCors: Server;
let noCorsUrl: string;
const authorizations: Array<string | undefined> = [];

test.beforeAll(async () => {
  const pageOrigin = new URL(test.info().project.use.baseURL!).origin;
  cluster = await startHttpServer(createEngine({ profile: '7' }), { port: 0, cors: { allowOrigin: [pageOrigin], allowHeaders: [...DEFAULT_CORS_HEADERS, 'Authorization'] } });
  cluster.server.on('request', (req) => req.method !== 'OPTIONS' && authorizations.push(req.headers.authorization));
  noCors = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{}');
  });
  await new Promise<void>((r) => noCors.listen(0, '127.0.0.1', () => r()));
  noCorsUrl = `http://127.0.0.1:${(noCors.address() as { port: number }).port}`;
});

test.afterAll(async () => {
  await cluster.close();
  await new Promise<void>((r) => noCors.close(() => r()));
});

const BUFFER = `PUT /r?include_type_name=true
{"settings":{"number_of_shards":1},"mappings":{"_doc":{"properties":{"t":{"type":"text","term_vector":"with_positions_offsets"}}}}}

POST /r/_doc/_bulk?refresh=true
{"index":{"_id":"1"}}
{"t":"quick brown fox"}
{"index":{"_id":"2"}}
{"t":"quick fox"}
{"index":{"_id":"3"}}
{"t":"lazy dog"}

GET /r/_search
{"query":{"match":{"t":"quick fox"}},"rescore":{"window_size":2,"query":{"rescore_query":{"match_phrase":{"t":"brown fox"}}}}}

GET /r/_doc/1/_termvectors

GET /_analyze
{"analyzer":"standard","text":"Compare me"}
`;

async function open(page: Page) {
  await page.goto('/');
  await page.evaluate(() => (window as unknown as { searchpad: { ready: Promise<void> } }).searchpad.ready);
}

async function setCluster(page: Page, url: string) {
  await openMenu(page, 'Connection');
  const field = page.getByLabel('Cluster URL');
  await field.fill(url);
  await field.press('Enter');
}

async function compareLine(page: Page, line: number) {
  await page.getByTestId('console-editor').locator('.view-lines').click();
  await page.keyboard.press('ControlOrMeta+Home');
  for (let i = 1; i < line; i++) await page.keyboard.press('ArrowDown');
  await page.getByRole('button', { name: 'Compare', exact: true }).click();
  return page.getByRole('region', { name: 'Comparison' });
}

test('remote mode sends the editor’s requests to the cluster, every view works, and compare shows the differences', async ({ page }) => {
  await open(page);
  const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(csp).toContain("connect-src 'self' http: https:;");
  const port = new URL(cluster.url).port;
  // Credentials typed into the address move to their own fields.
  await setCluster(page, `http://learner:s3cret-pw@127.0.0.1:${port}/`);
  await expect(page.getByLabel('Cluster URL')).toHaveValue(cluster.url);
  await expect(page.getByLabel('Username')).toHaveValue('learner');
  await openMenu(page, 'Connection');
  await page.getByRole('switch', { name: 'Remote mode' }).check();
  await expect(page.getByRole('status', { name: 'Request target' })).toHaveText(`Requests go to ${cluster.url}`);

  await typeBuffer(page, BUFFER);
  await runLine(page, 1, 200);
  expect((await runLine(page, 4, 200)).errors).toBe(false);
  const search = await runLine(page, 12, 200);
  expect(search.hits.total).toEqual({ value: 2, relation: 'eq' }); // the 7.x cluster answered, not the 6.8 engine
  expect(authorizations.at(-1)).toBe(`Basic ${Buffer.from('learner:s3cret-pw').toString('base64')}`);
  // The views re-run their requests against the cluster too.
  await expect(page.getByRole('region', { name: 'Ranking after rescore 1' })).toBeVisible();
  await page.getByRole('tab', { name: 'Hits' }).click();
  await expect(page.getByTestId('page-range')).toHaveText('hits 1–2 of 2');
  await runLine(page, 15, 200);
  await expect(page.getByLabel('Source text of t')).toContainText('quick brown fox');
  // The in-browser engine has no index r: the cluster's answers came from the cluster.
  const local = await page.evaluate(() => (window as unknown as { searchpad: { request(m: string, p: string): Promise<{ status: number }> } }).searchpad.request('GET', '/r'));
  expect(local.status).toBe(404);

  // Same data in the in-browser engine, then compare: 6.8 shapes locally against the 7.x cluster.
  const [createBlock, bulkBlock] = BUFFER.split('\n\n').map((block) => block.split('\n'));
  await page.evaluate(async ([create, bulk]) => {
    const sp = (window as unknown as { searchpad: { request(m: string, p: string, b?: unknown): Promise<unknown> } }).searchpad;
    await sp.request('PUT', create[0].slice('PUT '.length), create[1]);
    await sp.request('POST', bulk[0].slice('POST '.length), `${bulk.slice(1).join('\n')}\n`);
  }, [createBlock, bulkBlock]);
  let comparison = await compareLine(page, 12);
  await expect(comparison.getByTestId('comparison-summary')).toHaveText('1 path differs (took ignored).');
  await expect(comparison.getByRole('table', { name: 'Differences' }).getByRole('row').nth(1)).toHaveText('hits.total2{"value":2,"relation":"eq"}');
  comparison = await compareLine(page, 17);
  await expect(comparison.getByTestId('comparison-summary')).toHaveText('No differences (took ignored).');
  // With 7.x shapes in the page, the search answers agree too.
  await page.getByLabel('Response shapes').selectOption('7');
  comparison = await compareLine(page, 12);
  await expect(comparison.getByTestId('comparison-summary')).toHaveText('No differences (took ignored).');

  // The password is nowhere but this tab's session: not in the saved buffer, history, share link or local storage.
  await page.getByRole('button', { name: 'Share link' }).click();
  const traces = await page.evaluate(() => JSON.stringify({ local: { ...localStorage }, href: location.href }));
  expect(traces).not.toContain('s3cret-pw');
  expect(traces).toContain('searchpad.history');
});

test('a cluster that does not allow the page gets the CORS explanation', async ({ page }) => {
  await open(page);
  await setCluster(page, noCorsUrl);
  await openMenu(page, 'Connection');
  await page.getByRole('switch', { name: 'Remote mode' }).check();
  await typeBuffer(page, 'GET /\n');
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  const alert = page.getByRole('alert', { name: 'Cluster unreachable' });
  await expect(alert).toContainText(`could not read an answer from ${noCorsUrl}`);
  await expect(alert.getByTestId('cors-settings')).toContainText('http.cors.enabled: true');
  await expect(alert.getByTestId('cors-settings')).toContainText(`http.cors.allow-origin: "${new URL(page.url()).origin}"`);
  await expect(alert).toContainText('npx searchpad serve');
  await expect(page.getByText('Engine crash')).toHaveCount(0);
  // Back to the in-browser engine: the explanation goes, requests work.
  await openMenu(page, 'Connection');
  await page.getByRole('switch', { name: 'Remote mode' }).uncheck();
  await runLine(page, 1, 200);
  await expect(alert).toHaveCount(0);
});

/** `npm run serve` as a user runs it; resolves with its address once it listens. */
function serveProcess(...flags: string[]): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli.ts', 'serve', '--port', '0', ...flags], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /listening on (http:\/\/\S+?),/.exec(out);
      if (m) resolve({ url: m[1], child });
    });
    child.on('exit', (code) => reject(new Error(`exited ${code}: ${out}`)));
  });
}

test('npm run serve answers the page only with --cors-origin set to the page’s origin', async ({ page }) => {
  await open(page);
  const origin = new URL(page.url()).origin;
  const closed = await serveProcess();
  const allowed = await serveProcess('--cors-origin', origin);
  try {
    // CORS off (the default): the page cannot read the answers, and says how to allow it.
    await setCluster(page, closed.url);
    await openMenu(page, 'Connection');
    await page.getByRole('switch', { name: 'Remote mode' }).check();
    await typeBuffer(page, 'PUT /served/_doc/1?refresh=true\n{"t":"from the page"}\n\nGET /served/_search\n');
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    const alert = page.getByRole('alert', { name: 'Cluster unreachable' });
    await expect(alert).toContainText(`npx searchpad serve --port 9200 --cors-origin ${origin}`);
    // With the flag the same requests are answered.
    await setCluster(page, allowed.url);
    await runLine(page, 1, 201);
    const search = await runLine(page, 4, 200);
    expect(search.hits.total).toBe(1);
    await expect(alert).toHaveCount(0);
  } finally {
    closed.child.kill();
    allowed.child.kill();
  }
});
