import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileScript, scriptResultToJson } from './index';
import { quantizeLat, quantizeLon } from './painless/doc-value-objects';
import { errorOf, fakeDocValues } from './script-test-support';
import { base64Encode, utf8Encode } from '../util/utf8';
import { ipToHex } from '../util/ip';

const dv = fakeDocValues({
  ip: { kind: 'ip', docs: [[ipToHex('192.168.0.1')!]] },
  geo: { kind: 'geo_point', docs: [['41.12,-71.34']] },
  bin: { kind: 'binary', docs: [[base64Encode(utf8Encode('Some binary blob'))]] },
  date: { kind: 'date', docs: [[Date.UTC(2017, 0, 1, 12, 11, 12)]] },
  many: { kind: 'date', docs: [[Date.UTC(2017, 0, 1), Date.UTC(2017, 0, 4), Date.UTC(2017, 1, 1)]] },
  long: { kind: 'long', docs: [[12348732141234]] },
  none: { kind: 'ip', docs: [[]] },
});

/** A `script_fields` script's answer for doc 0, as JSON, with the warnings it raised. */
function field(source: string) {
  const script = compileScript({ source, lang: 'painless', params: {} }, { context: 'field' });
  const value = scriptResultToJson(script.evaluate(0, 0, dv));
  return { value, warnings: script.warnings };
}

describe('doc values of every field type, as Painless reads them', () => {
  it('reads an ip as its text', () => {
    expect(field("doc['ip'].value").value).toBe('192.168.0.1');
    expect(field("doc['ip'][0]").value).toBe('192.168.0.1');
  });

  it("reads a geo_point as a GeoPoint with Lucene's quantized lat and lon", () => {
    expect(field("doc['geo'].value").value).toEqual({ lat: 41.1199999647215, lon: -71.34000004269183 });
    expect(field("doc['geo'].lat").value).toBe(41.1199999647215);
    expect(field("doc['geo'].value.lon").value).toBe(-71.34000004269183);
  });

  it('quantizes every latitude and longitude to at most one step below it, the top of the range included', () => {
    fc.assert(
      fc.property(fc.double({ min: -90, max: 90, noNaN: true }), fc.double({ min: -180, max: 180, noNaN: true }), (lat, lon) => {
        const qLat = quantizeLat(lat);
        const qLon = quantizeLon(lon);
        expect(qLat).toBeLessThanOrEqual(lat);
        expect(lat - qLat).toBeLessThan(180 / 2 ** 32 + 1e-15);
        expect(qLon).toBeLessThanOrEqual(lon);
        expect(lon - qLon).toBeLessThan(360 / 2 ** 32 + 1e-15);
        expect(quantizeLat(qLat)).toBe(qLat);
      }),
    );
    expect(quantizeLat(90)).toBeLessThan(90);
  });

  it('reads a binary value as a BytesRef', () => {
    expect(field("doc['bin'].get(0).utf8ToString()").value).toBe('Some binary blob');
    expect(field("doc['bin'].value.length").value).toBe(16);
    expect(field("doc['bin'].value").value).toBe(base64Encode(utf8Encode('Some binary blob')));
  });

  it('writes dates with milliseconds and has the java.time day of the week', () => {
    expect(field('doc.date.value').value).toBe('2017-01-01T12:11:12.000Z');
    expect(field('doc.date.value.dayOfWeekEnum.value').value).toBe(7);
    expect(field('doc.date.value.dayOfWeekEnum').value).toBe('SUNDAY');
    expect(field('doc.date.value.getDayOfWeek()')).toEqual({
      value: 7,
      warnings: ['The return type of [getDayOfWeek()] will change to an enum in 7.0. Use getDayOfWeekEnum().getValue().'],
    });
    let days = '';
    for (let i = 0; i < 3; i++) days += field(`doc.many[${i}].getDayOfWeekEnum().value`).value;
    expect(days).toBe('733');
  });

  it("keeps 5.x's date accessors with their deprecation warnings", () => {
    expect(field("doc['date'].date")).toEqual({
      value: '2017-01-01T12:11:12.000Z',
      warnings: ['getDate is no longer necessary on date fields as the value is now a date.'],
    });
    expect(field("doc['long'].dates.get(0)")).toEqual({
      value: '2361-04-26T03:22:21.234Z',
      warnings: ['getDates on numeric fields is deprecated. Use a date field to get dates.'],
    });
  });

  it('returns doc values as a list of their values, copied while the document is current', () => {
    expect(field('doc.many').value).toEqual(['2017-01-01T00:00:00.000Z', '2017-01-04T00:00:00.000Z', '2017-02-01T00:00:00.000Z']);
  });

  it('answers a missing ip with null and the deprecation warning', () => {
    const r = field("doc['none'].value");
    expect(r.value).toBeNull();
    expect(r.warnings[0]).toMatch(/^returning default values for missing document values is deprecated/);
  });

  it("refuses to write an object XContent does not know, as XContentBuilder does", () => {
    const { json } = errorOf(() => field('doc.date.value.dayOfWeekEnum.getClass()'));
    expect(json.type).toBe('script_exception');
    const other = errorOf(() => scriptResultToJson({ cls: { name: 'java.lang.Object' } }));
    expect(other.json.reason).toBe('cannot write xcontent for unknown value of type class java.lang.Object');
  });
});
