import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Toggle from '@cloudscape-design/components/toggle';
import { useTranslation } from 'react-i18next';
import { exportFileName } from '@shared/rules/sftp-tasks';
import { SFTP_EXPORT_FILE_NAME_DEFAULT, SftpExportTaskBody, type SftpExportTask } from '@shared/schemas/sftp-tasks';
import { api } from '@web/api';
import { FormModal } from '@web/common/FormModal';
import { TextField } from '@web/common/TextField';
import { useErrorText } from '@web/common/use-error-text';
import { useModalSubmit } from '@web/common/use-modal-submit';
import { useZodForm } from '@web/common/use-zod-form';
import { useImportProperties } from '@web/pages/subscribers/import/common/use-import-properties';
import { ExportOptionsFields } from '@web/pages/subscribers/export/ExportOptionsFields';
import { useExportSegments } from '@web/pages/subscribers/export/use-export-segments';
import {
  exportTaskBody,
  exportTaskExtra,
  exportTaskProblems,
  initialExportTask,
  onFormFields,
  type ExportTaskValues,
} from './export-task-form';
import { ScheduleFields } from './ScheduleFields';

/** Codes the server answers for one field (a field error's own path is moved by onFormFields). */
const CODE_FIELDS = {
  EXPORT_FIELD_UNKNOWN: 'fields',
  SEGMENT_NOT_FOUND: 'segmentId',
  SEGMENT_NOT_CONFIGURED: 'segmentId',
  SEGMENT_AUDIENCE_EXPIRED: 'segmentId',
} as const;

// The preview uses the browser's zone: the account's is not in the session, and they rarely differ.
const BROWSER_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

interface Props {
  serverId: string;
  /** The server's folder, which a task without its own writes to. */
  serverFolder: string;
  task?: SftpExportTask;
  onSaved: (task: SftpExportTask) => void;
  onClose: () => void;
}

/** An export task: which subscribers and columns, written as which file to which folder, and when. */
export function SftpExportTaskModal({ serverId, serverFolder, task, onSaved, onClose }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { properties } = useImportProperties();
  const segments = useExportSegments();
  const form = useZodForm(SftpExportTaskBody, initialExportTask(task), { prepare: exportTaskBody, extra: exportTaskExtra });
  const save = async (body: SftpExportTaskBody) => {
    try {
      return await (task
        ? api('sftp.exportTasks.update', { params: { id: serverId, taskId: task.id }, body })
        : api('sftp.exportTasks.create', { params: { id: serverId }, body }));
    } catch (error) {
      throw onFormFields(error);
    }
  };
  const submit = useModalSubmit(form, save, onSaved, { codeFields: CODE_FIELDS });
  const set = <K extends keyof ExportTaskValues>(key: K, value: ExportTaskValues[K]) => form.set(key, value);
  const preview = exportFileName(form.values.fileName.trim() || SFTP_EXPORT_FILE_NAME_DEFAULT, new Date(), BROWSER_ZONE);

  return (
    <FormModal
      discardTexts={{ message: t('sftp.discard.message'), keep: t('sftp.discard.keep'), confirm: t('sftp.discard.confirm') }}
      header={task ? t('sftp.exportForm.editTitle') : t('sftp.exportForm.createTitle')}
      submitText={task ? t('sftp.form.save') : t('sftp.taskForm.create')}
      size="large"
      {...submit}
      onClose={onClose}
    >
      <ColumnLayout columns={2}>
        <SpaceBetween size="l">
          <TextField
            label={t('sftp.taskForm.folder')}
            constraintText={t('sftp.taskForm.folderHint', { folder: serverFolder })}
            autoComplete="off"
            placeholder={serverFolder}
            value={form.values.folder}
            onChange={(v) => set('folder', v)}
            errorText={errorText.field(form.errors.folder)}
          />
          <TextField
            label={t('sftp.exportForm.fileName')}
            description={t('sftp.exportForm.fileNameHint')}
            constraintText={t('sftp.exportForm.fileNamePreview', { name: preview })}
            autoComplete="off"
            value={form.values.fileName}
            onChange={(v) => set('fileName', v)}
            errorText={errorText.field(form.errors.fileName)}
          />
          <ScheduleFields
            kind={form.values.scheduleKind}
            at={form.values.at}
            errorText={errorText.field(form.errors['schedule.at'] ?? form.errors.at)}
            onKind={(kind) => set('scheduleKind', kind)}
            onAt={(at) => set('at', at)}
          />
          <FormField label={t('sftp.taskForm.active')} description={t('sftp.exportForm.activeHint')}>
            <Toggle checked={form.values.active} onChange={({ detail }) => set('active', detail.checked)}>
              {t('sftp.taskForm.active')}
            </Toggle>
          </FormField>
        </SpaceBetween>
        <ExportOptionsFields
          columns={1}
          values={form.values}
          set={(key, value) => set(key, value as ExportTaskValues[typeof key])}
          problems={exportTaskProblems(form.errors)}
          properties={properties}
          segments={segments}
        />
      </ColumnLayout>
    </FormModal>
  );
}
