/**
 * The Lucene peer of `npm run bench`: Lucene itself (Debian's `liblucene8-java`, Lucene 8.7, on Debian's
 * default JDK), run in its own JVM by bench/lucene/LuceneRunner.java on the bench's corpus and query sets.
 * The bench installs both packages when they are missing (as root, or through `sudo -n`), compiles the
 * runner into bench/.build/lucene, writes the corpus and the queries to one input file and reads back,
 * per scenario, each timed query's time and top-10 ids (parseLuceneOutput). Its rows are timed by the JVM
 * (System.nanoTime around building the query, searching and fetching the ids), not side by side with the
 * floor; their overlap@10 is against Searchpad's answers to the same queries (1.0 expected: same BM25).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import type { Doc } from './corpus.ts';
import type { SearchpadBench } from './engines.ts';
import { summarise, type Row } from './measure.ts';
import { meanOverlap, overlapAt10 } from './overlap.ts';

/** The scenarios the runner knows (its codes) and the rows they fill. */
export const LUCENE_SCENARIOS = [
  { code: 'or', scenario: 'match (or)', searchpad: (e: SearchpadBench, q: string) => e.matchOr(q) },
  { code: 'and', scenario: 'match (and)', searchpad: (e: SearchpadBench, q: string) => e.matchAnd!(q) },
  { code: 'phrase0', scenario: 'match_phrase slop 0', searchpad: (e: SearchpadBench, q: string) => e.phrase!(q, 0) },
  { code: 'phrase2', scenario: 'match_phrase slop 2', searchpad: (e: SearchpadBench, q: string) => e.phrase!(q, 2) },
  { code: 'rescore', scenario: 'rescore window 100', searchpad: (e: SearchpadBench, q: string) => e.rescore!(q, 100, 2) },
] as const;

export type LuceneCode = (typeof LUCENE_SCENARIOS)[number]['code'];

/** One scenario's queries: the warm-up set (other queries of the same kind) and the timed set. */
export interface LuceneQueries {
  code: LuceneCode;
  warm: string[];
  timed: string[];
}

/** What the runner prints (one JSON object). */
export interface LuceneOutput {
  lucene: string;
  java: string;
  docs: number;
  segments: number;
  build_ms: number;
  heap_mb: number;
  scenarios: Array<{ scenario: string; times_us: number[]; ids: string[][] }>;
}

/** A Lucene run: its rows, and what is needed to compare its answers with Searchpad's. */
export interface LuceneRun {
  name: string;
  rows: Row[];
  queries: LuceneQueries[];
  output: LuceneOutput;
}

/** Relative to the repository (the bench and the tests run from there; the bench itself runs bundled in bench/.build). */
const SOURCE = 'bench/lucene/LuceneRunner.java';
const JAVA_DIR = '/usr/share/java';
/** Compared with Searchpad on this many queries per scenario (as the match (or) overlap of the in-process peers). */
const COMPARED = 200;

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** Reads the runner's stdout; throws with what is wrong when it is not the runner's JSON. */
export function parseLuceneOutput(text: string): LuceneOutput {
  const out: unknown = JSON.parse(text);
  if (!isObject(out)) throw new Error('Lucene runner: the output is not a JSON object');
  for (const k of ['lucene', 'java'] as const) if (typeof out[k] !== 'string') throw new Error(`Lucene runner: "${k}" is not a string`);
  for (const k of ['docs', 'segments', 'build_ms', 'heap_mb'] as const) if (typeof out[k] !== 'number') throw new Error(`Lucene runner: "${k}" is not a number`);
  if (!Array.isArray(out.scenarios)) throw new Error('Lucene runner: "scenarios" is not an array');
  for (const s of out.scenarios as unknown[]) {
    if (!isObject(s) || typeof s.scenario !== 'string') throw new Error('Lucene runner: a scenario has no name');
    const times = s.times_us;
    const ids = s.ids;
    if (!Array.isArray(times) || !times.every((t) => typeof t === 'number')) throw new Error(`Lucene runner: ${s.scenario}: "times_us" is not an array of numbers`);
    if (!Array.isArray(ids) || !ids.every((a) => Array.isArray(a) && a.every((id) => typeof id === 'string'))) throw new Error(`Lucene runner: ${s.scenario}: "ids" is not an array of id arrays`);
    if (ids.length !== times.length) throw new Error(`Lucene runner: ${s.scenario}: ${times.length} times for ${ids.length} answers`);
  }
  return out as unknown as LuceneOutput;
}

/** Lucene's core jar in Debian's Java directory (the runner needs nothing else). */
function coreJar(): string | undefined {
  if (!existsSync(JAVA_DIR)) return undefined;
  if (existsSync(`${JAVA_DIR}/lucene-core.jar`)) return `${JAVA_DIR}/lucene-core.jar`;
  const versioned = readdirSync(JAVA_DIR).filter((f) => /^lucene-core-8\.[\d.]+\.jar$/.test(f)).sort();
  return versioned.length > 0 ? `${JAVA_DIR}/${versioned[versioned.length - 1]}` : undefined;
}

const hasCommand = (cmd: string) => spawnSync(cmd, ['-version'], { stdio: 'ignore' }).status === 0;

/** Lucene's jar and a JDK are there already (nothing to install). */
export function luceneInstalled(): boolean {
  return coreJar() !== undefined && hasCommand('javac') && hasCommand('java');
}

/**
 * Lucene's jar and a JDK, installed from Debian's packages when missing: the classpath, or why not.
 */
export function ensureLucene(): { classpath: string } | { why: string } {
  if (luceneInstalled()) return { classpath: coreJar()! };
  const packages = ['liblucene8-java', 'default-jdk-headless'];
  const root = process.getuid?.() === 0;
  const [cmd, args] = root ? ['apt-get', ['install', '-y', '-qq', ...packages]] : ['sudo', ['-n', 'apt-get', 'install', '-y', '-qq', ...packages]];
  console.error(`Lucene peer: installing ${packages.join(' and ')} (${cmd} ${args.join(' ')})`);
  const r = spawnSync(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
  if (luceneInstalled()) return { classpath: coreJar()! };
  const reason = r.error ? r.error.message : (r.stderr ?? '').trim().split('\n').pop() || `exit status ${r.status}`;
  return { why: `could not install ${packages.join(' and ')} with ${cmd} (${reason})` };
}

/** One line of the input file: tabs and line breaks inside a text become spaces (the analysis splits on both alike). */
const field = (s: string) => s.replace(/[\t\r\n]/g, ' ');

/** The runner's input: `D id title body` per document, then `Q code warm|timed text` per query (tab-separated). */
export function luceneInput(docs: Doc[], queries: LuceneQueries[]): string {
  const lines: string[] = [];
  for (const d of docs) lines.push(`D\t${field(d.id)}\t${field(d.title)}\t${field(d.body)}`);
  for (const s of queries) {
    for (const q of s.warm) lines.push(`Q\t${s.code}\twarm\t${field(q)}`);
    for (const q of s.timed) lines.push(`Q\t${s.code}\ttimed\t${field(q)}`);
  }
  return lines.join('\n') + '\n';
}

/** The Lucene rows of one output: build, then one per scenario, with the slowest queries named. */
export function luceneRows(name: string, output: LuceneOutput, queries: LuceneQueries[]): Row[] {
  const rows: Row[] = [{ engine: name, scenario: 'build', docs: output.docs, docs_per_s: Math.round(output.docs / (output.build_ms / 1000)), mem_mb: output.heap_mb, note: `JVM heap after the build; ${output.segments} segment(s)` }];
  for (const s of output.scenarios) {
    const known = LUCENE_SCENARIOS.find((x) => x.code === s.scenario);
    const asked = queries.find((x) => x.code === s.scenario);
    if (!known || !asked) continue;
    const seconds = s.times_us.reduce((a, b) => a + b, 0) / 1e6;
    rows.push({ engine: name, scenario: known.scenario, docs: output.docs, ...summarise([...s.times_us], seconds, asked.timed.length, asked.timed) });
  }
  return rows;
}

/**
 * Runs Lucene on `docs` and the scenarios' queries: its run, or why it could not run (one line).
 */
export function runLucene(docs: Doc[], queries: LuceneQueries[], buildDir = 'bench/.build'): LuceneRun | { why: string } {
  const ready = ensureLucene();
  if ('why' in ready) return ready;
  const CLASSES = `${buildDir}/lucene`;
  const INPUT = `${buildDir}/lucene-input.tsv`;
  mkdirSync(CLASSES, { recursive: true });
  try {
    execFileSync('javac', ['-nowarn', '-d', CLASSES, '-cp', ready.classpath, SOURCE], { stdio: ['ignore', 'ignore', 'pipe'] });
  } catch (e) {
    return { why: `javac failed on ${SOURCE}: ${String((e as { stderr?: Buffer }).stderr ?? e).trim().split('\n')[0]}` };
  }
  writeFileSync(INPUT, luceneInput(docs, queries));
  const r = spawnSync('java', ['-Xms1g', '-Xmx2g', '-cp', `${CLASSES}:${ready.classpath}`, 'LuceneRunner', INPUT], { encoding: 'utf8', maxBuffer: 1 << 30, stdio: ['ignore', 'pipe', 'inherit'] });
  if (r.status !== 0) return { why: `the Lucene runner failed (${r.error?.message ?? `exit status ${r.status}`})` };
  let output: LuceneOutput;
  try {
    output = parseLuceneOutput(r.stdout);
  } catch (e) {
    return { why: (e as Error).message };
  }
  const name = `Lucene ${output.lucene.split('.').slice(0, 2).join('.')} (JVM ${output.java.split('.')[0]}, own process)`;
  return { name, rows: luceneRows(name, output, queries), queries, output };
}

/** Fills the overlap@10 of each Lucene row: its answers against Searchpad's to the same queries. */
export async function compareWithSearchpad(run: LuceneRun, searchpad: SearchpadBench): Promise<void> {
  for (const s of run.output.scenarios) {
    const known = LUCENE_SCENARIOS.find((x) => x.code === s.scenario);
    const asked = run.queries.find((x) => x.code === s.scenario);
    const row = run.rows.find((r) => r.scenario === known?.scenario);
    if (!known || !asked || !row) continue;
    const overlaps: number[] = [];
    for (let i = 0; i < Math.min(COMPARED, asked.timed.length); i++) overlaps.push(overlapAt10(await known.searchpad(searchpad, asked.timed[i]), s.ids[i]));
    row.overlap_at_10 = meanOverlap(overlaps);
  }
}
