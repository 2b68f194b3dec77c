import type { ErrorCode } from '@shared/errors';
import { listRulesError, multilistParts, type PropertyDef } from '@shared/properties';

/**
 * A multilist an import created takes the values the file holds (issue 14: Mailchimp's tags). It is
 * created with the values of the validation sample; the run adds each value it meets that the list
 * lacks, as long as the list still keeps the spec's list rules (a value at most 255 characters, all
 * of them at most 1020). Past them the row is rejected with that rule's code (PROPERTY_LIST_TOO_LONG,
 * PROPERTY_LIST_VALUE_TOO_LONG), as the structure form would refuse the list.
 *
 * Adds to `def.values` (the checker's own copy) and to `added`; answers the broken rule, if any.
 */
export function growList(def: PropertyDef, cell: string, added: string[]): ErrorCode | undefined {
  const values = def.values ?? [];
  for (const part of multilistParts(cell)) {
    const lower = part.toLowerCase();
    if (values.some((v) => v.toLowerCase() === lower)) continue;
    const problem = listRulesError([...values, part]);
    if (problem) return problem;
    values.push(part);
    added.push(part);
  }
  def.values = values;
  return undefined;
}

/** The values of a file's sample cells for a new multilist: distinct (ignoring case), in the order met, within the list rules. */
export function sampleListValues(cells: readonly string[]): string[] {
  const def = { values: [] as string[] } as unknown as PropertyDef;
  for (const cell of cells) growList(def, cell, []);
  return def.values ?? [];
}
