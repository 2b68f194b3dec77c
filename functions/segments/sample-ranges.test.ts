import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { population, rangesOf } from './sample-ranges';

describe('estimate sample ranges', () => {
  it('read exactly the chosen members of the population, and nobody between them', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 1, maxLength: 200 }), fc.nat(), fc.nat(), (inReach, a, b) => {
        const all = inReach.map((_, i) => `id${String(i).padStart(4, '0')}`);
        const reach = new Set(all.filter((_, i) => inReach[i]));
        const pop = population(all, (id) => reach.has(id));
        fc.pre(pop.ids.length > 0);
        const [from, to] = [a % pop.ids.length, b % pop.ids.length].sort((x, y) => x - y) as [number, number];
        const ranges = rangesOf(pop, from, to);
        const read = all.filter((id) => ranges.some(([lo, hi]) => id >= lo && id <= hi));
        expect(read).toEqual(pop.ids.slice(from, to + 1));
      }),
    );
  });

  it('read an unrestricted block as one range', () => {
    const all = ['a', 'b', 'c', 'd'];
    expect(rangesOf(population(all, null), 1, 3)).toEqual([['b', 'd']]);
  });
});
