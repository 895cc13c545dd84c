import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { searchpad } from '../../bench/engines';
import { compareWithSearchpad, luceneInput, luceneInstalled, luceneRows, parseLuceneOutput, runLucene, type LuceneQueries } from '../../bench/lucene-peer';
import { summarise } from '../../bench/measure';
import { overlapAt10 } from '../../bench/overlap';
import { fts5, sqliteFts5 } from '../../bench/sqlite-peer';

/** What bench/lucene/LuceneRunner.java prints, for two scenarios of three and two queries. */
const SAMPLE = JSON.stringify({
  lucene: '8.8.1',
  java: '17.0.15',
  docs: 4,
  segments: 1,
  build_ms: 12.5,
  heap_mb: 30.2,
  scenarios: [
    { scenario: 'or', times_us: [120.5, 80.1, 999.9], ids: [['d1', 'd2'], [], ['d3']] },
    { scenario: 'phrase2', times_us: [50, 60], ids: [['d2'], ['d1', 'd4']] },
  ],
});

const QUERIES: LuceneQueries[] = [
  { code: 'or', timed: ['quick fox', 'nothing', 'lazy dog'], warm: ['fox'] },
  { code: 'phrase2', timed: ['brown fox', 'quick brown'], warm: ['lazy dog'] },
];

const DOCS = [
  { id: 'd1', title: 'one', body: 'The quick brown fox jumps over the lazy dog' },
  { id: 'd2', title: 'two', body: 'A quick fox, a brown dog' },
  { id: 'd3', title: 'three', body: 'Lazy dogs\tsleep all day\nlong' },
  { id: 'd4', title: 'four', body: "The brown quick fox: it's quick" },
];

describe("the bench's Lucene peer", () => {
  it("parses the runner's output", () => {
    const out = parseLuceneOutput(SAMPLE);
    expect(out.lucene).toBe('8.8.1');
    expect(out.scenarios[0].ids[0]).toEqual(['d1', 'd2']);
    expect(out.scenarios[1].times_us).toEqual([50, 60]);
  });

  it('rejects output that is not the runner’s, saying what is wrong', () => {
    expect(() => parseLuceneOutput('[]')).toThrow(/not a JSON object/);
    const bad = JSON.parse(SAMPLE) as { scenarios: Array<{ ids: unknown }> };
    bad.scenarios[0].ids = [['d1']];
    expect(() => parseLuceneOutput(JSON.stringify(bad))).toThrow(/3 times for 1 answers/);
    expect(() => parseLuceneOutput(JSON.stringify({ ...JSON.parse(SAMPLE), heap_mb: '1' }))).toThrow(/heap_mb/);
  });

  it('makes rows with p50, p99 and the slowest queries named', () => {
    const rows = luceneRows('Lucene 8.8 (JVM 17, own process)', parseLuceneOutput(SAMPLE), QUERIES);
    expect(rows.map((r) => r.scenario)).toEqual(['build', 'match (or)', 'match_phrase slop 2']);
    expect(rows[0].docs_per_s).toBe(320);
    const or = rows[1];
    expect(or.p50_us).toBe(120.5);
    expect(or.p99_us).toBe(999.9);
    expect(or.slowest?.[0]).toEqual({ query: 'lazy dog', us: 999.9 });
    expect(or.slowest?.map((s) => s.query)).toEqual(['lazy dog', 'quick fox', 'nothing']);
  });

  it('writes one line per document and per query, tabs and line breaks inside texts as spaces', () => {
    const lines = luceneInput(DOCS.slice(2, 3), QUERIES.slice(1)).trimEnd().split('\n');
    expect(lines).toEqual(['D\td3\tthree\tLazy dogs sleep all day long', 'Q\tphrase2\twarm\tlazy dog', 'Q\tphrase2\ttimed\tbrown fox', 'Q\tphrase2\ttimed\tquick brown']);
  });

  const work = mkdtempSync(join(tmpdir(), 'lucene-peer-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  // Runs only where Debian's liblucene8-java and a JDK are installed (`npm run bench` installs them).
  it.skipIf(!luceneInstalled())("runs Lucene on a small corpus: its answers are Searchpad's (same BM25)", async () => {
    const queries: LuceneQueries[] = [
      { code: 'or', timed: ['quick fox', 'lazy', 'brown dog sleep', 'zebra'], warm: ['dog'] },
      { code: 'and', timed: ['quick fox', 'brown dog'], warm: ['dog'] },
      { code: 'phrase0', timed: ['quick brown', 'brown fox'], warm: ['lazy dog'] },
      { code: 'phrase2', timed: ['quick fox', 'fox quick', 'brown quick'], warm: ['lazy dog'] },
      { code: 'rescore', timed: ['quick fox', 'brown dog'], warm: ['dog'] },
    ];
    const run = runLucene(DOCS, queries, work);
    if ('why' in run) throw new Error(run.why);
    expect(run.name).toMatch(/^Lucene 8\.\d+ \(JVM \d+, own process\)$/);
    expect(run.output.docs).toBe(4);
    const sp = searchpad();
    await sp.build(DOCS);
    expect(run.output.scenarios.find((s) => s.scenario === 'or')?.ids).toEqual([await sp.matchOr('quick fox'), await sp.matchOr('lazy'), await sp.matchOr('brown dog sleep'), []]);
    await compareWithSearchpad(run, sp);
    for (const row of run.rows.slice(1)) expect(row.overlap_at_10, row.scenario).toBe(1);
  }, 120_000);
});

describe("the bench's SQLite FTS5 peer", () => {
  it('writes the queries in FTS5 syntax on the body column, every term quoted', () => {
    expect(fts5.or('Quick fox AND')).toBe('body : ("quick" OR "fox" OR "and")');
    expect(fts5.and('quick fox')).toBe('body : ("quick" AND "fox")');
    expect(fts5.phrase('brown "fox"')).toBe('body : "brown fox"');
    expect(fts5.or('!!')).toBe('');
  });

  it('answers from an in-memory FTS5 table ranked by bm25() on the body', async () => {
    const e = sqliteFts5();
    await e.build(DOCS);
    expect(e.name).toMatch(/^SQLite 3\.\d+\.\d+ FTS5 \(WASM\)$/);
    expect(await e.matchAnd!('lazy dog')).toEqual(['d1']);
    expect(new Set(await e.matchOr('lazy sleep'))).toEqual(new Set(['d1', 'd3']));
    expect((await e.matchOr('sleep'))[0]).toBe('d3');
    expect(await e.phrase!('brown fox', 0)).toEqual(['d1']);
    expect(await e.page!('quick', 1, 10)).toHaveLength(2);
    expect(await e.matchOr('?')).toEqual([]);
    expect(e.ownMemory!().mb).toBeGreaterThan(1);
  });
});

describe('overlap@10 and the slowest queries', () => {
  it('overlap is the share of the reference top 10 an answer holds, 1 when both are empty', () => {
    expect(overlapAt10(['a', 'b', 'c', 'd'], ['b', 'a', 'x'])).toBe(0.5);
    expect(overlapAt10([], [])).toBe(1);
    expect(overlapAt10([], ['a'])).toBe(0);
  });

  it('summarise names the slowest items, slowest first, by text or document id', () => {
    const s = summarise([5, 1, 9, 3, 7, 2, 8], 1, 7, ['e', 'a', 'i', 'c', 'g', 'b', { id: 'h' }]);
    expect(s.slowest).toEqual([
      { query: 'i', us: 9 },
      { query: 'doc h', us: 8 },
      { query: 'g', us: 7 },
      { query: 'e', us: 5 },
      { query: 'c', us: 3 },
    ]);
    expect(s.p50_us).toBe(5);
  });
});
