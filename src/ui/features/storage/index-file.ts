/**
 * Export and import of one index as a single NDJSON file: a first line with the index's settings,
 * mappings and aliases (as `PUT /{index}` takes them), then its documents as `_bulk` index actions.
 * Without its first line, the file is a plain `_bulk` body any Elasticsearch accepts.
 */
import type { EngineClient } from '../../client/engine-client';
import { importBulk, type ImportProgress } from './import-bulk';

const HEADER_KEY = 'searchpad_export';
const FORMAT_VERSION = 1;

export interface IndexExportHeader {
  version: number;
  index: string;
  /** The body of `PUT /{index}`. */
  create: { settings: unknown; mappings: unknown; aliases: unknown };
}

/** Settings ES sets itself and refuses on index creation. */
const PRIVATE_SETTINGS = ['uuid', 'creation_date', 'provided_name', 'version'];

/** The export file of an index: its header line, then one index action and one source line per document. */
export async function exportIndex(client: EngineClient, index: string): Promise<{ text: string; docs: number }> {
  const r = await client.request({ method: 'GET', path: `/${encodeURIComponent(index)}` });
  if (r.status !== 200) throw new Error(`cannot export [${index}]: ${JSON.stringify(r.body).slice(0, 200)}`);
  const meta = (r.body as Record<string, { settings: { index: Record<string, unknown> }; mappings: unknown; aliases: unknown }>)[index];
  const settings = { index: { ...meta.settings.index } };
  for (const key of PRIVATE_SETTINGS) delete settings.index[key];
  const header: IndexExportHeader = { version: FORMAT_VERSION, index, create: { settings, mappings: meta.mappings, aliases: meta.aliases } };
  const docs = await client.documents(index);
  const lines = [JSON.stringify({ [HEADER_KEY]: header })];
  for (const d of docs) {
    lines.push(JSON.stringify({ index: { _index: index, _type: d.type, _id: d.id, ...(d.routing !== undefined ? { routing: d.routing } : {}) } }));
    lines.push(JSON.stringify(d.source));
  }
  return { text: lines.join('\n') + '\n', docs: docs.length };
}

/** Splits an imported file into its export header (when it has one) and the `_bulk` lines after it. */
export function readIndexFile(text: string): { header?: IndexExportHeader; bulk: string } {
  const nl = text.indexOf('\n');
  const first = nl < 0 ? text : text.slice(0, nl);
  let parsed: unknown;
  try {
    parsed = JSON.parse(first);
  } catch {
    return { bulk: text };
  }
  const header = (parsed as Record<string, unknown> | null)?.[HEADER_KEY] as IndexExportHeader | undefined;
  if (!header || typeof header !== 'object') return { bulk: text };
  if (header.version !== FORMAT_VERSION || typeof header.index !== 'string') throw new Error(`not an export this Searchpad reads (version ${String(header.version)})`);
  return { header, bulk: nl < 0 ? '' : text.slice(nl + 1) };
}

/**
 * Imports a `_bulk` file or an index export: an export first recreates its index (an existing index of
 * that name is an error, as `PUT /{index}` says), then its documents go in batches with progress.
 */
export async function importIndexFile(client: Pick<EngineClient, 'request'>, text: string, onProgress: (p: ImportProgress) => void): Promise<ImportProgress & { index?: string }> {
  const { header, bulk } = readIndexFile(text);
  if (header) {
    const r = await client.request({ method: 'PUT', path: `/${encodeURIComponent(header.index)}`, body: header.create });
    if (r.status !== 200) {
      const e = (r.body as { error?: { type?: string; reason?: string } }).error;
      throw new Error(`cannot create [${header.index}]: ${e?.type ?? r.status}${e?.reason ? `: ${e.reason}` : ''}`);
    }
  }
  const done = bulk.trim() ? await importBulk(client, bulk, '/_bulk', onProgress) : { done: 0, total: 0, failedItems: 0 };
  return header ? { ...done, index: header.index } : done;
}
