/**
 * Reload scenario: an index of N WordNet (or Zipf) documents is built through the engine over an
 * in-memory store that keeps the segment cache (encoded buffers, as IndexedDB does), then a fresh
 * engine over the same store is timed from creation to its first answered `_search`. Beside it, the
 * same reload from documents alone (every document re-analysed), once per size.
 * In `npm run bench` unless --no-reload; alone: node --expose-gc --import tsx bench/reload.ts [--reload-docs 10000,100000]
 */
import { createEngine, MemoryStore } from '../../src/engine/index.ts';
import { loadCorpus } from '../corpus.ts';
import { loadIndex } from '../engines.ts';
import type { Row } from '../measure.ts';

const QUERY = { query: { match: { body: 'small domesticated animal' } } };
const RUNS = 5;

async function build(store: MemoryStore, n: number) {
  const docs = loadCorpus('wordnet', n).docs;
  const e = createEngine({ store });
  await loadIndex(e, docs);
  await e.idle();
  return docs.length;
}

/** Milliseconds from a new engine over `store` to its first answered search. */
async function reloadOnce(store: MemoryStore): Promise<{ ms: number; reanalysed: number }> {
  const started = performance.now();
  const e = createEngine({ store });
  const r = await e.request({ method: 'GET', path: '/wn/_search', body: QUERY });
  const ms = performance.now() - started;
  if (r.status !== 200) throw new Error(`search failed: ${JSON.stringify(r.body)}`);
  return { ms, reanalysed: e.lastLoad?.reanalysed ?? -1 };
}

const us = (ms: number) => Math.round(ms * 1000);

export async function reloadScenarios(sizes: number[]): Promise<Row[]> {
  const rows: Row[] = [];
  for (const n of sizes) {
    const cached = new MemoryStore({ segmentCache: true });
    const docs = await build(cached, n);
    const blobMb = cached.cachedSegments().reduce((s, b) => s + b.buffers.reduce((t, x) => t + x.byteLength, 0), 0) / 1e6;
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const { ms, reanalysed } = await reloadOnce(cached);
      if (reanalysed !== 0) throw new Error(`the reload re-analysed ${reanalysed} documents`);
      times.push(ms);
    }
    times.sort((a, b) => a - b);
    rows.push({ engine: 'Searchpad', scenario: 'reload to first search (segments)', docs, p50_us: us(times[RUNS >> 1]), p99_us: us(times[RUNS - 1]) });
    // The same documents without the cache: what a reload cost before segments were kept.
    const plain = new MemoryStore();
    const snapshot = await cached.load();
    await plain.commit([...snapshot.indices.map((meta) => ({ op: 'putIndex' as const, meta })), ...snapshot.docs.map((doc) => ({ op: 'putDoc' as const, doc }))]);
    const { ms } = await reloadOnce(plain);
    rows.push({ engine: 'Searchpad', scenario: 'reload to first search (re-analysis)', docs, p50_us: us(ms), p99_us: us(ms) });
    console.error(`reload ${docs}: ${times[RUNS >> 1].toFixed(0)} ms from segments (${blobMb.toFixed(1)} MB), ${ms.toFixed(0)} ms re-analysing`);
  }
  return rows;
}
