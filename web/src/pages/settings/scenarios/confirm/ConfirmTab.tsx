import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';
import type { SignupForm } from '@shared/schemas/signup';
import { apiKey, useApiMutation, useApiQuery } from '@web/api/query';
import { ConfirmModal } from '@web/common/ConfirmModal';
import { QueryGate } from '@web/common/QueryGate';
import { useErrorText } from '@web/common/use-error-text';
import { useProperties } from '@web/pages/subscribers/common/use-properties';
import { ConfirmSettingsForm } from './ConfirmSettingsForm';
import { FormAddresses } from './FormAddresses';
import { SignupFormModal } from './SignupFormModal';

/** /v2/settings/scenarios?tab=confirm: the double opt-in settings and the hosted sign-up forms. */
export function ConfirmTab() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const settings = useApiQuery('confirmSettings.get', {});
  const forms = useApiQuery('signupForms.list', {});
  const consents = useApiQuery('consents.list', {});
  const { properties } = useProperties();
  const [editing, setEditing] = useState<SignupForm | 'new' | null>(null);
  const [deleting, setDeleting] = useState<SignupForm | null>(null);
  const remove = useApiMutation('signupForms.delete', { invalidates: [apiKey('signupForms.list')] });
  return (
    <QueryGate query={settings}>
      {(saved) => (
        <SpaceBetween size="l">
          <ConfirmSettingsForm saved={saved} />
          <Table
            header={
              <Header
                variant="h2"
                description={t('signupForms.formsDescription')}
                actions={
                  <Button variant="primary" onClick={() => setEditing('new')}>
                    {t('signupForms.create')}
                  </Button>
                }
              >
                {t('signupForms.forms')}
              </Header>
            }
            loading={forms.loading}
            loadingText={t('common.loading')}
            items={forms.data?.items ?? []}
            trackBy="id"
            wrapLines
            empty={forms.error ? errorText.describe(forms.error) : <Box textAlign="center">{t('signupForms.empty')}</Box>}
            columnDefinitions={[
              { id: 'name', header: t('signupForms.name'), cell: (f) => f.name },
              {
                id: 'language',
                header: t('signupForms.language'),
                cell: (f) => t(f.language === 'pl' ? 'signupForms.languagePl' : 'signupForms.languageEn'),
              },
              {
                id: 'confirm',
                header: t('signupForms.confirm'),
                cell: (f) => t(f.confirm === 'double' ? 'signupForms.confirmDouble' : 'signupForms.confirmSingle'),
              },
              {
                id: 'addresses',
                header: t('signupForms.show'),
                cell: (f) => (
                  <ExpandableSection headerText={t('signupForms.show')} headerAriaLabel={`${t('signupForms.show')}: ${f.name}`}>
                    <FormAddresses form={f} />
                  </ExpandableSection>
                ),
              },
              {
                id: 'actions',
                header: '',
                cell: (f) => (
                  <SpaceBetween direction="horizontal" size="xs">
                    <Button variant="inline-link" onClick={() => setEditing(f)} ariaLabel={`${t('signupForms.edit')} ${f.name}`}>
                      {t('signupForms.edit')}
                    </Button>
                    <Button variant="inline-link" onClick={() => setDeleting(f)} ariaLabel={`${t('signupForms.delete')} ${f.name}`}>
                      {t('signupForms.delete')}
                    </Button>
                  </SpaceBetween>
                ),
              },
            ]}
          />
          {editing && (
            <SignupFormModal
              form={editing === 'new' ? undefined : editing}
              properties={properties}
              consents={consents.data?.items ?? []}
              onClose={() => setEditing(null)}
            />
          )}
          {deleting && (
            <ConfirmModal
              header={t('signupForms.delete')}
              confirmText={t('signupForms.delete')}
              action={async () => {
                await remove.mutateAsync({ params: { id: deleting.id } });
                setDeleting(null);
              }}
              onClose={() => setDeleting(null)}
            >
              {t('signupForms.deleteConfirm', { name: deleting.name })}
            </ConfirmModal>
          )}
        </SpaceBetween>
      )}
    </QueryGate>
  );
}
