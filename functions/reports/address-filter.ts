import type { AddressReportFilter } from '@shared/schemas/report-addresses';
import type { Subscriber } from '@shared/schemas/subscriber';

const DAY_MS = 86_400_000;

/**
 * The addresses report's score and engagement filters as one test of a subscriber's engagement
 * summary (the report's pages and its export read the same), or undefined when the filter has
 * neither. A subscriber without a summary has no figures to compare: such filters leave it out.
 * Days count back from `now`; summary times are ISO instants, so they compare as text.
 */
export function engagementMatch(filter: AddressReportFilter, now = Date.now()): ((s: Subscriber) => boolean) | undefined {
  const { minScore, maxScore, engagement, days } = filter;
  if (minScore === undefined && maxScore === undefined && engagement === undefined) return undefined;
  const cutoff = new Date(now - (days ?? 0) * DAY_MS).toISOString();
  return ({ engagement: summary }) => {
    if (!summary) return false;
    if (minScore !== undefined && summary.score < minScore) return false;
    if (maxScore !== undefined && summary.score > maxScore) return false;
    switch (engagement) {
      case undefined:
        return true;
      case 'neverOpened':
        return summary.opens === 0 && summary.lastOpenAt === undefined;
      case 'openedWithin':
        return summary.lastOpenAt !== undefined && summary.lastOpenAt >= cutoff;
      case 'notOpenedFor':
        return summary.lastOpenAt === undefined || summary.lastOpenAt < cutoff;
      case 'clickedWithin':
        return summary.lastClickAt !== undefined && summary.lastClickAt >= cutoff;
    }
  };
}
