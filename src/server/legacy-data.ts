import { SNAPSHOT_FORMAT_VERSION, type Mutation, type Snapshot } from '../engine/index.ts';
import { DataDirectoryDamaged, type LogRecord, type ReadFile } from './data-files';

/**
 * Data format 1: the files written before checksums, `snapshot.json` one JSON document and `log.ndjson` one
 * JSON array of mutations a line. They are read as far as they parse (a changed digit that still parses cannot
 * be found: format 1 had nothing to check it against), as generation 0, and rewritten in format 2 at start-up.
 */

export function readLegacySnapshot(file: string, bytes: Buffer): ReadFile {
  const result: ReadFile = { format: 1, generation: 0, records: [] };
  let snap: Snapshot;
  try {
    snap = JSON.parse(bytes.toString('utf8')) as Snapshot;
    if (typeof snap !== 'object' || snap === null || !Array.isArray(snap.indices) || !Array.isArray(snap.docs)) throw new Error('not a snapshot: no indices and docs');
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    const at = /position (\d+)/.exec(message);
    result.damage = {
      offset: at ? byteOffset(bytes, Number(at[1])) : bytes.length === 0 ? 0 : bytes.length,
      what: bytes.length === 0 ? 'it is empty' : `it is not a whole JSON snapshot (${message})`,
      lost: 'every index and document of the snapshot (format 1 has no checksums to find which)',
    };
    return result;
  }
  if (snap.formatVersion > SNAPSHOT_FORMAT_VERSION) {
    throw new DataDirectoryDamaged(`Refusing to start: ${file} was written by a newer Searchpad (format ${snap.formatVersion}, this one reads ${SNAPSHOT_FORMAT_VERSION}). Nothing on disk was changed.`);
  }
  let seq = 0;
  for (const template of snap.templates ?? []) result.records.push({ seq: ++seq, mutations: [{ op: 'putTemplate', template }] });
  for (const meta of snap.indices) result.records.push({ seq: ++seq, mutations: [{ op: 'putIndex', meta }] });
  for (const doc of snap.docs) result.records.push({ seq: ++seq, mutations: [{ op: 'putDoc', doc }] });
  return result;
}

export function readLegacyLog(bytes: Buffer): ReadFile {
  const result: ReadFile = { format: 1, generation: 0, records: [] };
  const pending: Array<{ offset: number; text: string }> = [];
  let start = 0;
  while (start < bytes.length) {
    const end = bytes.indexOf(0x0a, start);
    if (end < 0) {
      // Appended as line and newline in one write, acknowledged after its fsync: no newline, never acknowledged.
      result.torn = { offset: start, length: bytes.length - start };
      break;
    }
    pending.push({ offset: start, text: bytes.toString('utf8', start, end) });
    start = end + 1;
  }
  const lines = pending.filter((l) => l.text.trim() !== '');
  for (let i = 0; i < lines.length; i++) {
    let batch: unknown;
    try {
      batch = JSON.parse(lines[i].text);
      if (!Array.isArray(batch)) throw new Error('not an array of mutations');
    } catch (e) {
      const later = lines.length - i;
      result.damage = {
        offset: lines[i].offset,
        what: `line ${i + 1} of ${lines.length} is not a JSON array of mutations (${e instanceof Error ? e.message : e})`,
        lost: `${later} acknowledged write request(s) from line ${i + 1} on`,
      };
      return result;
    }
    result.records.push({ seq: i + 1, mutations: batch as LogRecord['mutations'] });
  }
  return result;
}

/** `put [d/_doc/1], delete [d/_doc/2], create index [d]`, the first few of a record's mutations. */
export function describeMutations(mutations: unknown[]): string {
  const one = (m: unknown): string => {
    const x = m as Partial<Mutation> & { meta?: { name?: unknown }; name?: unknown; doc?: { index?: unknown; type?: unknown; id?: unknown; deleted?: unknown } };
    if (x?.op === 'putIndex') return `index [${x.meta?.name}] created or changed`;
    if (x?.op === 'deleteIndex') return `index [${x.name}] deleted`;
    if (x?.op === 'putTemplate') return `template [${(x as { template?: { name?: unknown } }).template?.name}] put`;
    if (x?.op === 'deleteTemplate') return `template [${x.name}] deleted`;
    if (x?.op === 'putScript') return `stored script [${(x as { script?: { id?: unknown } }).script?.id}] put`;
    if (x?.op === 'deleteScript') return `stored script [${(x as { id?: unknown }).id}] deleted`;
    if (x?.op === 'putDoc') return `${x.doc?.deleted ? 'delete' : 'put'} [${x.doc?.index}/${x.doc?.type}/${x.doc?.id}]`;
    return 'an unknown change';
  };
  const shown = mutations.slice(0, 3).map(one);
  if (mutations.length > 3) shown.push(`${mutations.length - 3} more`);
  return shown.join(', ') || 'no change';
}

/** The byte offset of character `index` of the UTF-8 text in `bytes`. */
function byteOffset(bytes: Buffer, index: number): number {
  return Buffer.byteLength(bytes.toString('utf8').slice(0, index), 'utf8');
}
