import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seal, unseal } from './sealed-cursor';

describe('sealed cursors', () => {
  const key = randomBytes(32);

  it('open to the cursor they were sealed from, and show nothing of it', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 400 }), fc.string({ minLength: 1, maxLength: 30 }), (cursor, account) => {
        const sealed = seal(key, account, cursor);
        expect(unseal(key, account, sealed)).toBe(cursor);
        expect(Buffer.from(sealed, 'base64url').toString('latin1')).not.toContain(cursor.length > 3 ? cursor : '\u0000never');
      }),
    );
  });

  it('do not open for another account, another key, or after any byte changed', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 100 }), fc.nat(), (cursor, at) => {
        const sealed = seal(key, 'A', cursor);
        expect(unseal(key, 'B', sealed)).toBeUndefined();
        expect(unseal(randomBytes(32), 'A', sealed)).toBeUndefined();
        const bytes = Buffer.from(sealed, 'base64url');
        bytes[at % bytes.length]! ^= 1;
        expect(unseal(key, 'A', bytes.toString('base64url'))).toBeUndefined();
      }),
    );
    expect(unseal(key, 'A', 'eyJzayI6IlNVQiMxIn0')).toBeUndefined();
  });
});
