import type { Language } from '@shared/constants';
import { linkEmail } from '@functions/platform/link-email';

/** The app's own account e-mails (Cognito's are suppressed), in the recipient's language. */
const texts = {
  pl: {
    verify: {
      subject: 'Potwierdź swój adres e-mail w Goniec',
      intro: 'Dziękujemy za rejestrację w Goniec. Kliknij poniższy link, aby potwierdzić adres e-mail i aktywować konto:',
      action: 'Potwierdź adres e-mail',
      outro: 'Link jest ważny przez 48 godzin. Jeśli to nie Ty zakładałeś konto, zignoruj tę wiadomość.',
    },
    recover: {
      subject: 'Ustaw nowe hasło w Goniec',
      intro: 'Otrzymaliśmy prośbę o zmianę hasła do Twojego konta Goniec. Kliknij poniższy link, aby ustawić nowe hasło:',
      action: 'Ustaw nowe hasło',
      outro: 'Link jest ważny przez 1 godzinę i działa tylko raz. Jeśli to nie Ty, zignoruj tę wiadomość — hasło się nie zmieni.',
    },
    registeredAgain: {
      subject: 'Próba rejestracji w Goniec na Twój adres',
      intro: 'Ktoś próbował założyć konto w Goniec na ten adres e-mail, ale masz już u nas konto. Możesz się po prostu zalogować:',
      action: 'Zaloguj się',
      outro: 'Jeśli to nie Ty, zignoruj tę wiadomość — nic się nie zmieniło, a Twoje hasło nadal działa.',
      second: { text: 'Nie pamiętasz hasła? Link jest ważny przez 1 godzinę:', action: 'Ustaw nowe hasło' },
    },
  },
  en: {
    verify: {
      subject: 'Confirm your e-mail address for Goniec',
      intro: 'Thank you for signing up for Goniec. Click the link below to confirm your e-mail address and activate your account:',
      action: 'Confirm e-mail address',
      outro: 'The link is valid for 48 hours. If you did not create an account, ignore this message.',
    },
    recover: {
      subject: 'Set a new password for Goniec',
      intro: 'We received a request to change the password of your Goniec account. Click the link below to set a new password:',
      action: 'Set a new password',
      outro: 'The link is valid for 1 hour and works once. If it was not you, ignore this message and your password stays the same.',
    },
    registeredAgain: {
      subject: 'Someone tried to sign up for Goniec with your address',
      intro: 'Someone tried to create a Goniec account with this e-mail address, but you already have one. You can simply sign in:',
      action: 'Sign in',
      outro: 'If it was not you, ignore this message: nothing has changed and your password still works.',
      second: { text: 'Forgot your password? This link is valid for 1 hour:', action: 'Set a new password' },
    },
  },
} as const;

const wordsFor = (language: Language) => texts[language === 'pl' ? 'pl' : 'en'];

export function accountEmail(kind: 'verify' | 'recover', language: Language, link: string) {
  return linkEmail(wordsFor(language)[kind], link);
}

/** To an address that already has a user, when someone signs up with it: sign in, or set a new password. */
export function registeredAgainEmail(language: Language, loginLink: string, recoverLink: string) {
  const words = wordsFor(language).registeredAgain;
  return linkEmail(words, loginLink, { ...words.second, link: recoverLink });
}
