import { describe, expect, it } from 'vitest';
import { byte4ToInt, intToByte4, LENGTH_TABLE } from './norms';

describe('norms (SmallFloat.intToByte4)', () => {
  it('keeps lengths below 40 exact and rounds down above', () => {
    for (let i = 0; i <= 40; i++) expect(byte4ToInt(intToByte4(i))).toBe(i);
    expect(byte4ToInt(intToByte4(41))).toBe(40);
    expect(byte4ToInt(intToByte4(43))).toBe(42);
    expect(byte4ToInt(intToByte4(66))).toBe(64);
    expect(byte4ToInt(intToByte4(100))).toBe(96);
    expect(byte4ToInt(intToByte4(199))).toBe(184);
    expect(byte4ToInt(intToByte4(295))).toBe(280);
    expect(byte4ToInt(intToByte4(327))).toBe(312);
    expect(byte4ToInt(intToByte4(1000))).toBe(984);
  });

  it('is monotonic and fits in a byte for every int', () => {
    let prev = -1;
    for (let i = 0; i < 100000; i += 7) {
      const b = intToByte4(i);
      expect(b).toBeLessThan(256);
      expect(b).toBeGreaterThanOrEqual(prev);
      prev = b;
    }
    expect(intToByte4(2 ** 31 - 1)).toBe(255);
    expect(LENGTH_TABLE[255]).toBe(byte4ToInt(255));
  });
});
