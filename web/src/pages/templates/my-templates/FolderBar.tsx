import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import type { TemplateFolder } from '@shared/schemas/templates';
import { pushNotice } from '@web/app/notifications/notification-store';
import { ConfirmModal } from '@web/common/ConfirmModal';
import type { FolderChoice } from '../common/template-fields';
import { FolderModal } from './FolderModal';
import { useFolderWrites } from './use-folders';

interface Props {
  folders: readonly TemplateFolder[];
  loading: boolean;
  value: FolderChoice;
  onChange: (folder: FolderChoice) => void;
}

const choiceValue = (choice: FolderChoice) => (typeof choice === 'string' ? choice : `folder:${choice.id}`);

/**
 * The folder shown (all templates, those in no folder, or one folder with its count), and the
 * folder's own actions: create, rename, delete (asked first; a folder that still holds templates is
 * refused with TEMPLATE_FOLDER_NOT_EMPTY, shown in the question).
 */
export function FolderBar({ folders, loading, value, onChange }: Props) {
  const { t } = useTranslation();
  const writes = useFolderWrites();
  const [modal, setModal] = useState<'create' | 'rename' | 'delete' | null>(null);
  const current = typeof value === 'string' ? undefined : folders.find((f) => f.id === value.id);

  const options: SelectProps.Option[] = [
    { value: 'all', label: t('templatePages.folders.all') },
    { value: 'none', label: t('templatePages.folders.none') },
    ...folders.map((f) => ({ value: `folder:${f.id}`, label: f.name, tags: [String(f.templates)] })),
  ];
  const select = (v: string | undefined) => onChange(v === 'none' ? 'none' : v?.startsWith('folder:') ? { id: v.slice(7) } : 'all');

  return (
    <SpaceBetween direction="horizontal" size="xs" alignItems="end">
      <FormField label={t('templatePages.folders.label')}>
        <Select
          selectedOption={options.find((o) => o.value === choiceValue(value)) ?? options[0] ?? null}
          options={options}
          onChange={({ detail }) => select(detail.selectedOption.value)}
          statusType={loading ? 'loading' : 'finished'}
          loadingText={t('common.loading')}
          filteringType={folders.length > 8 ? 'auto' : 'none'}
          data-testid="template-folder"
        />
      </FormField>
      <Button iconName="add-plus" onClick={() => setModal('create')}>
        {t('templatePages.folders.create')}
      </Button>
      {current && (
        <Button onClick={() => setModal('rename')} ariaLabel={`${t('templatePages.folders.rename')} ${current.name}`}>
          {t('templatePages.folders.rename')}
        </Button>
      )}
      {current && (
        <Button onClick={() => setModal('delete')} ariaLabel={`${t('templatePages.folders.delete')} ${current.name}`}>
          {t('templatePages.folders.delete')}
        </Button>
      )}
      {modal === 'create' && (
        <FolderModal
          save={async (name) => {
            const folder = await writes.create(name);
            pushNotice({ type: 'success', content: { key: 'templatePages.folders.created', params: { name } } }, 5000);
            onChange({ id: folder.id });
          }}
          onClose={() => setModal(null)}
        />
      )}
      {modal === 'rename' && current && (
        <FolderModal
          name={current.name}
          save={async (name) => {
            await writes.rename(current.id, name);
            pushNotice({ type: 'success', content: { key: 'templatePages.folders.renamed', params: { name } } }, 5000);
          }}
          onClose={() => setModal(null)}
        />
      )}
      {modal === 'delete' && current && (
        <ConfirmModal
          header={t('templatePages.folders.delete')}
          confirmText={t('templatePages.actions.delete')}
          action={async () => {
            await writes.remove(current.id);
            pushNotice({ type: 'success', content: { key: 'templatePages.folders.deleted' } }, 5000);
            setModal(null);
            onChange('all');
          }}
          onClose={() => setModal(null)}
        >
          <Box>{t('templatePages.folders.deleteQuestion', { name: current.name })}</Box>
        </ConfirmModal>
      )}
    </SpaceBetween>
  );
}
