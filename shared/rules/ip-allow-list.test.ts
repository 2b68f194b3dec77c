import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkIpEntry, isIpAllowed } from './ip-allow-list';

describe('IP allow-list entries', () => {
  it.each([
    ['', 'IP_EMPTY'],
    ['   ', 'IP_EMPTY'],
    ['1'.repeat(101), 'IP_TOO_LONG'],
    ['10.0.0.1; drop', 'IP_FORBIDDEN_CHARACTERS'],
    ['<script>', 'IP_FORBIDDEN_CHARACTERS'],
    ['256.1.1.1', 'IP_INVALID'],
    ['10.1', 'IP_INVALID'],
    ['0x7f.0.0.1', 'IP_FORBIDDEN_CHARACTERS'],
    ['10.0.0.0/33', 'IP_INVALID'],
    ['10.0.0.0/', 'IP_INVALID'],
    ['10.0.0.9-10.0.0.1', 'IP_INVALID'],
    ['10.0.0.1-::1', 'IP_INVALID'],
    ['fe80::1%eth0', 'IP_FORBIDDEN_CHARACTERS'],
  ])('refuses %j with %s', (entry, code) => {
    expect(checkIpEntry(entry)).toBe(code);
  });

  it.each(['10.0.0.1', ' 192.168.0.0/24 ', '10.0.0.1-10.0.0.9', '2001:db8::1', '2001:db8::/32', '::ffff:10.0.0.1'])(
    'accepts %j',
    (entry) => {
      expect(checkIpEntry(entry)).toBeNull();
    },
  );
});

describe('IP allow-list matching', () => {
  it('allows everyone while the list is empty and nobody unparseable while it is not', () => {
    expect(isIpAllowed([], 'anything')).toBe(true);
    expect(isIpAllowed(['10.0.0.1'], 'not-an-ip')).toBe(false);
  });

  it('matches single addresses, ranges, CIDR blocks and IPv4-mapped IPv6', () => {
    const list = ['10.0.0.1', '192.168.1.10-192.168.1.20', '172.16.0.0/12', '2001:db8::/32'];
    expect(isIpAllowed(list, '10.0.0.1')).toBe(true);
    expect(isIpAllowed(list, '::ffff:10.0.0.1')).toBe(true);
    expect(isIpAllowed(list, '192.168.1.20')).toBe(true);
    expect(isIpAllowed(list, '192.168.1.21')).toBe(false);
    expect(isIpAllowed(list, '172.31.255.255')).toBe(true);
    expect(isIpAllowed(list, '172.32.0.0')).toBe(false);
    expect(isIpAllowed(list, '2001:db8:ffff::1')).toBe(true);
    expect(isIpAllowed(list, '2001:db9::1')).toBe(false);
  });

  it('agrees with arithmetic on random IPv4 CIDR blocks', () => {
    const toIp = (n: number) => [24, 16, 8, 0].map((s) => (n >>> s) & 255).join('.');
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 0xffffffff }),
        fc.integer({ min: 0, max: 32 }),
        fc.integer({ min: 0, max: 0xffffffff }),
        (net, bits, ip) => {
          const mask = bits === 0 ? 0 : (0xffffffff << (32 - bits)) >>> 0;
          const inside = (net & mask) >>> 0 === (ip & mask) >>> 0;
          expect(isIpAllowed([`${toIp((net & mask) >>> 0)}/${bits}`], toIp(ip))).toBe(inside);
        },
      ),
    );
  });
});
