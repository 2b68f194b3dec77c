import { z } from 'zod';
import { keyField, singleLineField } from '../validation';

/**
 * Cancellation scenarios (spec section 2: /v2/settings/scenarios, PERM_PSCENARIUSZE): what the
 * unsubscribe page offers besides unsubscribing from everything. The RFC 8058 one-click POST never
 * asks anything: these settings shape only the page a person opens.
 */
export const CANCELLATION_LIMITS = { reasons: 10, reasonLength: 100, preferenceProperties: 10 } as const;

export const CancellationSettings = z.strictObject({
  /** Offer "change my preferences" (the preference page) instead of leaving. */
  offerPreferences: z.boolean(),
  /** The list and multilist properties a subscriber may change there (ids). */
  preferenceProperties: z.array(keyField()).max(CANCELLATION_LIMITS.preferenceProperties),
  /** Ask why (optional for the person: a choice from the list and a free text). */
  askReason: z.boolean(),
  /** The reasons offered; none means the product's own, in the page's language. */
  reasons: z.array(singleLineField(1, CANCELLATION_LIMITS.reasonLength)).max(CANCELLATION_LIMITS.reasons),
});
export type CancellationSettings = z.infer<typeof CancellationSettings>;

export const DEFAULT_CANCELLATION: CancellationSettings = {
  offerPreferences: false,
  preferenceProperties: [],
  askReason: true,
  reasons: [],
};

/** The product's own reasons (their words in server.json `unsubscribe.reasons`). */
export const DEFAULT_REASON_KEYS = ['tooOften', 'notRelevant', 'neverSignedUp', 'other'] as const;

/** The tab reads the settings with the properties it may offer (list and multilist). */
export const CancellationResponse = z.object({
  settings: CancellationSettings,
  properties: z.array(z.object({ id: z.string(), label: z.string(), type: z.enum(['list', 'multilist']) })),
});
export type CancellationResponse = z.infer<typeof CancellationResponse>;
