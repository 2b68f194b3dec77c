import { describe, expect, it } from 'vitest';
import { isSmtpInterface, isSmtpUsername, senderAllowed } from './smtp';

describe('SMTP users rules', () => {
  it('takes usernames of lower-case letters, digits, dots, _ and -, 3 to 64 long', () => {
    expect(isSmtpUsername('shop.app_1-pl')).toBe(true);
    expect(isSmtpUsername('ab')).toBe(false);
    expect(isSmtpUsername('a'.repeat(65))).toBe(false);
    for (const bad of ['Shop', 'sklep ąę', 'a@b.pl', 'x y z', 'żółw']) expect(isSmtpUsername(bad)).toBe(false);
  });

  it('takes interfaces of letters, digits, _ and - only (spec section 3)', () => {
    expect(isSmtpInterface('Shop_1-PL')).toBe(true);
    for (const bad of ['', 'a.b', 'with space', 'ą', 'x'.repeat(65)]) expect(isSmtpInterface(bad)).toBe(false);
  });

  it('lets a sender through only on one of the account sending domains', () => {
    const domains = ['goniec.local', 'firma.pl'];
    expect(senderAllowed('shop@firma.pl', domains)).toBe(true);
    expect(senderAllowed('shop@News.Firma.pl', domains)).toBe(true);
    expect(senderAllowed('shop@firma.pl.evil.example', domains)).toBe(false);
    expect(senderAllowed('shop@other.pl', domains)).toBe(false);
  });
});
