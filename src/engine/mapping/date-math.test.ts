import { describe, expect, it } from 'vitest';
import { parseDateMath } from './date-math';

const NOW = Date.UTC(2021, 4, 17, 13, 45, 10, 500);

describe('date math', () => {
  it('anchors on now or a date, adds units and rounds (up for inclusive upper bounds)', () => {
    expect(parseDateMath('now', NOW)).toBe(NOW);
    expect(parseDateMath('now-1d/d', NOW)).toBe(Date.UTC(2021, 4, 16));
    expect(parseDateMath('now/d', NOW, undefined, true)).toBe(Date.UTC(2021, 4, 18) - 1);
    expect(parseDateMath('now-10M/M', NOW)).toBe(Date.UTC(2020, 6, 1));
    expect(parseDateMath('2020-01-31||+1M', NOW)).toBe(Date.UTC(2020, 2, 2));
    expect(parseDateMath('2020-01-15', NOW)).toBe(Date.UTC(2020, 0, 15));
    expect(parseDateMath('now+1x', NOW)).toBeUndefined();
  });
});
