import Button from '@cloudscape-design/components/button';
import { useTranslation } from 'react-i18next';
import { api } from '@web/api';
import { JobProgress } from '@web/common/job-progress/JobProgress';
import { useJobProgress } from '@web/common/job-progress/use-job-progress';
import { useDownload } from '@web/pages/subscribers/import/common/download';
import { exportJobView } from '@web/pages/subscribers/export/export-form';

/** Where a report keeps what its export says (download, export, exporting, exportFailed). */
export type ExportTexts = 'reports.mailing.recipients' | 'reports.addresses';

/** A report's started export: followed until its file is ready, then downloaded from the report. */
export function ExportStatus({ jobId, texts }: { jobId: string; texts: ExportTexts }) {
  const { t } = useTranslation();
  const { busy, download } = useDownload();
  const { job } = useJobProgress('exports.get', { params: { id: jobId } }, exportJobView);
  if (!job) return null;
  if (job.phase === 'finished')
    return (
      <Button
        iconName="download"
        loading={busy === jobId}
        onClick={() => void download(jobId, () => api('exports.download', { params: { id: jobId } }))}
      >
        {t(`${texts}.download`)}
      </Button>
    );
  return (
    <JobProgress
      job={job}
      ariaLabel={t(`${texts}.export`)}
      additionalInfo={t(`${texts}.exporting`, { done: job.done, total: job.total })}
      resultText={job.phase === 'failed' ? undefined : t(`${texts}.exportFailed`)}
    />
  );
}
