import { closeSync, copyFileSync, existsSync, fsyncSync, ftruncateSync, mkdirSync, openSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { MemoryStore, type Mutation, type Snapshot, type SnapshotStore } from '../engine/index.ts';
import { CheckpointFile } from './checkpoint';
import { fsyncDirectory, replaceFileDurably, writeAll } from './durable-write';
import { encodeLine, holdsWholeRecord, readLines, type ReadLine } from './record-file';
import { DATA_FORMAT, DataDirectoryDamaged, type LogRecord, type ReadFile } from './data-files';
import { describeMutations, readLegacyLog, readLegacySnapshot } from './legacy-data';

export interface FileStoreOptions {
  /** Where loading says what it found and did (a torn tail dropped, an old format rewritten). Default: stderr. */
  report?: (message: string) => void;
  /**
   * Start even though a file is damaged or missing, from everything that still verifies (the log up to its
   * damaged record), naming what is dropped; each damaged file is first copied beside it (`*.damaged-<time>`).
   * As Elasticsearch's `accept_data_loss` and its `elasticsearch-shard remove-corrupted-data`: never the default.
   */
  acceptDataLoss?: boolean;
}

/**
 * A SnapshotStore in a data directory for `npm run serve -- --data DIR`: `snapshot.json` (every index and
 * document at the last compaction) and `log.ndjson` (the write requests committed since, one record each,
 * fsynced before the write is acknowledged), with `log.ckp` counting the acknowledged records (checkpoint.ts).
 * Every line carries a CRC-32 (record-file.ts) and a sequence number, and the files name the generation they
 * belong to, so a damaged, reordered, cut or missing piece is found at start-up: then the server refuses to
 * start, naming the file, the byte offset and the writes that
 * would be lost, and changes nothing on disk. (Not one index read-only: a record is a whole request, which
 * may span indices, and an index that silently misses acknowledged writes answers searches wrongly.) The only
 * thing dropped (and reported) is a torn tail: an unfinished last record beyond the checkpoint, never acknowledged.
 * Start-up compacts the log into a new snapshot (temp file, fsync, rename, fsync of the directory).
 */
export class FileStore implements SnapshotStore {
  private readonly memory = new MemoryStore();
  private readonly snapshotFile: string;
  private readonly logFile: string;
  private readonly checkpoint: CheckpointFile;
  /** The log's generation, named by every checkpoint written for it. */
  private generation = 0;
  private readonly report: (message: string) => void;
  private loaded = false;
  private nextSeq = 1;
  /** The log's length in bytes after the last acknowledged record: a failed append is cut back to it. */
  private logSize = 0;
  /** Set when a failed append could not be undone: no further write is accepted (ES: a translog's tragic event). */
  private broken: Error | undefined;

  constructor(readonly dir: string, private readonly options: FileStoreOptions = {}) {
    mkdirSync(dir, { recursive: true });
    this.snapshotFile = join(resolve(dir), 'snapshot.json');
    this.logFile = join(resolve(dir), 'log.ndjson');
    this.checkpoint = new CheckpointFile(join(resolve(dir), 'log.ckp'));
    this.report = options.report ?? ((m) => console.error(m));
  }

  async load(): Promise<Snapshot> {
    // After start-up the files hold exactly what memory holds (every commit goes to both): a reload after a
    // failed request reads memory, never the disk again.
    if (this.loaded) return this.memory.load();
    const snapshot = existsSync(this.snapshotFile) ? this.readFile(this.snapshotFile, 'snapshot') : undefined;
    const log = existsSync(this.logFile) ? this.readFile(this.logFile, 'log') : undefined;
    const { problems, notes, keepCopies, replay } = this.assess(snapshot, log);
    if (problems.length > 0 && !this.options.acceptDataLoss) {
      throw new DataDirectoryDamaged(
        [
          `Refusing to start: the data directory ${resolve(this.dir)} is damaged, and starting would lose acknowledged writes.`,
          ...problems.map((p) => `- ${p}`),
          'Nothing on disk was changed. Restore the damaged file from a copy, or start with --accept-data-loss to continue from everything that still verifies (the damaged files are copied aside first).',
        ].join('\n'),
      );
    }
    for (const file of keepCopies) {
      const copy = `${file}.damaged-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      copyFileSync(file, copy);
      fsyncDirectory(resolve(this.dir));
      notes.push(`--accept-data-loss: kept a copy of the damaged ${file} as ${copy}.`);
    }
    for (const p of problems) notes.push(`--accept-data-loss: ${p}`);

    for (const r of snapshot?.records ?? []) await this.memory.commit(r.mutations);
    for (const r of replay?.records ?? []) await this.memory.commit(r.mutations);
    if (problems.length > 0) await this.dropOrphanDocuments(notes);
    if (replay?.unterminated !== undefined) {
      notes.push(`${this.logFile}: the last record (at byte ${replay.unterminated}) lacks its newline but verifies; it is kept.`);
    }
    if (replay?.torn) {
      notes.push(`${this.logFile}: the last record (${replay.torn.length} bytes at byte ${replay.torn.offset}) is incomplete, a write cut short before it was acknowledged; it is dropped.`);
    }
    const legacy = [snapshot, log].some((f) => f && f.format < DATA_FORMAT);
    if (legacy) notes.push(`${resolve(this.dir)} was in data format 1 (no checksums): read without verification, rewritten in format ${DATA_FORMAT}.`);

    const generation = Math.max(snapshot?.generation ?? 0, log?.generation ?? 0);
    const compact = !log || legacy || problems.length > 0 || replay !== log || (replay?.records.length ?? 0) > 0 || replay?.torn !== undefined || replay?.unterminated !== undefined;
    if (!snapshot && !log) this.startLog(1);
    else if (compact) await this.compact(generation + 1);
    else {
      this.generation = generation;
      this.logSize = statSync(this.logFile).size;
      this.nextSeq = 1;
      this.checkpoint.reset({ generation, records: 0, size: this.logSize });
    }
    for (const n of notes) this.report(n);
    this.loaded = true;
    return this.memory.load();
  }

  /**
   * What the files say together: the problems that refuse a start (each naming the file, the offset and what
   * is lost), notes to report, the damaged files, and the log to replay (none when it cannot be applied).
   */
  private assess(snapshot: ReadFile | undefined, log: ReadFile | undefined) {
    const problems: string[] = [];
    const notes: string[] = [];
    const keepCopies: string[] = [];

    if (snapshot?.damage) {
      problems.push(`${this.snapshotFile} is damaged at byte ${snapshot.damage.offset}: ${snapshot.damage.what}. Lost: ${snapshot.damage.lost}.`);
      keepCopies.push(this.snapshotFile);
    }
    let replay = log;
    if (snapshot?.headerDamaged || log?.headerDamaged) {
      // Generations unknown: the log cannot be checked against the snapshot (a damaged log's records are dropped).
    } else if (log && log.format < DATA_FORMAT && this.checkpoint.exists()) {
      // log.ckp is only written after a format 2 log is in place: this log was emptied or its header damaged.
      problems.push(`${this.logFile} is damaged at byte 0: it is ${log.records.length === 0 && !log.damage && !log.torn ? 'empty' : 'not in data format 2'}, though ${this.checkpoint.file} shows it was. Lost: every write acknowledged since the last start-up`);
      keepCopies.push(this.logFile);
      replay = undefined;
    } else if (log && log.generation !== (snapshot?.generation ?? log.generation)) {
      if (snapshot && log.generation === snapshot.generation - 1) {
        // A crash between writing the new snapshot and the new log at the last start-up: the snapshot holds it all.
        notes.push(`${this.logFile} (generation ${log.generation}) was already compacted into ${this.snapshotFile} (generation ${snapshot.generation}); it is replaced.`);
        replay = undefined;
      } else {
        problems.push(`${this.logFile} is generation ${log.generation} but ${this.snapshotFile} is generation ${snapshot!.generation}: one of them is not from this data directory's history. Lost: the log's ${log.records.length} write request(s) cannot be applied to this snapshot.`);
        keepCopies.push(this.logFile);
        replay = undefined;
      }
    }
    if (!snapshot && log && !log.headerDamaged && log.generation > 1) {
      problems.push(`${this.snapshotFile} is missing, and ${this.logFile} (generation ${log.generation}) continues a snapshot. Lost: every index and document written before that snapshot was taken.`);
    }
    if (!snapshot && !log && this.checkpoint.exists()) {
      const ckp = this.checkpoint.read();
      const count = 'problem' in ckp ? 'an unknown number of' : String(ckp.records);
      problems.push(`${this.logFile} is missing, though ${this.checkpoint.file} shows a log was there. Lost: ${count} acknowledged write request(s) in it.`);
    }
    if (snapshot && !log && snapshot.format >= 2 && !snapshot.headerDamaged) {
      problems.push(`${this.logFile} is missing (${this.snapshotFile} is generation ${snapshot.generation}). Lost: every write acknowledged since that snapshot was taken, if there was any.`);
    }
    if (replay?.damage) {
      problems.push(`${this.logFile} is damaged at byte ${replay.damage.offset}: ${replay.damage.what}. Lost: ${replay.damage.lost}.`);
      keepCopies.push(this.logFile);
    } else if (replay && replay.format >= DATA_FORMAT) {
      const cutShort = this.checkAgainstCheckpoint(replay);
      if (cutShort) {
        problems.push(cutShort);
        keepCopies.push(this.logFile);
      }
    }
    return { problems, notes, keepCopies, replay };
  }

  async commit(mutations: Mutation[]): Promise<void> {
    if (this.broken) throw this.broken;
    const bytes = Buffer.from(encodeLine({ seq: this.nextSeq, mutations } satisfies LogRecord), 'utf8');
    const fd = openSync(this.logFile, 'r+');
    try {
      try {
        writeAll(fd, bytes, this.logSize);
        fsyncSync(fd);
        // Acknowledged once the checkpoint counts it: a log found shorter than this later is damage.
        this.checkpoint.write({ generation: this.generation, records: this.nextSeq, size: this.logSize + bytes.length });
      } catch (e) {
        // Not acknowledged: cut what was written of it, so the next record follows the last acknowledged one.
        try {
          ftruncateSync(fd, this.logSize);
          fsyncSync(fd);
          this.checkpoint.clear(this.nextSeq);
        } catch {
          this.broken = new Error(`${this.logFile} could not be restored after a failed write (${e instanceof Error ? e.message : e}); restart the server`);
        }
        throw e;
      }
    } finally {
      closeSync(fd);
    }
    this.logSize += bytes.length;
    this.nextSeq++;
    await this.memory.commit(mutations);
  }

  /** Writes everything in memory as snapshot `generation`, then an empty log of the same generation. */
  private async compact(generation: number) {
    const state = await this.memory.load();
    // Every part of the snapshot becomes records: a part this code does not know would be lost, so it stops here.
    const unknown = Object.keys(state).filter((k) => !['formatVersion', 'indices', 'docs', 'templates', 'scripts'].includes(k));
    if (unknown.length > 0) throw new Error(`FileStore cannot write the snapshot's [${unknown.join(', ')}]: nothing was compacted`);
    const mutations: Mutation[] = [
      ...(state.templates ?? []).map((template) => ({ op: 'putTemplate', template }) as Mutation),
      ...(state.scripts ?? []).map((script) => ({ op: 'putScript', script }) as Mutation),
      ...state.indices.map((meta) => ({ op: 'putIndex', meta }) as Mutation),
      ...state.docs.map((doc) => ({ op: 'putDoc', doc }) as Mutation),
    ];
    replaceFileDurably(this.snapshotFile, snapshotLines(generation, mutations));
    // A crash here leaves the new snapshot beside the old log, one generation behind: the next start skips it.
    this.startLog(generation);
  }

  private startLog(generation: number) {
    const header = encodeLine({ searchpad: 'log', format: DATA_FORMAT, generation });
    replaceFileDurably(this.logFile, [header]);
    this.logSize = Buffer.byteLength(header);
    this.nextSeq = 1;
    this.generation = generation;
    // A crash before this leaves an older generation's checkpoint: no record of this log was acknowledged yet.
    this.checkpoint.reset({ generation, records: 0, size: this.logSize });
  }

  /**
   * Whether the log holds every record the checkpoint says was acknowledged: a log cut short (at a record's
   * end, or inside its last one) is damage, not fewer writes or a torn append.
   */
  private checkAgainstCheckpoint(log: ReadFile): string | undefined {
    if (!this.checkpoint.exists()) {
      return `${this.checkpoint.file} is missing: whether ${this.logFile} was cut short cannot be checked. Lost: possibly acknowledged writes at the end of the log`;
    }
    const ckp = this.checkpoint.read();
    if ('problem' in ckp) return `${this.checkpoint.file} is damaged: ${ckp.problem}. Lost: possibly acknowledged writes at the end of ${this.logFile}, which cannot be checked`;
    if (ckp.generation > log.generation) {
      return `${this.checkpoint.file} is generation ${ckp.generation} but ${this.logFile} is generation ${log.generation}: the log is an older copy. Lost: the ${ckp.records} write request(s) acknowledged in generation ${ckp.generation}`;
    }
    // An older generation's checkpoint: the crash came before the new log's first write was acknowledged.
    if (ckp.generation < log.generation || log.records.length >= ckp.records) return undefined;
    const whole = log.records.length;
    const size = statSync(this.logFile).size;
    const missing = ckp.records - whole;
    // The torn tail, if any, was one of them: acknowledged, so not dropped as unacknowledged.
    log.torn = undefined;
    return `${this.logFile} was cut short: it holds ${whole} whole record(s) in ${size} bytes, but ${this.checkpoint.file} says ${ckp.records} were acknowledged, in ${ckp.size} bytes. Lost: ${missing} acknowledged write request(s), records ${whole + 1} to ${ckp.records}`;
  }

  /** Documents whose index definition was lost with a damaged record cannot be served: they go too, named. */
  private async dropOrphanDocuments(notes: string[]) {
    const state = await this.memory.load();
    const indices = new Set(state.indices.map((i) => i.name));
    const orphans = new Map<string, number>();
    for (const d of state.docs) if (!indices.has(d.index)) orphans.set(d.index, (orphans.get(d.index) ?? 0) + 1);
    for (const [index, count] of orphans) {
      await this.memory.commit([{ op: 'deleteIndex', name: index }]);
      notes.push(`--accept-data-loss: ${count} document(s) of index [${index}], whose definition was lost, are dropped.`);
    }
  }

  private readFile(file: string, kind: 'snapshot' | 'log'): ReadFile {
    const bytes = readFileSync(file);
    // Format 1 files begin with their JSON; format 2 files with a checksum's hex digits.
    const first = bytes[0];
    if (first === 0x7b /* { */ || first === 0x5b /* [ */ || bytes.length === 0) {
      return kind === 'snapshot' ? readLegacySnapshot(file, bytes) : readLegacyLog(bytes);
    }
    const { lines, tail } = readLines(bytes);
    const header = lines[0];
    if (!header || !header.ok || !isHeader(header.value, kind)) return headerDamaged(lines, kind);
    const head = header.value as { format: number; generation: number; records?: number };
    if (head.format > DATA_FORMAT) {
      throw new DataDirectoryDamaged(`Refusing to start: ${file} was written by a newer Searchpad (data format ${head.format}; this one reads up to ${DATA_FORMAT}). Nothing on disk was changed.`);
    }
    const body = lines.slice(1);
    const result: ReadFile = { format: head.format, generation: head.generation, records: [] };
    const damaged: number[] = [];
    for (let i = 0; i < body.length; i++) {
      const problem = recordProblem(body[i], i + 1);
      if (!problem) {
        result.records.push((body[i] as { value: LogRecord }).value);
        continue;
      }
      if (damaged.length === 0) {
        const of = kind === 'snapshot' ? head.records : body.length;
        result.damage = { offset: body[i].offset, what: `record ${i + 1} of ${of} ${problem}`, lost: '' };
      }
      damaged.push(i);
      // A log's later records cannot be applied without this one; a snapshot's records stand alone.
      if (kind === 'log') {
        result.damage!.lost = lostFromLog(body, i);
        return result;
      }
    }
    if (kind === 'snapshot') {
      if (damaged.length > 0) result.damage!.lost = lostFromSnapshot(body, damaged);
      // A snapshot is written whole, then renamed into place: a missing end is damage, never a torn append.
      const expected = head.records ?? 0;
      if (tail || body.length !== expected) {
        const truncated = {
          offset: tail?.offset ?? bytes.length,
          what: `the file ends after ${body.length} of its ${expected} records${tail ? ` (and ${tail.length} bytes of an unfinished line)` : ''}`,
          lost: `the ${Math.max(expected - body.length, 0)} index definition(s) and document(s) that followed`,
        };
        result.damage = result.damage ? { ...result.damage, lost: `${result.damage.lost}; also ${truncated.what}: ${truncated.lost}` } : truncated;
      }
    } else if (tail && !result.damage) {
      // A last record without its newline was never acknowledged (the newline is part of the fsynced append).
      // Whole and verified, it is kept (a client may miss an answer, not a write); else it is a torn append.
      if (!recordProblem(tail, body.length + 1)) {
        result.records.push((tail as { value: LogRecord }).value);
        result.unterminated = tail.offset;
      } else if (holdsWholeRecord(bytes, tail.offset, bytes.length)) {
        result.damage = {
          offset: tail.offset,
          what: `the last record (${body.length + 1}) is whole and verifies, but bytes that are not its newline follow it: this is damage, not an append cut short`,
          lost: lostFromLog([...body, tail], body.length),
        };
      } else result.torn = { offset: tail.offset, length: tail.length };
    }
    return result;
  }
}

/**
 * A file whose first line cannot be trusted: its generation (and a snapshot's record count) is unknown. A
 * snapshot's records still verify one by one and can be kept; a log's cannot be placed after any snapshot.
 */
function headerDamaged(lines: ReadLine[], kind: 'snapshot' | 'log'): ReadFile {
  const header = lines[0];
  const what = header && !header.ok ? `its first line (the header) cannot be trusted: ${header.problem}` : `it does not begin with a Searchpad ${kind} header`;
  const body = lines.slice(1);
  if (kind === 'log') {
    const lost = body.length === 0 ? 'nothing that can be read' : lostFromLog(body, 0);
    return { format: DATA_FORMAT, generation: -1, records: [], headerDamaged: true, damage: { offset: 0, what, lost } };
  }
  const records = body.flatMap((l, i) => (recordProblem(l, i + 1) ? [] : [(l as { value: LogRecord }).value]));
  const lost = `the snapshot's generation and record count (${records.length} of its ${body.length} record lines still verify; whether any are missing at its end cannot be told)`;
  return { format: DATA_FORMAT, generation: -1, records, headerDamaged: true, damage: { offset: 0, what, lost } };
}

function isHeader(value: unknown, kind: string): boolean {
  const v = value as { searchpad?: unknown; format?: unknown; generation?: unknown };
  return typeof v === 'object' && v !== null && v.searchpad === kind && Number.isInteger(v.format) && Number.isInteger(v.generation);
}

/** Why record `expectedSeq` cannot be trusted, or undefined when it verifies and is the one expected. */
function recordProblem(line: ReadLine, expectedSeq: number): string | undefined {
  if (!line.ok) return `cannot be trusted: ${line.problem}`;
  const r = line.value as Partial<LogRecord>;
  if (typeof r !== 'object' || r === null || !Array.isArray(r.mutations)) return 'is not a record of mutations';
  if (r.seq !== expectedSeq) return `is numbered ${r.seq} where ${expectedSeq} was expected: a record is missing or out of order`;
  return undefined;
}

const readable = (l: ReadLine) => (l.ok ? l.value : l.readable) as Partial<LogRecord> | undefined;

/** What a record holds, as far as it can be read. */
function whatRecordHolds(l: ReadLine): string {
  const r = readable(l);
  return Array.isArray(r?.mutations) ? describeMutations(r.mutations) : 'unreadable';
}

/** The writes lost with a log's record `i`: it and every later one (they cannot be applied without it). */
function lostFromLog(lines: ReadLine[], i: number): string {
  const later = lines.slice(i);
  const listed = later.slice(0, 5).map((l, k) => `record ${i + 1 + k}: ${whatRecordHolds(l)}${k === 0 ? ' (as far as it can be read)' : ''}`);
  if (later.length > 5) listed.push(`and ${later.length - 5} more record(s)`);
  return `${later.length} acknowledged write request(s) from record ${i + 1} on (${listed.join('; ')})`;
}

/** The index definitions and documents of a snapshot's damaged records. */
function lostFromSnapshot(lines: ReadLine[], damaged: number[]): string {
  const listed = damaged.slice(0, 5).map((i) => `record ${i + 1}: ${whatRecordHolds(lines[i])} (as far as it can be read)`);
  if (damaged.length > 5) listed.push(`and ${damaged.length - 5} more damaged record(s)`);
  return `${damaged.length} record(s) of the snapshot (${listed.join('; ')})`;
}

function* snapshotLines(generation: number, mutations: Mutation[]): Generator<string> {
  yield encodeLine({ searchpad: 'snapshot', format: DATA_FORMAT, generation, records: mutations.length });
  for (let i = 0; i < mutations.length; i++) yield encodeLine({ seq: i + 1, mutations: [mutations[i]] } satisfies LogRecord);
}

