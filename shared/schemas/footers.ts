import { z } from 'zod';
import { contentField, nameField } from '../validation';

/**
 * Footers (spec section 2: /v2/settings/scenarios, its footers part, PERM_PSCENARIUSZE): HTML
 * appended to every mailing in their language, one default per language. The number an account
 * may keep is limited by its plan (spec section 6, "plan-limited footers"; shared/rules/footers.ts).
 */

/** The languages messages are written in (not the app's UI locales: a footer speaks to subscribers). */
export const MESSAGE_LANGUAGES = ['pl', 'en'] as const;
export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number];
export const MessageLanguage = z.enum(MESSAGE_LANGUAGES);

export const FooterBody = z.strictObject({
  name: nameField(1, 100),
  language: MessageLanguage,
  /** Sanitised as mailing HTML is (functions/mailings/sanitize.ts); merge fields allowed, `{{ unsubscribe_url }}` among them. */
  html: contentField(1, 20_000),
  /** Make it its language's default (the first footer of a language is the default anyway). */
  isDefault: z.boolean().optional(),
});
export type FooterBody = z.infer<typeof FooterBody>;

export const Footer = z.object({
  id: z.string(),
  name: z.string(),
  language: MessageLanguage,
  html: z.string(),
  isDefault: z.boolean(),
  /** Whether the HTML has the unsubscribe link: a mailing whose content lacks one needs it here. */
  hasUnsubscribeLink: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** On create and update: what the sanitiser removed (tags, attributes, URL schemes), each once. */
  sanitized: z.object({ removed: z.array(z.string()) }).optional(),
});
export type Footer = z.infer<typeof Footer>;

export const FooterList = z.object({
  items: z.array(Footer),
  /** The plan's limit and how many the account keeps. */
  limit: z.object({ max: z.number().int(), used: z.number().int() }),
  /**
   * The product's default footer per language (company name, postal address, the unsubscribe link in
   * the branding's words): what a language without a footer of the account's sends, and the
   * starting content of a new one.
   */
  starters: z.object({ pl: z.string(), en: z.string() }),
});
export type FooterList = z.infer<typeof FooterList>;

/** The footer a mailing in a language carries now: the account's default (named), or the product's default (name null). */
export const MailingFooter = z.object({ name: z.string().nullable(), html: z.string(), hasUnsubscribeLink: z.boolean() });
export type MailingFooter = z.infer<typeof MailingFooter>;
/** The footers a mailing may carry, and the language a new mailing starts in (the account's default language of messages). */
export const MailingFooters = z.object({ pl: MailingFooter, en: MailingFooter, defaultLanguage: MessageLanguage });
export type MailingFooters = z.infer<typeof MailingFooters>;

export const DeleteFooterResult = z.object({ deleted: z.literal(true) });
