/**
 * What the browser scenarios share: the built page served as `npm start` serves it (scripts/static-server.mjs), headless Chromium (the system's
 * where there is one, as playwright.config.ts finds it), a long-task recorder installed before the page's own
 * scripts, and calls to `window.searchpad` that bring back only what the bench reads.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { serveStatic } from '../../scripts/static-server.mjs';

export interface Searchpad {
  ready: Promise<void>;
  status: Promise<{ load?: { ms: number; shardsFromCache: number; shardsRebuilt: number; docsReanalysed: number } }>;
  request(method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown; tookMs?: number; storeMs?: number }>;
}

/** A main-thread task the browser reported as long (over 50 ms), in the page's performance.now() time. */
export interface LongTask {
  start: number;
  duration: number;
}

/**
 * Runs in the page before its own scripts: keeps every `longtask` entry in `window.__longTasks`. Plain
 * JavaScript text; it also defines the `__name` helper that tsx wraps named functions in, since the functions
 * the scenarios hand to page.evaluate are sent as their transpiled source.
 */
const PAGE_SETUP = `(() => {
  window.__name = (f) => f;
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  // Long animation frames name the scripts that ran in them: what a long task was busy with.
  window.__longFrames = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const scripts = e.scripts.map((s) => ({ duration: Math.round(s.duration), invoker: s.invoker, fn: s.sourceFunctionName, at: s.sourceURL.split('/').pop() + ':' + s.sourceCharPosition }));
      window.__longFrames.push({ start: e.startTime, duration: e.duration, blocking: e.blockingDuration, scripts });
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
})();`;

/**
 * A script (plain JavaScript text, run before the page's own) that runs `then` with the page's `window.searchpad`
 * as `v` the moment the page publishes it: probes that time the page from its navigation start.
 */
export function onSearchpadPublished(setup: string, then: string): string {
  return `(() => {
  ${setup}
  let value;
  Object.defineProperty(window, 'searchpad', {
    configurable: true,
    get: () => value,
    set(v) {
      value = v;
      ${then}
    },
  });
})();`;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface Session {
  base: string;
  browser: Browser;
  /** A fresh context (its own, empty IndexedDB) with the long-task recorder, and its page on the playground. */
  open(): Promise<{ context: BrowserContext; page: Page }>;
  close(): Promise<void>;
}

/** Serves dist/ on `port` (as `npm start` does) and starts Chromium. */
export async function startSession(port: number): Promise<Session> {
  if (!existsSync('dist/index.html')) throw new Error('no dist/: build the page first (npx vite build)');
  const { server, url } = await serveStatic('dist', port);
  const base = url.replace(/\/$/, '');
  const stop = () => server.close();
  const executablePath = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  try {
    const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
    return {
      base,
      browser,
      async open() {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        await context.addInitScript({ content: PAGE_SETUP });
        const page = await context.newPage();
        await page.goto(base);
        await page.evaluate(() => (window as unknown as { searchpad: Searchpad }).searchpad.ready);
        return { context, page };
      },
      async close() {
        await browser.close();
        stop();
      },
    };
  } catch (e) {
    stop();
    throw e;
  }
}

/** `window.searchpad.request` from Node; the whole answer crosses back, so use it for small answers. */
export function call(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(([m, p, b]) => (window as unknown as { searchpad: Searchpad }).searchpad.request(m as string, p as string, b), [method, path, body] as const);
}

/** The long tasks that started in [from, to] (page time). */
export function longTasksBetween(page: Page, from: number, to: number): Promise<LongTask[]> {
  return page.evaluate(([f, t]) => (window as unknown as { __longTasks: LongTask[] }).__longTasks.filter((x) => x.start >= f && x.start <= t), [from, to] as const);
}

interface LongFrame {
  start: number;
  duration: number;
  blocking: number;
  scripts: Array<{ duration: number; invoker: string; fn: string; at: string }>;
}

/** What ran in the long animation frames that overlap [from, to] (page time), longest first: a diagnosis aid. */
export async function longFramesBetween(page: Page, from: number, to: number): Promise<string> {
  const frames = await page.evaluate(([f, t]) => (window as unknown as { __longFrames: LongFrame[] }).__longFrames.filter((x) => x.start + x.duration >= f && x.start <= t), [from, to] as const);
  return frames
    .sort((a, b) => b.duration - a.duration)
    .map((x) => `${Math.round(x.duration)} ms (blocking ${Math.round(x.blocking)}): ${x.scripts.map((s) => `${s.invoker} ${s.fn}@${s.at} ${s.duration} ms`).join(', ') || 'no script (style, layout, paint)'}`)
    .join(' | ');
}

/** Longest task (ms, one decimal) and how many went over 50 ms. */
export function summariseLongTasks(tasks: LongTask[]) {
  const longest = tasks.reduce((m, t) => Math.max(m, t.duration), 0);
  return { longest_task_ms: Math.round(longest * 10) / 10, long_tasks: tasks.filter((t) => t.duration > 50).length };
}
