/**
 * The pager three ways: the same search walked page by page with from/size, with search_after and with a scroll,
 * through the page's ordinary requests, with what each page costs as Elasticsearch runs it. All three use one
 * sort (the request's, or `_score`, with `_id` last as the tiebreaker search_after needs), so the three walks
 * are one ranking: the view checks they give the same documents in the same order.
 */
import type { ShownRequest } from '../../../store/store';
import { bodyJson } from '../shapes';

export type Send = (req: ShownRequest) => Promise<{ status: number; body: unknown }>;

export type WayId = 'from_size' | 'search_after' | 'scroll';

export interface WalkedPage {
  /** The request as sent (for the view to show). */
  request: ShownRequest;
  ids: string[];
  /** Each hit's sort values (what search_after hands on). */
  sorts: unknown[][];
  /** What the page costs as Elasticsearch runs it. */
  cost: string;
  error?: string;
}

export interface Way {
  id: WayId;
  label: string;
  pages: WalkedPage[];
  /** The way's limit or price, beyond one page. */
  note: string;
}

export interface ThreeWays {
  ways: Way[];
  sort: unknown[];
  shards: number;
  maxResultWindow: number;
  /** Whether the three walks gave the same ids in the same order. */
  same: boolean;
  /** The first rank (0-based) where two ways differ, when they do. */
  firstDifference?: number;
}

/** What a search request pages over: its path (no query string) and the members that choose the hits. */
export function pagingBase(req: ShownRequest | undefined): { path: string; body: Record<string, unknown>; userSort?: unknown[] } | undefined {
  if (!req) return undefined;
  const path = req.path.split('?')[0];
  if (!/(^|\/)_search$/.test(path)) return undefined;
  const b = bodyJson(req) ?? {};
  const body: Record<string, unknown> = {};
  for (const k of ['query', 'post_filter', 'min_score', '_source']) if (b[k] !== undefined) body[k] = b[k];
  const userSort = b.sort === undefined ? undefined : Array.isArray(b.sort) ? b.sort : [b.sort];
  return { path, body, userSort };
}

/** The sort all three ways use: the request's (or `_score` first) with `_id` as the last tiebreaker. */
export function pagingSort(userSort: unknown[] | undefined): unknown[] {
  const sort = userSort && userSort.length > 0 ? [...userSort] : [{ _score: 'desc' }];
  const last = sort[sort.length - 1];
  const onId = last === '_id' || (typeof last === 'object' && last !== null && '_id' in last);
  return onId ? sort : [...sort, { _id: 'asc' }];
}

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

function hitsOf(body: unknown): Array<{ _id: string; sort?: unknown[] }> {
  return isObj(body) && isObj(body.hits) && Array.isArray(body.hits.hits) ? (body.hits.hits as Array<{ _id: string; sort?: unknown[] }>) : [];
}

function errorOf(status: number, body: unknown): string | undefined {
  if (status < 400) return undefined;
  const e = isObj(body) && isObj(body.error) ? body.error : undefined;
  return `${status}${e ? ` ${String(e.type)}: ${String(e.reason)}` : ''}`;
}

function page(request: ShownRequest, r: { status: number; body: unknown }, cost: string): WalkedPage {
  const hits = hitsOf(r.body);
  return { request, ids: hits.map((h) => h._id), sorts: hits.map((h) => h.sort ?? []), cost, error: errorOf(r.status, r.body) };
}

/** `index.max_result_window` of the searched indices (the smallest), 10000 when none sets it. */
async function maxResultWindow(send: Send, path: string): Promise<number> {
  const target = path.replace(/\/_search$/, '').split('/').filter(Boolean)[0];
  const r = await send({ method: 'GET', path: `/${target ?? '_all'}/_settings` });
  let min = 10000;
  if (isObj(r.body)) {
    for (const v of Object.values(r.body)) {
      const w = isObj(v) && isObj(v.settings) && isObj(v.settings.index) ? Number(v.settings.index.max_result_window) : NaN;
      if (Number.isFinite(w) && w < min) min = w;
    }
  }
  return min;
}

const json = (x: unknown) => JSON.stringify(x);

/** Walks `pages` pages of `size` hits each way, one after the other; the scroll is cleared once walked. */
export async function walkThreeWays(send: Send, request: ShownRequest, size = 10, pages = 3, keepAlive = '1m'): Promise<ThreeWays | undefined> {
  const base = pagingBase(request);
  if (!base) return undefined;
  const sort = pagingSort(base.userSort);
  const search = (body: Record<string, unknown>, query = ''): ShownRequest => ({ method: 'POST', path: base.path + query, body: json({ ...base.body, sort, ...body }) });
  const window = await maxResultWindow(send, base.path);
  let shards = 1;

  const fromSize: WalkedPage[] = [];
  for (let p = 0; p < pages; p++) {
    const req = search({ from: p * size, size });
    const r = await send(req);
    if (p === 0 && isObj(r.body) && isObj(r.body._shards)) shards = Number(r.body._shards.total) || 1;
    const k = (p + 1) * size;
    fromSize.push(page(req, r, `from ${p * size}, size ${size}: each of ${shards} shards collects its top ${k}; the coordinator merges ${shards * k} to keep ${size}`));
  }

  const searchAfter: WalkedPage[] = [];
  let after: unknown[] | undefined;
  for (let p = 0; p < pages; p++) {
    const req = search(after ? { size, search_after: after } : { size });
    const r = await send(req);
    const cost = after
      ? `after ${json(after)}: each shard collects its top ${size} after those values; the coordinator merges ${shards * size}`
      : `each shard collects its top ${size}; the coordinator merges ${shards * size}`;
    const walked = page(req, r, cost);
    searchAfter.push(walked);
    after = walked.sorts[walked.sorts.length - 1];
    if (!after || walked.error) break;
  }

  const scroll: WalkedPage[] = [];
  let scrollId: string | undefined;
  for (let p = 0; p < pages; p++) {
    const req: ShownRequest = scrollId === undefined ? search({ size }, `?scroll=${keepAlive}`) : { method: 'POST', path: '/_search/scroll', body: json({ scroll: keepAlive, scroll_id: scrollId }) };
    const r = await send(req);
    const cost = scrollId === undefined
      ? `opens a search context on each of ${shards} shards, kept ${keepAlive} after each page; each shard collects its top ${size}`
      : `from the kept contexts: each shard collects its next ${size} after the last it returned; the keep-alive starts again`;
    scroll.push(page(req, r, cost));
    const id = isObj(r.body) ? r.body._scroll_id : undefined;
    if (typeof id !== 'string') break;
    scrollId = id;
  }
  if (scrollId !== undefined) await send({ method: 'DELETE', path: '/_search/scroll', body: json({ scroll_id: [scrollId] }) });

  const ways: Way[] = [
    { id: 'from_size', label: 'from / size', pages: fromSize, note: `from + size must stay within index.max_result_window (${window}): the deepest page of ${size} starts at ${window - size}. Each page costs more than the one before.` },
    { id: 'search_after', label: 'search_after', pages: searchAfter, note: 'No window limit: a page costs the same however deep it is. Needs a sort with a unique tiebreaker (here _id); it is not a point-in-time view, so writes between pages can move hits.' },
    { id: 'scroll', label: 'scroll', pages: scroll, note: `A point-in-time view: the contexts hold the shards' segments until the keep-alive (${keepAlive}) ends or the scroll is cleared (cleared here once walked). For walking everything, not for users paging.` },
  ];
  const lists = ways.map((w) => w.pages.flatMap((p) => p.ids));
  const longest = Math.max(...lists.map((l) => l.length));
  let firstDifference: number | undefined;
  for (let i = 0; i < longest && firstDifference === undefined; i++) if (lists.some((l) => l[i] !== lists[0][i])) firstDifference = i;
  return { ways, sort, shards, maxResultWindow: window, same: firstDifference === undefined && ways.every((w) => w.pages.every((p) => !p.error)), firstDifference };
}
