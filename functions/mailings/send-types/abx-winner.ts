import type { AbxVariantKey } from '@shared/rules/campaigns';

export interface VariantResult {
  key: AbxVariantKey;
  sent: number;
  opened: number;
  clicked: number;
}

export interface WinnerBy {
  metric: 'opens' | 'clicks';
  measure: 'count' | 'rate';
}

/** A variant's score by the test's rule: opens or clicks, as a count or per message sent. */
export function variantScore(v: VariantResult, by: WinnerBy): number {
  const count = by.metric === 'opens' ? v.opened : v.clicked;
  if (by.measure === 'count') return count;
  return v.sent > 0 ? count / v.sent : 0;
}

/** The winner: the highest score; a tie goes to the variant listed first (A before B), so the decision is repeatable. */
export function pickWinner(variants: readonly VariantResult[], by: WinnerBy): AbxVariantKey {
  if (!variants.length) throw new Error('an A/B/X test without variants');
  let best = variants[0]!;
  for (const v of variants.slice(1)) if (variantScore(v, by) > variantScore(best, by)) best = v;
  return best.key;
}
