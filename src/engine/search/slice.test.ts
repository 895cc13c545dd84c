import { describe, expect, it } from 'vitest';
import { testEngine, type AnyBody } from '../test-support/engine-harness';
import { encodeUid } from './slice';

describe('sliced scroll', () => {
  it('encodes ids as Uid.encodeId does', () => {
    expect([...encodeUid('1')]).toEqual([0xfe, 0x1f]);
    expect([...encodeUid('42')]).toEqual([0xfe, 0x42]);
    expect([...encodeUid('a.b')]).toEqual([0xff, 0x61, 0x2e, 0x62]);
    expect([...encodeUid('abc')]).toEqual([105, 183]);
    // Four base64 chars are three bytes; a first byte >= 0xfd is escaped.
    expect([...encodeUid('AAAA')]).toEqual([0, 0, 0]);
    expect([...encodeUid('_wAA')]).toEqual([0xfd, 0xff, 0, 0]);
  });

  for (const [shards, max] of [[3, 2], [2, 5], [1, 3]]) {
    it(`splits ${shards} shard(s) into ${max} disjoint slices that cover every document`, async () => {
      const { req } = testEngine();
      await req('PUT', '/sl', { settings: { number_of_shards: shards } });
      for (let i = 1; i <= 40; i++) await req('PUT', `/sl/_doc/${i}`, { n: i });
      await req('POST', '/sl/_refresh');
      const seen: string[] = [];
      let sum = 0;
      for (let id = 0; id < max; id++) {
        const r = await req('POST', '/sl/_search?scroll=1m&size=100', { slice: { id, max } });
        const body = r.body as AnyBody;
        sum += body.hits.total;
        seen.push(...body.hits.hits.map((h: AnyBody) => h._id));
      }
      expect(sum).toBe(40);
      expect(new Set(seen).size).toBe(40);
    });
  }

  it("answers SliceBuilder's and SearchService's errors", async () => {
    const { req } = testEngine();
    await req('PUT', '/sl', { settings: { number_of_shards: 1, max_slices_per_scroll: 4 } });
    const reason = async (path: string, body: unknown) => ((await req('POST', path, body)).body as AnyBody).error;
    expect((await reason('/sl/_search?scroll=1m', { slice: { id: 2, max: 2 } })).reason).toBe('max must be greater than id');
    expect((await reason('/sl/_search?scroll=1m', { slice: { id: -1, max: 2 } })).reason).toBe('id must be greater than or equal to 0');
    expect((await reason('/sl/_search?scroll=1m', { slice: { id: 0, max: 1 } })).reason).toBe('max must be greater than 1');
    expect((await reason('/sl/_search', { slice: { id: 0, max: 2 } })).root_cause[0].reason).toBe('`slice` cannot be used outside of a scroll context');
    expect((await reason('/sl/_search?scroll=1m', { slice: { id: 0, max: 5 } })).root_cause[0]).toMatchObject({ type: 'query_phase_execution_exception', reason: expect.stringMatching(/^The number of slices \[5\] is too large/) });
  });
});
