/**
 * IP addresses as ES's `ip` field keeps them: 16 bytes (IPv4 as IPv4-mapped IPv6), here as 32 hex digits so that
 * string order is byte order; printed back as InetAddresses.toAddrString does (dotted IPv4 for mapped addresses,
 * RFC 5952 compressed IPv6).
 */

function parseV4(text: string): number[] | undefined {
  const parts = text.split('.');
  if (parts.length !== 4) return undefined;
  const out: number[] = [];
  for (const p of parts) {
    if (!/^\d{1,3}$/.test(p)) return undefined;
    const n = Number(p);
    if (n > 255) return undefined;
    out.push(n);
  }
  return out;
}

function parseV6(text: string): number[] | undefined {
  let s = text;
  let tail: number[] = [];
  if (s.includes('.')) {
    const lastColon = s.lastIndexOf(':');
    const v4 = parseV4(s.slice(lastColon + 1));
    if (!v4 || lastColon < 0) return undefined;
    tail = [(v4[0] << 8) | v4[1], (v4[2] << 8) | v4[3]];
    s = s.slice(0, lastColon + 1);
    if (!s.endsWith('::')) s = s.slice(0, -1);
  }
  const halves = s.split('::');
  if (halves.length > 2) return undefined;
  const read = (h: string): number[] | undefined => {
    if (h === '') return [];
    const out: number[] = [];
    for (const g of h.split(':')) {
      if (!/^[0-9a-fA-F]{1,4}$/.test(g)) return undefined;
      out.push(parseInt(g, 16));
    }
    return out;
  };
  const head = read(halves[0]);
  const rest = halves.length === 2 ? read(halves[1]) : [];
  if (!head || !rest) return undefined;
  const total = head.length + rest.length + tail.length;
  if (halves.length === 1 ? total !== 8 : total > 7) return undefined;
  const all = [...head, ...new Array<number>(8 - total).fill(0), ...rest, ...tail];
  const bytes: number[] = [];
  for (const g of all) bytes.push(g >> 8, g & 255);
  return bytes;
}

/** The 16 bytes of an IP literal, or undefined when it is not one. */
export function parseIpBytes(text: string): number[] | undefined {
  const v4 = parseV4(text);
  if (v4) return [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 255, 255, ...v4];
  if (!text.includes(':')) return undefined;
  return parseV6(text.replace(/^\[|\]$/g, ''));
}

const hex = (bytes: number[]) => bytes.map((b) => b.toString(16).padStart(2, '0')).join('');

/** The sortable hex form of an IP literal, or undefined. */
export function ipToHex(text: string): string | undefined {
  const b = parseIpBytes(text);
  return b ? hex(b) : undefined;
}

/** InetAddresses.toAddrString of the hex form. */
export function hexToIp(h: string): string {
  const bytes = [];
  for (let i = 0; i < 32; i += 2) bytes.push(parseInt(h.slice(i, i + 2), 16));
  if (bytes.slice(0, 10).every((b) => b === 0) && bytes[10] === 255 && bytes[11] === 255) return bytes.slice(12).join('.');
  const groups: number[] = [];
  for (let i = 0; i < 16; i += 2) groups.push((bytes[i] << 8) | bytes[i + 1]);
  // RFC 5952: the longest run (length >= 2) of zero groups becomes `::`, the first of equal runs.
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
  const text = (gs: number[]) => gs.map((g) => g.toString(16)).join(':');
  if (bestStart < 0) return text(groups);
  return `${text(groups.slice(0, bestStart))}::${text(groups.slice(bestStart + bestLen))}`;
}

/** `a.b.c.d/n` or `x::/n`: the first and last addresses (hex) of the block; undefined when malformed. */
export function cidrToHexRange(text: string): [string, string] | undefined {
  const slash = text.indexOf('/');
  if (slash < 0) return undefined;
  const bytes = parseIpBytes(text.slice(0, slash));
  const bits = Number(text.slice(slash + 1));
  if (!bytes || !Number.isInteger(bits)) return undefined;
  const v4 = parseV4(text.slice(0, slash)) !== undefined;
  const prefix = v4 ? bits + 96 : bits;
  if (prefix < 0 || prefix > 128 || (v4 && bits > 32)) return undefined;
  const lo = bytes.slice();
  const hi = bytes.slice();
  for (let i = 0; i < 16; i++) {
    const keep = Math.max(0, Math.min(8, prefix - i * 8));
    const mask = keep === 0 ? 0 : (0xff << (8 - keep)) & 0xff;
    lo[i] = bytes[i] & mask;
    hi[i] = (bytes[i] & mask) | (~mask & 0xff);
  }
  return [hex(lo), hex(hi)];
}
