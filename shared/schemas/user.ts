import { z } from 'zod';
import { DATE_FORMATS, DEFAULT_PREFS as DEFAULTS, LANGUAGES, THEMES, USER_ROLES } from '../constants';
import { PERMISSION_KEYS } from '../permissions';
import { VERSIONED_AREAS } from '../versions';

export const Prefs = z.strictObject({
  language: z.enum(LANGUAGES),
  theme: z.enum(THEMES),
  date_format: z.enum(DATE_FORMATS),
});
export type Prefs = z.infer<typeof Prefs>;
export const DEFAULT_PREFS: Prefs = DEFAULTS;

export const Limits = z.object({
  subscribers: z.number().int(),
  emailsPerMonth: z.number().int(),
  users: z.number().int(),
  scoring: z.boolean(),
  ai: z.boolean(),
});
export const AccountConfig = z.object({ blacklist_enabled: z.boolean(), gsm_other_prefixes: z.boolean(), local_dev_tools: z.boolean() });

/** Spec sections 3 and 6: working and ready versions per versioned area (shared/versions.ts), as answered. */
export const VersionAccessOutput = z.record(z.enum(VERSIONED_AREAS), z.object({ working: z.boolean(), ready: z.boolean() }));

/** Spec section 3: the current user. */
export const CurrentUser = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(USER_ROLES),
  activated: z.boolean(),
  onboarded: z.boolean(),
  /** A presigned link to the avatar, or null. */
  avatarUrl: z.string().nullable(),
  prefs: Prefs,
  account: z.object({
    id: z.string(),
    name: z.string(),
    plan: z.enum(['trial', 'standard', 'advanced', 'premium']),
    /** 4-eye verification: sending hands a mailing over for acceptance (the editor says so before it is sent). */
    fourEye: z.boolean(),
  }),
  /** Spec section 6: the segments this user is restricted to in this account (empty: every subscriber). */
  segmentIds: z.array(z.string()),
  permissions: z.object({
    permissions: z.partialRecord(z.enum(PERMISSION_KEYS), z.boolean()),
    /** Which mailing versions (working, ready) the user reaches; the API enforces it, the web app hides the rest. */
    versions: VersionAccessOutput,
    limits: Limits,
    config: AccountConfig,
    prefs: Prefs,
  }),
});
export type CurrentUser = z.infer<typeof CurrentUser>;

export const UpdateMeBody = z.strictObject({ prefs: Prefs.partial() });
