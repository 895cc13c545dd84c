import { describe, expect, it } from 'vitest';
import type { IndexedDoc } from './indexed-doc';
import { Shard } from './shard';

function doc(id: string, seqNo: number, text: string): IndexedDoc {
  const terms = text.split(' ');
  return {
    id, type: '_doc', source: { text }, version: 1, seqNo, primaryTerm: 1,
    inverted: new Map([['text', { terms, positions: terms.map((_, i) => i), startOffsets: terms.map(() => 0), endOffsets: terms.map(() => 1), normLength: terms.length, hasNorms: true }]]),
    docValues: new Map(),
    termVectorFields: new Map(),
  };
}

describe('a shard whose write buffer fills before a refresh', () => {
  it('flushes segments the segment cache does not see until the refresh, which bumps the generation', () => {
    const shard = new Shard(0, 1); // every document fills the buffer
    shard.index(doc('a', 0, 'red fox'), 0);
    shard.refresh(true);
    const gen = shard.generation;
    expect(shard.refreshedView).toHaveLength(1);
    shard.index(doc('b', 1, 'lazy dog'), 0);
    shard.index(doc('c', 2, 'blue fox'), 0);
    expect(shard.segments).toHaveLength(3);
    // Not refreshed: the cache's view is still the first segment alone.
    expect(shard.refreshedView).toHaveLength(1);
    shard.nextSeqNo = 3; // the caller hands out seq_nos
    shard.refresh(false);
    expect(shard.generation).toBe(gen + 1);
    expect(shard.refreshedSeqNo).toBe(2);
    expect(shard.refreshedView).toHaveLength(3);
    // A replaced doc stays live in the cache's view until the next refresh applies the delete.
    shard.index(doc('a', 3, 'green fox'), 0);
    expect(shard.get('a')?.source).toEqual({ text: 'green fox' });
    expect(shard.refreshedView[0].liveDocs[0]).toBe(1);
    shard.nextSeqNo = 4;
    shard.refresh(true);
    expect(shard.refreshedView).toHaveLength(4);
    expect(shard.refreshedView[0].liveDocs[0]).toBe(0);
    shard.delete('b', 2, 4, 0);
    expect([...shard.tombstones()].map((t) => t.id)).toEqual(['b']);
  });
});
