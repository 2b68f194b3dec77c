import { useApiQuery } from '@web/api/query';
import { periodQuery, type PeriodValue } from '../period/PeriodFields';

/** The deliverability report of a period (reports.special); the previous answer stays while a new period loads. */
export function useSpecialReport(period: PeriodValue) {
  return useApiQuery('reports.special', { query: periodQuery(period) }, { placeholderData: (previous) => previous });
}
