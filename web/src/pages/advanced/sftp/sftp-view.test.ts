import { describe, expect, it } from 'vitest';
import type { SftpTaskRun } from '@shared/schemas/sftp-tasks';
import { address, runStatus, testStatus } from './sftp-view';

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
});
