/**
 * The values `doc[...]` gives for the field types that are neither numbers nor strings: a `geo_point` as ES's
 * `GeoPoint` (lat/lon as Lucene's LatLonDocValuesField keeps them, quantized to 32 bits each) and a `binary` value
 * as Lucene's `BytesRef`.
 */
import { utf8Decode } from '../../util/utf8';
import { base64UrlDecode } from '../../util/base64-url';
import { base64Encode } from '../../util/utf8';
import { defineClass, type JClass } from './jclass';
import * as state from './state';
import type { ExecState } from './state';

const { TBOOL, TDOUBLE, TINT, TSTRING } = state;

const ret = (st: ExecState, t: number, v: unknown) => {
  st.t = t;
  return v;
};

// Lucene 7.7 GeoEncodingUtils: a latitude is kept as the int floor(lat / LAT_DECODE), a longitude likewise; the
// top of each range (90, 180) is first moved one ulp down, so it lands on the largest int.
const LAT_DECODE = 1 / (2 ** 32 / 180);
const LON_DECODE = 1 / (2 ** 32 / 360);
const INT_MAX = 2 ** 31 - 1;

/** A latitude as doc values return it (encodeLatitude then decodeLatitude). */
export function quantizeLat(lat: number): number {
  return (lat === 90 ? INT_MAX : Math.floor(lat / LAT_DECODE)) * LAT_DECODE;
}

/** A longitude as doc values return it (encodeLongitude then decodeLongitude). */
export function quantizeLon(lon: number): number {
  return (lon === 180 ? INT_MAX : Math.floor(lon / LON_DECODE)) * LON_DECODE;
}

export class GeoPointValue {
  readonly cls: JClass = GEO_POINT_CLASS;
  constructor(readonly lat: number, readonly lon: number) {}

  /** From the `lat,lon` text a geo_point's doc values hold. */
  static fromDocValue(text: string): GeoPointValue {
    const comma = text.indexOf(',');
    return new GeoPointValue(quantizeLat(Number(text.slice(0, comma))), quantizeLon(Number(text.slice(comma + 1))));
  }
}

const GEO_POINT_CLASS: JClass = defineClass('org.elasticsearch.common.geo.GeoPoint', [
  ['getLat/0', (self: GeoPointValue, _a, _t, st) => ret(st, TDOUBLE, self.lat)],
  ['getLon/0', (self: GeoPointValue, _a, _t, st) => ret(st, TDOUBLE, self.lon)],
  ['toString/0', (self: GeoPointValue, _a, _t, st) => ret(st, TSTRING, `${self.lat}, ${self.lon}`)],
  ['equals/1', (self: GeoPointValue, a, _t, st) =>
    ret(st, TBOOL, a[0] instanceof GeoPointValue && a[0].lat === self.lat && a[0].lon === self.lon)],
]);

export class BytesRefValue {
  readonly cls: JClass = BYTES_REF_CLASS;
  constructor(readonly bytes: Uint8Array) {}

  /** From the base64 text a binary field's doc values hold. */
  static fromDocValue(text: string): BytesRefValue {
    const urlSafe = text.replace(/[\r\n]/g, '').replace(/\+/g, '-').replace(/\//g, '_');
    return new BytesRefValue(base64UrlDecode(urlSafe) ?? new Uint8Array(0));
  }

  /** As XContentBuilder writes a BytesRef: base64. */
  toJson(): string {
    return base64Encode(this.bytes);
  }
}

/** `BytesRef.toString()`: the bytes in hex, `[1f 8b]`. */
const bytesToString = (b: Uint8Array) => `[${Array.from(b, (x) => x.toString(16)).join(' ')}]`;

const BYTES_REF_CLASS: JClass = defineClass('org.apache.lucene.util.BytesRef', [
  ['utf8ToString/0', (self: BytesRefValue, _a, _t, st) => ret(st, TSTRING, utf8Decode(self.bytes))],
  ['getLength/0', (self: BytesRefValue, _a, _t, st) => ret(st, TINT, self.bytes.length)],
  ['bytesEquals/1', (self: BytesRefValue, a, _t, st) => {
    const o = a[0];
    return ret(st, TBOOL, o instanceof BytesRefValue && o.bytes.length === self.bytes.length && o.bytes.every((x, i) => x === self.bytes[i]));
  }],
  ['toString/0', (self: BytesRefValue, _a, _t, st) => ret(st, TSTRING, bytesToString(self.bytes))],
]);
