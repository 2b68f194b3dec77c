import BarChart from '@cloudscape-design/components/bar-chart';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import Alert from '@cloudscape-design/components/alert';
import { useTranslation } from 'react-i18next';
import type { VariantReport } from '@shared/schemas/schedule';
import { api } from '@web/api';
import { useApiQuery } from '@web/api/query';
import { useErrorText } from '@web/common/use-error-text';
import { useSubmission } from '@web/common/use-form-submit';
import { isCyclicAbx } from '../common/cyclic-abx';
import type { CampaignPanelProps } from './panels';

type Row = VariantReport['variants'][number];

const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;

/** An A/B/X test's variants: their results side by side, the winner, and the winner chosen by hand while the test runs. */
export default function VariantsPanel({ mailing, onChange }: CampaignPanelProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  // A test's parent: an A/B/X mailing, or a run of a cyclic one (not the cyclic parent, nor a variant).
  const isTest = mailing.sendType === 'abx' && !isCyclicAbx(mailing) && (!mailing.parentId || mailing.run !== undefined);
  const report = useApiQuery('mailings.variants', { params: { id: mailing.id } }, { enabled: isTest });
  const { busy, error, run } = useSubmission<string>();
  if (!isTest || !report.data) return null;
  const data = report.data;
  const choose = (key: Row['key']) =>
    run(key, async () => {
      onChange(await api('mailings.chooseWinner', { params: { id: mailing.id }, body: { variant: key } }));
      await report.refetch();
    });
  const series = (['openRate', 'clickRate'] as const).map((metric) => ({
    title: t(`campaignAbx.report.${metric}`),
    type: 'bar' as const,
    data: data.variants.map((v) => ({ x: t('campaignAbx.variant', { key: v.key }), y: Math.round(v[metric] * 1000) / 10 })),
  }));
  return (
    <Container
      header={
        <Header
          variant="h2"
          description={
            data.state === 'testing' && data.decideAt
              ? t('campaignAbx.report.decidesAt', { at: new Date(data.decideAt).toLocaleString() })
              : undefined
          }
        >
          {t('campaignAbx.report.title')}
        </Header>
      }
    >
      <SpaceBetween size="m">
        {data.winner ? (
          <StatusIndicator type="success">
            {t(data.chosenBy === 'manual' ? 'campaignAbx.report.winnerManual' : 'campaignAbx.report.winnerAuto', { key: data.winner })}
          </StatusIndicator>
        ) : (
          <StatusIndicator type="in-progress">{t('campaignAbx.report.testing')}</StatusIndicator>
        )}
        {error ? <Alert type="error">{errorText.describe(error)}</Alert> : null}
        <BarChart
          series={series}
          xScaleType="categorical"
          yTitle={t('campaignAbx.report.percent')}
          height={220}
          hideFilter
          ariaLabel={t('campaignAbx.report.chart')}
          i18nStrings={{
            xTickFormatter: (x) => String(x),
            yTickFormatter: (y) => `${y}%`,
            detailPopoverDismissAriaLabel: t('common.close'),
            chartAriaRoleDescription: t('campaignAbx.report.chart'),
          }}
        />
        <Table<Row>
          variant="embedded"
          items={data.variants}
          trackBy="key"
          ariaLabels={{ tableLabel: t('campaignAbx.report.title') }}
          columnDefinitions={[
            { id: 'key', header: t('campaignAbx.report.variant'), cell: (v) => t('campaignAbx.variant', { key: v.key }) },
            { id: 'share', header: t('campaignAbx.report.share'), cell: (v) => `${v.share}%` },
            { id: 'subject', header: t('campaignAbx.report.subject'), cell: (v) => v.subject },
            { id: 'fromName', header: t('campaignAbx.report.fromName'), cell: (v) => v.fromName },
            { id: 'sent', header: t('campaignAbx.report.sent'), cell: (v) => v.sent },
            { id: 'opened', header: t('campaignAbx.report.opened'), cell: (v) => v.opened },
            { id: 'clicked', header: t('campaignAbx.report.clicked'), cell: (v) => v.clicked },
            { id: 'openRate', header: t('campaignAbx.report.openRate'), cell: (v) => percent(v.openRate) },
            { id: 'clickRate', header: t('campaignAbx.report.clickRate'), cell: (v) => percent(v.clickRate) },
            {
              id: 'winner',
              header: t('campaignAbx.report.winner'),
              cell: (v) =>
                data.winner === v.key ? (
                  <Box fontWeight="bold">{t('campaignAbx.report.isWinner')}</Box>
                ) : data.state === 'testing' ? (
                  <Button
                    loading={busy === v.key}
                    disabled={busy !== null}
                    ariaLabel={t('campaignAbx.report.chooseLabel', { key: v.key })}
                    onClick={() => void choose(v.key)}
                  >
                    {t('campaignAbx.report.choose')}
                  </Button>
                ) : null,
            },
          ]}
        />
      </SpaceBetween>
    </Container>
  );
}
