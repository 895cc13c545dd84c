import { describe, expect, it } from 'vitest';
import { formatPatterns, localeHasKnownNames, parseDate, patternHasNames } from './date-format';

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

describe('month and day names (English, as Java prints them for Locale.ROOT and en)', () => {
  const utc = (s: string) => Date.parse(s);
  it('Joda reads short or full names in any case; a weekday moves the date within its Monday-first week', () => {
    expect(parseDate('05 Mar 2019', 'dd MMM yyyy')).toBe(utc('2019-03-05T00:00:00Z'));
    expect(parseDate('05 march 2019', 'dd MMM yyyy')).toBe(utc('2019-03-05T00:00:00Z'));
    expect(parseDate('05 June 2019', 'dd MMM yyyy')).toBe(utc('2019-06-05T00:00:00Z'));
    expect(parseDate('Tue, 05 March 2019 02:30 PM', 'EEE, dd MMMM yyyy hh:mm a')).toBe(utc('2019-03-05T14:30:00Z'));
    expect(parseDate('Tue, 05 March 2019 12:10 AM', 'EEE, dd MMMM yyyy hh:mm a')).toBe(utc('2019-03-05T00:10:00Z'));
    // 2019-03-05 is a Tuesday: Friday moves it to the 8th, as Joda's dayOfWeek field sets it.
    expect(parseDate('Fri 05 Mar 2019', 'EEE dd MMM yyyy')).toBe(utc('2019-03-08T00:00:00Z'));
    expect(parseDate('05 Mrz 2019', 'dd MMM yyyy')).toBeUndefined();
  });

  it('java.time reads the form its width gives, as written, and checks the weekday', () => {
    expect(parseDate('05 Mar 2019', '8dd MMM yyyy')).toBe(utc('2019-03-05T00:00:00Z'));
    expect(parseDate('05 March 2019', '8dd MMM yyyy')).toBeUndefined();
    expect(parseDate('05 mar 2019', '8dd MMM yyyy')).toBeUndefined();
    expect(parseDate('Tuesday 05 March 2019', '8EEEE dd MMMM yyyy')).toBe(utc('2019-03-05T00:00:00Z'));
    expect(parseDate('Friday 05 March 2019', '8EEEE dd MMMM yyyy')).toBeUndefined();
  });

  it('knows which formats use names and which locales it has names for', () => {
    expect(patternHasNames('dd MMM yyyy')).toBe(true);
    expect(patternHasNames("yyyy-MM-dd'T'HH:mm")).toBe(false);
    expect(patternHasNames("yyyy 'a' MM")).toBe(false);
    expect(patternHasNames('strict_date_optional_time||epoch_millis')).toBe(false);
    expect(['', 'ROOT', 'en', 'en_US', 'en-GB'].every(localeHasKnownNames)).toBe(true);
    expect(localeHasKnownNames('de')).toBe(false);
  });

  it('reads an upper bound rounding up: the time fields left out are 23:59:59.999', () => {
    expect(parseDate('2019-03-05', 'strict_date_optional_time', true)).toBe(utc('2019-03-05T23:59:59.999Z'));
    expect(parseDate('2019-03-05T10', 'strict_date_optional_time', true)).toBe(utc('2019-03-05T10:59:59.999Z'));
    expect(parseDate('05 Mar 2019', 'dd MMM yyyy', true)).toBe(utc('2019-03-05T23:59:59.999Z'));
  });
});
