import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hash64, HashSet64 } from './dedupe';

describe('64-bit hash set', () => {
  it('answers like a Set of strings, across growth', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 12 }), { maxLength: 300 }), (texts) => {
        const set = new HashSet64(16);
        const reference = new Set<string>();
        for (const text of texts) {
          expect(set.addText(text)).toBe(!reference.has(text));
          reference.add(text);
        }
        expect(set.size).toBe(reference.size);
        for (const text of texts) expect(set.hasText(text)).toBe(true);
      }),
    );
  });

  it('keeps a million distinct addresses apart in 16 MB', () => {
    const set = new HashSet64();
    let refused = 0;
    for (let i = 0; i < 1_000_000; i++) if (!set.addText(`euser${i}@example${i % 97}.pl`)) refused++;
    expect(refused).toBe(0);
    expect(set.size).toBe(1_000_000);
    expect(set.addText(`euser999999@example${999999 % 97}.pl`)).toBe(false);
    expect(set.bytes).toBeLessThanOrEqual(16 * 1024 * 1024);
  });

  it('stores a (0, 0) hash too', () => {
    const set = new HashSet64();
    expect(set.add(0, 0)).toBe(true);
    expect(set.has(0, 0)).toBe(true);
    expect(set.add(0, 0)).toBe(false);
  });

  it('hashes deterministically and spreads similar strings', () => {
    const a = new Uint32Array(2);
    const b = new Uint32Array(2);
    hash64('ea@example.pl', a);
    hash64('ea@example.pl', b);
    expect([...a]).toEqual([...b]);
    hash64('eb@example.pl', b);
    expect(a[0]).not.toBe(b[0]);
    expect(a[1]).not.toBe(b[1]);
  });
});
