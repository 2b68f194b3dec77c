import type { Mailing } from '@shared/schemas/mailing';
import { isEditable } from './MailingStateIndicator';

export const editorPath = (id?: string) => (id ? `/v2/mailing/edit/editor/${encodeURIComponent(id)}` : '/v2/mailing/edit/editor');
export const reportPath = (id: string) => `/v2/mailing/${encodeURIComponent(id)}/report`;

/** Where a mailing's name leads: its editor while it can change, its report after. */
export const mailingHref = (mailing: Mailing, canEdit: boolean) => (canEdit && isEditable(mailing.state) ? editorPath(mailing.id) : reportPath(mailing.id));
