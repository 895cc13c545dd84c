import MiniSearch from 'minisearch';
import FlexSearch from 'flexsearch';
import { create, insertMultiple, search as oramaSearch } from '@orama/orama';
import lunr from 'lunr';
import { createEngine, type Engine } from '../src/engine/index.ts';
import type { Doc } from './corpus.ts';
import { DiscardingStore } from './discarding-store.ts';
import { Floor } from './floor.ts';
import { tokenize } from './tokenize.ts';
import { bulkBodies, WN_INDEX } from './wn-index.ts';

/**
 * One engine under test: build an index of the corpus (title and body, so every engine holds the same
 * text), then answer queries on the body with top-10 ids.
 */
export interface BenchEngine {
  name: string;
  build(docs: Doc[]): Promise<void>;
  matchOr(q: string): Promise<string[]>;
  matchAnd?(q: string): Promise<string[]>;
  phrase?(q: string, slop: number): Promise<string[]>;
  /** Set when `phrase` answers slop 0 only (no sloppy phrase row). */
  exactPhrasesOnly?: boolean;
  /** Memory the engine holds outside what V8 reports (a WebAssembly memory): the build row's memory instead. */
  ownMemory?(): { mb: number; what: string };
  /** The match's top `window` rescored with the phrase (with `slop`), top 10. */
  rescore?(q: string, window: number, slop: number): Promise<string[]>;
  /** A page of the match (or) ranking. */
  page?(q: string, from: number, size: number): Promise<string[]>;
}

export type SearchpadBench = BenchEngine & { engine: Engine; request(method: string, path: string, body?: unknown): Promise<unknown> };

const ids = (r: { body: unknown }) => ((r.body as { hits: { hits: Array<{ _id: string }> } }).hits.hits).map((h) => h._id);

/** Creates index `wn` (title and body, standard analyzer, one shard) in a Searchpad engine, bulk-loads `docs` and refreshes. */
export async function loadIndex(engine: Engine, docs: Doc[]): Promise<void> {
  await engine.request({ method: 'PUT', path: '/wn', body: WN_INDEX });
  for (const body of bulkBodies(docs)) {
    const r = await engine.request({ method: 'POST', path: '/wn/_doc/_bulk', body });
    if ((r.body as { errors: boolean }).errors) throw new Error('bulk failed');
  }
  await engine.request({ method: 'POST', path: '/wn/_refresh' });
}

export function searchpad(): SearchpadBench {
  // Persistence as in the page (IndexedDB, outside the heap): see DiscardingStore.
  const engine = createEngine({ store: new DiscardingStore() });
  const search = async (body: unknown) => ids(await engine.request({ method: 'GET', path: '/wn/_search', body }));
  return {
    name: 'Searchpad',
    engine,
    request: (method, path, body) => engine.request({ method, path, body }),
    build: (docs) => loadIndex(engine, docs),
    matchOr: (q) => search({ query: { match: { body: q } } }),
    matchAnd: (q) => search({ query: { match: { body: { query: q, operator: 'and' } } } }),
    phrase: (q, slop) => search({ query: { match_phrase: { body: { query: q, slop } } } }),
    rescore: (q, window, slop) => search({ query: { match: { body: q } }, rescore: { window_size: window, query: { rescore_query: { match_phrase: { body: { query: q, slop } } } } } }),
    page: (q, from, size) => search({ query: { match: { body: q } }, from, size }),
  };
}

export function floor(): BenchEngine {
  const f = new Floor();
  return {
    name: 'floor',
    exactPhrasesOnly: true,
    async build(docs) {
      f.build(docs);
    },
    matchOr: async (q) => f.search(q),
    matchAnd: async (q) => f.search(q, 10, true),
    phrase: async (q, slop) => (slop === 0 ? f.phrase(q) : []),
    rescore: async (q, window, slop) => f.rescore(q, window, slop),
    page: async (q, from, size) => f.search(q, from + size).slice(from),
  };
}

export function minisearch(): BenchEngine {
  const ms = new MiniSearch<Doc>({ fields: ['title', 'body'], storeFields: [], tokenize, searchOptions: { fields: ['body'] } });
  return {
    name: 'MiniSearch',
    async build(docs) {
      ms.addAll(docs);
    },
    matchOr: async (q) => ms.search(q).slice(0, 10).map((r) => String(r.id)),
    matchAnd: async (q) => ms.search(q, { combineWith: 'AND' }).slice(0, 10).map((r) => String(r.id)),
  };
}

export function flexsearch(): BenchEngine {
  const options = { tokenize: 'strict', encode: (s: string) => tokenize(s) } as const;
  const title = new FlexSearch.Index(options);
  const index = new FlexSearch.Index(options);
  let idOf: string[] = [];
  return {
    name: 'FlexSearch',
    async build(docs) {
      idOf = docs.map((d) => d.id);
      docs.forEach((d, i) => {
        title.add(i, d.title);
        index.add(i, d.body);
      });
    },
    matchOr: async (q) => (index.search(q, { limit: 10, suggest: true }) as number[]).map((i) => idOf[i]),
    matchAnd: async (q) => (index.search(q, { limit: 10 }) as number[]).map((i) => idOf[i]),
  };
}

export function orama(): BenchEngine {
  // Orama's generic types are too deep for tsc here; the calls below are plain.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let db: any;
  return {
    name: 'Orama',
    async build(docs) {
      db = await create({ schema: { id: 'string', title: 'string', body: 'string' } });
      await insertMultiple(db, docs.map((d) => ({ id: d.id, title: d.title, body: d.body })), 5000);
    },
    matchOr: async (q) => ((await oramaSearch(db, { term: q, properties: ['body'], limit: 10 })).hits as Array<{ id: string }>).map((h) => String(h.id)),
  };
}

export function lunrEngine(): BenchEngine {
  let idx: lunr.Index | undefined;
  return {
    name: 'Lunr',
    async build(docs) {
      idx = lunr(function () {
        this.ref('id');
        this.field('title');
        this.field('body');
        this.pipeline.reset();
        this.searchPipeline.reset();
        for (const d of docs) this.add(d);
      });
    },
    matchOr: async (q) => {
      const terms = tokenize(q).map((t) => t.replace(/[:~^*+-]/g, ''));
      return idx!.query((query) => terms.forEach((t) => query.term(t, { fields: ['body'] }))).slice(0, 10).map((r) => r.ref);
    },
  };
}
