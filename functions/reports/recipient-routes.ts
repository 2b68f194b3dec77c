import type { HandlersFor } from '@functions/platform/http';
import type { reportRecipientsRoutes } from '@shared/route-table/report-recipients';
import { exportsService } from '@functions/exports/service';
import { mailingChecks } from '@functions/mailings/service';
import { recipientLists } from './recipients';

export const reportRecipientsHandlers: HandlersFor<typeof reportRecipientsRoutes> = {
  'reports.recipients': ({ params, query, ctx }) => recipientLists.page(ctx.principal, params.id, query.kind, query.limit, query.cursor),
  'reports.exportRecipients': async ({ params, body, ctx }) => {
    await mailingChecks.reachable(ctx.principal, params.id);
    return exportsService.start(ctx.principal, {
      audience: { kind: 'mailingRecipients', mailingId: params.id, list: body.kind },
      fields: ['email', 'name', 'status'],
      encoding: 'utf-8',
      header: true,
    });
  },
};
