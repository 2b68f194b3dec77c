import type { MailingState } from '@shared/constants';
import type { Mailing } from '@shared/schemas/mailing';

export const editorPath = (id?: string) => (id ? `/v2/mailing/edit/editor/${encodeURIComponent(id)}` : '/v2/mailing/edit/editor');
export const reportPath = (id: string) => `/v2/mailing/${encodeURIComponent(id)}/report`;

/** Where a mailing's name leads: its editor while this user can change it (useMailingAccess), its report otherwise. */
export const mailingHref = (mailing: Mailing, canEdit: (state: MailingState) => boolean) =>
  canEdit(mailing.state) ? editorPath(mailing.id) : reportPath(mailing.id);
