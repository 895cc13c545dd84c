/**
 * The JS memory of the page and of its engine worker, as Chromium's DevTools protocol reports it: V8's heap
 * (`usedSize`) and the backing stores of ArrayBuffers outside it (`backingStorageSize`: typed arrays, segment
 * blobs read back) from `Runtime.getHeapUsage`. `performance.measureUserAgentSpecificMemory` would need the page
 * cross-origin isolated, and `performance.memory` is not exposed in workers, so the bench asks DevTools.
 */
import type { Browser, Page } from '@playwright/test';

export interface HeapUsage {
  /** V8 heap in use (MB). */
  heapMb: number;
  /** ArrayBuffer backing stores (MB). */
  arrayBuffersMb: number;
}

interface RawHeapUsage {
  usedSize: number;
  backingStorageSize?: number;
}

const mb = (bytes: number) => Math.round(bytes / 1e5) / 10;
const usage = (r: RawHeapUsage): HeapUsage => ({ heapMb: mb(r.usedSize), arrayBuffersMb: mb(r.backingStorageSize ?? 0) });

/** The page's main thread, through a CDP session on the page. */
export async function pageHeap(page: Page): Promise<HeapUsage> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('HeapProfiler.collectGarbage');
    return usage((await cdp.send('Runtime.getHeapUsage')) as RawHeapUsage);
  } finally {
    await cdp.detach();
  }
}

/**
 * A worker whose script URL contains `urlPart`, through the browser's CDP session: attached as a target of its own
 * (Playwright's page session does not reach workers), its commands and answers wrapped in Target messages.
 */
export async function workerHeap(browser: Browser, urlPart: string): Promise<HeapUsage | undefined> {
  const cdp = await browser.newBrowserCDPSession();
  try {
    const { targetInfos } = await cdp.send('Target.getTargets');
    const target = targetInfos.find((t) => t.type === 'worker' && t.url.includes(urlPart));
    if (!target) return undefined;
    const { sessionId } = await cdp.send('Target.attachToTarget', { targetId: target.targetId, flatten: false });
    let nextId = 1;
    const pending = new Map<number, (result: unknown) => void>();
    cdp.on('Target.receivedMessageFromTarget', (e) => {
      if (e.sessionId !== sessionId) return;
      const m = JSON.parse(e.message) as { id?: number; result?: unknown };
      if (m.id !== undefined) pending.get(m.id)?.(m.result);
    });
    const send = (method: string) => new Promise<unknown>((resolve) => {
      const id = nextId++;
      pending.set(id, resolve);
      void cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method }) });
    });
    await send('HeapProfiler.collectGarbage');
    const result = usage((await send('Runtime.getHeapUsage')) as RawHeapUsage);
    await cdp.send('Target.detachFromTarget', { sessionId });
    return result;
  } finally {
    await cdp.detach();
  }
}

export const heapNote = (h: HeapUsage | undefined) => (h ? `${h.heapMb} MB JS heap + ${h.arrayBuffersMb} MB ArrayBuffers` : 'not found');
