/**
 * The SQLite FTS5 peer of `npm run bench`: SQLite's official WebAssembly build (`@sqlite.org/sqlite-wasm`),
 * an in-memory database with one FTS5 table (id unindexed, title, body), ranked by FTS5's `bm25()` with
 * only the body column weighted, queried on the body column. The same queries in FTS5's syntax: terms
 * joined by OR or AND, a phrase in double quotes. Sloppy phrases have no honest FTS5 equivalent (NEAR
 * ignores order, counts the tokens between the phrases instead of Lucene's moves, and does not change
 * the score), so this peer has no slop-2 or rescore row.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Doc } from './corpus.ts';
import type { BenchEngine } from './engines.ts';
import { tokenize } from './tokenize.ts';

/** The parts of the package's `oo1` API the peer uses. */
interface Stmt {
  bind(values: unknown[]): Stmt;
  step(): boolean;
  get(column: number): unknown;
  reset(clearBindings?: boolean): Stmt;
}
interface Db {
  exec(sql: string): void;
  prepare(sql: string): Stmt;
}
interface Sqlite3 {
  version: { libVersion: string };
  oo1: { DB: new (name: string) => Db };
  wasm: { heap8u(): Uint8Array };
}

let loaded: Promise<Sqlite3> | undefined;

/**
 * Loads the WebAssembly build in Node. The package is written for browsers and workers: its loader reads
 * `self.location` and `self.BigInt64Array`, so `self` stands for the global object (with a location) while it
 * loads, and the .wasm file is read from disk rather than fetched.
 */
function loadSqlite(): Promise<Sqlite3> {
  loaded ??= (async () => {
    const require = createRequire(import.meta.url);
    const dir = require.resolve('@sqlite.org/sqlite-wasm/package.json').replace(/package\.json$/, 'sqlite-wasm/jswasm/');
    const g = globalThis as { self?: unknown };
    const had = 'self' in g;
    const previous = g.self;
    g.self = Object.create(globalThis, { location: { value: { href: `file://${dir}sqlite3.mjs`, pathname: `${dir}sqlite3.mjs` } } });
    const warn = console.warn;
    console.warn = () => {}; // "Ignoring inability to install OPFS sqlite3_vfs": no OPFS in Node, none needed in memory
    try {
      const { default: init } = await import('@sqlite.org/sqlite-wasm');
      return (await init({ print: () => {}, printErr: () => {}, wasmBinary: readFileSync(`${dir}sqlite3.wasm`) })) as Sqlite3;
    } finally {
      console.warn = warn;
      if (had) g.self = previous;
      else delete g.self;
    }
  })();
  return loaded;
}

/** A query's terms as FTS5 strings (each in double quotes, so no word is read as an operator). */
const quoted = (q: string) => tokenize(q).map((t) => `"${t}"`);

/** FTS5 MATCH expressions on the body column for the bench's query kinds ('' when the query has no term). */
export const fts5 = {
  or: (q: string) => (quoted(q).length === 0 ? '' : `body : (${quoted(q).join(' OR ')})`),
  and: (q: string) => (quoted(q).length === 0 ? '' : `body : (${quoted(q).join(' AND ')})`),
  phrase: (q: string) => (tokenize(q).length === 0 ? '' : `body : "${tokenize(q).join(' ')}"`),
};

export function sqliteFts5(): BenchEngine {
  let top: Stmt;
  let page: Stmt;
  let sqlite: Sqlite3 | undefined;
  const ids = (stmt: Stmt, match: string, ...more: unknown[]) => {
    if (match === '') return [];
    stmt.bind([match, ...more]);
    const out: string[] = [];
    while (stmt.step()) out.push(stmt.get(0) as string);
    stmt.reset(true);
    return out;
  };
  const engine: BenchEngine = {
    name: 'SQLite FTS5',
    exactPhrasesOnly: true,
    async build(docs: Doc[]) {
      const sqlite3 = (sqlite = await loadSqlite());
      engine.name = `SQLite ${sqlite3.version.libVersion} FTS5 (WASM)`;
      const db = new sqlite3.oo1.DB(':memory:');
      // unicode61 without diacritics folding: lowercased runs of letters and digits, as the other peers' tokens.
      db.exec("CREATE VIRTUAL TABLE docs USING fts5(id UNINDEXED, title, body, tokenize = 'unicode61 remove_diacritics 0')");
      // `rank` is bm25() with only the body column weighted (id, title, body).
      db.exec("INSERT INTO docs(docs, rank) VALUES('rank', 'bm25(0.0, 0.0, 1.0)')");
      db.exec('BEGIN');
      const insert = db.prepare('INSERT INTO docs(id, title, body) VALUES (?, ?, ?)');
      for (const d of docs) {
        insert.bind([d.id, d.title, d.body]);
        insert.step();
        insert.reset(true);
      }
      db.exec('COMMIT');
      // Merges the index's b-trees into one, as a built index would be queried.
      db.exec("INSERT INTO docs(docs) VALUES('optimize')");
      top = db.prepare('SELECT id FROM docs WHERE docs MATCH ? ORDER BY rank LIMIT 10');
      page = db.prepare('SELECT id FROM docs WHERE docs MATCH ? ORDER BY rank LIMIT ? OFFSET ?');
    },
    matchOr: async (q) => ids(top, fts5.or(q)),
    matchAnd: async (q) => ids(top, fts5.and(q)),
    phrase: async (q, slop) => (slop === 0 ? ids(top, fts5.phrase(q)) : []),
    page: async (q, from, size) => ids(page, fts5.or(q), size, from),
    // The database lives in the WebAssembly memory, which V8's heap and ArrayBuffer figures do not count.
    ownMemory: () => ({ mb: (sqlite?.wasm.heap8u().byteLength ?? 0) / 1e6, what: 'WebAssembly memory' }),
  };
  return engine;
}
