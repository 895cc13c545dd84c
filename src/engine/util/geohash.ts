/**
 * Geohashes as Lucene's GeoHashUtils writes them (base 32, longitude bit first) and their neighbours at the
 * same length (GeoHashUtils.addNeighbors: the eight cells around, fewer at the poles).
 */
const BASE32 = '0123456789bcdefghjkmnpqrstuvwxyz';

/** The geohash of a point at `precision` characters (1..12). */
export function geohashEncode(lat: number, lon: number, precision: number): string {
  let latLo = -90;
  let latHi = 90;
  let lonLo = -180;
  let lonHi = 180;
  let out = '';
  let bits = 0;
  let ch = 0;
  let even = true;
  while (out.length < precision) {
    if (even) {
      const mid = (lonLo + lonHi) / 2;
      if (lon >= mid) {
        ch = (ch << 1) | 1;
        lonLo = mid;
      } else {
        ch <<= 1;
        lonHi = mid;
      }
    } else {
      const mid = (latLo + latHi) / 2;
      if (lat >= mid) {
        ch = (ch << 1) | 1;
        latLo = mid;
      } else {
        ch <<= 1;
        latHi = mid;
      }
    }
    even = !even;
    if (++bits === 5) {
      out += BASE32[ch];
      bits = 0;
      ch = 0;
    }
  }
  return out;
}

/** The centre of a geohash cell and its half sizes. */
function decodeCell(hash: string): { lat: number; lon: number; dLat: number; dLon: number } {
  let latLo = -90;
  let latHi = 90;
  let lonLo = -180;
  let lonHi = 180;
  let even = true;
  for (const c of hash) {
    const v = BASE32.indexOf(c);
    for (let b = 4; b >= 0; b--) {
      const bit = (v >> b) & 1;
      if (even) {
        const mid = (lonLo + lonHi) / 2;
        if (bit) lonLo = mid;
        else lonHi = mid;
      } else {
        const mid = (latLo + latHi) / 2;
        if (bit) latLo = mid;
        else latHi = mid;
      }
      even = !even;
    }
  }
  return { lat: (latLo + latHi) / 2, lon: (lonLo + lonHi) / 2, dLat: (latHi - latLo) / 2, dLon: (lonHi - lonLo) / 2 };
}

/** The cells around `hash` at its length (longitude wraps; none past a pole). */
export function geohashNeighbours(hash: string): string[] {
  const { lat, lon, dLat, dLon } = decodeCell(hash);
  const out = new Set<string>();
  for (const dy of [-1, 0, 1]) {
    for (const dx of [-1, 0, 1]) {
      if (dx === 0 && dy === 0) continue;
      const nLat = lat + dy * 2 * dLat;
      if (nLat > 90 || nLat < -90) continue;
      let nLon = lon + dx * 2 * dLon;
      if (nLon > 180) nLon -= 360;
      if (nLon < -180) nLon += 360;
      out.add(geohashEncode(nLat, nLon, hash.length));
    }
  }
  out.delete(hash);
  return [...out];
}

/** `geohashEncode` of a `lat,lon` text (the form geo_point values are kept in). */
export function geohashOfLatLon(text: string, precision: number): string {
  const [lat, lon] = text.split(',').map(Number);
  return geohashEncode(lat, lon, precision);
}
