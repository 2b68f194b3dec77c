import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import type { MailingReport, ReportRates } from '@shared/schemas/reports';
import { formatRate } from './report-view';

const RATE_KEYS = [
  'delivery',
  'open',
  'humanOpen',
  'click',
  'clickToOpen',
  'bounce',
  'complaint',
  'unsubscribe',
] as const satisfies readonly (keyof ReportRates)[];

/** Each number alone in its data-testid element: tests read it without parsing labels. */
function Value({ id, children }: { id: string; children: string | number }) {
  return (
    <Box variant="awsui-value-large">
      <span data-testid={`report-${id}`}>{children}</span>
    </Box>
  );
}

/** The sending's counts and rates; machine opens and clicks told apart when there are any. */
export function OverviewPanel({ report }: { report: MailingReport }) {
  const { t, i18n } = useTranslation();
  const { totals, rates } = report;
  const number = (n: number) => n.toLocaleString(i18n.language);
  const counts = [
    ['sent', totals.sent],
    ['delivered', totals.delivered],
    ['uniqueOpens', totals.opens.unique],
    ['totalOpens', totals.opens.total],
    ['uniqueClicks', totals.clicks.unique],
    ['totalClicks', totals.clicks.total],
    ['hardBounces', totals.bounces.hard],
    ['softBounces', totals.bounces.soft],
    ['complained', totals.complained],
    ['unsubscribed', totals.unsubscribed],
    ['failed', totals.failed],
  ] as const;
  return (
    <SpaceBetween size="l">
      <KeyValuePairs
        columns={4}
        items={counts.map(([key, value]) => ({ label: t(`reports.mailing.kpi.${key}`), value: <Value id={key}>{number(value)}</Value> }))}
      />
      <KeyValuePairs
        columns={4}
        items={RATE_KEYS.map((key) => ({
          label: t(`reports.mailing.rate.${key}`),
          value: <Value id={`rate-${key}`}>{formatRate(rates[key], i18n.language)}</Value>,
        }))}
      />
      {(totals.opens.machine > 0 || totals.clicks.machine > 0) && (
        <Alert type="info" header={t('reports.mailing.machine.header')}>
          <SpaceBetween size="xxs">
            <span data-testid="report-machine-opens">
              {t('reports.mailing.machine.opens', { machine: number(totals.opens.machine), unique: number(totals.opens.unique) })}
            </span>
            <span data-testid="report-machine-clicks">
              {t('reports.mailing.machine.clicks', { machine: number(totals.clicks.machine), unique: number(totals.clicks.unique) })}
            </span>
            <Box variant="small">{t('reports.mailing.machine.info')}</Box>
          </SpaceBetween>
        </Alert>
      )}
    </SpaceBetween>
  );
}
