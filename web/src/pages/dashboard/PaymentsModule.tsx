import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import type { Dashboards } from '@shared/schemas/dashboard';
import { useFormatDate } from '@web/common/use-format-date';

const percent = (used: number, limit: number) => (limit > 0 ? Math.min(100, Math.round((used / limit) * 100)) : 0);

/** One limit of the plan: what is used of it, as a bar and as numbers. */
function UsageBar({ label, description, used, limit }: { label: string; description?: string; used: number; limit: number }) {
  const { t } = useTranslation();
  return (
    <ProgressBar
      label={label}
      description={description}
      value={percent(used, limit)}
      additionalInfo={t('dashboard.payments.usage', { used, limit })}
    />
  );
}

/** The plan, the trial's end and usage against the plan's limits (the trial's own as well). */
export function PaymentsModule({ data }: { data: NonNullable<Dashboards['payments']> }) {
  const { t, i18n } = useTranslation();
  const formatDate = useFormatDate();
  const trial = data.trialSending;
  return (
    <Container
      header={
        <Header variant="h2" description={t(`dashboard.payments.plans.${data.plan}`)}>
          {t('dashboard.payments.title')}
        </Header>
      }
      fitHeight
    >
      <SpaceBetween size="m">
        {data.trialDaysLeft !== undefined && data.trialEndsAt && (
          <Box>{t('dashboard.payments.trialLeft', { count: data.trialDaysLeft, date: formatDate(data.trialEndsAt) })}</Box>
        )}
        {data.usage.subscribers !== undefined && (
          <UsageBar label={t('dashboard.payments.subscribers')} used={data.usage.subscribers} limit={data.limits.subscribers} />
        )}
        <UsageBar label={t('dashboard.payments.emails')} used={data.usage.emailsThisMonth} limit={data.limits.emailsPerMonth} />
        <Box variant="small">
          {t('dashboard.payments.transactional', {
            emails: data.usage.transactionalThisMonth.emails.toLocaleString(i18n.language),
            sms: data.usage.transactionalThisMonth.sms.toLocaleString(i18n.language),
          })}
        </Box>
        {trial && (
          <>
            <UsageBar
              label={t('dashboard.payments.trialEmails')}
              description={t('dashboard.payments.trialRule', { emails: trial.maxEmails, recipients: trial.maxRecipients })}
              used={trial.emails}
              limit={trial.maxEmails}
            />
            <UsageBar label={t('dashboard.payments.trialRecipients')} used={trial.recipients} limit={trial.maxRecipients} />
          </>
        )}
      </SpaceBetween>
    </Container>
  );
}
