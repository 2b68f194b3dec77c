import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import type { FieldError } from '@shared/errors';
import { IMPORT_SCHEMAS_MAX } from '@shared/schemas/imports';
import { api, isApiError } from '@web/api';
import { pushNotice } from '@web/app/notifications/notification-store';
import { ConfirmModal } from '@web/common/ConfirmModal';
import { FormModal } from '@web/common/FormModal';
import { TextField } from '@web/common/TextField';
import { useErrorText } from '@web/common/use-error-text';
import { useSubmission } from '@web/common/use-form-submit';
import { useApiQuery } from '@web/api/query';
import { mappingFromTargets } from './mapping';
import { schemaNameProblem } from './schema-name';
import type { FileImport } from './use-file-import';
import { useDiscardTexts } from '../../common/use-discard-texts';

type Modal = 'save' | 'update' | 'delete';

/** Import schemas: saved mappings to load on the next file (spec: names unique, ≥ 2 characters; at most 10). */
export function SchemaTools({ state, labelOf }: { state: FileImport; labelOf: (field: string) => string }) {
  const { t } = useTranslation();
  const discardTexts = useDiscardTexts();
  const errorText = useErrorText();
  const schemas = useApiQuery('imports.schemas.list', {});
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [modal, setModal] = useState<Modal | null>(null);
  const [name, setName] = useState('');
  const [tried, setTried] = useState(false);
  const [serverError, setServerError] = useState<FieldError | null>(null);
  const [loadedNote, setLoadedNote] = useState<{ name: string; dropped: number } | null>(null);
  const { busy, error, run } = useSubmission<'save'>({
    // A name taken meanwhile belongs on the field; anything else (the limit) on the form.
    claim: (e) => {
      const onName = isApiError(e) ? e.fieldErrors.find((fe) => fe.path === 'name') : undefined;
      if (onName) setServerError(onName);
      return Boolean(onName);
    },
  });
  const items = schemas.data?.items ?? [];
  const max = schemas.data?.max ?? IMPORT_SCHEMAS_MAX;
  const selected = items.find((s) => s.id === selectedId) ?? null;
  const mapping = mappingFromTargets(state.columns);
  const atLimit = items.length >= max;
  const others = modal === 'update' && selected ? items.filter((s) => s.id !== selected.id) : items;
  const problem = modal === 'save' || modal === 'update' ? schemaNameProblem(name, others) : null;
  const nameError = serverError ?? (tried ? problem : null);

  const open = (kind: 'save' | 'update') => {
    setName(kind === 'update' && selected ? selected.name : '');
    setTried(false);
    setServerError(null);
    setModal(kind);
  };

  const save = async () => {
    setTried(true);
    setServerError(null);
    if (problem) return;
    const body = { name: name.trim(), mapping, hasHeader: state.hasHeader };
    const saved = await run('save', () =>
      modal === 'update' && selected
        ? api('imports.schemas.update', { params: { id: selected.id }, body })
        : api('imports.schemas.create', { body }),
    );
    if (!saved) return;
    pushNotice({ type: 'success', content: { key: 'imports.schemas.saved', params: { name: saved.name } } }, 5000);
    setSelectedId(saved.id);
    setModal(null);
    schemas.reload();
  };

  return (
    <Container
      header={
        <Header variant="h3" description={t('imports.schemas.hint', { max })}>
          {t('imports.schemas.title')}
        </Header>
      }
    >
      <SpaceBetween size="s">
        <SpaceBetween direction="horizontal" size="xs" alignItems="end">
          <FormField label={t('imports.schemas.load')}>
            <Select
              selectedOption={selected ? { value: selected.id, label: selected.name } : null}
              onChange={({ detail }) => {
                const schema = items.find((s) => s.id === detail.selectedOption.value);
                if (!schema) return;
                setSelectedId(schema.id);
                setLoadedNote({ name: schema.name, dropped: state.applySchema(schema) });
              }}
              options={items.map((s) => ({
                value: s.id,
                label: s.name,
                description: s.mapping.map((m) => labelOf(m.field)).join(', '),
              }))}
              placeholder={t('imports.schemas.placeholder')}
              empty={t('imports.schemas.empty')}
              statusType={schemas.loading ? 'loading' : schemas.error ? 'error' : 'finished'}
              loadingText={t('common.loading')}
              errorText={t('common.loadFailed')}
            />
          </FormField>
          <Button
            onClick={() => open('save')}
            disabled={atLimit || mapping.length === 0}
            disabledReason={atLimit ? t('errors.IMPORT_SCHEMA_LIMIT_REACHED', { max }) : t('errors.IMPORT_MAPPING_EMPTY')}
          >
            {t('imports.schemas.saveNew')}
          </Button>
          {selected && (
            <Button onClick={() => open('update')} disabled={mapping.length === 0} disabledReason={t('errors.IMPORT_MAPPING_EMPTY')}>
              {t('imports.schemas.update', { name: selected.name })}
            </Button>
          )}
          {selected && <Button onClick={() => setModal('delete')}>{t('imports.schemas.delete')}</Button>}
        </SpaceBetween>
        {loadedNote && (
          <Alert
            type={loadedNote.dropped ? 'warning' : 'success'}
            dismissible
            dismissAriaLabel={t('common.close')}
            onDismiss={() => setLoadedNote(null)}
          >
            {loadedNote.dropped
              ? t('imports.schemas.loadedDropped', { name: loadedNote.name, count: loadedNote.dropped })
              : t('imports.schemas.loaded', { name: loadedNote.name })}
          </Alert>
        )}
      </SpaceBetween>
      {(modal === 'save' || modal === 'update') && (
        <FormModal
          discardTexts={discardTexts}
          header={modal === 'update' ? t('imports.schemas.updateTitle') : t('imports.schemas.saveTitle')}
          submitText={t('common.save')}
          dirty={name.trim() !== '' && name !== selected?.name}
          submitting={busy !== null}
          error={error}
          onSubmit={() => void save()}
          onClose={() => setModal(null)}
        >
          <TextField
            label={t('imports.schemas.name')}
            value={name}
            onChange={(v) => {
              setName(v);
              setServerError(null);
            }}
            errorText={errorText.field(nameError ?? undefined)}
            autoFocus
          />
          <Box variant="small">{t('imports.schemas.saves', { count: mapping.length })}</Box>
        </FormModal>
      )}
      {modal === 'delete' && selected && (
        <ConfirmModal
          header={t('imports.schemas.deleteTitle')}
          confirmText={t('imports.schemas.delete')}
          action={async () => {
            await api('imports.schemas.delete', { params: { id: selected.id }, body: {} });
            setSelectedId(null);
            setModal(null);
            schemas.reload();
          }}
          onClose={() => setModal(null)}
        >
          <Box>{t('imports.schemas.deleteMessage', { name: selected.name })}</Box>
        </ConfirmModal>
      )}
    </Container>
  );
}
