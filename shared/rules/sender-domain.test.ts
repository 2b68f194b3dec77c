import { describe, expect, it } from 'vitest';
import { addressOnDomain, domainOfAddress } from './sender-domain';

describe('sender domain', () => {
  it('matches addresses on the domain and its subdomains only', () => {
    expect(addressOnDomain('a@firma.pl', 'firma.pl')).toBe(true);
    expect(addressOnDomain('a@News.Firma.pl', 'firma.pl')).toBe(true);
    expect(addressOnDomain('a@notfirma.pl', 'firma.pl')).toBe(false);
    expect(addressOnDomain('a@firma.pl.evil.com', 'firma.pl')).toBe(false);
    expect(addressOnDomain('no-at-sign', 'firma.pl')).toBe(false);
  });

  it('reads the domain part trimmed and lower-case, none without one', () => {
    expect(domainOfAddress('a@Firma.PL ')).toBe('firma.pl');
    expect(addressOnDomain('a@firma.pl ', 'firma.pl')).toBe(true);
    expect(domainOfAddress('a@')).toBeUndefined();
    expect(domainOfAddress('no-at-sign')).toBeUndefined();
  });
});
