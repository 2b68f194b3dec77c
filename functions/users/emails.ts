import type { Language } from '@shared/constants';
import { linkEmail } from '@functions/platform/link-email';

/**
 * E-mails of user administration, in the recipient's language (the look is linkEmail's, as for the account e-mails).
 * `{account}` is the account's name, `{inviter}` the address of who invited; links are added by the caller.
 */
const texts = {
  pl: {
    invite: {
      subject: 'Zaproszenie do konta {account} w Goniec',
      intro: 'Administrator konta {account} w Goniec założył dla Ciebie użytkownika. Kliknij poniższy link, aby ustawić hasło i zalogować się:',
      action: 'Ustaw hasło',
      outro: 'Link jest ważny przez 72 godziny i działa tylko raz. Po jego wygaśnięciu poproś administratora o ponowne wysłanie zaproszenia.',
    },
    invitation: {
      subject: 'Zaproszenie do konta {account} w Goniec',
      intro: '{inviter} zaprasza Cię do konta {account} w Goniec. Zaloguj się swoim dotychczasowym hasłem, aby przyjąć lub odrzucić zaproszenie:',
      action: 'Zobacz zaproszenie',
      outro: 'Zaproszenie wygasa po 7 dniach. Dopóki go nie przyjmiesz, konto {account} zna tylko Twój adres e-mail i nie ma do niego dostępu. Jeśli się go nie spodziewasz, odrzuć je albo zignoruj.',
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
    invitation: {
      subject: 'Invitation to the {account} account in Goniec',
      intro: '{inviter} invites you to the {account} account in Goniec. Sign in with your existing password to accept or decline the invitation:',
      action: 'View invitation',
      outro: 'The invitation expires after 7 days. Until you accept it, the {account} account knows only your e-mail address and has no access to it. If you did not expect it, decline or ignore it.',
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

export function memberEmail(kind: MemberEmailKind, language: Language, accountName: string, link: string, inviter = '') {
  const fill = (s: string) => s.replaceAll('{account}', accountName).replaceAll('{inviter}', inviter);
  const raw = texts[language === 'pl' ? 'pl' : 'en'][kind];
  return linkEmail({ subject: fill(raw.subject), intro: fill(raw.intro), action: raw.action, outro: fill(raw.outro) }, link);
}
