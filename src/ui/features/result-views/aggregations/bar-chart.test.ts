import { describe, expect, it } from 'vitest';
import { axisLabel } from './BarChart';

describe('time axis labels', () => {
  it('keep the date at midnight and the time otherwise; other keys unchanged', () => {
    expect(axisLabel('2021-03-01T00:00:00.000Z')).toBe('2021-03-01');
    expect(axisLabel('2021-03-01T06:30:00.000+01:00')).toBe('2021-03-01 06:30');
    expect(axisLabel('150.0')).toBe('150.0');
  });
});
