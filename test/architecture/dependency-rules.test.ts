import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import { beforeAll, describe, expect, it } from 'vitest';
import { CRUISE_OPTIONS, RULES } from './dependency-rules';
import { importGraph, withGraph } from './import-graph';

/**
 * Imports that break a rule today, each with the issue that removes it. The list only shrinks: an exception that
 * no longer occurs fails the test until it is deleted here, and any other violation fails it at once.
 */
const KNOWN_EXCEPTIONS: ReadonlyArray<{ rule: string; from: string; to: string; issue: number }> = [];

/** Files that may start a Worker: the page's one client of the engine worker. */
const WORKER_STARTERS = /^src\/ui\/client\//;

const key = (v: { rule: string; from: string; to: string }) => `${v.rule}: ${v.from} -> ${v.to}`;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return sourceFiles(p);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [p] : [];
  });
}

describe('the dependency rules of src/', () => {
  let result: ICruiseResult;
  beforeAll(async () => {
    result = (await cruise(['src'], { ...CRUISE_OPTIONS, validate: true, ruleSet: { forbidden: RULES } })).output as ICruiseResult;
  }, 120_000);

  it('reads the whole of src/', () => {
    expect(result.summary.totalCruised).toBeGreaterThan(200);
    // A rule that names a folder that does not exist would hold trivially: each engine layer is there.
    const folders = new Set(result.modules.map((m) => m.source.split('/').slice(0, 3).join('/')));
    for (const f of ['src/engine/query', 'src/engine/search', 'src/engine/rest', 'src/engine/index', 'src/ui/client', 'src/worker/protocol.ts']) expect(folders).toContain(f);
  });

  it('finds no violation beyond the known exceptions', () => {
    const known = new Set(KNOWN_EXCEPTIONS.map(key));
    const found = result.summary.violations.map((v) => key({ rule: v.rule.name, from: v.from, to: v.to }));
    expect(found.filter((v) => !known.has(v))).toEqual([]);
  });

  it('lists only exceptions that still occur (the list only shrinks)', () => {
    const found = new Set(result.summary.violations.map((v) => key({ rule: v.rule.name, from: v.from, to: v.to })));
    expect(KNOWN_EXCEPTIONS.map(key).filter((k) => !found.has(k))).toEqual([]);
  });

  it('docs/ARCHITECTURE.md holds the import graph of the code as it is (npm run docs:graph redraws it)', () => {
    const doc = readFileSync('docs/ARCHITECTURE.md', 'utf8');
    expect(withGraph(doc, importGraph(result))).toBe(doc);
  });

  it('starts the engine worker only in ui/client/', () => {
    const starters = sourceFiles('src/ui')
      .map((f) => f.split('\\').join('/'))
      .filter((f) => /\bnew\s+(Shared)?Worker\s*\(/.test(readFileSync(f, 'utf8')));
    expect(starters.filter((f) => !WORKER_STARTERS.test(f))).toEqual([]);
    // The check sees the one starter there is (a pattern that matched nothing would pass trivially).
    expect(starters).toEqual(['src/ui/client/engine.ts']);
  });
});
