import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decodeLink, encodeLink, trackingUrls, type LinkPayload } from './links';

const key = new TextEncoder().encode('k'.repeat(64));
const otherKey = new TextEncoder().encode('x'.repeat(64));
const ids = fc.record({ a: fc.string({ minLength: 1 }), m: fc.string({ minLength: 1 }), s: fc.string({ minLength: 1 }) });

describe('signed tracking links', () => {
  it('round-trips any ids and click URL', () => {
    fc.assert(
      fc.property(ids, fc.webUrl(), (p, u) => {
        const payload: LinkPayload = { k: 'c', ...p, u };
        expect(decodeLink(key, encodeLink(key, payload), 'c')).toEqual(payload);
      }),
    );
  });

  it('rejects a token changed in any single character', () => {
    fc.assert(
      fc.property(ids, fc.nat(), (p, at) => {
        const token = encodeLink(key, { k: 'o', ...p });
        const i = at % token.length;
        const swapped = token[i] === 'A' ? 'B' : 'A';
        const forged = token.slice(0, i) + swapped + token.slice(i + 1);
        expect(decodeLink(key, forged, 'o')).toBeUndefined();
      }),
    );
  });

  it('rejects another key, another kind, garbage and non-http click targets', () => {
    const token = encodeLink(key, { k: 'o', a: 'a', m: 'm', s: 's' });
    expect(decodeLink(otherKey, token, 'o')).toBeUndefined();
    expect(decodeLink(key, token, 'u')).toBeUndefined();
    expect(decodeLink(key, 'not-a-token', 'o')).toBeUndefined();
    expect(decodeLink(key, encodeLink(key, { k: 'c', a: 'a', m: 'm', s: 's', u: 'javascript:alert(1)' }), 'c')).toBeUndefined();
  });
});

describe('a click in a text and a click in an e-mail', () => {
  it('each decodes only as its own kind: the signed kind keeps /t/k/ and /t/c/ apart', () => {
    fc.assert(
      fc.property(ids, fc.webUrl(), (p, u) => {
        const text = encodeLink(key, { k: 'k', ...p, u });
        const email = encodeLink(key, { k: 'c', ...p, u });
        expect(decodeLink(key, text, 'k')).toEqual({ k: 'k', ...p, u });
        expect(decodeLink(key, text, 'c')).toBeUndefined();
        expect(decodeLink(key, email, 'k')).toBeUndefined();
        for (const other of ['o', 'u'] as const) expect(decodeLink(key, text, other)).toBeUndefined();
      }),
    );
  });

  it('refuses a text click whose kind was rewritten, a shared e-mail link and a non-http target', () => {
    const text = encodeLink(key, { k: 'k', a: 'a', m: 'm', s: 's', u: 'https://x.example/' });
    const [data, tag] = text.split('.');
    const relabelled = Buffer.from(Buffer.from(data!, 'base64url').toString().replace('"k":"k"', '"k":"c"')).toString('base64url');
    expect(decodeLink(key, `${relabelled}.${tag}`, 'c')).toBeUndefined();
    expect(decodeLink(key, `${relabelled}.${tag}`, 'k')).toBeUndefined();
    const shared = trackingUrls('https://t', key, { a: 'a', m: 'm', s: 's' }).click('https://x.example/').slice('https://t/t/c/'.length);
    expect(decodeLink(key, shared, 'k')).toBeUndefined();
    expect(decodeLink(key, encodeLink(key, { k: 'k', a: 'a', m: 'm', s: 's', u: 'javascript:alert(1)' }), 'k')).toBeUndefined();
  });
});

describe('a click on a link every recipient shares', () => {
  it('joins a target part signed once per mailing with the recipient’s part, and decodes to the same payload', () => {
    fc.assert(
      fc.property(ids, fc.webUrl(), (p, u) => {
        const token = trackingUrls('https://t', key, p).click(u).slice('https://t/t/c/'.length);
        expect(token.split('.')).toHaveLength(4);
        expect(decodeLink(key, token, 'c')).toEqual({ k: 'c', ...p, u });
      }),
    );
  });

  it('refuses parts of two mailings, parts swapped, and open or unsubscribe tokens in their place', () => {
    const a = trackingUrls('https://t', key, { a: 'a', m: 'm1', s: 's' });
    const b = trackingUrls('https://t', key, { a: 'a', m: 'm2', s: 's' });
    const token = (url: string) => url.split('/').at(-1)!;
    const [t1, s1, r1, q1] = token(a.click('https://x.example/')).split('.');
    const [, , r2, q2] = token(b.click('https://x.example/')).split('.');
    expect(decodeLink(key, [t1, s1, r2, q2].join('.'), 'c')).toBeUndefined();
    expect(decodeLink(key, [r1, q1, t1, s1].join('.'), 'c')).toBeUndefined();
    expect(decodeLink(key, [t1, s1, token(a.open)].join('.'), 'c')).toBeUndefined();
    expect(decodeLink(key, [t1, s1, r1, q1].join('.'), 'o')).toBeUndefined();
    expect(decodeLink(key, `${r1}.${q1}`, 'o')).toBeUndefined();
  });
});
