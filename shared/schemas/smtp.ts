import { z } from 'zod';
import { SMTP_INTERFACE, SMTP_USERNAME } from '../rules/smtp';

/** The language of the account's system texts (footer, unsubscribe page) in the messages an SMTP user sends. */
export const SMTP_LANGUAGES = ['pl', 'en'] as const;

const Interface = z.string().regex(SMTP_INTERFACE, 'SMTP_INTERFACE_INVALID');

/** What an SMTP user's editor changes (/advanced/smtp, PERM_SMTP); the username is fixed once added. */
export const SmtpUserUpdate = z.strictObject({
  language: z.enum(SMTP_LANGUAGES).default('pl'),
  interface: Interface.nullable().default(null),
  active: z.boolean().default(true),
});
export type SmtpUserUpdate = z.infer<typeof SmtpUserUpdate>;

export const SmtpUserBody = SmtpUserUpdate.extend({
  /** Lower-case as typed: the relay compares it as given in AUTH. */
  username: z.string().regex(SMTP_USERNAME, 'SMTP_USERNAME_INVALID'),
});
export type SmtpUserBody = z.infer<typeof SmtpUserBody>;

export const SmtpUser = z.object({
  id: z.string(),
  username: z.string(),
  language: z.enum(SMTP_LANGUAGES),
  interface: z.string().nullable(),
  active: z.boolean(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** Messages (one per recipient) the relay accepted from this user this month. */
  thisMonth: z.number().int(),
});
export type SmtpUser = z.infer<typeof SmtpUser>;

/** The verification code (the SMTP password): shown once, on adding and on regenerating; only its hash is kept. */
export const SmtpCode = z.object({ code: z.string() });

export const SmtpUserList = z.object({
  items: z.array(SmtpUser),
  max: z.number().int(),
  /** Spec: the monthly SMTP counter ("yyyy-mm" in the account's zone): messages accepted by the relay. */
  month: z.string(),
  thisMonth: z.number().int(),
});
