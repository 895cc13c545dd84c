import { cpSync, mkdtempSync, rmSync, readFileSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import fc from 'fast-check';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEngine } from '../engine/index.ts';
import { DataDirectoryDamaged } from './data-files';
import { FileStore } from './file-store';

/** A disk that fills up in the middle of the next append: part of the record is written, then ENOSPC. */
const disk = vi.hoisted(() => ({ failNextWriteAfter: undefined as number | undefined, failTruncate: false }));
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  const writeSync = ((fd: number, buffer: Buffer, offset: number, length: number, position: number | null) => {
    const limit = disk.failNextWriteAfter;
    if (limit === undefined) return fs.writeSync(fd, buffer, offset, length, position);
    disk.failNextWriteAfter = undefined;
    fs.writeSync(fd, buffer, offset, Math.min(length, limit), position);
    throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
  }) as typeof fs.writeSync;
  const ftruncateSync = ((fd: number, len?: number) => {
    if (disk.failTruncate) throw Object.assign(new Error('EIO: i/o error, ftruncate'), { code: 'EIO' });
    return fs.ftruncateSync(fd, len);
  }) as typeof fs.ftruncateSync;
  return { ...fs, default: { ...fs, writeSync, ftruncateSync }, writeSync, ftruncateSync };
});

const silent = { report: () => {} };

async function opened() {
  const dir = mkdtempSync(join(tmpdir(), 'searchpad-store-'));
  const engine = createEngine({ store: new FileStore(dir, silent) });
  expect((await engine.request({ method: 'PUT', path: '/d', body: { settings: { number_of_shards: 1 } } })).status).toBe(200);
  expect((await engine.request({ method: 'PUT', path: '/d/_doc/1', body: { n: 1 } })).status).toBe(201);
  return { dir, engine, log: join(dir, 'log.ndjson') };
}

describe('FileStore when an append fails', () => {
  it('cuts the partial record back, answers the write as not persisted, and keeps accepting writes after it', async () => {
    const { dir, engine, log } = await opened();
    const size = statSync(log).size;
    disk.failNextWriteAfter = 30;
    const failed = await engine.request({ method: 'PUT', path: '/d/_doc/2', body: { n: 2 } });
    expect(failed.status).toBe(500);
    expect(JSON.stringify(failed.body)).toContain('ENOSPC');
    expect(statSync(log).size).toBe(size); // the 30 bytes written are gone
    expect((await engine.request({ method: 'GET', path: '/d/_doc/2' })).status).toBe(404);
    expect((await engine.request({ method: 'PUT', path: '/d/_doc/3', body: { n: 3 } })).status).toBe(201);
    const reports: string[] = [];
    const again = createEngine({ store: new FileStore(dir, { report: (m) => reports.push(m) }) });
    const r = await again.request({ method: 'GET', path: '/d/_search' });
    expect((r.body as { hits: { hits: Array<{ _id: string }> } }).hits.hits.map((h) => h._id).sort()).toEqual(['1', '3']);
    expect(reports).toEqual([]);
    expect(readFileSync(log, 'utf8').split('\n')).toHaveLength(2); // compacted: the header and the final newline
  });

  it('refuses every later write when the partial record cannot be cut back (as a translog after a tragic event)', async () => {
    const { engine, log } = await opened();
    disk.failNextWriteAfter = 30;
    disk.failTruncate = true;
    try {
      expect((await engine.request({ method: 'PUT', path: '/d/_doc/2', body: { n: 2 } })).status).toBe(500);
    } finally {
      disk.failTruncate = false;
    }
    const later = await engine.request({ method: 'PUT', path: '/d/_doc/3', body: { n: 3 } });
    expect(later.status).toBe(500);
    expect(JSON.stringify(later.body)).toContain(`${log} could not be restored after a failed write`);
    expect((await engine.request({ method: 'GET', path: '/d/_doc/1' })).status).toBe(200);
  });
});

describe('FileStore at start-up', () => {
  it('keeps a last record that lacks only its newline but verifies (a client may miss an answer, never a write)', async () => {
    const { dir, log } = await opened();
    truncateSync(log, statSync(log).size - 1);
    const reports: string[] = [];
    const again = createEngine({ store: new FileStore(dir, { report: (m) => reports.push(m) }) });
    expect((await again.request({ method: 'GET', path: '/d/_doc/1' })).status).toBe(200);
    expect(reports).toEqual([expect.stringMatching(/log\.ndjson: the last record \(at byte \d+\) lacks its newline but verifies; it is kept\.$/)]);
  });
});

describe('FileStore across restarts', () => {
  it('keeps templates, indices and documents through the log and through compaction', async () => {
    const { dir, engine } = await opened();
    const template = { index_patterns: ['logs-*'], order: 2, settings: { number_of_shards: 1 } };
    expect((await engine.request({ method: 'PUT', path: '/_template/t', body: template })).status).toBe(200);
    const before = (await engine.request({ method: 'GET', path: '/_template/t' })).body;
    expect((await engine.request({ method: 'PUT', path: '/_scripts/s', body: { script: { lang: 'painless', source: '1 + 1' } } })).status).toBe(200);
    for (let restart = 0; restart < 2; restart++) {
      const again = createEngine({ store: new FileStore(dir, silent) }); // the first replays the log, the second reads the snapshot
      expect((await again.request({ method: 'GET', path: '/_template/t' })).body).toEqual(before);
      expect((await again.request({ method: 'GET', path: '/_scripts/s' })).body).toEqual({ _id: 's', found: true, script: { lang: 'painless', source: '1 + 1' } });
      expect((await again.request({ method: 'GET', path: '/d/_doc/1' })).status).toBe(200);
    }
  });
});

describe('FileStore and a missing log', () => {
  it('refuses when the log of a directory never compacted is gone (it is not a new directory)', async () => {
    const { dir, log } = await opened();
    rmSync(log);
    await expect(new FileStore(dir, silent).load()).rejects.toThrow(`${log} is missing, though ${join(dir, 'log.ckp')} shows a log was there. Lost: 2 acknowledged write request(s) in it.`);
  });
});

describe('FileStore with acceptDataLoss and a damaged snapshot', () => {
  it('keeps the records that verify, drops documents whose index definition was lost, and names all of it', async () => {
    const { dir, engine } = await opened();
    await engine.request({ method: 'PUT', path: '/e', body: { settings: { number_of_shards: 1 } } });
    await engine.request({ method: 'PUT', path: '/e/_doc/1', body: { n: 1 } });
    await engine.request({ method: 'PUT', path: '/d/_doc/2', body: { n: 2 } });
    await createEngine({ store: new FileStore(dir, silent) }).ready; // compacts: d, e, then their documents
    const snapshot = join(dir, 'snapshot.json');
    const lines = readFileSync(snapshot, 'utf8').split('\n');
    const damage = (i: number) => (lines[i] = lines[i].replace('{"seq":', '{"seq" :')); // still JSON, same value
    damage(lines.findIndex((l) => l.includes('"name":"e"'))); // index e's definition
    damage(lines.findIndex((l) => l.includes('"id":"2"'))); // document d/2
    writeFileSync(snapshot, lines.join('\n'));
    await expect(new FileStore(dir, silent).load()).rejects.toThrow(/record 2 of 5 cannot be trusted[\s\S]*Lost: 2 record\(s\) of the snapshot \(record 2: index \[e\] created or changed \(as far as it can be read\); record \d: put \[d\/_doc\/2\]/);
    const reports: string[] = [];
    const loaded = await new FileStore(dir, { acceptDataLoss: true, report: (m) => reports.push(m) }).load();
    expect(loaded.indices.map((i) => i.name)).toEqual(['d']);
    expect(loaded.docs.map((d) => `${d.index}/${d.id}`)).toEqual(['d/1']);
    expect(reports.join('\n')).toContain('--accept-data-loss: 1 document(s) of index [e], whose definition was lost, are dropped.');
    expect(reports.join('\n')).toMatch(/--accept-data-loss: kept a copy of the damaged .*snapshot\.json as .*snapshot\.json\.damaged-/);
  });
});

describe('FileStore and a damaged header', () => {
  async function compactedWithLog() {
    const { dir } = await opened();
    await createEngine({ store: new FileStore(dir, silent) }).ready; // snapshot: d and d/1
    const next = createEngine({ store: new FileStore(dir, silent) });
    expect((await next.request({ method: 'PUT', path: '/d/_doc/2', body: { n: 2 } })).status).toBe(201);
    return dir;
  }
  const damageHeader = (file: string) => {
    const bytes = readFileSync(file);
    bytes[9] ^= 0x20; // inside the header's JSON: its checksum no longer matches
    writeFileSync(file, bytes);
  };

  it('of the log: refused, naming the records lost; with acceptDataLoss the snapshot alone is loaded', async () => {
    const dir = await compactedWithLog();
    damageHeader(join(dir, 'log.ndjson'));
    await expect(new FileStore(dir, silent).load()).rejects.toThrow(/log\.ndjson is damaged at byte 0: its first line \(the header\) cannot be trusted: its checksum is [0-9a-f]{8} but its bytes give [0-9a-f]{8}\. Lost: 1 acknowledged write request\(s\) from record 1 on \(record 1: put \[d\/_doc\/2\]/);
    const loaded = await new FileStore(dir, { acceptDataLoss: true, report: () => {} }).load();
    expect(loaded.docs.map((d) => d.id)).toEqual(['1']);
  });

  it('of the snapshot: refused; with acceptDataLoss its records that verify and the log are loaded', async () => {
    const dir = await compactedWithLog();
    damageHeader(join(dir, 'snapshot.json'));
    await expect(new FileStore(dir, silent).load()).rejects.toThrow(/snapshot\.json is damaged at byte 0: its first line \(the header\) cannot be trusted.*Lost: the snapshot's generation and record count \(2 of its 2 record lines still verify/);
    const loaded = await new FileStore(dir, { acceptDataLoss: true, report: () => {} }).load();
    expect(loaded.docs.map((d) => d.id).sort()).toEqual(['1', '2']);
    // What acceptDataLoss wrote verifies again.
    expect((await new FileStore(dir, silent).load()).docs).toHaveLength(2);
  });
});

describe('FileStore and any one damaged byte', () => {
  it('refuses to load, or loads exactly the acknowledged state: never another state', { timeout: 60_000 }, async () => {
    // A directory with both a snapshot (3 records) and a log (2 records).
    const { dir, engine } = await opened();
    await engine.request({ method: 'PUT', path: '/d/_doc/2', body: { n: 2 } });
    await createEngine({ store: new FileStore(dir, silent) }).ready; // compacts
    const next = createEngine({ store: new FileStore(dir, silent) });
    await next.request({ method: 'PUT', path: '/d/_doc/3', body: { n: 3 } });
    await next.request({ method: 'DELETE', path: '/d/_doc/1' });
    const acknowledged = JSON.stringify(await new FileStore(cpDir(dir), silent).load());
    const files = ['snapshot.json', 'log.ndjson', 'log.ckp'].map((name) => ({ name, bytes: readFileSync(join(dir, name)) }));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...files), fc.nat(), fc.integer({ min: 1, max: 255 }), async (file, at, xor) => {
        const copy = cpDir(dir);
        const bytes = Buffer.from(file.bytes);
        bytes[at % bytes.length] ^= xor;
        writeFileSync(join(copy, file.name), bytes);
        let loaded: string;
        try {
          loaded = JSON.stringify(await new FileStore(copy, silent).load());
        } catch (e) {
          expect(e).toBeInstanceOf(DataDirectoryDamaged);
          return;
        } finally {
          rmSync(copy, { recursive: true });
        }
        expect(loaded).toBe(acknowledged);
      }),
      { numRuns: 300 },
    );
  });
});

describe('FileStore and a log cut short anywhere', () => {
  it('refuses to load, or loads exactly the acknowledged state', { timeout: 60_000 }, async () => {
    const { dir, engine, log } = await opened();
    await engine.request({ method: 'PUT', path: '/d/_doc/2', body: { n: 2 } });
    await engine.request({ method: 'DELETE', path: '/d/_doc/1' });
    const acknowledged = JSON.stringify(await new FileStore(cpDir(dir), silent).load());
    const size = statSync(log).size;
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: size - 1 }), async (length) => {
        const copy = cpDir(dir);
        truncateSync(join(copy, 'log.ndjson'), length);
        let loaded: string;
        try {
          loaded = JSON.stringify(await new FileStore(copy, silent).load());
        } catch (e) {
          expect(e).toBeInstanceOf(DataDirectoryDamaged);
          return;
        } finally {
          rmSync(copy, { recursive: true });
        }
        expect(length).toBe(size - 1); // only the last newline may go: that record verifies and is kept
        expect(loaded).toBe(acknowledged);
      }),
      { numRuns: 200 },
    );
  });
});

function cpDir(dir: string): string {
  const copy = mkdtempSync(join(tmpdir(), 'searchpad-copy-'));
  cpSync(dir, copy, { recursive: true });
  return copy;
}

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('the file store', () => {
  it('replays templates, aliases, closed indices, settings and updates from its log and from its compacted snapshot', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'searchpad-fs-'));
    dirs.push(dir);
    const a = createEngine({ store: new FileStore(dir, silent) });
    const req = (e: typeof a, method: string, path: string, body?: unknown) => e.request({ method, path, body });
    await req(a, 'PUT', '/_template/t', { index_patterns: ['t-*'], settings: { number_of_shards: 1 } });
    await req(a, 'PUT', '/t-1/_doc/1', { n: 1 });
    await req(a, 'POST', '/t-1/_doc/1/_update', { script: 'ctx._source.n += 1' });
    await req(a, 'PUT', '/t-1/_alias/al', { routing: 'r' });
    await req(a, 'PUT', '/t-1/_settings', { index: { number_of_replicas: 0 } });
    await req(a, 'POST', '/t-1/_close');
    for (let round = 0; round < 2; round++) {
      // Round 0 replays the log; round 1 reads the snapshot the first load compacted it into.
      const b = createEngine({ store: new FileStore(dir, silent) });
      expect(Object.keys((await req(b, 'GET', '/_template')).body as object)).toEqual(['t']);
      expect((await req(b, 'GET', '/_alias/al')).body).toEqual({ 't-1': { aliases: { al: { index_routing: 'r', search_routing: 'r' } } } });
      expect((await req(b, 'GET', '/t-1/_doc/1')).status).toBe(400);
      expect(((await req(b, 'GET', '/t-1/_settings/index.number_of_replicas?flat_settings')).body as any)['t-1'].settings).toEqual({ 'index.number_of_replicas': '0' });
      await b.idle();
    }
    const c = createEngine({ store: new FileStore(dir, silent) });
    await req(c, 'POST', '/t-1/_open');
    expect(((await req(c, 'GET', '/t-1/_doc/1')).body as any)._source).toEqual({ n: 2 });
  });
});
