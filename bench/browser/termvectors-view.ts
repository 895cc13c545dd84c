/**
 * Term vectors view of a 2,000-token document: the request is typed in the Console and run with Ctrl+Enter, as a
 * user does; the time is from its answer reaching the page (the `searchpad:answered` mark the panel sets) to the
 * frame after the view holds its rows (all, or its first page and the `more` row) and the highlighted source text (fetched by the view with a GET of
 * the document, so that round trip counts). Between runs another request replaces the view, so each run renders
 * it from scratch.
 */
import type { Page } from '@playwright/test';
import type { Doc } from '../corpus.ts';
import type { Row } from '../measure.ts';
import { tokenize } from '../tokenize.ts';
import { ENGINE } from './bulk-load.ts';
import { call, longFramesBetween, longTasksBetween, summariseLongTasks, type LongTask } from './session.ts';

const TOKENS = 2000;
const RUNS = 7;
const PATH = '/tv/_doc/long/_termvectors?positions=true&offsets=true&term_statistics=true&field_statistics=true';
/** Line 1 replaces the view with a plain answer; line 3 asks for the term vectors. */
const BUFFER = `GET /tv/_count\n\nGET ${PATH}\n`;

interface Rendered {
  answered: number;
  /** When the first rows were in the DOM (the highlighted text follows the view's GET of the document). */
  table: number;
  dom: number;
  frame: number;
}

/** A body of exactly `TOKENS` standard-analyser tokens: the corpus's glosses as words. */
function longBody(docs: Doc[]): string {
  const words: string[] = [];
  for (const d of docs) {
    words.push(...tokenize(d.body));
    if (words.length >= TOKENS) break;
  }
  return words.slice(0, TOKENS).join(' ');
}

/** Puts the cursor on a 1-based line of the Console and presses Ctrl+Enter; waits for the panel to show the answer. */
async function runLine(page: Page, line: number) {
  await page.getByTestId('console-editor').locator('.view-lines').click();
  await page.keyboard.press('ControlOrMeta+Home');
  for (let i = 1; i < line; i++) await page.keyboard.press('ArrowDown');
  const panel = page.getByRole('region', { name: 'Response' });
  const before = Number(await panel.getAttribute('data-responses'));
  await page.keyboard.press('Control+Enter');
  await page.waitForFunction((n) => Number(document.querySelector('[aria-label="Response"]')?.getAttribute('data-responses')) > n, before);
}

/** From a click on the table's "Show all" button (when the view has one) to the frame after every row is there. */
async function timeShowAll(page: Page, rows: number): Promise<number | undefined> {
  const button = page.locator('tr.tv-more button');
  if ((await button.count()) === 0) return undefined;
  return page.evaluate((total) => {
    const view = document.querySelector('[data-testid="termvectors-view"]')!;
    return new Promise<number>((resolve) => {
      const started = performance.now();
      const observer = new MutationObserver(() => {
        if (view.querySelectorAll('tbody tr[data-term]').length !== total) return;
        observer.disconnect();
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started)));
      });
      observer.observe(view, { childList: true, subtree: true });
      (view.querySelector('tr.tv-more button') as HTMLButtonElement).click();
    });
  }, rows);
}

export async function termVectorsViewScenario(page: Page, docs: Doc[]): Promise<Row> {
  await call(page, 'PUT', '/tv', { mappings: { _doc: { properties: { body: { type: 'text', term_vector: 'with_positions_offsets' } } } } });
  await call(page, 'PUT', '/tv/_doc/long?refresh=true', { body: longBody(docs) });
  const tv = (await call(page, 'GET', PATH)).body as { term_vectors: { body: { terms: Record<string, { term_freq: number }> } } };
  const terms = Object.values(tv.term_vectors.body.terms);
  const tokens = terms.reduce((n, t) => n + t.term_freq, 0);
  if (tokens !== TOKENS) throw new Error(`the document has ${tokens} tokens, not ${TOKENS}`);

  const editor = page.getByTestId('console-editor');
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(BUFFER);

  const times: Rendered[] = [];
  const tasks: LongTask[] = [];
  for (let run = 0; run < RUNS; run++) {
    await runLine(page, 1);
    // Watches the DOM from before the run: done when every row and the highlighted text are there, then a frame.
    await page.evaluate((rows) => {
      const w = window as unknown as { __tvRendered: Promise<Rendered> };
      const since = performance.now();
      w.__tvRendered = new Promise((resolve) => {
        let table = NaN;
        const complete = () => {
          const view = document.querySelector('[data-testid="termvectors-view"]');
          if (view !== null && Number.isNaN(table) && view.querySelector('tbody tr[data-term]') !== null) table = performance.now();
          if (view === null || view.querySelector('.source-text mark') === null) return false;
          // The view renders the first rows and adds more as the table scrolls: complete is all rows, or those and the `more` row.
          const shown = view.querySelectorAll('tbody tr[data-term]').length;
          return shown === rows || (shown > 0 && view.querySelector('tr.tv-more') !== null);
        };
        const observer = new MutationObserver(() => {
          if (!complete()) return;
          observer.disconnect();
          const dom = performance.now();
          requestAnimationFrame(() =>
            setTimeout(() => {
              const answered = performance.getEntriesByName('searchpad:answered').filter((m) => m.startTime >= since).at(-1)?.startTime ?? NaN;
              resolve({ answered, table, dom, frame: performance.now() });
            }),
          );
        });
        observer.observe(document.body, { childList: true, subtree: true });
      });
    }, terms.length);
    await runLine(page, 3);
    const t = await page.evaluate(() => (window as unknown as { __tvRendered: Promise<Rendered> }).__tvRendered);
    if (Number.isNaN(t.answered)) throw new Error('the page set no searchpad:answered mark');
    times.push(t);
    tasks.push(...(await longTasksBetween(page, t.answered, t.frame)));
    if (run === RUNS >> 1) console.error(`term vectors view, long animation frames of run ${run + 1}: ${(await longFramesBetween(page, t.answered, t.frame)) || 'none'}`);
  }
  const rowsShown = await page.locator('[data-testid="termvectors-view"] tbody tr[data-term]').count();
  const showAllMs = await timeShowAll(page, terms.length);
  const ms = times.map((t) => t.frame - t.answered).sort((a, b) => a - b);
  const median = (f: (t: Rendered) => number) => Math.round(times.map(f).sort((a, b) => a - b)[RUNS >> 1]);
  const note = `${terms.length} terms, ${rowsShown} rows rendered up front${showAllMs === undefined ? '' : ` ("Show all" then takes ${Math.round(showAllMs)} ms)`}, ${TOKENS} tokens highlighted; medians from the answer: rows in the DOM ${median((t) => t.table - t.answered)} ms, highlighted text ${median((t) => t.dom - t.answered)} ms, next frame ${median((t) => t.frame - t.answered)} ms; median and max of ${RUNS} runs; long tasks: ${tasks.map((x) => Math.round(x.duration)).join(', ') || 'none'}`;
  const us = (x: number) => Math.round(x * 1000);
  return { engine: ENGINE, scenario: 'term vectors view 2,000 tokens', docs: 1, p50_us: us(ms[RUNS >> 1]), p99_us: us(ms[RUNS - 1]), ...summariseLongTasks(tasks), note };
}
