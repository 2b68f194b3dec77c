import BarChart from '@cloudscape-design/components/bar-chart';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import { useTranslation } from 'react-i18next';
import type { TransactionalSmsReport } from '@shared/schemas/transactional-reports';
import { useChartStrings } from '@web/common/use-chart-strings';

/** Texts sent on each day of the month. */
export function DaysChart({ days }: { days: TransactionalSmsReport['days'] }) {
  const { t, i18n } = useTranslation();
  const strings = useChartStrings();
  const dayOf = (day: string) => String(Number(day.slice(8)));
  return (
    <Container
      header={
        <Header variant="h2" description={t('smsTransactional.daysDescription')}>
          {t('smsTransactional.days')}
        </Header>
      }
    >
      <BarChart
        {...strings}
        series={[{ title: t('smsTransactional.texts'), type: 'bar' as const, data: days.map((d) => ({ x: dayOf(d.day), y: d.texts })) }]}
        xScaleType="categorical"
        hideFilter
        height={220}
        ariaLabel={t('smsTransactional.days')}
        i18nStrings={{
          ...strings.i18nStrings,
          xTickFormatter: (x: string) => x,
          yTickFormatter: (y: number) => y.toLocaleString(i18n.language),
        }}
        empty={<Box textAlign="center">{t('smsTransactional.noTexts')}</Box>}
      />
    </Container>
  );
}
