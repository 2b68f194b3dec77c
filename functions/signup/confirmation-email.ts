import { publicBranding } from '@functions/branding/service';
import { getPublicBaseUrl } from '@functions/platform/config';
import { linkEmail } from '@functions/platform/link-email';
import { sendEmail, systemSender } from '@functions/platform/mailer';
import { signToken, verifyToken } from '@functions/platform/tokens';
import type { SignupLanguage } from '@shared/schemas/signup';
import type { FormRecord } from './forms-repository';
import { signupWords } from './public-pages';

const DAY_SECONDS = 86_400;

/** The confirmation link's path: a signed token naming the account and the subscriber, valid as long as the sign-up waits. */
export const confirmPath = (token: string) => `/t/f/confirm/${token}`;

export async function confirmationToken(
  accountId: string,
  subscriberId: string,
  language: SignupLanguage,
  expiryDays: number,
): Promise<string> {
  return signToken('signup', { a: accountId, s: subscriberId, l: language }, expiryDays * DAY_SECONDS);
}

export async function readConfirmationToken(
  token: string,
): Promise<{ accountId: string; subscriberId: string; language?: SignupLanguage } | undefined> {
  const result = await verifyToken('signup', token);
  if (!result.ok || typeof result.claims.a !== 'string' || typeof result.claims.s !== 'string') return undefined;
  const language = result.claims.l === 'en' || result.claims.l === 'pl' ? result.claims.l : undefined;
  return { accountId: result.claims.a, subscriberId: result.claims.s, language };
}

/**
 * The double opt-in e-mail, in the form's language: the account's own subject and words from its
 * branding (the confirmation e-mail), else the product's, in the branding's font, colours and logo
 * (link-email.ts). Replies go to the branding's reply-to address when it has one.
 */
export async function sendConfirmation(accountId: string, form: FormRecord, subscriberId: string, to: string, expiryDays: number) {
  const [{ branding, logoUrl }, base, token] = await Promise.all([
    publicBranding(accountId),
    getPublicBaseUrl(),
    confirmationToken(accountId, subscriberId, form.language, expiryDays),
  ]);
  const t = signupWords(form.language);
  const own = branding.confirmationEmail;
  const mail = linkEmail(
    {
      subject: own.subject.trim() || t('signup.emailSubject'),
      intro: own.text.trim() || t('signup.emailIntro'),
      action: t('signup.emailAction'),
      outro: t('signup.emailOutro'),
    },
    `${base}${confirmPath(token)}`,
    undefined,
    {
      font: branding.font,
      text: branding.colours.text,
      muted: branding.colours.secondary,
      button: branding.colours.primary,
      background: branding.colours.background,
      ...(logoUrl ? { logoUrl } : {}),
    },
  );
  await sendEmail({
    from: systemSender(),
    to,
    ...mail,
    headers: branding.replyTo ? { 'Reply-To': branding.replyTo } : undefined,
    tags: { kind: 'signup-confirm' },
  });
}
