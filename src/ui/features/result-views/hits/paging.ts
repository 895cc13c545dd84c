import type { ShownRequest } from '../../../store/store';
import { bodyJson } from '../shapes';

/** from/size of a search request: URL parameters win over the body, as in ES. */
export function pageOf(req: ShownRequest): { from: number; size: number } {
  const q = new URLSearchParams(req.path.split('?')[1] ?? '');
  const body = bodyJson(req) ?? {};
  const from = Number(q.get('from') ?? body.from ?? 0);
  const size = Number(q.get('size') ?? body.size ?? 10);
  return { from: Number.isFinite(from) && from >= 0 ? from : 0, size: Number.isFinite(size) && size >= 0 ? size : 10 };
}

/** The same request for another page: changes `from` where it was given (URL or body). */
export function withFrom(req: ShownRequest, from: number): ShownRequest {
  const [path, query = ''] = req.path.split('?');
  const q = new URLSearchParams(query);
  if (q.has('from') || q.has('size')) {
    q.set('from', String(from));
    return { ...req, path: `${path}?${q.toString()}` };
  }
  const body = { ...(bodyJson(req) ?? {}), from };
  return { ...req, body: JSON.stringify(body) };
}

/** The page's request written for the editor, its from and size spelled out where the request gives them. */
export function pageRequestText(req: ShownRequest): string {
  const [path, query = ''] = req.path.split('?');
  const q = new URLSearchParams(query);
  const { from, size } = pageOf(req);
  if (q.has('from') || q.has('size')) {
    q.set('from', String(from));
    q.set('size', String(size));
    const body = bodyJson(req);
    return `${req.method} ${path}?${q.toString()}\n${body ? `${JSON.stringify(body, null, 2)}\n` : ''}`;
  }
  const { from: _f, size: _s, ...rest } = bodyJson(req) ?? {};
  return `${req.method} ${path}${query ? `?${query}` : ''}\n${JSON.stringify({ from, size, ...rest }, null, 2)}\n`;
}
