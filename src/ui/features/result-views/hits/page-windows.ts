import type { ShownRequest } from '../../../store/store';
import { bodyJson } from '../shapes';

/** ES 6.8's rescore window when `window_size` is not given. */
const DEFAULT_WINDOW = 10;

/** The window_size of each rescorer of a search, in order (empty without rescore). */
export function rescoreWindows(req: ShownRequest): number[] {
  const rescore = bodyJson(req)?.rescore;
  if (rescore === undefined) return [];
  const chain = (Array.isArray(rescore) ? rescore : [rescore]) as Array<{ window_size?: unknown } | null>;
  return chain.map((r) => (typeof r?.window_size === 'number' ? r.window_size : DEFAULT_WINDOW));
}

/** What makes two requests pages of the same search: everything but `from` and the rescore windows. */
export function searchKey(req: ShownRequest): string {
  const [path, query = ''] = req.path.split('?');
  const params = new URLSearchParams(query);
  params.delete('from');
  const body = { ...(bodyJson(req) ?? {}) };
  delete body.from;
  if (body.rescore !== undefined) {
    const chain = Array.isArray(body.rescore) ? body.rescore : [body.rescore];
    body.rescore = chain.map((r: unknown) => {
      if (typeof r !== 'object' || r === null) return r;
      const { window_size: _ignored, ...rest } = r as Record<string, unknown>;
      return rest;
    });
  }
  return `${req.method} ${path}?${params.toString()} ${JSON.stringify(body)}`;
}

/**
 * Remembers the windows each page of a search was produced with, so the pager can say when two pages of
 * "one" ranking were rescored with different window_size values (they are then not slices of one order).
 */
export class PageWindows {
  private readonly seen = new Map<string, Map<number, number[]>>();

  /** Records this page; returns the windows of another page of the same search that differ, if any. */
  record(req: ShownRequest, from: number): { from: number; windows: number[] } | undefined {
    const windows = rescoreWindows(req);
    const key = searchKey(req);
    let pages = this.seen.get(key);
    if (!pages) this.seen.set(key, (pages = new Map()));
    pages.set(from, windows);
    for (const [otherFrom, other] of pages) {
      if (otherFrom !== from && other.join() !== windows.join()) return { from: otherFrom, windows: other };
    }
    return undefined;
  }
}
