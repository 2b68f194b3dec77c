import type { Language } from '@shared/constants';
import type { ServerResources } from '@shared/i18n/server';
import { serverT } from '@functions/platform/i18n';
import { linkEmail } from '@functions/platform/link-email';

/**
 * E-mails of user administration, in the recipient's language (the look is linkEmail's, as for the
 * account e-mails; the words are shared/i18n/<lang>/server.json's). `account` is the account's
 * name, `inviter` the address of who invited; links are added by the caller.
 */
export type MemberEmailKind = keyof ServerResources['emails']['members'];

export function memberEmail(kind: MemberEmailKind, language: Language, accountName: string, link: string, inviter = '') {
  const t = serverT(language);
  const values = { account: accountName, inviter };
  return linkEmail(
    {
      subject: t(`emails.members.${kind}.subject`, values),
      intro: t(`emails.members.${kind}.intro`, values),
      action: t(`emails.members.${kind}.action`),
      outro: t(`emails.members.${kind}.outro`, values),
    },
    link,
  );
}
