import Button from '@cloudscape-design/components/button';
import { api } from '@web/api';
import { JobProgress } from '@web/common/job-progress/JobProgress';
import { useJobProgress } from '@web/common/job-progress/use-job-progress';
import { useDownload } from '@web/pages/subscribers/import/common/download';
import { exportJobView } from '@web/pages/subscribers/export/export-form';

/** What a report's export says while it runs and when its file is ready (each report has its words). */
export interface ExportStatusTexts {
  download: string;
  /** Names the progress bar to screen readers. */
  progress: string;
  exporting: (done: number | undefined, total: number | undefined) => string;
  failed: string;
}

/** A report's started export: followed until its file is ready, then downloaded from the report. */
export function ExportStatus({ jobId, texts }: { jobId: string; texts: ExportStatusTexts }) {
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
        {texts.download}
      </Button>
    );
  return (
    <JobProgress
      job={job}
      ariaLabel={texts.progress}
      additionalInfo={texts.exporting(job.done, job.total)}
      resultText={job.phase === 'failed' ? undefined : texts.failed}
    />
  );
}
