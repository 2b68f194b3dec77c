import Box from '@cloudscape-design/components/box';
import BarChart from '@cloudscape-design/components/bar-chart';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Link from '@cloudscape-design/components/link';
import PieChart from '@cloudscape-design/components/pie-chart';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import type { ScoringSummary } from '@shared/schemas/scoring';
import { useApiQuery } from '@web/api/query';
import { QueryGate } from '@web/common/QueryGate';
import { useChartStrings } from '@web/common/use-chart-strings';
import { useFollow } from '@web/common/use-follow';
import { useFormatDate } from '@web/common/use-format-date';
import { addressesFrom, bandRows, histogramBars } from './report-view';

/** /reports/scoring (PERM_RAPORTY): the last recalculation's bands, score histogram and average. */
export default function ScoringReportPage() {
  const { t } = useTranslation();
  return (
    <SpaceBetween size="l">
      <Header variant="h1" description={t('scoring.report.description')}>
        {t('scoring.report.title')}
      </Header>
      <QueryGate query={useApiQuery('reports.scoring', {})}>
        {({ summary }) =>
          summary ? (
            <Report summary={summary} />
          ) : (
            <Container>
              <Box textAlign="center" color="inherit">
                <b>{t('scoring.report.empty')}</b>
                <Box variant="p" color="inherit">
                  {t('scoring.report.emptyHint')}
                </Box>
              </Box>
            </Container>
          )
        }
      </QueryGate>
    </SpaceBetween>
  );
}

function Report({ summary }: { summary: ScoringSummary }) {
  const { t, i18n } = useTranslation();
  const formatDate = useFormatDate();
  const strings = useChartStrings();
  const follow = useFollow();
  const number = (n: number) => n.toLocaleString(i18n.language);
  const bands = bandRows(summary);
  const bars = histogramBars(summary);
  const barLabel = (b: (typeof bars)[number]) => (b.below0 ? t('scoring.report.below0') : `${b.from}–${b.to}`);
  return (
    <SpaceBetween size="l">
      <Container>
        <KeyValuePairs
          columns={3}
          items={[
            { label: t('scoring.report.asOf'), value: formatDate(summary.finishedAt, true) },
            { label: t('scoring.report.scored'), value: <span data-testid="scoring-report-scored">{number(summary.scored)}</span> },
            { label: t('scoring.report.average'), value: number(summary.average) },
          ]}
        />
      </Container>
      <ColumnLayout columns={2}>
        <Container header={<Header variant="h2">{t('scoring.report.bandsTitle')}</Header>}>
          <SpaceBetween size="m">
            <PieChart
              {...strings}
              data={bands.map((b) => ({ title: t(`scoring.report.band.${b.band}`), value: b.count }))}
              variant="donut"
              size="medium"
              hideFilter
              ariaLabel={t('scoring.report.bandsTitle')}
              i18nStrings={{ ...strings.i18nStrings, detailsValue: t('scoring.report.subscribers') }}
            />
            <KeyValuePairs
              columns={3}
              items={bands.map((b) => ({
                label: `${t(`scoring.report.band.${b.band}`)} (${t(`scoring.report.bandRange.${b.band}`, b.range)})`,
                value:
                  b.minScore === undefined ? (
                    number(b.count)
                  ) : (
                    <Link href={addressesFrom(b.minScore)} onFollow={follow} ariaLabel={t('scoring.report.showBand')}>
                      {number(b.count)}
                    </Link>
                  ),
              }))}
            />
          </SpaceBetween>
        </Container>
        <Container
          header={
            <Header
              variant="h2"
              actions={
                <Link href={addressesFrom(summary.warm)} onFollow={follow}>
                  {t('scoring.report.showAddresses')}
                </Link>
              }
            >
              {t('scoring.report.histogramTitle')}
            </Header>
          }
        >
          <BarChart
            {...strings}
            series={[{ title: t('scoring.report.subscribers'), type: 'bar', data: bars.map((b) => ({ x: barLabel(b), y: b.count })) }]}
            xScaleType="categorical"
            xTitle={t('scoring.report.score')}
            yTitle={t('scoring.report.subscribers')}
            hideFilter
            hideLegend
            height={240}
            ariaLabel={t('scoring.report.histogramTitle')}
            i18nStrings={{ ...strings.i18nStrings, xTickFormatter: undefined }}
          />
        </Container>
      </ColumnLayout>
    </SpaceBetween>
  );
}
