import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StoredDoc } from '../engine/index.ts';
import { ChunkWriter, compactedChunks, coveredInChunks, latestStates, worthCompacting, type DocChunk, type DocChunkHead } from './doc-chunks';

const state = (id: string, seqNo: number, deleted = false): StoredDoc => ({
  index: 'i', id, type: '_doc', source: deleted ? null : { id, seqNo }, version: 1, seqNo, primaryTerm: 1, shard: 0, deleted,
});

describe('document chunks', () => {
  it('one chunk per index and shard of a commit, its seq_nos kept only when they are not a run', () => {
    const w = new ChunkWriter();
    w.add(state('a', 4), undefined);
    w.add({ ...state('b', 0), shard: 1 }, undefined);
    w.add(state('c', 5), 2);
    w.add({ ...state('d', 2), shard: 1 }, undefined);
    const records = w.records();
    expect(records.map((r) => r.head)).toEqual([
      { index: 'i', shard: 0, lastSeqNo: 5, firstSeqNo: 4, count: 2, replaces: [2] },
      { index: 'i', shard: 1, lastSeqNo: 2, firstSeqNo: 0, count: 2, replaces: [], seqNos: [0, 2] },
    ]);
    expect(records[0].chunk.docs.map((d) => d.id)).toEqual(['a', 'c']);
  });

  it('an index deleted later in the commit takes the documents written to it before', () => {
    const w = new ChunkWriter();
    w.add(state('a', 0), undefined);
    w.add({ ...state('x', 0), index: 'j' }, undefined);
    w.dropIndex('i');
    w.add(state('b', 0), undefined);
    expect(w.records().map((r) => r.chunk.docs.map((d) => `${d.index}/${d.id}`))).toEqual([['j/x'], ['i/b']]);
  });

  it('property: over schema-5 records and chunks, compacted or not, the heads count the latest states at or below any seq_no, and the readers keep those states', () => {
    const op = fc.record({ id: fc.constantFrom('a', 'b', 'c', 'd', 'e'), deleted: fc.boolean() });
    fc.assert(fc.property(
      fc.array(fc.array(op, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 8 }),
      fc.nat(8),
      fc.integer({ min: -1, max: 50 }),
      (commits, legacyCommits, maxSeqNo) => {
        // As the engine writes: each write takes the next seq_no and names the state of its id it supersedes.
        const current = new Map<string, number>();
        const legacy = new Map<string, StoredDoc>(); // schema 5: the latest state per id
        const heads: DocChunkHead[] = [];
        const chunks: DocChunk[] = [];
        const all: StoredDoc[] = [];
        let seqNo = 0;
        commits.forEach((ops, c) => {
          const w = new ChunkWriter();
          for (const o of ops) {
            const d = state(o.id, seqNo++, o.deleted);
            all.push(d);
            if (c < legacyCommits) legacy.set(d.id, d);
            else w.add(d, current.get(d.id));
            current.set(d.id, d.seqNo);
          }
          for (const { chunk, head } of w.records()) {
            heads.push(head);
            chunks.push(chunk);
          }
        });
        const latest = latestStates(all);
        const legacyCovered = [...legacy.values()].filter((d) => d.seqNo <= maxSeqNo).length;
        const expected = latest.filter((d) => d.seqNo <= maxSeqNo).length;
        const byId = (docs: StoredDoc[]) => new Map(docs.map((d) => [d.id, d]));
        const latestById = new Map([...current].map(([id, s]) => [id, all[s]]));
        expect(legacyCovered + coveredInChunks(heads, maxSeqNo)).toBe(expected);
        expect(byId(latestStates([...legacy.values(), ...chunks.flatMap((c) => c.docs)]))).toEqual(latestById);
        const compacted = compactedChunks(chunks, heads);
        expect(legacyCovered + coveredInChunks(compacted.map((r) => r.head), maxSeqNo)).toBe(expected);
        expect(byId(latestStates([...legacy.values(), ...compacted.flatMap((r) => r.chunk.docs)]))).toEqual(latestById);
        // Only latest states are left: a second compaction finds nothing superseded.
        expect(compacted.flatMap((r) => r.chunk.docs).length).toBe(new Set(compacted.flatMap((r) => r.chunk.docs.map((d) => d.id))).size);
      },
    ), { numRuns: 300 });
  });

  it('a shard\'s chunks are worth compacting when half their states are superseded or they are many and small', () => {
    const head = (first: number, last: number, replaces: number[] = []): DocChunkHead => ({ index: 'i', shard: 0, firstSeqNo: first, lastSeqNo: last, count: last - first + 1, replaces });
    expect(worthCompacting([head(0, 99)])).toBe(false);
    expect(worthCompacting([head(0, 99), head(100, 199, [5, 6])])).toBe(false);
    // 100 of 200 states superseded (by writes naming states in the chunks).
    expect(worthCompacting([head(0, 99), head(100, 199, Array.from({ length: 100 }, (_, i) => i))])).toBe(true);
    // Superseding schema-5 records (seq_nos below every chunk) does not count.
    expect(worthCompacting([head(1000, 1099), head(1100, 1199, Array.from({ length: 100 }, (_, i) => i))])).toBe(false);
    // Many one-document chunks.
    expect(worthCompacting(Array.from({ length: 16 }, (_, i) => head(i, i)))).toBe(true);
    expect(worthCompacting(Array.from({ length: 15 }, (_, i) => head(i, i)))).toBe(false);
  });
});
