import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cidrToHexRange, hexToIp, ipToHex } from './ip';

describe('ip', () => {
  it('prints addresses as InetAddresses.toAddrString does', () => {
    for (const [input, out] of [['127.0.0.1', '127.0.0.1'], ['::1', '::1'], ['2001:DB8:0:0:1:0:0:1', '2001:db8::1:0:0:1'], ['::ffff:10.0.0.1', '10.0.0.1'], ['0:100::', '0:100::'], ['::', '::']]) {
      expect(hexToIp(ipToHex(input)!)).toBe(out);
    }
    expect(ipToHex('1.2.3')).toBeUndefined();
    expect(ipToHex('1::2::3')).toBeUndefined();
  });

  it('orders IPv6 ::1 before mapped IPv4 addresses (byte order)', () => {
    expect(ipToHex('::1')! < ipToHex('127.0.0.1')!).toBe(true);
  });

  it('property: IPv4 round-trips and CIDR blocks contain exactly their prefix', () => {
    fc.assert(fc.property(fc.ipV4(), fc.integer({ min: 0, max: 32 }), (ip, bits) => {
      expect(hexToIp(ipToHex(ip)!)).toBe(ip.split('.').map(Number).join('.'));
      const [lo, hi] = cidrToHexRange(`${ip}/${bits}`)!;
      const h = ipToHex(ip)!;
      expect(lo <= h && h <= hi).toBe(true);
    }));
    fc.assert(fc.property(fc.ipV6(), (ip) => {
      const h = ipToHex(ip);
      expect(h).toBeDefined();
      expect(ipToHex(hexToIp(h!))).toBe(h);
    }));
  });
});
