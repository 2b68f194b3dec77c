/** The plans (spec section 1). */
export type AccountPlan = 'trial' | 'standard' | 'advanced' | 'premium';

/**
 * "Plan-limited footers" (spec section 6, a feature gate; section 9 gives no numbers): how many
 * footers an account may keep. The trial keeps one per message language (the default pl and en);
 * paid plans grow with the number of brands or lists an account usually runs. FEATURE_LIMIT_REACHED
 * names the limit `footers` with its maximum.
 */
export const FOOTER_LIMITS: Record<AccountPlan, number> = {
  trial: 2,
  standard: 5,
  advanced: 20,
  premium: 50,
};

/**
 * An `<a>` whose href is exactly the recipient's unsubscribe link field, as sending recognises it
 * (functions/sending/render.ts): `{{ unsubscribe_url }}`, spaces inside the braces allowed.
 */
const UNSUBSCRIBE_LINK = /<a\b[^>]*?\shref\s*=\s*(["'])\s*\{\{\s*unsubscribe_url\s*\}\}\s*\1/i;

/** Whether HTML (a mailing's content or a footer) carries the unsubscribe link. */
export const hasUnsubscribeLink = (html: string): boolean => UNSUBSCRIBE_LINK.test(html);

/** The app's language code (pl, en-US) as a message's (pl, en). */
export const messageLanguageOf = (language: string): 'pl' | 'en' => (language.startsWith('en') ? 'en' : 'pl');
