import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import { useTranslation } from 'react-i18next';
import type { DomainStatus, SendingDomain } from '@shared/schemas/domains';
import { devDomains } from '@web/api/dev-domains';
import { apiKey, invalidate, useApiMutation, useApiQuery } from '@web/api/query';
import { useSession } from '@web/app/session/session-store';
import { ConfirmModal } from '@web/common/ConfirmModal';
import { PageSpinner } from '@web/common/PageSpinner';
import { useErrorText } from '@web/common/use-error-text';
import { useSubmission } from '@web/common/use-form-submit';
import { AddDomainForm } from './AddDomainForm';
import { DnsRecordsTable } from './DnsRecordsTable';

const INDICATOR: Record<DomainStatus, StatusIndicatorProps.Type> = { pending: 'pending', verified: 'success', failed: 'error' };

function DomainCard({ domain, devTools }: { domain: SendingDomain; devTools: boolean }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [confirming, setConfirming] = useState(false);
  // One action at a time; a later success clears the error an earlier one left.
  const action = useSubmission<'check' | 'verify'>();
  const list = apiKey('domains.list');
  const check = useApiMutation('domains.check', { invalidates: [list] });
  const remove = useApiMutation('domains.remove', { invalidates: [list] });
  const params = { domain: domain.domain };
  const markVerified = () =>
    action.run('verify', async () => {
      await devDomains.markVerified(domain.domain);
      await invalidate(list);
    });
  return (
    <Container
      header={
        <Header
          variant="h2"
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              {devTools && !domain.usable && (
                <Button loading={action.busy === 'verify'} disabled={action.busy === 'check'} onClick={() => void markVerified()}>
                  {t('domains.markVerified')}
                </Button>
              )}
              <Button
                loading={action.busy === 'check'}
                disabled={action.busy === 'verify'}
                onClick={() => void action.run('check', () => check.mutateAsync({ params }))}
              >
                {t('domains.checkNow')}
              </Button>
              <Button onClick={() => setConfirming(true)}>{t('domains.delete')}</Button>
            </SpaceBetween>
          }
        >
          {domain.domain}
        </Header>
      }
    >
      <SpaceBetween size="s">
        {action.error !== null && <Alert type="error">{errorText.describe(action.error)}</Alert>}
        <SpaceBetween direction="horizontal" size="l">
          <StatusIndicator type={INDICATOR[domain.dkimStatus]}>{t(`domains.dkim.${domain.dkimStatus}`)}</StatusIndicator>
          <StatusIndicator type={INDICATOR[domain.mailFromStatus]}>
            {t(`domains.mailFrom.${domain.mailFromStatus}`, { domain: domain.mailFromDomain })}
          </StatusIndicator>
          {domain.verifiedLocally && <Box color="text-status-warning">{t('domains.verifiedLocally')}</Box>}
        </SpaceBetween>
        <Box color="text-body-secondary">{domain.usable ? t('domains.usable') : t('domains.notUsable')}</Box>
        <ExpandableSection headerText={t('domains.records')} defaultExpanded={!domain.usable}>
          <DnsRecordsTable records={domain.records} />
        </ExpandableSection>
      </SpaceBetween>
      {confirming && (
        <ConfirmModal
          header={t('domains.deleteHeader')}
          confirmText={t('domains.delete')}
          action={async () => {
            await remove.mutateAsync({ params });
            setConfirming(false);
          }}
          onClose={() => setConfirming(false)}
        >
          <Box>{t('domains.deleteQuestion', { domain: domain.domain })}</Box>
        </ConfirmModal>
      )}
    </Container>
  );
}

/** /settings/company/domains: the account's sending domains, their DNS records and verification state. */
export default function SendingDomainsPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const session = useSession();
  const devTools = session.status === 'authenticated' && session.user.permissions.config.local_dev_tools;
  const domains = useApiQuery('domains.list', {});
  return (
    <ContentLayout
      header={
        <Header variant="h1" description={t('domains.description')}>
          {t('pages.settingsDomains')}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <Container header={<Header variant="h2">{t('domains.addHeader')}</Header>}>
          <AddDomainForm />
        </Container>
        {domains.error ? (
          <Alert type="error" header={t('common.loadFailed')}>
            {errorText.describe(domains.error)}
          </Alert>
        ) : domains.data ? (
          domains.data.items.length ? (
            domains.data.items.map((d) => <DomainCard key={d.domain} domain={d} devTools={devTools} />)
          ) : (
            <Box color="text-body-secondary">{t('domains.empty')}</Box>
          )
        ) : (
          <PageSpinner />
        )}
      </SpaceBetween>
    </ContentLayout>
  );
}
