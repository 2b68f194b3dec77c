import { z } from 'zod';
import { CURRENCIES, LANGUAGES } from '../constants';
import { TEMPLATE_RULES } from '../rules/templates';
import { isTimeZone, TIME_ZONE_MAX } from '../rules/time-zone';
import { IdField } from './users-admin';

/** One of the accounts the signed-in user belongs to (spec section 1: several accounts, a default one). */
export const MyAccount = z.object({
  id: z.string(),
  name: z.string(),
  plan: z.enum(['trial', 'standard', 'advanced', 'premium']),
  /** ADMIN when the membership makes them a permissions admin there. */
  role: z.enum(['ADMIN', 'USER']),
  current: z.boolean(),
  isDefault: z.boolean(),
  /** The account creator cannot leave it. */
  owner: z.boolean(),
  /** Blocked or locked there: listed, but cannot be entered. */
  usable: z.boolean(),
});
export type MyAccount = z.infer<typeof MyAccount>;
export const MyAccountList = z.object({ items: z.array(MyAccount) });

export const DefaultAccountBody = z.strictObject({ accountId: IdField });

/** An IANA time zone the platform's Intl knows ("Europe/Warsaw"; shared/rules/time-zone.ts says which spellings pass). */
export const TimeZoneField = z
  .string()
  // An empty or overlong value has its own message, not "unknown time zone" besides.
  .min(1, { abort: true })
  .max(TIME_ZONE_MAX, { abort: true })
  .refine(isTimeZone, { message: 'VALIDATION_INVALID_TIME_ZONE' });

/**
 * The account's general settings (spec section 2: /settings/company, its "global" part; PERM_POGOLNE).
 * The time zone is the one segments evaluate dates in; the currency (spec "Currencies") the one its
 * amounts are in; the language the one its messages (footers, forms, confirmation e-mails) are made
 * in by default. A field left out is left as it is (callers from before the currency and the
 * language send the zone alone).
 */
export const SaveGeneralSettingsBody = z.strictObject({
  timeZone: TimeZoneField,
  currency: z.enum(CURRENCIES).optional(),
  language: z.enum(LANGUAGES).optional(),
  /** 4-eye verification: every sending needs acceptance by another user holding PERM_AZATWIERDZ. */
  fourEye: z.boolean().optional(),
  /** Issue 16: restore points kept per template or mailing (spec section 9: 3–30). */
  templateHistoryLimit: z.number().int().min(TEMPLATE_RULES.historyMin).max(TEMPLATE_RULES.historyMax).optional(),
});
export type SaveGeneralSettingsBody = z.infer<typeof SaveGeneralSettingsBody>;

export const GeneralSettings = z.object({
  timeZone: z.string(),
  currency: z.enum(CURRENCIES),
  language: z.enum(LANGUAGES),
  fourEye: z.boolean(),
  templateHistoryLimit: z.number().int(),
});
export type GeneralSettings = z.infer<typeof GeneralSettings>;
