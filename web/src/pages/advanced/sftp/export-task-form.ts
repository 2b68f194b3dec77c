import type { FieldError } from '@shared/errors';
import { ApiError, isApiError } from '@web/api/errors';
import { SFTP_EXPORT_FILE_NAME_DEFAULT, type SftpExportTask, type SftpExportTaskBody } from '@shared/schemas/sftp-tasks';
import { exportBody, DEFAULT_EXPORT, type ExportFormValues } from '@web/pages/subscribers/export/export-form';
import type { ExportProblems } from '@web/pages/subscribers/export/ExportOptionsFields';
import { scheduleBody, type ScheduleKind } from './ScheduleFields';

/** An export task's form: the export page's own choices, plus where the file goes and when. */
export interface ExportTaskValues extends ExportFormValues {
  folder: string;
  fileName: string;
  scheduleKind: ScheduleKind;
  at: string;
  active: boolean;
}

export function initialExportTask(task: SftpExportTask | undefined): ExportTaskValues {
  if (!task)
    return { ...DEFAULT_EXPORT, folder: '', fileName: SFTP_EXPORT_FILE_NAME_DEFAULT, scheduleKind: 'daily', at: '06:00', active: true };
  return {
    audience: task.audience.kind,
    statuses: task.audience.kind === 'statuses' ? task.audience.statuses : DEFAULT_EXPORT.statuses,
    segmentId: task.audience.kind === 'segment' ? task.audience.segmentId : null,
    fields: task.fields,
    encoding: task.encoding,
    header: task.header,
    folder: task.folder ?? '',
    fileName: task.fileName,
    scheduleKind: task.schedule.kind,
    at: task.schedule.kind === 'daily' ? task.schedule.at : '06:00',
    active: task.active,
  };
}

/** What the API takes: no folder when it is empty (the server's folder). */
export const exportTaskBody = (v: ExportTaskValues) => ({
  ...(v.folder.trim() ? { folder: v.folder } : {}),
  fileName: v.fileName,
  ...(exportBody(v) as Pick<SftpExportTaskBody, 'audience' | 'fields' | 'encoding' | 'header'>),
  schedule: scheduleBody(v.scheduleKind, v.at),
  active: v.active,
});

/** A segment audience needs a segment: said as "required", not as the id's format. */
export const exportTaskExtra = (v: ExportTaskValues): FieldError[] =>
  v.audience === 'segment' && !v.segmentId ? [{ path: 'segmentId', code: 'VALIDATION_REQUIRED' }] : [];

/** The form's errors (the schema's paths, or a field's server code) on the shared export fields. */
export function exportTaskProblems(errors: Record<string, FieldError | undefined>): ExportProblems {
  const first = (prefix: string) =>
    Object.entries(errors).find(([path, e]) => e && (path === prefix || path.startsWith(`${prefix}.`)))?.[1];
  const out: ExportProblems = {};
  const statuses = errors.statuses ?? first('audience.statuses');
  const segmentId = errors.segmentId ?? first('audience.segmentId');
  const fields = first('fields');
  if (statuses) out.statuses = statuses;
  if (segmentId) out.segmentId = segmentId;
  if (fields) out.fields = fields;
  return out;
}

/** Where the schema's paths show on this form (its values are flat). */
function formPath(path: string): string {
  if (path.startsWith('audience.statuses')) return 'statuses';
  if (path.startsWith('audience.segmentId')) return 'segmentId';
  if (path.startsWith('fields.')) return 'fields';
  if (path === 'schedule.at') return 'at';
  return path;
}

/** A server's field errors moved onto the form's own fields, so they show there rather than above the form. */
export function onFormFields(error: unknown): unknown {
  if (!isApiError(error) || error.fieldErrors.length === 0) return error;
  const errors = error.fieldErrors.map((e) => ({ ...e, path: formPath(e.path) }));
  return new ApiError(error.status, error.code, { ...error.params, errors }, error.silent);
}
