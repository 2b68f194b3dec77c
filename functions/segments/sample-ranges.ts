import type { AudienceScope } from './restriction';

/** Ids in id order, each with its place among all the account's subscribers. */
export interface Population {
  ids: readonly string[];
  at: readonly number[];
}

/**
 * The population an estimate samples, in id order: every subscriber, or only those a restricted user
 * reaches, each with its place among all of them (so a block of it reads as few id ranges as possible).
 */
export function population(all: readonly string[], inScope: AudienceScope): Population {
  if (!inScope) return { ids: all, at: all.map((_, i) => i) };
  const ids: string[] = [];
  const at: number[] = [];
  all.forEach((id, i) => {
    if (inScope(id)) {
      ids.push(id);
      at.push(i);
    }
  });
  return { ids, at };
}

/** The id ranges that read exactly the population's members `from`..`to`: one per run of neighbours among all subscribers. */
export function rangesOf(pop: Population, from: number, to: number): [string, string][] {
  const ranges: [string, string][] = [];
  let start = from;
  for (let i = from; i <= to; i++) {
    if (i === to || pop.at[i + 1] !== pop.at[i]! + 1) {
      ranges.push([pop.ids[start]!, pop.ids[i]!]);
      start = i + 1;
    }
  }
  return ranges;
}
