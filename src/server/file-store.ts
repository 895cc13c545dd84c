import { appendFileSync, closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MemoryStore, SNAPSHOT_FORMAT_VERSION, type Mutation, type Snapshot, type SnapshotStore } from '../engine/index.ts';

/**
 * A SnapshotStore in a data directory for `npm run serve -- --data DIR`: `snapshot.json` plus an
 * append-only `log.ndjson` of committed mutation batches (one line each, fsynced before the write is
 * acknowledged). Loading replays the log and compacts it into a new snapshot. A torn last line (a
 * crash mid-append) was never acknowledged and is dropped.
 */
export class FileStore implements SnapshotStore {
  private readonly memory = new MemoryStore();
  private readonly snapshotFile: string;
  private readonly logFile: string;

  constructor(readonly dir: string) {
    mkdirSync(dir, { recursive: true });
    this.snapshotFile = join(dir, 'snapshot.json');
    this.logFile = join(dir, 'log.ndjson');
  }

  async load(): Promise<Snapshot> {
    if (existsSync(this.snapshotFile)) {
      const snap = JSON.parse(readFileSync(this.snapshotFile, 'utf8')) as Snapshot;
      if (snap.formatVersion > SNAPSHOT_FORMAT_VERSION) {
        throw new Error(`data directory ${this.dir} was written by a newer Searchpad (format ${snap.formatVersion}, this one reads ${SNAPSHOT_FORMAT_VERSION})`);
      }
      await this.memory.commit([
        ...(snap.templates ?? []).map((template) => ({ op: 'putTemplate', template }) as Mutation),
        ...snap.indices.map((meta) => ({ op: 'putIndex', meta }) as Mutation),
        ...snap.docs.map((doc) => ({ op: 'putDoc', doc }) as Mutation),
      ]);
    }
    if (existsSync(this.logFile)) {
      for (const line of readFileSync(this.logFile, 'utf8').split('\n')) {
        if (line.trim() === '') continue;
        let batch: Mutation[];
        try {
          batch = JSON.parse(line) as Mutation[];
        } catch {
          break; // a torn final append
        }
        await this.memory.commit(batch);
      }
    }
    const snapshot = await this.memory.load();
    const tmp = `${this.snapshotFile}.tmp`;
    writeFileSync(tmp, JSON.stringify(snapshot));
    renameSync(tmp, this.snapshotFile);
    writeFileSync(this.logFile, '');
    return snapshot;
  }

  async commit(mutations: Mutation[]): Promise<void> {
    const fd = openSync(this.logFile, 'a');
    try {
      appendFileSync(fd, JSON.stringify(mutations) + '\n');
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    await this.memory.commit(mutations);
  }
}
