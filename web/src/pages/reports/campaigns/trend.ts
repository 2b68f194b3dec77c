import type { CampaignRates, CampaignReportRow } from '@shared/schemas/reports';

/** A rate of each listed mailing that went out and has one, oldest first: a point per mailing at its start. */
export function trendSeries(rows: readonly CampaignReportRow[], metric: keyof CampaignRates): { x: Date; y: number }[] {
  return rows
    .flatMap((r) => {
      const y = r.rates[metric];
      return r.startedAt && y !== null ? [{ x: new Date(r.startedAt), y }] : [];
    })
    .sort((a, b) => a.x.getTime() - b.x.getTime());
}

/** Whether a choice of mailings can be compared: 2 to 4 (the route's limit). */
export const comparable = (count: number): boolean => count >= 2 && count <= 4;
