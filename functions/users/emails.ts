import type { Language } from '@shared/constants';
import { linkEmail } from '@functions/platform/link-email';

/**
 * E-mails of user administration, in the recipient's language (the look is linkEmail's, as for the account e-mails).
 * `{account}` is the account's name; links are added by the caller.
 */
const texts = {
  pl: {
    invite: {
      subject: 'Zaproszenie do konta {account} w Goniec',
      intro: 'Administrator konta {account} w Goniec założył dla Ciebie użytkownika. Kliknij poniższy link, aby ustawić hasło i zalogować się:',
      action: 'Ustaw hasło',
      outro: 'Link jest ważny przez 72 godziny i działa tylko raz. Po jego wygaśnięciu poproś administratora o ponowne wysłanie zaproszenia.',
    },
    added: {
      subject: 'Masz dostęp do konta {account} w Goniec',
      intro: 'Administrator dodał Cię do konta {account} w Goniec. Zaloguj się swoim dotychczasowym hasłem; konto znajdziesz na liście swoich kont.',
      action: 'Zaloguj się',
      outro: 'Jeśli nie spodziewasz się tego dostępu, skontaktuj się z administratorem konta.',
    },
    changePassword: {
      subject: 'Zmień hasło w Goniec',
      intro: 'Administrator konta {account} prosi o zmianę Twojego hasła w Goniec. Kliknij poniższy link, aby ustawić nowe hasło:',
      action: 'Ustaw nowe hasło',
      outro: 'Link jest ważny przez 1 godzinę i działa tylko raz.',
    },
  },
  en: {
    invite: {
      subject: 'Invitation to the {account} account in Goniec',
      intro: 'An administrator of the {account} account in Goniec created a user for you. Click the link below to set your password and sign in:',
      action: 'Set password',
      outro: 'The link is valid for 72 hours and works once. Once it expires, ask the administrator to send the invitation again.',
    },
    added: {
      subject: 'You have access to the {account} account in Goniec',
      intro: 'An administrator added you to the {account} account in Goniec. Sign in with your existing password; the account is on your list of accounts.',
      action: 'Sign in',
      outro: 'If you did not expect this access, contact the account administrator.',
    },
    changePassword: {
      subject: 'Change your Goniec password',
      intro: 'An administrator of the {account} account asks you to change your Goniec password. Click the link below to set a new one:',
      action: 'Set a new password',
      outro: 'The link is valid for 1 hour and works once.',
    },
  },
} as const;

export type MemberEmailKind = keyof (typeof texts)['pl'];

export function memberEmail(kind: MemberEmailKind, language: Language, accountName: string, link: string) {
  const fill = (s: string) => s.replaceAll('{account}', accountName);
  const raw = texts[language === 'pl' ? 'pl' : 'en'][kind];
  return linkEmail({ subject: fill(raw.subject), intro: fill(raw.intro), action: raw.action, outro: raw.outro }, link);
}
