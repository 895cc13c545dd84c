import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createEngine } from '../../src/engine/index';

const file = resolve(process.cwd(), '../shared/conformance/doc-examples.json');
const have = existsSync(file);

describe.skipIf(!have)('documented search and rescore examples run as documented', () => {
  if (!have) return;
  const cases = (JSON.parse(readFileSync(file, 'utf8')) as Array<{ name: string; requests: Array<{ method: string; path: string; body: unknown }> }>)
    .filter((c) => !c.name.startsWith('termvectors'));
  for (const c of cases) {
    it(c.name, async () => {
      const engine = createEngine();
      let last: { status: number; body: unknown } | undefined;
      for (const r of c.requests) {
        last = await engine.request({ method: r.method, path: r.path, body: r.body ?? undefined });
        expect(last.status, `${r.method} ${r.path}: ${JSON.stringify(last.body)}`).toBeLessThan(300);
      }
      const body = last!.body as { hits: { total: number; hits: unknown[] }; _shards: { failed: number } };
      expect(body._shards.failed).toBe(0);
      expect(Array.isArray(body.hits.hits)).toBe(true);
    });
  }
});
