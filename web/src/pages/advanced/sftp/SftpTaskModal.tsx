import FormField from '@cloudscape-design/components/form-field';
import RadioGroup from '@cloudscape-design/components/radio-group';
import Select from '@cloudscape-design/components/select';
import Toggle from '@cloudscape-design/components/toggle';
import { useTranslation } from 'react-i18next';
import { OVERWRITE_MODES, type OverwriteMode } from '@shared/schemas/imports';
import { SftpImportTaskBody, type SftpImportTask } from '@shared/schemas/sftp-tasks';
import { api } from '@web/api';
import { useApiQuery } from '@web/api/query';
import { FormModal } from '@web/common/FormModal';
import { TextField } from '@web/common/TextField';
import { useErrorText } from '@web/common/use-error-text';
import { useModalSubmit } from '@web/common/use-modal-submit';
import { useZodForm } from '@web/common/use-zod-form';
import { ScheduleFields, scheduleBody, type ScheduleKind } from './ScheduleFields';

const CODE_FIELDS = { IMPORT_SCHEMA_NOT_FOUND: 'schemaId' } as const;

interface Values {
  folder: string;
  pattern: string;
  schemaId: string;
  mode: OverwriteMode;
  scheduleKind: ScheduleKind;
  at: string;
  afterKind: 'move' | 'rename';
  afterFolder: string;
  active: boolean;
}

const toBody = (v: Values) => ({
  folder: v.folder,
  pattern: v.pattern,
  schemaId: v.schemaId,
  mode: v.mode,
  schedule: scheduleBody(v.scheduleKind, v.at),
  afterImport: v.afterKind === 'move' ? { kind: 'move', folder: v.afterFolder } : { kind: 'rename' },
  active: v.active,
});

interface Props {
  serverId: string;
  /** The server's folder, which a task without its own reads. */
  serverFolder: string;
  task?: SftpImportTask;
  onSaved: (task: SftpImportTask) => void;
  onClose: () => void;
}

/** An import task: which files of which folder, imported with which saved schema, when, and what becomes of them after. */
export function SftpTaskModal({ serverId, serverFolder, task, onSaved, onClose }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const schemas = useApiQuery('imports.schemas.list', {});
  const initial: Values = {
    folder: task?.folder ?? '',
    pattern: task?.pattern ?? '*.csv',
    schemaId: task?.schemaId ?? '',
    mode: (task?.mode ?? 2) as OverwriteMode,
    scheduleKind: task?.schedule.kind ?? 'hourly',
    at: task?.schedule.kind === 'daily' ? task.schedule.at : '06:00',
    afterKind: task?.afterImport.kind ?? 'move',
    afterFolder: task?.afterImport.kind === 'move' ? task.afterImport.folder : 'processed',
    active: task?.active ?? true,
  };
  const form = useZodForm(SftpImportTaskBody, initial, { prepare: toBody });
  const save = (body: SftpImportTaskBody) =>
    task
      ? api('sftp.tasks.update', { params: { id: serverId, taskId: task.id }, body })
      : api('sftp.tasks.create', { params: { id: serverId }, body });
  const submit = useModalSubmit(form, save, onSaved, { codeFields: CODE_FIELDS });
  const schemaOptions = (schemas.data?.items ?? []).map((s) => ({ value: s.id, label: s.name }));
  const modeOption = (mode: OverwriteMode) => ({ value: String(mode), label: t(`imports.modes.${mode}.label`) });

  return (
    <FormModal
      discardTexts={{ message: t('sftp.discard.message'), keep: t('sftp.discard.keep'), confirm: t('sftp.discard.confirm') }}
      header={task ? t('sftp.taskForm.editTitle') : t('sftp.taskForm.createTitle')}
      submitText={task ? t('sftp.form.save') : t('sftp.taskForm.create')}
      size="medium"
      {...submit}
      onClose={onClose}
    >
      <FormField
        label={t('sftp.taskForm.schema')}
        description={t('sftp.taskForm.schemaHint')}
        errorText={errorText.field(form.errors.schemaId)}
      >
        <Select
          selectedOption={schemaOptions.find((o) => o.value === form.values.schemaId) ?? null}
          options={schemaOptions}
          statusType={schemas.loading ? 'loading' : schemas.error ? 'error' : 'finished'}
          loadingText={t('common.loading')}
          errorText={t('common.loadFailed')}
          empty={t('sftp.taskForm.noSchemas')}
          placeholder={t('sftp.taskForm.schemaPlaceholder')}
          onChange={({ detail }) => form.set('schemaId', detail.selectedOption.value ?? '')}
        />
      </FormField>
      <TextField
        label={t('sftp.taskForm.folder')}
        constraintText={t('sftp.taskForm.folderHint', { folder: serverFolder })}
        autoComplete="off"
        placeholder={serverFolder}
        value={form.values.folder}
        onChange={(v) => form.set('folder', v)}
        errorText={errorText.field(form.errors.folder)}
      />
      <TextField
        label={t('sftp.taskForm.pattern')}
        constraintText={t('sftp.taskForm.patternHint')}
        autoComplete="off"
        value={form.values.pattern}
        onChange={(v) => form.set('pattern', v)}
        errorText={errorText.field(form.errors.pattern)}
      />
      <FormField label={t('sftp.taskForm.mode')}>
        <Select
          selectedOption={modeOption(form.values.mode)}
          options={OVERWRITE_MODES.map(modeOption)}
          onChange={({ detail }) => form.set('mode', Number(detail.selectedOption.value) as OverwriteMode)}
        />
      </FormField>
      <ScheduleFields
        kind={form.values.scheduleKind}
        at={form.values.at}
        errorText={errorText.field(form.errors['schedule.at'])}
        onKind={(kind) => form.set('scheduleKind', kind)}
        onAt={(at) => form.set('at', at)}
      />
      <FormField label={t('sftp.taskForm.after')}>
        <RadioGroup
          value={form.values.afterKind}
          onChange={({ detail }) => form.set('afterKind', detail.value as Values['afterKind'])}
          items={[
            { value: 'move', label: t('sftp.taskForm.afterMove') },
            { value: 'rename', label: t('sftp.taskForm.afterRename') },
          ]}
        />
      </FormField>
      {form.values.afterKind === 'move' && (
        <TextField
          label={t('sftp.taskForm.afterFolder')}
          autoComplete="off"
          value={form.values.afterFolder}
          onChange={(v) => form.set('afterFolder', v)}
          errorText={errorText.field(form.errors['afterImport.folder'])}
        />
      )}
      <FormField label={t('sftp.taskForm.active')} description={t('sftp.taskForm.activeHint')}>
        <Toggle checked={form.values.active} onChange={({ detail }) => form.set('active', detail.checked)}>
          {t('sftp.taskForm.active')}
        </Toggle>
      </FormField>
    </FormModal>
  );
}
