import { spawn } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createEngine, MemoryStore } from '../../src/engine/index.ts';

/**
 * Damage to a `--data` directory, as a user meets it: the real server process (`npm run serve -- --data DIR`),
 * writes acknowledged over HTTP, the server killed, a file damaged, the server started again. Either it refuses
 * to start, naming the file, the byte offset and the writes that would be lost, and leaves the files as they
 * were, or it starts with exactly the acknowledged state.
 */

interface Started {
  url: string;
  output: () => string;
  stop: () => Promise<void>;
}

const children: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (children.length) await children.pop()!();
});

/** Runs the server on `dir`: resolves when it listens, or with its exit code and output when it exits first. */
function run(dir: string, ...flags: string[]): Promise<Started | { code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli.ts', 'serve', '--port', '0', '--data', dir, ...flags], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGKILL'); // as a crash: acknowledged writes were fsynced already
    await exited;
  };
  children.push(stop);
  return new Promise((resolve) => {
    const onData = (c: Buffer) => {
      output += c.toString();
      const m = /listening on (http:\/\/\S+?),/.exec(output);
      if (m) resolve({ url: m[1], output: () => output, stop });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => resolve({ code, output }));
  });
}

async function serve(dir: string, ...flags: string[]): Promise<Started> {
  const s = await run(dir, ...flags);
  if (!('url' in s)) throw new Error(`the server exited ${s.code}: ${s.output}`);
  return s;
}

async function refused(dir: string, ...flags: string[]): Promise<string> {
  const s = await run(dir, ...flags);
  if ('url' in s) throw new Error(`the server started: ${s.output()}`);
  expect(s.code).toBe(1);
  return s.output;
}

async function send(url: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${url}${path}`, {
    method,
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** Every document of every index with its version: what a client could read back. */
async function state(url: string) {
  const r = await send(url, 'GET', '/_search?size=100&version=true');
  const hits = (r.body.hits as { hits: Array<{ _index: string; _id: string; _version: number; _source: unknown }> }).hits;
  return hits.map((h) => [h._index, h._id, h._version, h._source]).sort((a, b) => String(a[0] + '/' + a[1]).localeCompare(String(b[0] + '/' + b[1])));
}

const newDir = () => mkdtempSync(join(tmpdir(), 'searchpad-data-'));

/** A directory whose log holds 5 acknowledged records: the index, then documents 1-4 (n = 10, 20, 30, 40). */
async function fiveRecords() {
  const dir = newDir();
  const s = await serve(dir);
  expect((await send(s.url, 'PUT', '/d', { settings: { number_of_shards: 1 } })).status).toBe(200);
  for (let i = 1; i <= 4; i++) expect((await send(s.url, 'PUT', `/d/_doc/${i}`, { n: i * 10 })).status).toBe(201);
  await s.stop();
  return dir;
}

/** Byte offsets of the lines of a file. */
function lineOffsets(file: string): number[] {
  const bytes = readFileSync(file);
  const out = [0];
  for (let i = 0; i < bytes.length - 1; i++) if (bytes[i] === 0x0a) out.push(i + 1);
  return out;
}

function damage(file: string, offset: number, replace: (byte: number) => number) {
  const bytes = readFileSync(file);
  bytes[offset] = replace(bytes[offset]);
  writeFileSync(file, bytes);
}

const docs = (...pairs: Array<[string, number]>) => pairs.map(([id, n]) => ['d', id, 1, { n }]);

describe('a damaged --data directory (the server process)', { timeout: 60_000 }, () => {
  it('a flipped byte in a middle log record: refuses to start, names the file, the offset and the 4 writes lost; changes nothing', async () => {
    const dir = await fiveRecords();
    const log = join(dir, 'log.ndjson');
    const record2 = lineOffsets(log)[2]; // line 0 is the header
    damage(log, record2 + 20, (b) => b ^ 0x01);
    const before = readFileSync(log);
    const out = await refused(dir);
    expect(out).toContain(`Refusing to start: the data directory ${dir} is damaged`);
    expect(out).toContain(`${log} is damaged at byte ${record2}: record 2 of 5 cannot be trusted: its checksum is`);
    expect(out).toContain('Lost: 4 acknowledged write request(s) from record 2 on');
    expect(out).toContain('record 3: put [d/_doc/2]');
    expect(out).toContain('--accept-data-loss');
    expect(readFileSync(log).equals(before)).toBe(true);
    expect(readdirSync(dir).sort()).toEqual(['log.ckp', 'log.ndjson']);
    // Refused again on the next try: nothing was truncated or compacted.
    expect(await refused(dir)).toContain(`damaged at byte ${record2}`);
  });

  it('with --accept-data-loss it starts from the records before the damage, says what it dropped and keeps the damaged log', async () => {
    const dir = await fiveRecords();
    const log = join(dir, 'log.ndjson');
    damage(log, lineOffsets(log)[3] + 20, (b) => b ^ 0x01); // record 3: document 2
    const s = await serve(dir, '--accept-data-loss');
    expect(s.output()).toContain('--accept-data-loss: kept a copy of the damaged');
    expect(s.output()).toContain('Lost: 3 acknowledged write request(s) from record 3 on');
    expect(await state(s.url)).toEqual(docs(['1', 10]));
    expect(readdirSync(dir).some((f) => f.startsWith('log.ndjson.damaged-'))).toBe(true);
    // The new files verify: the next start is quiet.
    await s.stop();
    const again = await serve(dir);
    expect(again.output()).not.toContain('damaged');
    expect(await state(again.url)).toEqual(docs(['1', 10]));
  });

  it('a changed digit that still parses in a log record: refused (the checksum, not the parser, finds it)', async () => {
    const dir = await fiveRecords();
    const log = join(dir, 'log.ndjson');
    const text = readFileSync(log, 'utf8');
    const at = text.indexOf('"n":30');
    expect(at).toBeGreaterThan(0);
    writeFileSync(log, text.slice(0, at) + '"n":90' + text.slice(at + 6));
    const record4 = lineOffsets(log)[4];
    const out = await refused(dir);
    expect(out).toContain(`${log} is damaged at byte ${record4}: record 4 of 5 cannot be trusted`);
    expect(out).toContain('record 4: put [d/_doc/3] (as far as it can be read)');
  });

  it('a torn last line (a crash mid-append, never acknowledged): dropped and reported; exactly the acknowledged state', async () => {
    const dir = await fiveRecords();
    const torn = '1234abcd {"seq":6,"mutations":[{"op":"putDoc","doc":{"index":"d"';
    const size = readFileSync(join(dir, 'log.ndjson')).length;
    appendFileSync(join(dir, 'log.ndjson'), torn);
    const s = await serve(dir);
    expect(s.output()).toContain(`log.ndjson: the last record (${torn.length} bytes at byte ${size}) is incomplete, a write cut short before it was acknowledged; it is dropped.`);
    expect(await state(s.url)).toEqual(docs(['1', 10], ['2', 20], ['3', 30], ['4', 40]));
    // Writes go on after it, and survive the next start.
    expect((await send(s.url, 'PUT', '/d/_doc/5', { n: 50 })).status).toBe(201);
    await s.stop();
    const again = await serve(dir);
    expect(again.output()).not.toContain('incomplete');
    expect(await state(again.url)).toEqual(docs(['1', 10], ['2', 20], ['3', 30], ['4', 40], ['5', 50]));
  });

  it('a log cut short, at a record boundary or inside its last record: refused (the checkpoint counts acknowledged records)', async () => {
    const dir = await fiveRecords();
    const log = join(dir, 'log.ndjson');
    const whole = readFileSync(log);
    const lines = lineOffsets(log);
    truncateSync(log, lines[5]); // records 1-4 left, record 5 gone with its newline
    let out = await refused(dir);
    expect(out).toContain(`${log} was cut short: it holds 4 whole record(s) in ${lines[5]} bytes, but ${join(dir, 'log.ckp')} says 5 were acknowledged, in ${whole.length} bytes. Lost: 1 acknowledged write request(s), records 5 to 5`);
    writeFileSync(log, whole.subarray(0, lines[5] + 30)); // inside record 5: not taken for a torn append
    out = await refused(dir);
    expect(out).toContain('was cut short: it holds 4 whole record(s)');
    expect(out).not.toContain('incomplete');
  });

  it('a changed digit in the snapshot: refused, naming the snapshot, the record and the document', async () => {
    const dir = await fiveRecords();
    await (await serve(dir)).stop(); // the start compacted the log into snapshot.json
    const snapshot = join(dir, 'snapshot.json');
    const text = readFileSync(snapshot, 'utf8');
    const at = text.indexOf('"n":20');
    writeFileSync(snapshot, text.slice(0, at) + '"n":21' + text.slice(at + 6));
    const out = await refused(dir);
    expect(out).toContain(`${snapshot} is damaged at byte ${lineOffsets(snapshot)[3]}: record 3 of 5 cannot be trusted`);
    expect(out).toContain('Lost: 1 record(s) of the snapshot (record 3: put [d/_doc/2] (as far as it can be read))');
  });

  it('a truncated snapshot: refused, saying how many records are missing', async () => {
    const dir = await fiveRecords();
    await (await serve(dir)).stop();
    const snapshot = join(dir, 'snapshot.json');
    const cut = lineOffsets(snapshot)[3] + 10;
    truncateSync(snapshot, cut);
    const out = await refused(dir);
    expect(out).toContain(`${snapshot} is damaged at byte ${lineOffsets(snapshot)[3]}: the file ends after 2 of its 5 records (and 10 bytes of an unfinished line)`);
    expect(out).toContain('Lost: the 3 index definition(s) and document(s) that followed');
  });

  it('a missing log or snapshot: refused, naming the missing file', async () => {
    const dir = await fiveRecords();
    const s = await serve(dir);
    expect((await send(s.url, 'PUT', '/d/_doc/9', { n: 90 })).status).toBe(201);
    await s.stop();
    const log = readFileSync(join(dir, 'log.ndjson'));
    rmSync(join(dir, 'log.ndjson'));
    expect(await refused(dir)).toContain(`${join(dir, 'log.ndjson')} is missing (${join(dir, 'snapshot.json')} is generation 2). Lost: every write acknowledged since that snapshot was taken`);
    writeFileSync(join(dir, 'log.ndjson'), log);
    rmSync(join(dir, 'snapshot.json'));
    expect(await refused(dir)).toContain(`${join(dir, 'snapshot.json')} is missing, and ${join(dir, 'log.ndjson')} (generation 2) continues a snapshot`);
  });

  it('a crash between the new snapshot and the new log at start-up: the older log is known to be in the snapshot', async () => {
    const dir = await fiveRecords();
    const oldLog = readFileSync(join(dir, 'log.ndjson'));
    await (await serve(dir)).stop(); // snapshot generation 2, empty log generation 2
    writeFileSync(join(dir, 'log.ndjson'), oldLog); // as if the crash came before the log was replaced
    const s = await serve(dir);
    expect(s.output()).toContain('(generation 1) was already compacted into');
    expect(await state(s.url)).toEqual(docs(['1', 10], ['2', 20], ['3', 30], ['4', 40]));
  });

  it('loads a data directory of format 1 (no checksums), reports it, and rewrites it in format 2', async () => {
    // Format 1 as the server wrote it before checksums: JSON.stringify of the store's snapshot, then one
    // JSON.stringify(mutations) line per committed request.
    const dir = newDir();
    const store = new MemoryStore();
    const engine = createEngine({ store });
    await engine.request({ method: 'PUT', path: '/d', body: { settings: { number_of_shards: 1 } } });
    await engine.request({ method: 'PUT', path: '/d/_doc/1', body: { n: 10 } });
    writeFileSync(join(dir, 'snapshot.json'), JSON.stringify(await store.load()));
    const commit = store.commit.bind(store);
    store.commit = async (mutations) => {
      appendFileSync(join(dir, 'log.ndjson'), JSON.stringify(mutations) + '\n');
      await commit(mutations);
    };
    await engine.request({ method: 'PUT', path: '/d/_doc/2', body: { n: 20 } });
    await engine.request({ method: 'PUT', path: '/d/_doc/3', body: { n: 30 } });
    const s = await serve(dir);
    expect(s.output()).toContain('was in data format 1 (no checksums): read without verification, rewritten in format 2');
    expect(await state(s.url)).toEqual(docs(['1', 10], ['2', 20], ['3', 30]));
    expect(readFileSync(join(dir, 'snapshot.json'), 'utf8')).toMatch(/^[0-9a-f]{8} \{"searchpad":"snapshot","format":2,"generation":1,"records":4\}\n/);
    expect(readFileSync(join(dir, 'log.ndjson'), 'utf8')).toMatch(/^[0-9a-f]{8} \{"searchpad":"log","format":2,"generation":1\}\n$/);
  });

  it('a format 1 log with an unreadable middle line: refused (it used to be truncated there silently)', async () => {
    const dir = newDir();
    writeFileSync(join(dir, 'log.ndjson'), '[]\n[{"op":"deleteIndex","name":"x"}\n[]\n');
    const out = await refused(dir);
    expect(out).toContain(`${join(dir, 'log.ndjson')} is damaged at byte 3: line 2 of 3 is not a JSON array of mutations`);
    expect(existsSync(join(dir, 'snapshot.json'))).toBe(false);
  });
});
