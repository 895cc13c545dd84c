/**
 * Geo arithmetic as Lucene 7.7 and ES 6.8 do it, bit for bit:
 * - a geo_point's doc value is LatLonDocValuesField's: latitude and longitude each quantized to 32 bits
 *   (GeoEncodingUtils.encodeLatitude/encodeLongitude, rounding toward -90/-180) and read back decoded
 *   (decodeLatitude/decodeLongitude); aggregations and geo queries see the decoded values;
 * - distances: SloppyMath.haversinMeters (table-based cos and asin, Earth's mean radius 6371008.7714 m) for
 *   `arc`, ES GeoUtils.planeDistance for `plane`;
 * - ES's DistanceUnit names, conversions and its parse of `"12km"`.
 */

const LAT_DECODE = 1 / (2 ** 32 / 180);
const LON_DECODE = 1 / (2 ** 32 / 360);

/** Math.nextDown of a positive finite double. */
function nextDown(x: number): number {
  const f = new Float64Array([x]);
  const bits = new BigInt64Array(f.buffer);
  bits[0] -= 1n;
  return f[0];
}

const NEXT_DOWN_90 = nextDown(90);
const NEXT_DOWN_180 = nextDown(180);

/** GeoEncodingUtils.encodeLatitude: the 32-bit signed int of a latitude in [-90, 90]. */
export function encodeLatitude(lat: number): number {
  return Math.floor((lat === 90 ? NEXT_DOWN_90 : lat) / LAT_DECODE) | 0;
}

/** GeoEncodingUtils.encodeLongitude: the 32-bit signed int of a longitude in [-180, 180]. */
export function encodeLongitude(lon: number): number {
  return Math.floor((lon === 180 ? NEXT_DOWN_180 : lon) / LON_DECODE) | 0;
}

/** GeoEncodingUtils.encodeLatitudeCeil: rounding toward +90 (a box's lower edge). */
export function encodeLatitudeCeil(lat: number): number {
  return lat === 90 ? 2147483647 : Math.ceil(lat / LAT_DECODE) | 0;
}

/** GeoEncodingUtils.encodeLongitudeCeil: rounding toward +180. */
export function encodeLongitudeCeil(lon: number): number {
  return lon === 180 ? 2147483647 : Math.ceil(lon / LON_DECODE) | 0;
}

export const decodeLatitude = (encoded: number) => encoded * LAT_DECODE;
export const decodeLongitude = (encoded: number) => encoded * LON_DECODE;

/** A geo_point as its doc value reads back: both coordinates quantized. */
export interface LatLon {
  lat: number;
  lon: number;
}

/** A stored geo_point (`lat,lon`, as the mapping keeps it) as its decoded doc value. */
export function docValuePoint(text: string): LatLon {
  const comma = text.indexOf(',');
  const lat = Number(text.slice(0, comma));
  const lon = Number(text.slice(comma + 1));
  return { lat: decodeLatitude(encodeLatitude(lat)), lon: decodeLongitude(encodeLongitude(lon)) };
}

/** A doc's geo_point doc values in LatLonDocValuesField order (the encoded long: latitude bits, then longitude). */
export function docValuePoints(texts: readonly string[]): LatLon[] {
  const out = texts.map(docValuePoint);
  if (out.length > 1) out.sort((a, b) => a.lat - b.lat || a.lon - b.lon);
  return out;
}

const BASE32 = '0123456789bcdefghjkmnpqrstuvwxyz';

/**
 * The geohash of a point at `precision` (1..12) as GeoHashUtils.stringEncode computes it: from the quantized
 * coordinates' bits (sign flipped so they sort), longitude bit first.
 */
export function geohashOfPoint(lat: number, lon: number, precision: number): string {
  const latBits = (encodeLatitude(lat) ^ 0x80000000) >>> 0;
  const lonBits = (encodeLongitude(lon) ^ 0x80000000) >>> 0;
  let out = '';
  let ch = 0;
  for (let j = 0; j < precision * 5; j++) {
    const k = 31 - (j >> 1);
    const bit = (j & 1) === 0 ? (lonBits >>> k) & 1 : (latBits >>> k) & 1;
    ch = (ch << 1) | bit;
    if (j % 5 === 4) {
      out += BASE32[ch];
      ch = 0;
    }
  }
  return out;
}

// ---- SloppyMath (Lucene 7.7) -------------------------------------------------------------------------------------

const TO_METERS = 6371008.7714;
const TO_RADIANS = Math.PI / 180;
const ONE_DIV_F2 = 1 / 2.0;
const ONE_DIV_F3 = 1 / 6.0;
const ONE_DIV_F4 = 1 / 24.0;

function fromBits(hex: string): number {
  const b = new BigInt64Array([BigInt.asIntN(64, BigInt(hex))]);
  return new Float64Array(b.buffer)[0];
}

const PIO2_HI = fromBits('0x3FF921FB54400000');
const PIO2_LO = fromBits('0x3DD0B4611A626331');
const TWOPI_HI = 4 * PIO2_HI;
const TWOPI_LO = 4 * PIO2_LO;
const SIN_COS_TABS_SIZE = (1 << 11) + 1;
const SIN_COS_DELTA_HI = TWOPI_HI / (SIN_COS_TABS_SIZE - 1);
const SIN_COS_DELTA_LO = TWOPI_LO / (SIN_COS_TABS_SIZE - 1);
const SIN_COS_INDEXER = 1 / (SIN_COS_DELTA_HI + SIN_COS_DELTA_LO);
const SIN_COS_MAX_VALUE_FOR_INT_MODULO = ((2147483647 >> 9) / SIN_COS_INDEXER) * 0.99;
const ASIN_MAX_VALUE_FOR_TABS = Math.sin(73.0 * TO_RADIANS);
const ASIN_TABS_SIZE = (1 << 13) + 1;
const ASIN_DELTA = ASIN_MAX_VALUE_FOR_TABS / (ASIN_TABS_SIZE - 1);
const ASIN_INDEXER = 1 / ASIN_DELTA;
const ASIN_PIO2_HI = fromBits('0x3FF921FB54442D18');
const ASIN_PIO2_LO = fromBits('0x3C91A62633145C07');
const ASIN_PS0 = fromBits('0x3fc5555555555555');
const ASIN_PS1 = fromBits('0xbfd4d61203eb6f7d');
const ASIN_PS2 = fromBits('0x3fc9c1550e884455');
const ASIN_PS3 = fromBits('0xbfa48228b5688f3b');
const ASIN_PS4 = fromBits('0x3f49efe07501b288');
const ASIN_PS5 = fromBits('0x3f023de10dfdf709');
const ASIN_QS1 = fromBits('0xc0033a271c8a2d4b');
const ASIN_QS2 = fromBits('0x40002ae59c598ac8');
const ASIN_QS3 = fromBits('0xbfe6066c1b8d0159');
const ASIN_QS4 = fromBits('0x3fb3b8c5b12e9282');

let tables: { sin: Float64Array; cos: Float64Array; asin: Float64Array[] } | undefined;

/** The look-up tables, built on first use (V8's sin/cos/asin are fdlibm's, as Java's StrictMath). */
function sloppyTables() {
  if (tables) return tables;
  const sin = new Float64Array(SIN_COS_TABS_SIZE);
  const cos = new Float64Array(SIN_COS_TABS_SIZE);
  const piIndex = (SIN_COS_TABS_SIZE - 1) / 2;
  for (let i = 0; i < SIN_COS_TABS_SIZE; i++) {
    const angle = i * SIN_COS_DELTA_HI + i * SIN_COS_DELTA_LO;
    let s = Math.sin(angle);
    let c = Math.cos(angle);
    if (i === piIndex || i === 2 * piIndex) s = 0;
    else if (i === piIndex / 2 || i === (3 * piIndex) / 2) c = 0;
    sin[i] = s;
    cos[i] = c;
  }
  const asin = [0, 1, 2, 3, 4].map(() => new Float64Array(ASIN_TABS_SIZE));
  for (let i = 0; i < ASIN_TABS_SIZE; i++) {
    const x = i * ASIN_DELTA;
    asin[0][i] = Math.asin(x);
    const inv = 1.0 / (1 - x * x);
    const inv05 = Math.sqrt(inv);
    const inv15 = inv05 * inv;
    const inv25 = inv15 * inv;
    const inv35 = inv25 * inv;
    asin[1][i] = inv05;
    asin[2][i] = x * inv15 * ONE_DIV_F2;
    asin[3][i] = (1 + 2 * x * x) * inv25 * ONE_DIV_F3;
    asin[4][i] = (5 + 2 * x * (2 + x * (5 - 2 * x))) * inv35 * ONE_DIV_F4;
  }
  return (tables = { sin, cos, asin });
}

/** SloppyMath.cos. */
export function sloppyCos(a: number): number {
  if (a < 0) a = -a;
  if (a > SIN_COS_MAX_VALUE_FOR_INT_MODULO) return Math.cos(a);
  const t = sloppyTables();
  let index = Math.trunc(a * SIN_COS_INDEXER + 0.5);
  const delta = a - index * SIN_COS_DELTA_HI - index * SIN_COS_DELTA_LO;
  index &= SIN_COS_TABS_SIZE - 2;
  const c = t.cos[index];
  const s = t.sin[index];
  return c + delta * (-s + delta * (-c * ONE_DIV_F2 + delta * (s * ONE_DIV_F3 + delta * c * ONE_DIV_F4)));
}

/** SloppyMath.asin. */
export function sloppyAsin(a: number): number {
  const negate = a < 0;
  if (negate) a = -a;
  let result: number;
  if (a <= ASIN_MAX_VALUE_FOR_TABS) {
    const [t0, t1, t2, t3, t4] = sloppyTables().asin;
    const index = Math.trunc(a * ASIN_INDEXER + 0.5);
    const delta = a - index * ASIN_DELTA;
    result = t0[index] + delta * (t1[index] + delta * (t2[index] + delta * (t3[index] + delta * t4[index])));
  } else if (a < 1.0) {
    const t = (1.0 - a) * 0.5;
    const p = t * (ASIN_PS0 + t * (ASIN_PS1 + t * (ASIN_PS2 + t * (ASIN_PS3 + t * (ASIN_PS4 + t * ASIN_PS5)))));
    const q = 1.0 + t * (ASIN_QS1 + t * (ASIN_QS2 + t * (ASIN_QS3 + t * ASIN_QS4)));
    const s = Math.sqrt(t);
    const z = s + s * (p / q);
    result = ASIN_PIO2_HI - (z + z - ASIN_PIO2_LO);
  } else if (a === 1.0) {
    result = Math.PI / 2;
  } else {
    return NaN;
  }
  return negate ? -result : result;
}

const sortKeyBits = new Float64Array(1);
const sortKeyInts = new Uint32Array(sortKeyBits.buffer);

/** SloppyMath.haversinSortKey: comparable as the distance is, with its low 3 bits cleared. */
export function haversinSortKey(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const x1 = lat1 * TO_RADIANS;
  const x2 = lat2 * TO_RADIANS;
  const h1 = 1 - sloppyCos(x1 - x2);
  const h2 = 1 - sloppyCos((lon1 - lon2) * TO_RADIANS);
  sortKeyBits[0] = h1 + sloppyCos(x1) * sloppyCos(x2) * h2;
  sortKeyInts[0] &= 0xfffffff8; // little-endian: the low word first
  return sortKeyBits[0];
}

/** SloppyMath.haversinMeters of a sort key. */
export function haversinMetersOfKey(sortKey: number): number {
  return TO_METERS * 2 * sloppyAsin(Math.min(1, Math.sqrt(sortKey * 0.5)));
}

function doubleOfBits(bits: bigint): number {
  return new Float64Array(new BigInt64Array([bits]).buffer)[0];
}

/**
 * Lucene GeoUtils.distanceQuerySortKey: the smallest sort key whose distance is the radius or more (a binary
 * search over the non-negative doubles' bits), so that `haversinSortKey(...) <= key` is the distance query's test.
 */
export function distanceQuerySortKey(radius: number): number {
  const max = haversinMetersOfKey(Number.MAX_VALUE);
  if (radius >= max) return max;
  let lo = 0n;
  let hi = 0x7fefffffffffffffn;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1n;
    const key = doubleOfBits(mid);
    const midRadius = haversinMetersOfKey(key);
    if (midRadius === radius) return key;
    if (midRadius > radius) hi = mid - 1n;
    else lo = mid + 1n;
  }
  return doubleOfBits(lo);
}

/** SloppyMath.haversinMeters: ES 6.8's `arc` distance. */
export function arcDistanceMeters(lat1: number, lon1: number, lat2: number, lon2: number): number {
  return haversinMetersOfKey(haversinSortKey(lat1, lon1, lat2, lon2));
}

/** ES GeoUtils.planeDistance: the `plane` distance (Math.toRadians as Java 9+ computes it). */
export function planeDistanceMeters(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const x = (lon2 - lon1) * TO_RADIANS * Math.cos(((lat2 + lat1) / 2.0) * TO_RADIANS);
  const y = (lat2 - lat1) * TO_RADIANS;
  return Math.sqrt(x * x + y * y) * TO_METERS;
}

// ---- DistanceUnit (ES 6.8) ---------------------------------------------------------------------------------------

export interface DistanceUnit {
  readonly meters: number;
  readonly names: readonly string[];
}

/** In ES's enum order, which `parse` relies on (`km` is tried before `m`, `nmi` before `mi`). */
export const DISTANCE_UNITS: readonly DistanceUnit[] = [
  { meters: 0.0254, names: ['in', 'inch'] },
  { meters: 0.9144, names: ['yd', 'yards'] },
  { meters: 0.3048, names: ['ft', 'feet'] },
  { meters: 1000.0, names: ['km', 'kilometers'] },
  { meters: 1852.0, names: ['NM', 'nmi', 'nauticalmiles'] },
  { meters: 0.001, names: ['mm', 'millimeters'] },
  { meters: 0.01, names: ['cm', 'centimeters'] },
  { meters: 1609.344, names: ['mi', 'miles'] },
  { meters: 1, names: ['m', 'meters'] },
];

export const METERS = DISTANCE_UNITS[8];

/** DistanceUnit.fromString: a unit by one of its names; undefined when none. */
export function distanceUnit(name: string): DistanceUnit | undefined {
  return DISTANCE_UNITS.find((u) => u.names.includes(name));
}

/** DistanceUnit.convert. */
export function convertDistance(value: number, from: DistanceUnit, to: DistanceUnit): number {
  return from === to ? value : (value * from.meters) / to.meters;
}

/**
 * DistanceUnit.parse: `"12km"` in `to` units; a bare number is in `defaultUnit`. Throws what Java's
 * Double.parseDouble throws (NumberFormatException's message) on a bad number.
 */
export function parseDistance(text: string, defaultUnit: DistanceUnit, to: DistanceUnit): number {
  for (const unit of DISTANCE_UNITS) {
    for (const name of unit.names) {
      if (text.endsWith(name)) return convertDistance(javaParseDouble(text.slice(0, text.length - name.length)), unit, to);
    }
  }
  return convertDistance(javaParseDouble(text), defaultUnit, to);
}

export class NumberFormatError extends Error {}

function javaParseDouble(s: string): number {
  const t = s.trim();
  if (!/^[+-]?(NaN|Infinity|((\d+\.?\d*|\.\d+)([eE][+-]?\d+)?)[fFdD]?)$/.test(t)) {
    throw new NumberFormatError(t === '' ? 'empty String' : `For input string: "${t}"`);
  }
  return Number(t.replace(/[fFdD]$/, ''));
}
