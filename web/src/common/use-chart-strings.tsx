import Box from '@cloudscape-design/components/box';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from './use-format-date';

/** Words every chart needs (Cloudscape has no Polish of its own); a pie chart ignores the axes' words. */
export function useChartStrings() {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  return {
    i18nStrings: {
      filterLabel: t('subscribers.stats.chart.filterLabel'),
      filterPlaceholder: t('subscribers.stats.chart.filterPlaceholder'),
      filterSelectedAriaLabel: t('subscribers.stats.chart.filterSelected'),
      legendAriaLabel: t('subscribers.stats.chart.legend'),
      detailPopoverDismissAriaLabel: t('common.close'),
      chartAriaRoleDescription: t('subscribers.stats.chart.role'),
      xAxisAriaRoleDescription: t('subscribers.stats.chart.xAxis'),
      yAxisAriaRoleDescription: t('subscribers.stats.chart.yAxis'),
      xTickFormatter: (x: Date) => formatDate(x.toISOString()),
      yTickFormatter: (y: number) => String(y),
    },
    empty: (
      <Box textAlign="center" color="inherit">
        {t('subscribers.stats.chart.empty')}
      </Box>
    ),
    noMatch: (
      <Box textAlign="center" color="inherit">
        {t('subscribers.stats.chart.noMatch')}
      </Box>
    ),
    loadingText: t('common.loading'),
    errorText: t('common.loadFailed'),
    recoveryText: t('subscribers.stats.chart.retry'),
  };
}
