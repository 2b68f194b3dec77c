import type { BlueprintCategory } from '@shared/rules/templates';

/**
 * Issue 16: the blueprints we ship, written in MJML by us (one file each beside this one). Texts in
 * pl and en; the MJML is the same for both, its words in the language of the blueprint's `lang`
 * (Polish first: the product's market), merge fields with fallbacks.
 */
export interface BlueprintSource {
  id: string;
  category: BlueprintCategory;
  name: { pl: string; en: string };
  description: { pl: string; en: string };
  subject: { pl: string; en: string };
  mjml: string;
}

import { plainOneColumn } from './plain-one-column';

export const BLUEPRINTS: readonly BlueprintSource[] = [plainOneColumn];

export const blueprintById = (id: string): BlueprintSource | undefined => BLUEPRINTS.find((b) => b.id === id);
