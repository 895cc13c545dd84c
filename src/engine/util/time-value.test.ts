import { describe, expect, it } from 'vitest';
import { timeValueText } from './time-value';

describe('TimeValue.toString', () => {
  it('picks the largest unit and cuts to one decimal, as ES writes `time` under ?human', () => {
    expect(timeValueText(1873811)).toBe('1.8ms');
    expect(timeValueText(304311)).toBe('304.3micros');
    expect(timeValueText(21)).toBe('21nanos');
    expect(timeValueText(2000)).toBe('2micros');
    expect(timeValueText(1999999)).toBe('1.9ms');
    expect(timeValueText(0)).toBe('0s');
    expect(timeValueText(90e9)).toBe('1.5m');
  });
});
