import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { geohashEncode, geohashNeighbours } from './geohash';

describe('geohash', () => {
  it('encodes known points', () => {
    expect(geohashEncode(57.64911, 10.40744, 11)).toBe('u4pruydqqvj');
  });

  it('a point is in its cell: every shorter hash is a prefix of a longer one', () => {
    fc.assert(fc.property(fc.double({ min: -89.9, max: 89.9, noNaN: true }), fc.double({ min: -179.9, max: 179.9, noNaN: true }), (lat, lon) => {
      const long = geohashEncode(lat, lon, 9);
      for (let p = 1; p < 9; p++) expect(long.startsWith(geohashEncode(lat, lon, p))).toBe(true);
    }));
  });

  it('has eight neighbours of the same length away from the poles', () => {
    const n = geohashNeighbours('u179tx');
    expect(n).toHaveLength(8);
    expect(new Set(n.map((h) => h.length))).toEqual(new Set([6]));
    expect(n).not.toContain('u179tx');
  });
});
