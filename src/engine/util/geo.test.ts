// Lucene 7.7 GeoEncodingUtils and SloppyMath facts (TestGeoEncodingUtils, TestSloppyMath) and ES DistanceUnit.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  arcDistanceMeters, decodeLatitude, decodeLongitude, encodeLatitude, encodeLongitude, geohashOfPoint, parseDistance,
  METERS, distanceUnit, sloppyAsin, sloppyCos,
} from './geo';
import { geohashEncode } from './geohash';

describe('geo encoding', () => {
  it('maps the ends of the ranges to the ends of int (90 and 180 are nudged down first)', () => {
    expect(encodeLatitude(-90)).toBe(-2147483648);
    expect(encodeLatitude(90)).toBe(2147483647);
    expect(encodeLongitude(-180)).toBe(-2147483648);
    expect(encodeLongitude(180)).toBe(2147483647);
    expect(decodeLatitude(encodeLatitude(0))).toBe(0);
  });

  it('property: decoding rounds toward -90/-180 by less than one step, and re-encoding is stable', () => {
    fc.assert(fc.property(fc.double({ min: -90, max: 90, noNaN: true }), fc.double({ min: -180, max: 180, noNaN: true }), (lat, lon) => {
      const dLat = decodeLatitude(encodeLatitude(lat));
      const dLon = decodeLongitude(encodeLongitude(lon));
      expect(dLat).toBeLessThanOrEqual(lat);
      expect(lat - dLat).toBeLessThan(180 / 2 ** 32 + 1e-12);
      expect(dLon).toBeLessThanOrEqual(lon);
      expect(encodeLatitude(dLat)).toBe(encodeLatitude(lat));
      expect(encodeLongitude(dLon)).toBe(encodeLongitude(lon));
    }));
  });

  it('geohash cells from the quantized bits agree with the plain bisection away from cell edges', () => {
    expect(geohashOfPoint(52.374081, 4.91235, 3)).toBe('u17');
    expect(geohashOfPoint(48.861111, 2.336389, 5)).toBe(geohashEncode(48.861111, 2.336389, 5));
    expect(geohashOfPoint(-33.8688, 151.2093, 12)).toBe(geohashEncode(-33.8688, 151.2093, 12));
  });
});

describe('SloppyMath', () => {
  it('cos and asin stay within their documented errors (1e-15, 1e-7)', () => {
    for (let a = -10; a <= 10; a += 0.0137) expect(Math.abs(sloppyCos(a) - Math.cos(a))).toBeLessThan(1e-14);
    for (let x = -1; x <= 1; x += 0.00071) expect(Math.abs(sloppyAsin(x) - Math.asin(x))).toBeLessThan(1e-7);
    expect(sloppyAsin(1)).toBe(Math.PI / 2);
    expect(Number.isNaN(sloppyAsin(1.5))).toBe(true);
  });

  it('haversinMeters: TestSloppyMath\'s values', () => {
    expect(arcDistanceMeters(0, 0, 0, 0)).toBe(0);
    // "Error is at most 4E-1 (40cm) from the actual haversine distance"
    const exact = (lat1: number, lon1: number, lat2: number, lon2: number) => {
      const r = Math.PI / 180;
      const h = Math.sin(((lat2 - lat1) * r) / 2) ** 2 + Math.cos(lat1 * r) * Math.cos(lat2 * r) * Math.sin(((lon2 - lon1) * r) / 2) ** 2;
      return 2 * 6371008.7714 * Math.asin(Math.sqrt(h));
    };
    fc.assert(fc.property(fc.double({ min: -90, max: 90, noNaN: true }), fc.double({ min: -180, max: 180, noNaN: true }), fc.double({ min: -90, max: 90, noNaN: true }), fc.double({ min: -180, max: 180, noNaN: true }), (a, b, c, d) => {
      expect(Math.abs(arcDistanceMeters(a, b, c, d) - exact(a, b, c, d))).toBeLessThan(0.4);
    }));
    // across the dateline is as short as it is
    expect(arcDistanceMeters(0, 179.5, 0, -179.5)).toBeCloseTo(arcDistanceMeters(0, 0, 0, 1), 3);
  });
});

describe('DistanceUnit', () => {
  it('parses a number with a unit suffix, ES\'s enum order deciding (km before m, nmi before mi)', () => {
    expect(parseDistance('12km', METERS, METERS)).toBe(12000);
    expect(parseDistance('5mi', METERS, METERS)).toBeCloseTo(8046.72, 6);
    expect(parseDistance('1nmi', METERS, METERS)).toBe(1852);
    expect(parseDistance('200', METERS, METERS)).toBe(200);
    expect(parseDistance('3', distanceUnit('km')!, METERS)).toBe(3000);
    expect(() => parseDistance('abc', METERS, METERS)).toThrow('For input string: "abc"');
  });
});
