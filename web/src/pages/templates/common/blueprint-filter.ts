import { BLUEPRINT_CATEGORIES, type BlueprintCategory } from '@shared/rules/templates';
import type { BlueprintSummary } from '@shared/schemas/templates';

/** The gallery's language: blueprints carry their name and description in both. */
export type BlueprintLanguage = 'pl' | 'en';

export const blueprintLanguage = (appLanguage: string): BlueprintLanguage => (appLanguage.startsWith('en') ? 'en' : 'pl');

export interface BlueprintFilter {
  /** One category, or all. */
  category: BlueprintCategory | 'all';
  /** Part of the name or description, in the language shown. */
  text: string;
}

const fold = (s: string) => s.toLocaleLowerCase('pl').normalize('NFD').replace(/\p{M}/gu, '');

/** The blueprints that match: the category chosen and the text typed (case and Polish accents aside). */
export function filterBlueprints<T extends BlueprintSummary>(
  items: readonly T[],
  filter: BlueprintFilter,
  language: BlueprintLanguage,
): T[] {
  const text = fold(filter.text.trim());
  return items.filter(
    (b) =>
      (filter.category === 'all' || b.category === filter.category) &&
      (!text || fold(b.name[language]).includes(text) || fold(b.description[language]).includes(text)),
  );
}

/** Blueprints by category in the catalogue's order (holidays first, plain layouts last), empty categories left out. */
export function groupBlueprints<T extends BlueprintSummary>(items: readonly T[]): { category: BlueprintCategory; items: T[] }[] {
  return BLUEPRINT_CATEGORIES.map((category) => ({ category, items: items.filter((b) => b.category === category) })).filter(
    (g) => g.items.length > 0,
  );
}

/** The categories that have at least one blueprint, with how many. */
export function categoryCounts(items: readonly BlueprintSummary[]): { category: BlueprintCategory; count: number }[] {
  return groupBlueprints(items).map((g) => ({ category: g.category, count: g.items.length }));
}
