import { describe, expect, it } from 'vitest';
import { SftpExportTaskBody, type SftpExportTask } from '@shared/schemas/sftp-tasks';
import { ApiError } from '@web/api/errors';
import { exportTaskBody, exportTaskExtra, exportTaskProblems, initialExportTask, onFormFields } from './export-task-form';

const task: SftpExportTask = {
  id: 't',
  serverId: 's',
  kind: 'export',
  folder: '/out',
  fileName: 'eksport-{date}.csv',
  audience: { kind: 'segment', segmentId: 'seg1' },
  fields: ['email', 'name'],
  encoding: 'windows-1250',
  header: false,
  schedule: { kind: 'daily', at: '07:30' },
  active: false,
  createdAt: 'x',
  updatedAt: 'x',
};

describe('the SFTP export task form', () => {
  it('starts as the export page does, with the default file name, daily at 06:00', () => {
    const values = initialExportTask(undefined);
    expect(values).toMatchObject({ audience: 'statuses', statuses: [8], folder: '', fileName: 'subscribers-{date}-{time}.csv' });
    expect(values).toMatchObject({ scheduleKind: 'daily', at: '06:00', active: true });
    expect(SftpExportTaskBody.safeParse(exportTaskBody(values)).success).toBe(true);
  });

  it('edits a task as saved and sends it back unchanged', () => {
    const body = exportTaskBody(initialExportTask(task));
    expect(body).toEqual({
      folder: '/out',
      fileName: 'eksport-{date}.csv',
      audience: { kind: 'segment', segmentId: 'seg1' },
      fields: ['email', 'name'],
      encoding: 'windows-1250',
      header: false,
      schedule: { kind: 'daily', at: '07:30' },
      active: false,
    });
  });

  it('asks for a segment when the audience is one, and puts the schema’s paths on the shared export fields', () => {
    expect(exportTaskExtra({ ...initialExportTask(undefined), audience: 'segment', segmentId: null })).toEqual([
      { path: 'segmentId', code: 'VALIDATION_REQUIRED' },
    ]);
    expect(exportTaskExtra(initialExportTask(undefined))).toEqual([]);
    expect(
      exportTaskProblems({
        'audience.statuses': { path: 'audience.statuses', code: 'VALIDATION_TOO_SMALL' },
        'fields.1': { path: 'fields.1', code: 'EXPORT_FIELD_UNKNOWN' },
        segmentId: { path: 'segmentId', code: 'SEGMENT_NOT_FOUND' },
        fileName: undefined,
      }),
    ).toEqual({
      statuses: { path: 'audience.statuses', code: 'VALIDATION_TOO_SMALL' },
      fields: { path: 'fields.1', code: 'EXPORT_FIELD_UNKNOWN' },
      segmentId: { path: 'segmentId', code: 'SEGMENT_NOT_FOUND' },
    });
  });

  it('moves a server’s field errors onto the form’s flat fields and leaves other errors alone', () => {
    const error = new ApiError(400, 'VALIDATION_FAILED', {
      errors: [
        { path: 'fields.2', code: 'EXPORT_FIELD_UNKNOWN' },
        { path: 'audience.segmentId', code: 'SEGMENT_NOT_FOUND' },
        { path: 'fileName', code: 'SFTP_INVALID_DATA' },
      ],
    });
    const moved = onFormFields(error) as ApiError;
    expect(moved.code).toBe('VALIDATION_FAILED');
    expect(moved.fieldErrors.map((e) => e.path)).toEqual(['fields', 'segmentId', 'fileName']);
    const other = new ApiError(409, 'SFTP_TASK_LIMIT');
    expect(onFormFields(other)).toBe(other);
  });
});
