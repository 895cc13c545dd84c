import { describe, expect, it } from 'vitest';
import { formatPatterns, parseDate } from './date-format';

describe("date formats with 6.8's `8` (java.time) prefix", () => {
  it('parse java.time patterns: `u` is the year, two letters mean exactly two digits', () => {
    expect(parseDate('2018-02-18 17:47:17', '8yyyy-MM-dd HH:mm:ss')).toBe(Date.UTC(2018, 1, 18, 17, 47, 17));
    expect(parseDate('2018-02-18', '8uuuu-MM-dd')).toBe(Date.UTC(2018, 1, 18));
    // Joda reads `2018-2-18` under `yyyy-MM-dd`; java.time wants two digits for `MM`.
    expect(parseDate('2018-2-18', 'yyyy-MM-dd')).toBe(Date.UTC(2018, 1, 18));
    expect(parseDate('2018-2-18', '8yyyy-MM-dd')).toBeUndefined();
  });

  it('apply the prefix to the whole `||` list, with java.time names such as iso8601', () => {
    expect(parseDate('2018-02-18T10:00:00Z', '8iso8601')).toBe(Date.UTC(2018, 1, 18, 10));
    expect(parseDate('1000', '8yyyy-MM-dd||epoch_millis')).toBe(1000);
    expect(formatPatterns('8yyyy-MM-dd||epoch_millis')).toEqual(['yyyy-MM-dd', 'epoch_millis']);
    expect(formatPatterns('yyyy||8')).toEqual(['yyyy', '8']);
  });
});
