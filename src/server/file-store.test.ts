import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createEngine } from '../engine/index.ts';
import { FileStore } from './file-store';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('the file store', () => {
  it('replays templates, aliases, closed indices, settings and updates from its log and from its compacted snapshot', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'searchpad-fs-'));
    dirs.push(dir);
    const a = createEngine({ store: new FileStore(dir) });
    const req = (e: typeof a, method: string, path: string, body?: unknown) => e.request({ method, path, body });
    await req(a, 'PUT', '/_template/t', { index_patterns: ['t-*'], settings: { number_of_shards: 1 } });
    await req(a, 'PUT', '/t-1/_doc/1', { n: 1 });
    await req(a, 'POST', '/t-1/_doc/1/_update', { script: 'ctx._source.n += 1' });
    await req(a, 'PUT', '/t-1/_alias/al', { routing: 'r' });
    await req(a, 'PUT', '/t-1/_settings', { index: { number_of_replicas: 0 } });
    await req(a, 'POST', '/t-1/_close');
    for (let round = 0; round < 2; round++) {
      // Round 0 replays the log; round 1 reads the snapshot the first load compacted it into.
      const b = createEngine({ store: new FileStore(dir) });
      expect(Object.keys((await req(b, 'GET', '/_template')).body as object)).toEqual(['t']);
      expect((await req(b, 'GET', '/_alias/al')).body).toEqual({ 't-1': { aliases: { al: { index_routing: 'r', search_routing: 'r' } } } });
      expect((await req(b, 'GET', '/t-1/_doc/1')).status).toBe(400);
      expect(((await req(b, 'GET', '/t-1/_settings/index.number_of_replicas?flat_settings')).body as any)['t-1'].settings).toEqual({ 'index.number_of_replicas': '0' });
      await b.idle();
    }
    const c = createEngine({ store: new FileStore(dir) });
    await req(c, 'POST', '/t-1/_open');
    expect(((await req(c, 'GET', '/t-1/_doc/1')).body as any)._source).toEqual({ n: 2 });
  });
});
