import type { SchemasFor } from '../route-def';
import { DownloadUrl } from '../schemas/imports';
import {
  CampaignComparison,
  CampaignExportQuery,
  CampaignReportList,
  CampaignReportQuery,
  CompareQuery,
  TagSuggestionList,
} from '../schemas/reports';
import type { reportCampaignsRoutes } from './report-campaigns';

/** The zod schemas of the lines in ./report-campaigns.ts, by route id. */
export const reportCampaignsSchemas = {
  'reports.campaigns': { query: CampaignReportQuery, response: CampaignReportList },
  'reports.compare': { query: CompareQuery, response: CampaignComparison },
  'reports.exportCampaigns': { query: CampaignExportQuery, response: DownloadUrl },
  'reports.campaignTags': { response: TagSuggestionList },
} as const satisfies SchemasFor<typeof reportCampaignsRoutes>;
