import type { RouteLine } from '../route-def';

const s = { auth: 'session', permission: 'PERM_RAPORTY' } as const;

/** Issue 18, /reports/campaigns (PERM_RAPORTY): every mailing that went out with its KPIs, compared, exported. */
export const reportCampaignsRoutes = {
  'reports.campaigns': { method: 'GET', path: '/reports/campaigns', ...s },
  /** 2 to 4 mailings side by side (`?ids=a,b`). */
  'reports.compare': { method: 'GET', path: '/reports/campaigns/compare', ...s },
  /** The list as the filters give it, as a CSV file to download (a presigned URL). */
  'reports.exportCampaigns': { method: 'GET', path: '/reports/campaigns/export', ...s },
  /** Issue 18: the tags the filter suggests (the same list as the mailing form's). */
  'reports.campaignTags': { method: 'GET', path: '/reports/campaigns/tags', ...s },
} as const satisfies Record<string, RouteLine>;
