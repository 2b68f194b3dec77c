import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import type { ScoringState } from '@shared/schemas/scoring';
import { JobProgress } from '@web/common/job-progress/JobProgress';
import { isJobActive } from '@web/common/job-progress/job-view';
import { useErrorText } from '@web/common/use-error-text';
import { useFormatDate } from '@web/common/use-format-date';
import { runView } from './rules-form';

interface Props {
  state: ScoringState;
  onRecalculate: () => void;
  starting: boolean;
  error: unknown;
}

/** The latest recalculation with its progress, the button that starts one, and what the last finished one found. */
export function RunPanel({ state: { run, summary }, onRecalculate, starting, error }: Props) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const errorText = useErrorText();
  const job = runView(run);
  const active = isJobActive(job);
  return (
    <Container
      header={
        <Header
          variant="h2"
          actions={
            <Button onClick={onRecalculate} loading={starting} disabled={active} data-testid="scoring-recalculate">
              {t('scoring.run.start')}
            </Button>
          }
        >
          {t('scoring.run.title')}
        </Header>
      }
    >
      <SpaceBetween size="m">
        {error ? <Box color="text-status-error">{errorText.describe(error)}</Box> : null}
        {run ? (
          <JobProgress
            job={job}
            label={`${t(`scoring.run.state.${run.state}`)} (${t(`scoring.run.trigger.${run.trigger}`)})`}
            ariaLabel={t('scoring.run.progress')}
            additionalInfo={run.progress ? `${run.progress.done} / ${run.progress.total}` : undefined}
            resultText={run.state === 'finished' && run.finishedAt ? formatDate(run.finishedAt, true) : undefined}
          />
        ) : (
          <Box color="text-body-secondary">{t('scoring.run.none')}</Box>
        )}
        {summary && (
          <KeyValuePairs
            columns={3}
            items={[
              { label: t('scoring.run.last'), value: formatDate(summary.finishedAt, true) },
              { label: t('scoring.run.scored'), value: <span data-testid="scoring-scored">{summary.scored}</span> },
              { label: t('scoring.run.changed'), value: summary.changed },
            ]}
          />
        )}
      </SpaceBetween>
    </Container>
  );
}
