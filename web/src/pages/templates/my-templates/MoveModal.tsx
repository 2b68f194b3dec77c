import { useState } from 'react';
import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import { useTranslation } from 'react-i18next';
import type { TemplateFolder, TemplateSummary } from '@shared/schemas/templates';
import { ConfirmModal } from '@web/common/ConfirmModal';

interface Props {
  template: TemplateSummary;
  folders: readonly TemplateFolder[];
  move: (dir: string | null) => Promise<unknown>;
  onClose: () => void;
}

/** Moves a template to another folder or out of any. */
export function MoveModal({ template, folders, move, onClose }: Props) {
  const { t } = useTranslation();
  const [dir, setDir] = useState<string>(template.dir ?? '');
  const options = [{ value: '', label: t('templatePages.folders.none') }, ...folders.map((f) => ({ value: f.id, label: f.name }))];
  return (
    <ConfirmModal
      header={t('templatePages.actions.moveHeader', { name: template.name })}
      confirmText={t('templatePages.actions.moveConfirm')}
      action={async () => {
        await move(dir || null);
        onClose();
      }}
      onClose={onClose}
    >
      <FormField label={t('templatePages.actions.moveTo')}>
        <Select
          selectedOption={options.find((o) => o.value === dir) ?? options[0] ?? null}
          options={options}
          onChange={({ detail }) => setDir(detail.selectedOption.value ?? '')}
          ariaLabel={t('templatePages.actions.moveTo')}
        />
      </FormField>
    </ConfirmModal>
  );
}
