import type { SchemasFor } from '../route-def';
import { DownloadUrl } from '../schemas/imports';
import { CampaignComparison, CampaignExportQuery, CampaignReportList, CampaignReportQuery, CompareQuery } from '../schemas/reports';
import type { reportCampaignsRoutes } from './report-campaigns';

/** The zod schemas of the lines in ./report-campaigns.ts, by route id. */
export const reportCampaignsSchemas = {
  'reports.campaigns': { query: CampaignReportQuery, response: CampaignReportList },
  'reports.compare': { query: CompareQuery, response: CampaignComparison },
  'reports.exportCampaigns': { query: CampaignExportQuery, response: DownloadUrl },
} as const satisfies SchemasFor<typeof reportCampaignsRoutes>;
