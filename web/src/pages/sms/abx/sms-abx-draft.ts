import { ABX_VARIANT_KEYS, ABX_VARIANTS_MAX, ABX_VARIANTS_MIN, type AbxVariantKey } from '@shared/rules/campaigns';
import { SmsAbxBody } from '@shared/schemas/sms-abx';
import type { SmsSendBody } from '@shared/schemas/sms';
import type { FieldError } from '@shared/errors';
import { toFieldErrors } from '@shared/validation';

/** The A/B part of the SMS form as its inputs hold it: shares typed as text, an empty text or sender meaning the sending's own. */
export interface SmsAbxDraft {
  active: boolean;
  variants: { key: AbxVariantKey; share: string; content: string; sender: string }[];
  measure: 'count' | 'rate';
  decideAfterHours: number;
}

const variant = (key: AbxVariantKey) => ({ key, share: '10', content: '', sender: '' });

export const EMPTY_ABX: SmsAbxDraft = {
  active: false,
  variants: [variant('A'), variant('B')],
  measure: 'count',
  decideAfterHours: 4,
};

/** One more variant, with the first key not taken (at most ABX_VARIANTS_MAX). */
export function addVariant(draft: SmsAbxDraft): SmsAbxDraft {
  const free = ABX_VARIANT_KEYS.find((k) => !draft.variants.some((v) => v.key === k));
  if (!free || draft.variants.length >= ABX_VARIANTS_MAX) return draft;
  return { ...draft, variants: [...draft.variants, variant(free)] };
}

export function removeVariant(draft: SmsAbxDraft, key: AbxVariantKey): SmsAbxDraft {
  if (draft.variants.length <= ABX_VARIANTS_MIN) return draft;
  return { ...draft, variants: draft.variants.filter((v) => v.key !== key) };
}

/** What the shares leave: the winner's part of the audience, in percent (never below 0 as shown). */
export const restShare = (draft: SmsAbxDraft) => Math.max(0, 100 - draft.variants.reduce((sum, v) => sum + (Number(v.share) || 0), 0));

/**
 * The request for the sending checked as the API checks it (SmsAbxBody): the body, or the problems
 * of the A/B part by their paths (`abx.variants.0.share`, …); problems of the rest of the form are
 * the form's own to show.
 */
export function abxRequest(base: SmsSendBody, draft: SmsAbxDraft): { body: SmsAbxBody } | { errors: FieldError[] } {
  const input = {
    ...base,
    abx: {
      variants: draft.variants.map((v) => ({
        key: v.key,
        share: v.share.trim() === '' || !Number.isFinite(Number(v.share)) ? NaN : Number(v.share),
        ...(v.content.trim() ? { content: v.content } : {}),
        ...(v.sender.trim() ? { sender: v.sender } : {}),
      })),
      measure: draft.measure,
      decideAfterHours: draft.decideAfterHours,
    },
  };
  const parsed = SmsAbxBody.safeParse(input);
  if (parsed.success) return { body: parsed.data };
  return { errors: toFieldErrors(parsed.error.issues, input).filter((e) => e.path.startsWith('abx.')) };
}
