import type { EngineClient } from '../../client/engine-client';
import { bulkBatches } from './bulk-batches';

export interface ImportProgress {
  done: number;
  total: number;
  failedItems: number;
}

/**
 * Sends an NDJSON `_bulk` body in batches (each acknowledged before the next is sent), reporting
 * progress, then refreshes. `path` is the bulk endpoint (`/_bulk`, or `/{index}/_doc/_bulk` for
 * action lines without `_index`).
 */
export async function importBulk(client: Pick<EngineClient, 'request'>, ndjson: string, path: string, onProgress: (p: ImportProgress) => void): Promise<ImportProgress> {
  const batches = await bulkBatches(ndjson);
  const progress: ImportProgress = { done: 0, total: batches.length, failedItems: 0 };
  onProgress({ ...progress });
  for (const batch of batches) {
    const r = await client.request({ method: 'POST', path, body: batch });
    if (r.status >= 400) throw new Error(`bulk batch failed with status ${r.status}: ${JSON.stringify(r.body).slice(0, 300)}`);
    const items = (r.body as { items?: Array<Record<string, { status: number }>> }).items ?? [];
    progress.failedItems += items.filter((it) => Object.values(it)[0].status >= 300).length;
    progress.done++;
    onProgress({ ...progress });
  }
  await client.request({ method: 'POST', path: '/_refresh' });
  return progress;
}
