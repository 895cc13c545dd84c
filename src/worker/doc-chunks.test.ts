import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StoredDoc } from '../engine/index.ts';
import { ChunkWriter, coveredInChunks, latestStates, type DocChunkHead } from './doc-chunks';

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

  it('property: over schema-5 records and chunks, the heads count the latest states at or below any seq_no, and the readers keep those states', () => {
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
        const chunked: StoredDoc[] = [];
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
            chunked.push(...chunk.docs);
          }
        });
        const latest = latestStates(all);
        const legacyCovered = [...legacy.values()].filter((d) => d.seqNo <= maxSeqNo).length;
        expect(legacyCovered + coveredInChunks(heads, maxSeqNo)).toBe(latest.filter((d) => d.seqNo <= maxSeqNo).length);
        const byId = (docs: StoredDoc[]) => new Map(docs.map((d) => [d.id, d]));
        expect(byId(latestStates([...legacy.values(), ...chunked]))).toEqual(new Map([...current].map(([id, s]) => [id, all[s]])));
      },
    ), { numRuns: 300 });
  });
});
