import ProgressBar, { type ProgressBarProps } from '@cloudscape-design/components/progress-bar';
import type { ReactNode } from 'react';
import { useErrorText } from '../use-error-text';
import { jobPercent, type JobView } from './job-view';

interface Props {
  job: JobView;
  label?: ReactNode;
  /** Accessible name when there is no visible label (a table cell). */
  ariaLabel: string;
  description?: ReactNode;
  /** Under the bar (or the result, once it has ended): "1 200 of 5 000 rows", "started at 10:00". */
  additionalInfo?: ReactNode;
  /** Once it has ended; a failure reads its catalogue error by default. */
  resultText?: ReactNode;
  variant?: ProgressBarProps['variant'];
}

/**
 * Any job's progress, the same way everywhere: a Cloudscape ProgressBar with the share done while
 * queued, running or paused, then success or the failure's catalogue text.
 */
export function JobProgress({ job, label, ariaLabel, description, additionalInfo, resultText, variant }: Props) {
  const errorText = useErrorText();
  const status: ProgressBarProps.Status =
    job.phase === 'finished' ? 'success' : job.phase === 'failed' || job.phase === 'stopped' ? 'error' : 'in-progress';
  const failure = job.phase === 'failed' && job.failure ? errorText.code(job.failure.code, job.failure.params) : undefined;
  return (
    <ProgressBar
      value={jobPercent(job)}
      status={status}
      label={label}
      ariaLabel={ariaLabel}
      description={description}
      variant={variant}
      additionalInfo={additionalInfo}
      resultText={status === 'in-progress' ? undefined : (resultText ?? failure ?? '')}
    />
  );
}
