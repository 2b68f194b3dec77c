import type { SendType } from '@shared/rules/campaigns';
import type { Granularity, PeriodMetric } from '@shared/schemas/period-reports';
import { useApiQuery } from '@web/api/query';
import { periodQuery, type PeriodValue } from '../period/PeriodFields';

export interface DynamicChoice extends PeriodValue {
  metric: PeriodMetric;
  granularity: Granularity;
  segment?: string;
  type?: SendType;
  sender?: string;
}

/** The dynamic report of the choice (reports.dynamic); the previous answer stays while a new choice loads. */
export function useDynamicReport(choice: DynamicChoice) {
  const { metric, granularity, segment, type, sender } = choice;
  const query = {
    ...periodQuery(choice),
    metric,
    granularity,
    ...(segment ? { segment } : {}),
    ...(type ? { type } : {}),
    ...(sender ? { sender } : {}),
  };
  return useApiQuery('reports.dynamic', { query }, { placeholderData: (previous) => previous });
}
