import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ABX_VARIANT_KEYS } from '@shared/rules/campaigns';
import { abxBucket, abxBucketFilter, abxRanges, ABX_BUCKETS } from './abx-audience';
import { pickWinner, variantScore, type VariantResult } from './abx-winner';

const result = (key: VariantResult['key'], sent: number, opened: number, clicked: number): VariantResult => ({
  key,
  sent,
  opened,
  clicked,
});

describe('A/B/X winner', () => {
  it('goes by count or by rate', () => {
    const a = result('A', 100, 30, 5);
    const b = result('B', 400, 60, 8);
    expect(pickWinner([a, b], { metric: 'opens', measure: 'count' })).toBe('B');
    expect(pickWinner([a, b], { metric: 'opens', measure: 'rate' })).toBe('A');
    expect(pickWinner([a, b], { metric: 'clicks', measure: 'count' })).toBe('B');
    expect(pickWinner([a, b], { metric: 'clicks', measure: 'rate' })).toBe('A');
  });

  it('scores a variant that sent nothing as 0 and breaks ties by order', () => {
    expect(variantScore(result('A', 0, 0, 0), { metric: 'opens', measure: 'rate' })).toBe(0);
    expect(pickWinner([result('A', 10, 1, 0), result('B', 10, 1, 0)], { metric: 'opens', measure: 'count' })).toBe('A');
  });

  it('is a variant with the best score, whatever the results', () => {
    const variants = fc
      .uniqueArray(fc.constantFrom(...ABX_VARIANT_KEYS), { minLength: 2, maxLength: 5 })
      .chain((keys) =>
        fc.tuple(
          ...keys.map((key) =>
            fc
              .nat(1000)
              .chain((sent) => fc.tuple(fc.nat(sent), fc.nat(sent)).map(([opened, clicked]) => result(key, sent, opened, clicked))),
          ),
        ),
      );
    const by = fc.record({
      metric: fc.constantFrom('opens' as const, 'clicks' as const),
      measure: fc.constantFrom('count' as const, 'rate' as const),
    });
    fc.assert(
      fc.property(variants, by, (vs, rule) => {
        const winner = vs.find((v) => v.key === pickWinner(vs, rule))!;
        expect(vs.every((v) => variantScore(v, rule) <= variantScore(winner, rule))).toBe(true);
      }),
    );
  });
});

describe('A/B/X buckets', () => {
  it('puts each subscriber in one stable bucket, and the ranges split the audience without overlap or gap', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 2, maxLength: 5 }),
        fc.uniqueArray(fc.string({ minLength: 1, maxLength: 30 }), { maxLength: 50 }),
        async (shares, ids) => {
          const { variants, rest } = abxRanges(shares);
          const parts = await Promise.all([...variants, rest].map((r) => abxBucketFilter(r)(ids)));
          expect(parts.flat().sort()).toEqual([...ids].sort());
          for (const id of ids) expect(abxBucket(id)).toBe(abxBucket(id));
          expect(rest.to).toBe(ABX_BUCKETS);
          expect(variants[0]!.from).toBe(0);
        },
      ),
    );
  });

  it('gives each variant about its share of a large audience', async () => {
    const ids = Array.from({ length: 20_000 }, (_, i) => `sub-${i}`);
    const { variants } = abxRanges([10, 30]);
    const [a, b] = await Promise.all(variants.map((r) => abxBucketFilter(r)(ids)));
    expect(a!.length / ids.length).toBeGreaterThan(0.09);
    expect(a!.length / ids.length).toBeLessThan(0.11);
    expect(b!.length / ids.length).toBeGreaterThan(0.28);
    expect(b!.length / ids.length).toBeLessThan(0.32);
  });
});
