import type { HandlersFor } from '@functions/platform/http';
import type { reportCampaignsRoutes } from '@shared/route-table/report-campaigns';
import { mailingTagSuggestions } from '@functions/mailings/tags';
import { campaignReports } from './campaigns';

export const reportCampaignsHandlers: HandlersFor<typeof reportCampaignsRoutes> = {
  'reports.campaigns': ({ query, ctx }) => campaignReports.list(ctx.principal, query),
  'reports.compare': ({ query, ctx }) => campaignReports.compare(ctx.principal, query.ids),
  'reports.exportCampaigns': ({ query, ctx }) => campaignReports.exportCsv(ctx.principal, query),
  'reports.campaignTags': ({ ctx }) => mailingTagSuggestions(ctx.principal),
};
