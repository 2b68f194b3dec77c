import { TEMPLATE_RULES } from '@shared/rules/templates';
import type { TemplateTag } from '@shared/schemas/templates';

/** The account's limit of restore points, held within the spec's 3–30 whatever was stored. */
export function historyLimit(stored: unknown): number {
  const n = typeof stored === 'number' && Number.isInteger(stored) ? stored : TEMPLATE_RULES.historyDefault;
  return Math.min(TEMPLATE_RULES.historyMax, Math.max(TEMPLATE_RULES.historyMin, n));
}

/** Which restore points go so that `keep` remain: the oldest (ids are ulids, so sorted is oldest first). */
export function pointsToPrune(ids: readonly string[], keep: number): string[] {
  const sorted = [...ids].sort();
  return sorted.slice(0, Math.max(0, sorted.length - keep));
}

/** The positions of tags whose name came before (case-insensitive): each is refused as a duplicate. */
export function duplicateTags(tags: readonly TemplateTag[]): number[] {
  const seen = new Set<string>();
  const duplicates: number[] = [];
  tags.forEach((tag, i) => {
    const key = tag.name.trim().toLowerCase();
    if (seen.has(key)) duplicates.push(i);
    seen.add(key);
  });
  return duplicates;
}
