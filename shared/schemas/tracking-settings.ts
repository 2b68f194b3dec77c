import { z } from 'zod';
import { HASH_NAME, HASH_NAME_MAX, HASH_TYPES, HASHERS, LINK_PARAM_VALUE_MAX } from '../rules/link-params';
import { singleLineField } from '../validation';

/** A UTM value or the hash text: one line, may hold merge fields (`{{ email }}`), empty = not set. */
const ParamText = singleLineField(0, LINK_PARAM_VALUE_MAX);

/** Spec section 3, "UTM parameters": source, medium, campaign, term, content. */
export const UtmSettings = z.strictObject({
  source: ParamText,
  medium: ParamText,
  campaign: ParamText,
  term: ParamText,
  content: ParamText,
});
export type UtmSettings = z.infer<typeof UtmSettings>;

/** Spec section 3, "Link hash params": type (param or anchor), name, text, hasher (none, md5, sha256). */
export const HashSettings = z.strictObject({
  enabled: z.boolean(),
  type: z.enum(HASH_TYPES),
  name: z
    .string()
    .max(HASH_NAME_MAX)
    .refine((v) => v === '' || HASH_NAME.test(v), { message: 'VALIDATION_FORBIDDEN_CHARACTERS' }),
  text: ParamText,
  hasher: z.enum(HASHERS),
});
export type HashSettings = z.infer<typeof HashSettings>;

/**
 * The account's tracking settings (/settings/company, the tracking tab; PERM_POGOLNE). An enabled
 * hash parameter needs a name and a text (VALIDATION_REQUIRED on the one missing).
 */
export const TrackingSettings = z.strictObject({ utm: UtmSettings, hash: HashSettings }).superRefine((value, ctx) => {
  if (!value.hash.enabled) return;
  if (value.hash.name === '') ctx.addIssue({ code: 'custom', path: ['hash', 'name'], message: 'VALIDATION_REQUIRED' });
  if (value.hash.text === '') ctx.addIssue({ code: 'custom', path: ['hash', 'text'], message: 'VALIDATION_REQUIRED' });
});
export type TrackingSettings = z.infer<typeof TrackingSettings>;

export const DEFAULT_TRACKING_SETTINGS: TrackingSettings = {
  utm: { source: '', medium: '', campaign: '', term: '', content: '' },
  hash: { enabled: false, type: 'param', name: '', text: '', hasher: 'none' },
};
