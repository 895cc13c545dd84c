import { beforeEach, describe, expect, it } from 'vitest';
import { addToHistory, capHistory, clearHistory, firstBodyLine, historyProblem, pinEntry, readHistory, searchHistory, writeHistory, type HistoryEntry } from './history';

/** A localStorage with a quota, in characters. */
function storage(quota = Infinity) {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => {
      if (v.length > quota) throw new DOMException('full', 'QuotaExceededError');
      m.set(k, v);
    },
    removeItem: (k: string) => m.delete(k),
  };
}

const entry = (i: number, extra: Partial<HistoryEntry> = {}): HistoryEntry => ({ method: 'GET', path: `/i${i}/_search`, bodyText: `{\n  "size": ${i}\n}`, at: i, ...extra });

describe('history', () => {
  beforeEach(() => {
    (globalThis as { localStorage?: unknown }).localStorage = storage();
  });

  it('keeps 500 requests plus the pinned ones, newest first, without repeats', () => {
    for (let i = 0; i < 510; i++) addToHistory(entry(i));
    addToHistory(entry(505));
    const h = readHistory();
    expect(h.length).toBe(500);
    expect(h[0].path).toBe('/i505/_search');
    expect(h.filter((e) => e.path === '/i505/_search').length).toBe(1);
    expect(capHistory([entry(1, { name: 'a' }), entry(2), entry(3)], 1).map((e) => e.at)).toEqual([1, 2]);
  });

  it('pins under a name, finds by name, path or body, and Clear keeps what is pinned', () => {
    addToHistory(entry(1));
    addToHistory(entry(2));
    pinEntry(entry(1), 'sizes');
    addToHistory(entry(1, { at: 99 })); // run again: still pinned
    expect(readHistory()[0]).toMatchObject({ name: 'sizes', at: 99 });
    expect(searchHistory(readHistory(), 'SIZES').map((e) => e.path)).toEqual(['/i1/_search']);
    expect(searchHistory(readHistory(), '"size": 2').map((e) => e.path)).toEqual(['/i2/_search']);
    expect(searchHistory(readHistory(), '').map((e) => e.name ?? '')).toEqual(['sizes', '']);
    expect(clearHistory().map((e) => e.name)).toEqual(['sizes']);
    expect(firstBodyLine(entry(7))).toBe('"size": 7');
  });

  it('over the storage quota drops the oldest and says so', () => {
    (globalThis as { localStorage?: unknown }).localStorage = storage(4000);
    const kept = writeHistory(Array.from({ length: 200 }, (_, i) => entry(200 - i)));
    expect(kept.length).toBeLessThan(200);
    expect(kept[0].at).toBe(200);
    expect(historyProblem()).toMatch(/storage is full/);
  });
});
