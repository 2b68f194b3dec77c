import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { viewerIp } from './origin';

describe("CloudFront's viewer address", () => {
  it('reads IPv4 and IPv6 addresses with their port, as CloudFront writes them', () => {
    expect(viewerIp('198.51.100.10:46532')).toBe('198.51.100.10');
    expect(viewerIp('2001:db8::1:46532')).toBe('2001:db8::1');
    expect(viewerIp('2001:0db8:0000:0000:0000:ff00:0042:8329:443')).toBe('2001:db8::ff00:42:8329');
    expect(viewerIp('[2001:db8::1]:46532')).toBe('2001:db8::1');
    // An IPv4 client of a dual-stack edge reads as IPv4, so allow-lists of IPv4 ranges match it.
    expect(viewerIp('::ffff:203.0.113.7:5000')).toBe('203.0.113.7');
  });

  it('refuses anything that is not an address with a port', () => {
    for (const value of [undefined, '', '198.51.100.10', 'evil.example:80', '1.2.3.4, 5.6.7.8:1', '<script>:1', '999.1.1.1:80'])
      expect(viewerIp(value), String(value)).toBeUndefined();
  });

  it('finds the address of any IPv4 or IPv6 viewer on any port', () => {
    fc.assert(
      fc.property(fc.oneof(fc.ipV4(), fc.ipV6()), fc.integer({ min: 0, max: 65535 }), (ip, port) => {
        const parsed = viewerIp(`${ip}:${port}`);
        expect(parsed).toBeDefined();
        expect(parsed).toBe(viewerIp(`[${ip}]:${port}`));
      }),
    );
  });
});
