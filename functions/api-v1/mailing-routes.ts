import type { HandlersFor } from '@functions/platform/http';
import type { v1MailingsRoutes } from '@shared/route-table/v1-mailings';
import { lifecycleService } from '@functions/mailings/lifecycle';
import { mailingsService } from '@functions/mailings/service';
import { reportsService } from '@functions/reports/service';
import { smsReports } from '@functions/sms/report';
import { smsService } from '@functions/sms/service';

/**
 * The public API v1's mailings and SMS sendings: the web's services, called by a token's principal.
 * A token carries its creator's versions and restriction, so it reaches the mailings and reports a
 * restricted web user does: mailings by the versions their states need, reports as counts only.
 */
export const v1MailingsHandlers: HandlersFor<typeof v1MailingsRoutes> = {
  'v1.mailings.list': ({ query, ctx }) => lifecycleService.list(ctx.principal, query),
  'v1.mailings.get': ({ params, ctx }) => mailingsService.get(ctx.principal, params.id),
  'v1.mailings.report': ({ params, ctx }) => reportsService.mailing(ctx.principal, params.id),
  'v1.sms.list': ({ query, ctx }) => smsService.list(ctx.principal.accountId, query.limit, query.cursor),
  'v1.sms.report': ({ params, ctx }) => smsReports.get(ctx.principal.accountId, params.id),
};
