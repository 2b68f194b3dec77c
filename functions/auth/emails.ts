import type { Language } from '@shared/constants';
import { serverT } from '@functions/platform/i18n';
import { linkEmail } from '@functions/platform/link-email';

/** The app's own account e-mails (Cognito's are suppressed), in the recipient's language (shared/i18n/<lang>/server.json). */
export function accountEmail(kind: 'verify' | 'recover', language: Language, link: string) {
  const t = serverT(language);
  const words = {
    subject: t(`emails.account.${kind}.subject`),
    intro: t(`emails.account.${kind}.intro`),
    action: t(`emails.account.${kind}.action`),
    outro: t(`emails.account.${kind}.outro`),
  };
  return linkEmail(words, link);
}

/** To an address that already has a user, when someone signs up with it: sign in, or set a new password. */
export function registeredAgainEmail(language: Language, loginLink: string, recoverLink: string) {
  const t = serverT(language);
  return linkEmail(
    {
      subject: t('emails.account.registeredAgain.subject'),
      intro: t('emails.account.registeredAgain.intro'),
      action: t('emails.account.registeredAgain.action'),
      outro: t('emails.account.registeredAgain.outro'),
    },
    loginLink,
    { text: t('emails.account.registeredAgain.secondText'), action: t('emails.account.registeredAgain.secondAction'), link: recoverLink },
  );
}
