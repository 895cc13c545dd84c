import type { ShownRequest } from '../../store/store';
import { bodyJson } from './shapes';

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

/** The search with its rescore chain cut after `stages` rescorers (0: the query phase alone). */
export function withRescoreStages(req: ShownRequest, stages: number, rows: number): ShownRequest {
  const body = { ...(bodyJson(req) ?? {}) };
  const chain = Array.isArray(body.rescore) ? body.rescore : body.rescore === undefined ? [] : [body.rescore];
  if (stages === 0) delete body.rescore;
  else body.rescore = chain.slice(0, stages);
  body.from = 0;
  body.size = rows;
  delete body.explain;
  return { ...req, body: JSON.stringify(body) };
}

/** Rank changes between two rankings of ids: +n moved up, -n down, undefined for new entries. */
export function rankChanges(before: string[], after: string[]): Array<number | undefined> {
  const was = new Map(before.map((id, i) => [id, i]));
  return after.map((id, i) => (was.has(id) ? was.get(id)! - i : undefined));
}
