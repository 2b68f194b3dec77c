import { describe, expect, it } from 'vitest';
import type { SftpExportTask, SftpImportTask, SftpTaskRun } from '@shared/schemas/sftp-tasks';
import { address, runStatus, taskFiles, testStatus } from './sftp-view';

const run = (over: Partial<SftpTaskRun>): SftpTaskRun => ({
  id: 'r',
  taskId: 't',
  trigger: 'schedule',
  startedAt: '2026-11-29T06:00:00.000Z',
  files: [],
  ...over,
});

describe('the SFTP pages’ views', () => {
  it('shows the port only when it is not 22', () => {
    expect(address({ host: 'sftp.example.com', port: 22 })).toBe('sftp.example.com');
    expect(address({ host: 'sftp.example.com', port: 2222 })).toBe('sftp.example.com:2222');
  });

  it('tells a connection test: none yet, connected, a changed host key as a warning, the rest as errors with their code', () => {
    expect(testStatus(undefined)).toEqual({ type: 'pending', key: 'untested' });
    expect(testStatus({ at: 'x', outcome: 'ok', latencyMs: 5 })).toEqual({ type: 'success', key: 'ok' });
    expect(testStatus({ at: 'x', outcome: 'SFTP_HOST_KEY_CHANGED', latencyMs: 5 })).toEqual({
      type: 'warning',
      code: 'SFTP_HOST_KEY_CHANGED',
    });
    expect(testStatus({ at: 'x', outcome: 'SFTP_AUTH_FAILED', latencyMs: 5 })).toEqual({ type: 'error', code: 'SFTP_AUTH_FAILED' });
  });

  it('tells a run: under way, failed as a whole, some files left, nothing new, or every import started', () => {
    const done = '2026-11-29T06:00:05.000Z';
    expect(runStatus(run({})).key).toBe('running');
    expect(runStatus(run({ finishedAt: done, error: 'SFTP_UNREACHABLE' })).key).toBe('failed');
    expect(
      runStatus(
        run({
          finishedAt: done,
          files: [
            { name: 'a.csv', size: 1, importId: 'i' },
            { name: 'b.csv', size: 1, error: 'FILE_NOT_CSV' },
          ],
        }),
      ).key,
    ).toBe('partial');
    expect(runStatus(run({ finishedAt: done })).key).toBe('nothing');
    expect(runStatus(run({ finishedAt: done, files: [{ name: 'a.csv', size: 1, importId: 'i' }] })).key).toBe('done');
  });

  it('tells an export run: starting, exporting once its export exists, failed with its code, or the file written', () => {
    const done = '2026-11-29T06:00:09.000Z';
    expect(runStatus(run({}), 'export')).toEqual({ type: 'in-progress', key: 'running' });
    expect(runStatus(run({ exportId: 'e' }), 'export')).toEqual({ type: 'in-progress', key: 'exporting' });
    expect(runStatus(run({ exportId: 'e', finishedAt: done, error: 'SFTP_WRITE_FAILED' }), 'export').key).toBe('failed');
    expect(
      runStatus(run({ exportId: 'e', finishedAt: done, files: [{ name: 'eksport-2026-11-29.csv', size: 120, exportId: 'e' }] }), 'export'),
    ).toEqual({ type: 'success', key: 'written' });
  });

  it('names what a task works on: an import’s folder and pattern, an export’s file in its folder', () => {
    const server = { folder: '/out' };
    const common = { id: 't', serverId: 's', schedule: { kind: 'hourly' as const }, active: true, createdAt: 'x', updatedAt: 'x' };
    const imp: SftpImportTask = {
      ...common,
      kind: 'import',
      pattern: '*.csv',
      schemaId: 'x',
      mode: 2,
      afterImport: { kind: 'rename' },
    };
    const exp: SftpExportTask = {
      ...common,
      kind: 'export',
      fileName: 'eksport-{date}.csv',
      audience: { kind: 'statuses', statuses: [8] },
      fields: ['email'],
      encoding: 'utf-8',
      header: true,
    };
    expect(taskFiles(imp, server)).toBe('/out · *.csv');
    expect(taskFiles({ ...imp, folder: '/in' }, server)).toBe('/in · *.csv');
    expect(taskFiles(exp, server)).toBe('/out/eksport-{date}.csv');
    expect(taskFiles({ ...exp, folder: '/' }, server)).toBe('/eksport-{date}.csv');
  });
});
