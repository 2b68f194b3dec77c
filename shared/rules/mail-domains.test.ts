import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAIL_PROVIDERS, mailDomain, OTHER_DOMAIN } from './mail-domains';

describe('mailDomain', () => {
  it.each([
    ['ala@gmail.com', 'gmail.com'],
    ['ala@GoogleMail.com', 'gmail.com'],
    ['ala@wp.pl', 'wp.pl'],
    ['Ala@Onet.PL', 'onet.pl'],
    ['ala@op.pl', 'op.pl'],
    ['ala@interia.pl', 'interia.pl'],
    ['ala@protonmail.com', 'proton.me'],
    ['ala@gmx.de', 'gmx'],
    ['ala@gmx.net', 'gmx'],
    ['ala@firma.pl', OTHER_DOMAIN],
    ['ala@sub.gmail.com', OTHER_DOMAIN],
    ['ala@constructor', OTHER_DOMAIN],
    ['"a@b"@wp.pl', 'wp.pl'],
    ['no address', OTHER_DOMAIN],
    [undefined, OTHER_DOMAIN],
  ])('reports %s as %s', (email, name) => {
    expect(mailDomain(email)).toBe(name);
  });

  it('answers one of a bounded set of names for any address', () => {
    const names = new Set([...Object.values(MAIL_PROVIDERS), 'gmx', OTHER_DOMAIN]);
    fc.assert(
      fc.property(fc.oneof(fc.emailAddress(), fc.string()), (email) => {
        expect(names.has(mailDomain(email))).toBe(true);
      }),
    );
  });
});
