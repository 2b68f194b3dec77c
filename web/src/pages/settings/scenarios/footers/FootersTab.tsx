import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';
import { MESSAGE_LANGUAGES, type Footer, type FooterList, type MessageLanguage } from '@shared/schemas/footers';
import { apiKey, invalidate, useApiMutation, useApiQuery } from '@web/api/query';
import { ConfirmModal } from '@web/common/ConfirmModal';
import { QueryGate } from '@web/common/QueryGate';
import { useErrorText } from '@web/common/use-error-text';
import { useSubmission } from '@web/common/use-form-submit';
import { FooterModal } from './FooterModal';

type Editing = { footer?: Footer; language: MessageLanguage } | null;

function LanguageTable({
  language,
  list,
  onEdit,
  onDelete,
}: {
  language: MessageLanguage;
  list: FooterList;
  onEdit: (editing: Editing) => void;
  onDelete: (footer: Footer) => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const setDefault = useApiMutation('footers.setDefault', { invalidates: [apiKey('footers.list'), apiKey('footers.forMailings')] });
  const action = useSubmission<string>();
  const items = list.items.filter((f) => f.language === language);
  const full = list.limit.used >= list.limit.max;
  return (
    <SpaceBetween size="xs">
      {action.error !== null && <Alert type="error">{errorText.describe(action.error)}</Alert>}
      <Table
        variant="container"
        items={items}
        trackBy="id"
        header={
          <Header
            variant="h2"
            counter={`(${items.length})`}
            description={items.some((f) => f.isDefault) ? undefined : t('footers.productDefault')}
            actions={
              <Button disabled={full} onClick={() => onEdit({ language })}>
                {t('footers.create')}
              </Button>
            }
          >
            {t(`footers.languages.${language}`)}
          </Header>
        }
        empty={<Box color="text-body-secondary">{t('footers.empty')}</Box>}
        columnDefinitions={[
          {
            id: 'name',
            header: t('footers.fields.name'),
            cell: (f) => (
              <SpaceBetween direction="horizontal" size="xs">
                <span>{f.name}</span>
                {f.isDefault && <Badge color="blue">{t('footers.default')}</Badge>}
              </SpaceBetween>
            ),
          },
          {
            id: 'link',
            header: t('footers.unsubscribeLink'),
            cell: (f) =>
              f.hasUnsubscribeLink ? (
                <StatusIndicator type="success">{t('footers.hasLink')}</StatusIndicator>
              ) : (
                <StatusIndicator type="warning">{t('footers.noLink')}</StatusIndicator>
              ),
          },
          {
            id: 'actions',
            header: t('footers.actions'),
            cell: (f) => (
              <SpaceBetween direction="horizontal" size="xs">
                <Button
                  variant="inline-link"
                  onClick={() => onEdit({ footer: f, language })}
                  ariaLabel={t('footers.editNamed', { name: f.name })}
                >
                  {t('footers.edit')}
                </Button>
                {!f.isDefault && (
                  <Button
                    variant="inline-link"
                    loading={action.busy === f.id}
                    onClick={() => void action.run(f.id, () => setDefault.mutateAsync({ params: { id: f.id }, body: {} }))}
                    ariaLabel={t('footers.setDefaultNamed', { name: f.name })}
                  >
                    {t('footers.setDefault')}
                  </Button>
                )}
                <Button variant="inline-link" onClick={() => onDelete(f)} ariaLabel={t('footers.deleteNamed', { name: f.name })}>
                  {t('footers.delete')}
                </Button>
              </SpaceBetween>
            ),
          },
        ]}
      />
    </SpaceBetween>
  );
}

/** /v2/settings/scenarios?tab=footers: the account's footers per language, one default each, within the plan's limit. */
export function FootersTab() {
  const { t } = useTranslation();
  const footers = useApiQuery('footers.list', {});
  const remove = useApiMutation('footers.delete', { invalidates: [apiKey('footers.list'), apiKey('footers.forMailings')] });
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Footer | null>(null);
  return (
    <QueryGate query={footers}>
      {(list) => {
        const full = list.limit.used >= list.limit.max;
        return (
          <SpaceBetween size="l">
            <Box color="text-body-secondary">{t('footers.description')}</Box>
            <Alert type={full ? 'warning' : 'info'}>
              {full
                ? t('footers.limitReached', { max: list.limit.max })
                : t('footers.limit', { used: list.limit.used, max: list.limit.max })}
            </Alert>
            {MESSAGE_LANGUAGES.map((language) => (
              <LanguageTable key={language} language={language} list={list} onEdit={setEditing} onDelete={setDeleting} />
            ))}
            {editing && (
              <FooterModal
                footer={editing.footer}
                start={{ language: editing.language, html: list.starters[editing.language] }}
                onSaved={() => void invalidate(apiKey('footers.list'), apiKey('footers.forMailings'))}
                onClose={() => setEditing(null)}
              />
            )}
            {deleting && (
              <ConfirmModal
                header={t('footers.deleteHeader')}
                confirmText={t('footers.delete')}
                action={async () => {
                  await remove.mutateAsync({ params: { id: deleting.id } });
                  setDeleting(null);
                }}
                onClose={() => setDeleting(null)}
              >
                <Box>{t(deleting.isDefault ? 'footers.deleteDefaultQuestion' : 'footers.deleteQuestion', { name: deleting.name })}</Box>
              </ConfirmModal>
            )}
          </SpaceBetween>
        );
      }}
    </QueryGate>
  );
}
