import BarChart from '@cloudscape-design/components/bar-chart';
import Box from '@cloudscape-design/components/box';
import { useTranslation } from 'react-i18next';
import type { MailingStats } from '@shared/schemas/mailing';
import { STAT_KEYS } from './stats';

export function StatsChart({ stats }: { stats: MailingStats }) {
  const { t } = useTranslation();
  const data = STAT_KEYS.map((key) => ({ x: t(`mailing.stats.${key}`), y: stats[key] }));
  return (
    <BarChart
      series={[{ title: t('mailing.report.messages'), type: 'bar', data }]}
      xScaleType="categorical"
      xTitle={t('mailing.report.counter')}
      yTitle={t('mailing.report.messages')}
      height={260}
      hideFilter
      hideLegend
      ariaLabel={t('mailing.report.chart')}
      empty={
        <Box textAlign="center" color="inherit">
          {t('mailing.report.noData')}
        </Box>
      }
      i18nStrings={{
        xTickFormatter: (x) => String(x),
        yTickFormatter: (y) => String(y),
        detailPopoverDismissAriaLabel: t('common.close'),
        chartAriaRoleDescription: t('mailing.report.chart'),
      }}
    />
  );
}
