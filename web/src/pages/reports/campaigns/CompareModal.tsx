import BarChart from '@cloudscape-design/components/bar-chart';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import Table from '@cloudscape-design/components/table';
import Alert from '@cloudscape-design/components/alert';
import { useTranslation } from 'react-i18next';
import type { CampaignReportRow } from '@shared/schemas/reports';
import { useApiQuery } from '@web/api/query';
import { useChartStrings } from '@web/common/use-chart-strings';
import { useErrorText } from '@web/common/use-error-text';
import { formatRate } from '../mailing/report-view';
import { COUNT_COLUMNS, RATE_COLUMNS } from './columns';

type Metric = { id: string; label: string; value: (r: CampaignReportRow) => string };

/** 2 to 4 mailings side by side: a row per count and KPI, a column per mailing, and their rates as bars. */
export function CompareModal({ ids, onClose }: { ids: string[]; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const strings = useChartStrings();
  const errorText = useErrorText();
  const query = useApiQuery('reports.compare', { query: { ids: ids.join(',') } });
  const rows = query.data?.items ?? [];
  const metrics: Metric[] = [
    ...COUNT_COLUMNS.map((key) => ({
      id: key,
      label: t(`reports.campaigns.${key}`),
      value: (r: CampaignReportRow) => r.stats[key].toLocaleString(i18n.language),
    })),
    ...RATE_COLUMNS.map(([key, label]) => ({
      id: key,
      label: t(`reports.campaigns.${label}`),
      value: (r: CampaignReportRow) => formatRate(r.rates[key], i18n.language),
    })),
  ];
  return (
    <Modal
      visible
      size="large"
      onDismiss={onClose}
      header={t('reports.campaigns.comparison')}
      footer={
        <Box float="right">
          <Button onClick={onClose}>{t('reports.campaigns.close')}</Button>
        </Box>
      }
    >
      {query.error ? (
        <Alert type="error">{errorText.describe(query.error)}</Alert>
      ) : !query.data ? (
        <Spinner />
      ) : (
        <SpaceBetween size="l">
          <Table<Metric>
            variant="embedded"
            trackBy="id"
            items={metrics}
            columnDefinitions={[
              { id: 'metric', header: t('reports.campaigns.metric'), cell: (m) => m.label, isRowHeader: true },
              ...rows.map((r) => ({ id: r.id, header: r.name, cell: (m: Metric) => m.value(r) })),
            ]}
          />
          <BarChart
            {...strings}
            series={RATE_COLUMNS.slice(0, 3).map(([key, label]) => ({
              type: 'bar' as const,
              title: t(`reports.campaigns.${label}`),
              data: rows.map((r) => ({ x: r.name, y: r.rates[key] ?? 0 })),
              valueFormatter: (y: number) => formatRate(y, i18n.language),
            }))}
            xScaleType="categorical"
            yDomain={[0, 1]}
            height={220}
            hideFilter
            ariaLabel={t('reports.campaigns.comparison')}
            i18nStrings={{
              ...strings.i18nStrings,
              xTickFormatter: (x: string) => x,
              yTickFormatter: (y: number) => formatRate(y, i18n.language),
            }}
          />
        </SpaceBetween>
      )}
    </Modal>
  );
}
