import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import PieChart from '@cloudscape-design/components/pie-chart';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import type { ImportEncoding, ImportJob } from '@shared/schemas/imports';
import { api } from '@web/api';
import { useDownload } from './download';
import { OUTCOMES, outcomeSlices, skipBreakdown } from './outcomes';

/** The counters as numbers (testable by `data-testid="import-<counter>"`), live while the import runs. */
export function ImportCounters({ job }: { job: ImportJob }) {
  const { t, i18n } = useTranslation();
  const counter = (key: 'rowsRead' | (typeof OUTCOMES)[number]) => (
    <div key={key}>
      <Box variant="awsui-key-label">{t(`imports.counters.${key}`)}</Box>
      <Box variant="awsui-value-large" data-testid={`import-${key}`}>
        {job.counters[key].toLocaleString(i18n.language)}
      </Box>
    </div>
  );
  return (
    <ColumnLayout columns={6} variant="text-grid" minColumnWidth={110}>
      {counter('rowsRead')}
      {OUTCOMES.map(counter)}
    </ColumnLayout>
  );
}

/** The finished import at a glance: what became of the rows as a donut, why rows were skipped, and its report. */
export function ImportOutcomeChart({ job }: { job: ImportJob }) {
  const { t, i18n } = useTranslation();
  const slices = outcomeSlices(job.counters);
  const skipped = skipBreakdown(job.counters);
  return (
    <SpaceBetween size="m">
      <PieChart
        variant="donut"
        size="medium"
        data={slices.map((s) => ({ title: t(`imports.counters.${s.outcome}`), value: s.value }))}
        innerMetricValue={job.counters.rowsRead.toLocaleString(i18n.language)}
        innerMetricDescription={t('imports.summary.rows', { count: job.counters.rowsRead })}
        segmentDescription={(datum, sum) =>
          t('imports.summary.share', { value: datum.value, percent: sum ? Math.round((datum.value / sum) * 100) : 0 })
        }
        hideFilter
        ariaLabel={t('imports.summary.chart')}
        legendTitle={t('imports.summary.legend')}
        empty={
          <Box textAlign="center" color="inherit">
            {t('imports.summary.noRows')}
          </Box>
        }
        i18nStrings={{
          detailsValue: t('imports.summary.value'),
          detailsPercentage: t('imports.summary.percentage'),
          legendAriaLabel: t('imports.summary.legend'),
          detailPopoverDismissAriaLabel: t('common.close'),
          chartAriaRoleDescription: t('imports.summary.chartRole'),
          segmentAriaRoleDescription: t('imports.summary.segmentRole'),
        }}
      />
      {skipped.length > 0 && (
        <Box variant="small" color="text-body-secondary">
          {t('imports.summary.skippedBecause', {
            reasons: skipped.map((s) => t(`imports.skipReasons.${s.reason}`, { value: s.value })).join(', '),
          })}
        </Box>
      )}
      {job.counters.spamTraps > 0 && (
        <Box variant="small" color="text-status-warning">
          {t('imports.summary.spamTraps', { count: job.counters.spamTraps })}
        </Box>
      )}
    </SpaceBetween>
  );
}

/**
 * Downloads the report of rejected and skipped rows (line numbers and reasons) by a presigned URL:
 * UTF-8 by the button, Windows-1250 with semicolons (Excel on Polish Windows) from its menu.
 */
export function ReportButton({ job, variant = 'normal' }: { job: ImportJob; variant?: 'normal' | 'primary' | 'inline-link' }) {
  const { t } = useTranslation();
  const { busy, download } = useDownload();
  if (!job.hasReport) return null;
  const get = (encoding: ImportEncoding) =>
    void download(job.id, () => api('imports.report', { params: { id: job.id }, query: { encoding } }));
  const others = job.reportEncodings.filter((e) => e !== 'utf-8');
  const name = job.fileName ?? t('imports.source.manual');
  if (variant === 'inline-link' || others.length === 0) {
    return (
      <SpaceBetween direction="horizontal" size="xs">
        <Button
          variant={variant}
          iconName="download"
          loading={busy !== null}
          ariaLabel={variant === 'inline-link' ? t('imports.report.downloadFor', { name }) : undefined}
          onClick={() => get('utf-8')}
        >
          {t('imports.report.download')}
        </Button>
        {variant === 'inline-link' &&
          others.map((e) => (
            <Button
              key={e}
              variant="inline-link"
              ariaLabel={t('imports.report.downloadForIn', { name, encoding: t(`imports.report.encodings.${e}`) })}
              onClick={() => get(e)}
            >
              {t(`imports.report.encodings.${e}`)}
            </Button>
          ))}
      </SpaceBetween>
    );
  }
  return (
    <ButtonDropdown
      variant={variant}
      loading={busy !== null}
      mainAction={{ text: t('imports.report.download'), iconName: 'download', onClick: () => get('utf-8') }}
      items={others.map((e) => ({ id: e, text: t('imports.report.downloadIn', { encoding: t(`imports.report.encodings.${e}`) }) }))}
      onItemClick={({ detail }) => get(detail.id as ImportEncoding)}
      ariaLabel={t('imports.report.otherEncodings')}
    />
  );
}
