import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEMPLATE_RULES } from '@shared/rules/templates';
import { FormModal } from '@web/common/FormModal';
import { TextField } from '@web/common/TextField';
import { useSubmission } from '@web/common/use-form-submit';

interface Props {
  /** The folder's name now (renaming), or absent (a new folder). */
  name?: string;
  save: (name: string) => Promise<unknown>;
  onClose: () => void;
}

/** A new folder's name, or a folder's new one (at least TEMPLATE_RULES.folderNameMin characters; the server says the rest). */
export function FolderModal({ name: current, save, onClose }: Props) {
  const { t } = useTranslation();
  const [name, setName] = useState(current ?? '');
  const [tooShort, setTooShort] = useState(false);
  const { busy, error, run } = useSubmission<'save'>();
  const min = TEMPLATE_RULES.folderNameMin;
  const submit = async () => {
    const trimmed = name.trim();
    if (trimmed.length < min) return setTooShort(true);
    const done = await run('save', () => save(trimmed));
    if (done !== null) onClose();
  };
  return (
    <FormModal
      header={current === undefined ? t('templatePages.folders.create') : t('templatePages.folders.rename')}
      submitText={t('common.save')}
      dirty={name !== (current ?? '')}
      submitting={busy !== null}
      error={error}
      errorLabels={{ name: t('templatePages.folders.name') }}
      discardTexts={{
        message: t('templatePages.folders.discard.message'),
        keep: t('templatePages.folders.discard.keep'),
        confirm: t('templatePages.folders.discard.confirm'),
      }}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <TextField
        label={t('templatePages.folders.name')}
        constraintText={t('templatePages.folders.nameHint', { min, max: TEMPLATE_RULES.folderNameMax })}
        autoFocus
        autoComplete="off"
        value={name}
        onChange={(value) => {
          setName(value.slice(0, TEMPLATE_RULES.folderNameMax));
          setTooShort(false);
        }}
        errorText={tooShort ? t('templatePages.folders.nameTooShort', { min }) : undefined}
      />
    </FormModal>
  );
}
