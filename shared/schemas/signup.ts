import { z } from 'zod';
import { multiLineField, singleLineField } from '../validation';
import { OptionalUrl } from './branding';

/**
 * Consents and hosted sign-up forms (issue 15; /v2/settings/scenarios, PERM_PSCENARIUSZE: the
 * "consents" and "confirm" tabs). A consent is the words a subscriber agrees to, linked to a
 * consent (spec_agr) property that holds when they agreed; editing the words makes a new version.
 */

const Id = z.string().regex(/^[0-9A-Za-z_-]{1,64}$/, { message: 'VALIDATION_INVALID_VALUE' });

export const CONSENT_TEXT_MAX = 5000;

export const ConsentBody = z.strictObject({
  name: singleLineField(1, 100),
  text: multiLineField(1, CONSENT_TEXT_MAX),
  /** A required consent must be ticked for a form to be sent. */
  required: z.boolean(),
  /** The spec_agr property the consent sets (spec section 3); fixed once the consent exists. */
  propertyId: Id,
});
export type ConsentBody = z.infer<typeof ConsentBody>;

export const Consent = ConsentBody.extend({
  id: z.string(),
  version: z.number().int().positive(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Consent = z.infer<typeof Consent>;
export const ConsentList = z.object({ items: z.array(Consent) });

/** One text a consent had: a subscriber's history names the version they agreed to. */
export const ConsentVersion = z.object({
  version: z.number().int().positive(),
  name: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export type ConsentVersion = z.infer<typeof ConsentVersion>;
export const ConsentVersionList = z.object({ items: z.array(ConsentVersion) });

/** Where a consent was given or withdrawn. */
export const ConsentSource = z.object({
  kind: z.enum(['form', 'import', 'manual']),
  formId: z.string().optional(),
  importId: z.string().optional(),
  userId: z.string().optional(),
});
export type ConsentSource = z.infer<typeof ConsentSource>;

/** One line of a subscriber's consent history (their details page). */
export const ConsentHistoryEntry = z.object({
  id: z.string(),
  at: z.string(),
  consentId: z.string(),
  /** The consent's name as it was when agreed to. */
  consentName: z.string(),
  version: z.number().int().positive(),
  action: z.enum(['given', 'withdrawn']),
  source: ConsentSource,
});
export type ConsentHistoryEntry = z.infer<typeof ConsentHistoryEntry>;
export const ConsentHistory = z.object({ items: z.array(ConsentHistoryEntry) });

/** Hosted pages speak the form's language. */
export const SIGNUP_LANGUAGES = ['pl', 'en'] as const;
export type SignupLanguage = (typeof SIGNUP_LANGUAGES)[number];
/** Double opt-in: status 6 until the e-mailed link is followed (then 8). Single: status 5 at once. */
export const CONFIRM_MODES = ['double', 'single'] as const;
export type ConfirmMode = (typeof CONFIRM_MODES)[number];

/** Properties a form may ask for besides e-mail: the name, the number, personal and custom ones (not consents: those come as consents). */
export const SignupField = z.strictObject({ propertyId: Id, required: z.boolean() });
export type SignupField = z.infer<typeof SignupField>;

export const SIGNUP_FIELDS_MAX = 20;
export const SIGNUP_CONSENTS_MAX = 10;

export const SignupFormBody = z.strictObject({
  name: singleLineField(1, 100),
  language: z.enum(SIGNUP_LANGUAGES),
  /** The e-mail address is always asked for and required; these are the other fields, in order. */
  fields: z.array(SignupField).max(SIGNUP_FIELDS_MAX),
  consentIds: z.array(Id).max(SIGNUP_CONSENTS_MAX),
  confirm: z.enum(CONFIRM_MODES),
  /** Shown after sending; empty means the product's own words. */
  thankYou: multiLineField(0, 1000).default(''),
  /** Where the visitor goes after sending instead of the thank-you page; empty for none. */
  redirectUrl: OptionalUrl.default(''),
});
export type SignupFormBody = z.infer<typeof SignupFormBody>;

export const SignupForm = SignupFormBody.extend({
  id: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The hosted page, on the product's public address. */
  hostedUrl: z.string(),
  /** A plain HTML form posting to the hosted page, to paste into a website. */
  embedHtml: z.string(),
});
export type SignupForm = z.infer<typeof SignupForm>;
export const SignupFormList = z.object({ items: z.array(SignupForm) });

export const CONFIRM_EXPIRY_DAYS = { min: 1, max: 30, default: 7 } as const;
/** The confirm scenario's settings. */
export const ConfirmSettings = z.strictObject({
  /** Days a double opt-in sign-up waits for its confirmation before it expires. */
  expiryDays: z.number().int().min(CONFIRM_EXPIRY_DAYS.min).max(CONFIRM_EXPIRY_DAYS.max),
});
export type ConfirmSettings = z.infer<typeof ConfirmSettings>;

/** Seconds a person needs at least between opening a form and sending it; a faster post is a bot's. */
export const SIGNUP_MIN_FILL_SECONDS = 3;
/** A form rendered longer ago than this is rendered again (with what was typed) rather than taken. */
export const SIGNUP_MAX_FILL_SECONDS = 24 * 3600;
