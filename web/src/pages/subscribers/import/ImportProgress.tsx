import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import type { ImportJob } from '@shared/schemas/imports';
import { PageSpinner } from '@web/common/PageSpinner';
import { TableEmpty } from '@web/common/TableEmpty';
import { useFormatDate } from '@web/common/use-format-date';
import { ImportCounters, ImportOutcomeChart, ImportProblems, ReportButton } from './common/ImportSummary';
import { ImportStateIndicator } from './common/ImportStateIndicator';
import { importView, isImportActive } from './common/outcomes';
import { JobProgress } from '@web/common/job-progress/JobProgress';
import { useImportErrorText } from './common/use-import-error';
import { useImportJob } from './common/use-import-job';
import { formatBytes } from '@web/common/format-bytes';
import { userLabel } from '@web/common/user-label';
import { dynamicKey } from '@web/i18n';

interface Props {
  id: string;
  /** A field's name as people read it (the reasons of a finished import name fields). */
  fieldLabel: (field: string) => string;
  /** Back to the wizard for another file. */
  onNew: () => void;
}

/**
 * How far it got: the state, the job's progress as a bar, counters; when it ends, the outcome as a
 * chart and the report. A finished import that rejected most rows ends as a warning with its
 * reasons, not as a green bar.
 */
function ProgressBody({ job, fieldLabel }: { job: ImportJob; fieldLabel: (field: string) => string }) {
  const { t, i18n } = useTranslation();
  const formatDate = useFormatDate();
  const errorText = useImportErrorText();
  const active = isImportActive(job.state);
  const bytes = (n: number) => formatBytes(n, i18n.language);
  const status = job.state === 'finished' ? 'success' : job.state === 'failed' || job.state === 'locked' ? 'error' : 'in-progress';
  const problems = job.state === 'finished' && job.outcome === 'problems';
  return (
    <SpaceBetween size="l">
      {problems ? (
        <ImportProblems job={job} fieldLabel={fieldLabel} />
      ) : (
        <JobProgress
          job={importView(job)}
          label={t('imports.progress.label')}
          description={status === 'in-progress' ? <ImportStateIndicator job={job} /> : undefined}
          additionalInfo={
            status === 'in-progress' && job.bytesTotal > 0
              ? t('imports.progress.bytes', { read: bytes(job.bytesRead), total: bytes(job.bytesTotal) })
              : undefined
          }
          resultText={status === 'in-progress' ? undefined : t(dynamicKey(`imports.progress.result.${job.state}`))}
          ariaLabel={t('imports.progress.label')}
        />
      )}
      {job.state === 'queued' && <Box color="text-body-secondary">{t('imports.progress.queuedHint')}</Box>}
      {job.state === 'failed' && job.failure && (
        <Alert type="error" header={t('imports.progress.result.failed')}>
          {errorText.code(job.failure.code, job.failure.params)}
        </Alert>
      )}
      {job.state === 'locked' && (
        <Alert type="warning" header={t('imports.progress.lockedTitle')}>
          {t('imports.progress.lockedMessage', { until: formatDate(job.lockedUntil, true), traps: job.counters.spamTraps })}
        </Alert>
      )}
      <ImportCounters job={job} />
      {!active && <ImportOutcomeChart job={job} />}
    </SpaceBetween>
  );
}

/** One import, watched: it polls while queued or running (render with `key={id}`). */
export function ImportProgress({ id, onNew, fieldLabel }: Props) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const { job, error } = useImportJob(id);
  const title = job
    ? job.source === 'manual'
      ? t('imports.source.manual')
      : (job.fileName ?? t('imports.source.file'))
    : t('imports.progress.title');
  return (
    <Container
      header={
        <Header
          variant="h2"
          description={
            job ? t('imports.progress.started', { at: formatDate(job.createdAt, true), by: userLabel(t, job.createdBy) }) : undefined
          }
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              {job && <ReportButton job={job} />}
              <Button onClick={onNew}>{t('imports.progress.new')}</Button>
            </SpaceBetween>
          }
        >
          {title}
        </Header>
      }
    >
      {job ? (
        <ProgressBody job={job} fieldLabel={fieldLabel} />
      ) : error ? (
        <TableEmpty title={t('imports.progress.title')} error={error} />
      ) : (
        <PageSpinner />
      )}
    </Container>
  );
}
