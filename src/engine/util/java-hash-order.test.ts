import { describe, expect, it } from 'vitest';
import { javaHashMapCapacity, javaHashOrder, javaStringHashCode } from './java-hash-order';

describe('java HashMap iteration order', () => {
  it('String.hashCode as Java computes it (int overflow)', () => {
    expect(javaStringHashCode('')).toBe(0);
    expect(javaStringHashCode('a')).toBe(97);
    expect(javaStringHashCode('hello')).toBe(99162322);
    expect(javaStringHashCode('polygenelubricants')).toBe(-2147483648);
  });
  it('capacity doubles past 3/4 full', () => {
    expect(javaHashMapCapacity(12)).toBe(16);
    expect(javaHashMapCapacity(13)).toBe(32);
    expect(javaHashMapCapacity(25)).toBe(64);
  });
  it('orders by bucket, then insertion', () => {
    // new HashMap<>() of "b", "a", "c" iterates a, b, c (buckets 97, 98, 99 & 15 = 1, 2, 3).
    expect(javaHashOrder(['b', 'a', 'c'])).toEqual(['a', 'b', 'c']);
    // "Aa" and "BB" share a hash code: insertion order decides.
    expect(javaHashOrder(['BB', 'Aa'])).toEqual(['BB', 'Aa']);
    expect(javaHashOrder(['Aa', 'BB'])).toEqual(['Aa', 'BB']);
    // "q" (113 & 15 = 1) comes before "b" (2) and after "p" (112 & 15 = 0).
    expect(javaHashOrder(['b', 'q', 'p'])).toEqual(['p', 'q', 'b']);
  });
});
