import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decodeLink, encodeLink, type LinkPayload } from './links';

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
