import { ABX_VARIANTS_MIN } from './campaigns';

interface VariantInput {
  key: string;
  share: number;
  content?: string;
  sender?: string;
}

export interface SmsAbxProblem {
  path: (string | number)[];
  message: 'SMS_ABX_SPLIT_ZERO' | 'SMS_ABX_SHARES_INVALID' | 'SMS_ABX_TEST_COUNT_TOO_LOW';
}

/**
 * Spec section 5's rules of an SMS A/B test, as field problems: each variant's share is at least 1%
 * ("the base split cannot be 0") and together at most 100%; there are 2 to 5 variants, with distinct
 * keys, and as many different messages (text and sender, a variant's own over the sending's) as
 * variants ("the number of SMS must be at least the number of A/B tests").
 */
export function smsAbxProblems(base: { content: string; sender: string }, variants: readonly VariantInput[]): SmsAbxProblem[] {
  const problems: SmsAbxProblem[] = [];
  variants.forEach((v, i) => {
    if (v.share < 1) problems.push({ path: ['abx', 'variants', i, 'share'], message: 'SMS_ABX_SPLIT_ZERO' });
  });
  if (variants.reduce((sum, v) => sum + v.share, 0) > 100) problems.push({ path: ['abx', 'variants'], message: 'SMS_ABX_SHARES_INVALID' });
  const messages = new Set(variants.map((v) => `${v.sender ?? base.sender}\n${v.content ?? base.content}`));
  const keys = new Set(variants.map((v) => v.key));
  if (variants.length < ABX_VARIANTS_MIN || messages.size < variants.length || keys.size < variants.length)
    problems.push({ path: ['abx', 'variants'], message: 'SMS_ABX_TEST_COUNT_TOO_LOW' });
  return problems;
}
