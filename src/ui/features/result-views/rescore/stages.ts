import type { ShownRequest } from '../../../store/store';
import { bodyJson } from '../shapes';

/** The search with its rescore chain cut after `stages` rescorers (0: the query phase alone), `rows` hits from the top. */
export function withRescoreStages(req: ShownRequest, stages: number, rows: number, explain = false): ShownRequest {
  const body = { ...(bodyJson(req) ?? {}) };
  const chain = Array.isArray(body.rescore) ? body.rescore : body.rescore === undefined ? [] : [body.rescore];
  if (stages === 0) delete body.rescore;
  else body.rescore = chain.slice(0, stages);
  body.from = 0;
  body.size = rows;
  if (explain) body.explain = true;
  else delete body.explain;
  return { ...req, body: JSON.stringify(body) };
}

/** Rank changes between two rankings of ids: +n moved up, -n down, undefined for new entries. */
export function rankChanges(before: string[], after: string[]): Array<number | undefined> {
  const was = new Map(before.map((id, i) => [id, i]));
  return after.map((id, i) => (was.has(id) ? was.get(id)! - i : undefined));
}

/** Where a document comes from: its shard and its rank in that shard's query phase (1-based), with that score. */
export interface Origin {
  shard: number;
  rank: number;
  score: number | null;
}

/**
 * Each document's shard and rank within its shard, from a query-phase ranking fetched with `explain` (which
 * gives each hit's `_shard`, "[index][N]"). The merged ranking keeps each shard's order, so a document's rank in
 * its shard is one more than the number of hits of that shard above it.
 */
export function originsOf(hits: Array<{ _id: string; _shard?: string; _score: number | null }>): Map<string, Origin> {
  const seen = new Map<string, number>();
  const out = new Map<string, Origin>();
  for (const h of hits) {
    const m = /\]\[(\d+)\]$/.exec(h._shard ?? '');
    if (!m) continue;
    const shardKey = h._shard!;
    const rank = (seen.get(shardKey) ?? 0) + 1;
    seen.set(shardKey, rank);
    out.set(h._id, { shard: Number(m[1]), rank, score: h._score });
  }
  return out;
}

/** The words for a document's origin. */
export const originText = (o: Origin) => `from shard ${o.shard}, rank ${o.rank}`;
