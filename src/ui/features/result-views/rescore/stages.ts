import type { ShownRequest } from '../../../store/store';
import { bodyJson } from '../shapes';

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
