import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_FIELD_ERRORS } from '@shared/validation';
import { decodePathParam, jsonDeeperThan, malformedText } from './input';

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('request input checks', () => {
  it('measure JSON depth without parsing, ignoring brackets inside strings', () => {
    expect(jsonDeeperThan(nested(32), 32)).toBe(false);
    expect(jsonDeeperThan(nested(33), 32)).toBe(true);
    expect(jsonDeeperThan(nested(100_000), 32)).toBe(true);
    expect(jsonDeeperThan(JSON.stringify({ a: '[[[[[[[[[[', b: '\\"{{{{{{{' }), 2)).toBe(false);
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), (value) => {
        const text = JSON.stringify(value);
        const depth = (v: unknown): number => (v !== null && typeof v === 'object' ? 1 + Math.max(0, ...Object.values(v).map(depth)) : 0);
        expect(jsonDeeperThan(text, depth(value))).toBe(false);
        if (depth(value) > 0) expect(jsonDeeperThan(text, depth(value) - 1)).toBe(true);
      }),
    );
  });

  it('find lone surrogates in any string of a body, and refuse them in keys', () => {
    expect(malformedText({ a: 'ok 😀', b: ['x', { c: 'bad \uD800' }] })).toEqual({
      errors: [{ path: 'b.1.c', code: 'VALIDATION_FORBIDDEN_CHARACTERS' }],
      badKey: false,
    });
    expect(malformedText({ ['\uDC00']: 1 }).badKey).toBe(true);
    expect(malformedText({ file: { name: 'a.png', data: new Uint8Array([0xed, 0xa0, 0x80]) } }).errors).toEqual([]);
    expect(malformedText(Array.from({ length: 1000 }, () => '\uD800')).errors).toHaveLength(MAX_FIELD_ERRORS);
  });

  it('decode path parameters, refusing broken encodings and control characters', () => {
    expect(decodePathParam('01ARZ3NDEKTSV4RRFFQ69G5FAV')).toBe('01ARZ3NDEKTSV4RRFFQ69G5FAV');
    expect(decodePathParam('Zg%C5%82oszenie')).toBe('Zgłoszenie');
    for (const bad of ['%ZZ', '%E0%A4%A', '%', '%ED%A0%80', '%C0%AF', '%00', 'a%0Ab', '%C2%85'])
      expect(decodePathParam(bad), bad).toBeUndefined();
  });
});
