import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import type { Dashboards } from '@shared/schemas/dashboard';
import { useFormatDate } from '@web/common/use-format-date';

const percent = (used: number, limit: number) => (limit > 0 ? Math.min(100, Math.round((used / limit) * 100)) : 0);

/** The plan, the trial's end and usage against the plan's limits. */
export function PaymentsModule({ data }: { data: NonNullable<Dashboards['payments']> }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  return (
    <Container header={<Header variant="h2" description={t(`dashboard.payments.plans.${data.plan}`)}>{t('dashboard.payments.title')}</Header>} fitHeight>
      <SpaceBetween size="m">
        {data.trialDaysLeft !== undefined && data.trialEndsAt && (
          <Box>{t('dashboard.payments.trialLeft', { count: data.trialDaysLeft, date: formatDate(data.trialEndsAt) })}</Box>
        )}
        {data.usage.subscribers !== undefined && (
          <ProgressBar
            label={t('dashboard.payments.subscribers')}
            value={percent(data.usage.subscribers, data.limits.subscribers)}
            additionalInfo={t('dashboard.payments.usage', { used: data.usage.subscribers, limit: data.limits.subscribers })}
          />
        )}
        <ProgressBar
          label={t('dashboard.payments.emails')}
          value={percent(data.usage.emailsThisMonth, data.limits.emailsPerMonth)}
          additionalInfo={t('dashboard.payments.usage', { used: data.usage.emailsThisMonth, limit: data.limits.emailsPerMonth })}
        />
        {data.trialSending && (
          <>
            <ProgressBar
              label={t('dashboard.payments.trialEmails')}
              description={t('dashboard.payments.trialRule', { emails: data.trialSending.maxEmails, recipients: data.trialSending.maxRecipients })}
              value={percent(data.trialSending.emails, data.trialSending.maxEmails)}
              additionalInfo={t('dashboard.payments.usage', { used: data.trialSending.emails, limit: data.trialSending.maxEmails })}
            />
            <ProgressBar
              label={t('dashboard.payments.trialRecipients')}
              value={percent(data.trialSending.recipients, data.trialSending.maxRecipients)}
              additionalInfo={t('dashboard.payments.usage', { used: data.trialSending.recipients, limit: data.trialSending.maxRecipients })}
            />
          </>
        )}
      </SpaceBetween>
    </Container>
  );
}
