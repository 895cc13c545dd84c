import { illegalArgument } from '../errors/catalog';
import { isObject } from '../util/json';

/**
 * Values of the `binary`, `ip`, `geo_point` and `geo_shape` field types as their 6.8 mappers read them: each is
 * checked and kept in a canonical string form (what doc values hold and `docvalue_fields` returns).
 */

/** `binary`: a base64 string (Base64 decoding as Jackson's `binaryValue`). */
export function binaryValue(v: unknown): string {
  if (typeof v !== 'string' || !/^[A-Za-z0-9+/\r\n]*={0,2}$/.test(v) || v.replace(/[\r\n]/g, '').length % 4 === 1) {
    throw illegalArgument(`failed to parse binary value [${String(v)}]`);
  }
  return v;
}

/** The 16 bytes of an IPv6 address (IPv4 as ::ffff:a.b.c.d), or undefined. */
export function ipBytes(text: string): Uint8Array | undefined {
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  const out = new Uint8Array(16);
  if (v4) {
    const parts = v4.slice(1).map(Number);
    if (parts.some((p) => p > 255)) return undefined;
    out[10] = 0xff;
    out[11] = 0xff;
    out.set(parts, 12);
    return out;
  }
  if (!text.includes(':')) return undefined;
  let head = text;
  let tailV4: number[] | undefined;
  const lastColon = text.lastIndexOf(':');
  if (text.slice(lastColon + 1).includes('.')) {
    const b = ipBytes(text.slice(lastColon + 1));
    if (!b) return undefined;
    tailV4 = [...b.slice(12)];
    head = `${text.slice(0, lastColon + 1)}0:0`;
  }
  const halves = head.split('::');
  if (halves.length > 2) return undefined;
  const groups = (s: string) => (s === '' ? [] : s.split(':'));
  const left = groups(halves[0]);
  const right = halves.length === 2 ? groups(halves[1]) : [];
  const missing = 8 - left.length - right.length;
  if ((halves.length === 1 && missing !== 0) || (halves.length === 2 && missing < 1)) return undefined;
  const all = [...left, ...Array(halves.length === 2 ? missing : 0).fill('0'), ...right];
  for (let i = 0; i < 8; i++) {
    if (!/^[0-9a-fA-F]{1,4}$/.test(all[i])) return undefined;
    const n = parseInt(all[i], 16);
    out[2 * i] = n >> 8;
    out[2 * i + 1] = n & 0xff;
  }
  if (tailV4) out.set(tailV4, 12);
  return out;
}

/** InetAddresses.toAddrString: IPv4-mapped addresses print as IPv4; IPv6 compressed (longest zero run), lower case. */
export function ipToString(b: Uint8Array): string {
  if (b.slice(0, 10).every((x) => x === 0) && b[10] === 0xff && b[11] === 0xff) return [...b.slice(12)].join('.');
  const groups = Array.from({ length: 8 }, (_, i) => (b[2 * i] << 8) | b[2 * i + 1]);
  let bestStart = -1;
  let bestLen = 0;
  for (let i = 0; i < 8; ) {
    if (groups[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < 8 && groups[j] === 0) j++;
    if (j - i > bestLen && j - i >= 2) {
      bestStart = i;
      bestLen = j - i;
    }
    i = j;
  }
  const hex = groups.map((g) => g.toString(16));
  if (bestStart < 0) return hex.join(':');
  return `${hex.slice(0, bestStart).join(':')}::${hex.slice(bestStart + bestLen).join(':')}`;
}

export function ipValue(v: unknown): string {
  const b = typeof v === 'string' ? ipBytes(v) : undefined;
  if (!b) throw illegalArgument(`'${String(v)}' is not an IP string literal.`);
  return ipToString(b);
}

/** `a.b.c.d/n` or `x::/n`: whether an address (canonical string) is inside. */
export function cidrContains(cidr: string, address: string): boolean {
  const slash = cidr.indexOf('/');
  const base = ipBytes(cidr.slice(0, slash));
  const addr = ipBytes(address);
  let bits = Number(cidr.slice(slash + 1));
  if (!base || !addr || !Number.isInteger(bits)) throw illegalArgument(`Expected [ip/prefix] but was [${cidr}]`);
  // An IPv4 prefix counts within the IPv4-mapped range.
  if (!cidr.slice(0, slash).includes(':')) bits += 96;
  if (bits < 0 || bits > 128) throw illegalArgument(`Illegal prefix length [${cidr.slice(slash + 1)}] in [${cidr}]`);
  for (let i = 0; i < 128; i++) {
    if (i >= bits) return true;
    const mask = 0x80 >> (i % 8);
    if ((base[i >> 3] & mask) !== (addr[i >> 3] & mask)) return false;
  }
  return true;
}

const inRange = (lat: number, lon: number) => Number.isFinite(lat) && Number.isFinite(lon);

/** `geo_point`: `{lat, lon}`, `[lon, lat]`, `"lat,lon"` or a geohash, as `lat,lon`. */
export function geoPointValue(v: unknown, ignoreMalformed: boolean): string | undefined {
  let lat: number;
  let lon: number;
  if (isObject(v)) {
    lat = Number(v.lat);
    lon = Number(v.lon);
  } else if (Array.isArray(v)) {
    lon = Number(v[0]);
    lat = Number(v[1]);
  } else if (typeof v === 'string' && v.includes(',')) {
    const [a, b] = v.split(',');
    lat = Number(a.trim());
    lon = Number(b.trim());
  } else if (typeof v === 'string' && /^[0-9b-hjkmnp-z]{1,12}$/.test(v)) {
    [lat, lon] = decodeGeohash(v);
  } else throw illegalArgument(`failed to parse geo_point [${JSON.stringify(v)}]`);
  if (!inRange(lat, lon)) throw illegalArgument(`failed to parse geo_point [${JSON.stringify(v)}]`);
  if (!ignoreMalformed && (lat < -90 || lat > 90)) throw illegalArgument(`illegal latitude value [${lat}]`);
  if (!ignoreMalformed && (lon < -180 || lon > 180)) throw illegalArgument(`illegal longitude value [${lon}]`);
  return `${lat},${lon}`;
}

function decodeGeohash(hash: string): [number, number] {
  const alphabet = '0123456789bcdefghjkmnpqrstuvwxyz';
  const lat = [-90, 90];
  const lon = [-180, 180];
  let even = true;
  for (const c of hash) {
    const bitsOf = alphabet.indexOf(c);
    for (let b = 4; b >= 0; b--) {
      const range = even ? lon : lat;
      const mid = (range[0] + range[1]) / 2;
      if ((bitsOf >> b) & 1) range[0] = mid;
      else range[1] = mid;
      even = !even;
    }
  }
  return [(lat[0] + lat[1]) / 2, (lon[0] + lon[1]) / 2];
}

const SHAPE_TYPES = new Set(['point', 'linestring', 'polygon', 'multipoint', 'multilinestring', 'multipolygon', 'geometrycollection', 'envelope', 'circle']);

/** `geo_shape`: a GeoJSON object (or WKT text) with a known type, kept as given (shapes are not indexed for queries yet). */
export function geoShapeValue(v: unknown): string {
  if (isObject(v)) {
    const type = String(v.type ?? '').toLowerCase();
    if (!SHAPE_TYPES.has(type)) throw illegalArgument(`unknown geo_shape [${String(v.type)}]`);
    if (type !== 'geometrycollection' && v.coordinates === undefined) throw illegalArgument('coordinates not included');
    return JSON.stringify(v);
  }
  if (typeof v === 'string') {
    const type = /^\s*([A-Za-z]+)/.exec(v)?.[1]?.toLowerCase();
    if (type && SHAPE_TYPES.has(type)) return v.trim();
  }
  throw illegalArgument('shape must be an object consisting of type and coordinates');
}
