import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';
import type { Consent } from '@shared/schemas/signup';
import { apiKey, useApiMutation, useApiQuery } from '@web/api/query';
import { ConfirmModal } from '@web/common/ConfirmModal';
import { useErrorText } from '@web/common/use-error-text';
import { useProperties } from '@web/pages/subscribers/common/use-properties';
import { ConsentModal } from './ConsentModal';

/** /v2/settings/scenarios?tab=consents: the consents subscribers accept, their texts and versions. */
export function ConsentsTab() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const consents = useApiQuery('consents.list', {});
  const { properties } = useProperties();
  const [editing, setEditing] = useState<Consent | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Consent | null>(null);
  const remove = useApiMutation('consents.delete', { invalidates: [apiKey('consents.list')] });
  const consentProperties = properties.filter((p) => p.type === 'spec_agr');
  const taken = new Set((consents.data?.items ?? []).map((c) => c.propertyId));
  return (
    <>
      <Table
        header={
          <Header
            variant="h2"
            description={t('consents.description')}
            actions={
              <Button variant="primary" onClick={() => setEditing('new')}>
                {t('consents.create')}
              </Button>
            }
          >
            {t('consents.tab')}
          </Header>
        }
        loading={consents.loading}
        loadingText={t('common.loading')}
        items={consents.data?.items ?? []}
        trackBy="id"
        empty={consents.error ? errorText.describe(consents.error) : <Box textAlign="center">{t('consents.empty')}</Box>}
        columnDefinitions={[
          { id: 'name', header: t('consents.name'), cell: (c) => c.name },
          { id: 'text', header: t('consents.text'), cell: (c) => c.text },
          { id: 'version', header: t('consents.version'), cell: (c) => c.version },
          { id: 'required', header: t('consents.required'), cell: (c) => (c.required ? t('consents.required') : t('consents.optional')) },
          {
            id: 'property',
            header: t('consents.property'),
            cell: (c) => properties.find((p) => p.id === c.propertyId)?.displayName ?? c.propertyId,
          },
          {
            id: 'actions',
            header: '',
            cell: (c) => (
              <SpaceBetween direction="horizontal" size="xs">
                <Button variant="inline-link" onClick={() => setEditing(c)} ariaLabel={`${t('consents.edit')} ${c.name}`}>
                  {t('consents.edit')}
                </Button>
                <Button variant="inline-link" onClick={() => setDeleting(c)} ariaLabel={`${t('consents.delete')} ${c.name}`}>
                  {t('consents.delete')}
                </Button>
              </SpaceBetween>
            ),
          },
        ]}
      />
      {editing && (
        <ConsentModal
          consent={editing === 'new' ? undefined : editing}
          properties={editing === 'new' ? consentProperties.filter((p) => !taken.has(p.id)) : consentProperties}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <ConfirmModal
          header={t('consents.delete')}
          confirmText={t('consents.delete')}
          action={async () => {
            await remove.mutateAsync({ params: { id: deleting.id } });
            setDeleting(null);
          }}
          onClose={() => setDeleting(null)}
        >
          {t('consents.deleteConfirm', { name: deleting.name })}
        </ConfirmModal>
      )}
    </>
  );
}
