import { describe, expect, it } from 'vitest';
import { murmur3Bytes, murmur3HashUtf16 } from './murmur3';
import { shardIdFor } from '../index/routing';


describe('murmur3', () => {
  it('matches ES Murmur3HashFunctionTests vectors (strings hashed as UTF-16LE)', () => {
    expect(murmur3HashUtf16(('hell')) >>> 0).toBe(0x5a0cb7c3);
    expect(murmur3HashUtf16(('hello')) >>> 0).toBe(0xd7c31989);
    expect(murmur3HashUtf16(('hello w')) >>> 0).toBe(0x22ab2984);
    expect(murmur3HashUtf16(('hello wo')) >>> 0).toBe(0xdf0ca123);
    expect(murmur3HashUtf16(('hello wor')) >>> 0).toBe(0xe7744d61);
    expect(murmur3HashUtf16(('The quick brown fox jumps over the lazy dog')) >>> 0).toBe(0xe07db09c);
  });

  it('hashes strings as UTF-16LE code units', () => {
    const s = 'héllo 🍕';
    const bytes = new Uint8Array(s.length * 2);
    for (let i = 0; i < s.length; i++) {
      bytes[2 * i] = s.charCodeAt(i) & 0xff;
      bytes[2 * i + 1] = s.charCodeAt(i) >> 8;
    }
    expect(murmur3HashUtf16(s)).toBe(murmur3Bytes(bytes));
  });
});

describe('routing', () => {
  it('puts ids in the shards ES does (8 shards)', () => {
    const s = { numberOfShards: 8, routingNumShards: 8, routingPartitionSize: 1 };
    expect(shardIdFor('sEERfFzPSI', undefined, s)).toBe(1);
    expect(shardIdFor('cNRiIrjzYd', undefined, s)).toBe(7);
    expect(shardIdFor('BgfLBXUyWT', undefined, s)).toBe(5);
    expect(shardIdFor('hswhrppvDH', undefined, s)).toBe(0);
    expect(shardIdFor('AITyyoyLLs', undefined, s)).toBe(4);
  });

  it('routes ids 1..10 over 5 shards as ES 6.8', () => {
    const s = { numberOfShards: 5, routingNumShards: 5, routingPartitionSize: 1 };
    const shards = Array.from({ length: 10 }, (_, i) => shardIdFor(String(i + 1), undefined, s));
    expect(shards).toEqual([3, 2, 4, 2, 1, 2, 3, 1, 1, 1]);
  });

  it('uses the routing value instead of the id when given', () => {
    const s = { numberOfShards: 5, routingNumShards: 5, routingPartitionSize: 1 };
    expect(shardIdFor('anything', '1', s)).toBe(shardIdFor('1', undefined, s));
  });
});
