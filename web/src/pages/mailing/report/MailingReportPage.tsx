import { Suspense } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { api } from '@web/api';
import { JobProgress } from '@web/common/job-progress/JobProgress';
import { PageSpinner } from '@web/common/PageSpinner';
import { SendingPauseAlert } from '@web/common/SendingPauseAlert';
import { TagBadges } from '@web/common/tags/TagBadges';
import { useErrorText } from '@web/common/use-error-text';
import { useFollow } from '@web/common/use-follow';
import { useFormatDate } from '@web/common/use-format-date';
import { editorPath } from '../common/mailing-links';
import { MailingStateIndicator } from '../common/MailingStateIndicator';
import { useMailingAccess } from '../common/use-mailing-access';
import { StatCounters } from './StatCounters';
import { StatsChart } from './StatsChart';
import { mailingView } from './stats';
import { useMailingPoll } from './use-mailing-poll';
import { MailingAnalytics } from '@web/pages/reports/mailing/panels';
import { useCan } from '@web/app/session/session-store';
import { HourlyPanel, HoursPanel, MailingActionsPanel, PlannedPanel, RunsPanel, VariantsPanel } from '@web/pages/campaigns/report/panels';

export default function MailingReportPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const follow = useFollow();
  const { canEdit, canResume } = useMailingAccess();
  const formatDate = useFormatDate();
  const errorText = useErrorText();
  const { mailing, error, updatedAt, replace } = useMailingPoll(id);
  const can = useCan();

  if (!mailing)
    return error ? (
      <Alert type="error" header={t('common.loadFailed')}>
        {errorText.describe(error)}
      </Alert>
    ) : (
      <PageSpinner />
    );
  const { stats } = mailing;
  const active = mailing.state === 'planned' || mailing.state === 'sending' || mailing.state === 'paused';

  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          description={
            <SpaceBetween size="xxs">
              {mailing.subject}
              <TagBadges tags={mailing.tags} />
            </SpaceBetween>
          }
          info={<MailingStateIndicator state={mailing.state} />}
          actions={
            canEdit(mailing.state) && (
              <Button href={editorPath(mailing.id)} onFollow={follow}>
                {t('common.edit')}
              </Button>
            )
          }
        >
          {mailing.name}
        </Header>
      }
    >
      <SpaceBetween size="l">
        {error !== null && <Alert type="warning">{errorText.describe(error)}</Alert>}
        {/* An hourly mailing's wait for its next portion is no trouble to resume: HourlyPanel tells it. */}
        {mailing.state === 'paused' && mailing.pause && mailing.pause.reason !== 'hourly' && (
          <SendingPauseAlert
            channel="email"
            pause={mailing.pause}
            canResume={canResume(mailing.state)}
            resume={async () => replace(await api('mailings.resume', { params: { id: mailing.id }, body: {} }))}
          />
        )}
        {mailing.state === 'failed' && mailing.failure && (
          <Alert type="error" header={t('mailing.report.failedBecause')}>
            {errorText.code(mailing.failure.code, mailing.failure.params)}
          </Alert>
        )}
        <Container
          header={
            <Header
              variant="h2"
              description={updatedAt ? t('mailing.report.updated', { time: updatedAt.toLocaleTimeString(i18n.language) }) : undefined}
            >
              {t('mailing.report.progress')}
            </Header>
          }
        >
          <JobProgress
            job={mailingView(mailing)}
            // The failure's catalogue text is in the alert above; the bar names the state.
            resultText={mailing.state === 'failed' || mailing.state === 'sent' ? t(`mailing.state.${mailing.state}`) : undefined}
            label={t('mailing.report.sentOf', { sent: stats.sent, recipients: stats.recipients })}
            description={
              active
                ? t('mailing.report.active')
                : t('mailing.report.finished', { date: formatDate(mailing.finishedAt ?? mailing.updatedAt, true) })
            }
            additionalInfo={mailing.startedAt ? t('mailing.report.started', { date: formatDate(mailing.startedAt, true) }) : undefined}
            ariaLabel={t('mailing.report.progress')}
          />
        </Container>
        <Container
          header={
            <Header variant="h2" description={t('mailing.report.rateBase')}>
              {t('mailing.report.counters')}
            </Header>
          }
        >
          <StatCounters stats={stats} />
        </Container>
        {/* Issue 18: the analytics of a mailing that went out, for whoever may read reports; the counters' chart for the others. */}
        {can('PERM_RAPORTY') && mailing.startedAt ? (
          <Suspense fallback={null}>
            <MailingAnalytics mailing={mailing} />
          </Suspense>
        ) : (
          <Container header={<Header variant="h2">{t('mailing.report.chart')}</Header>}>
            <StatsChart stats={stats} />
          </Container>
        )}
        {/* Issue 17: each part of the campaign shows itself when it applies (web/src/pages/campaigns/report). */}
        <Suspense fallback={null}>
          <PlannedPanel mailing={mailing} onChange={replace} />
          <HourlyPanel mailing={mailing} onChange={replace} />
          <VariantsPanel mailing={mailing} onChange={replace} />
          <RunsPanel mailing={mailing} onChange={replace} />
          <HoursPanel mailing={mailing} onChange={replace} />
          <MailingActionsPanel mailing={mailing} onChange={replace} />
        </Suspense>
        <Box color="text-body-secondary" fontSize="body-s">
          {t('mailing.report.from', { name: mailing.fromName, email: mailing.fromEmail })}
        </Box>
      </SpaceBetween>
    </ContentLayout>
  );
}
