import type { StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import type { SftpServer, SftpTestResult } from '@shared/schemas/sftp';
import type { SftpImportTask, SftpTaskRun } from '@shared/schemas/sftp-tasks';

/** How a server's last connection test went, as a status (never tested: pending). */
export type TestView = { type: StatusIndicatorProps.Type } & ({ key: 'untested' | 'ok' } | { code: string });
export function testStatus(result: SftpTestResult | undefined): TestView {
  if (!result) return { type: 'pending', key: 'untested' };
  if (result.outcome === 'ok') return { type: 'success', key: 'ok' };
  return { type: result.outcome === 'SFTP_HOST_KEY_CHANGED' ? 'warning' : 'error', code: result.outcome };
}

/** `host:port` with the default port left out, as people write it. */
export const address = (server: Pick<SftpServer, 'host' | 'port'>) => (server.port === 22 ? server.host : `${server.host}:${server.port}`);

/** The folder a task reads: its own or its server's. */
export const taskFolder = (task: SftpImportTask, server: SftpServer | undefined) => task.folder ?? server?.folder ?? '/';

/** A run's outcome: still running, failed as a whole, some files refused, or every file's import started. */
export function runStatus(run: SftpTaskRun): {
  type: StatusIndicatorProps.Type;
  key: 'running' | 'failed' | 'partial' | 'nothing' | 'done';
} {
  if (!run.finishedAt) return { type: 'in-progress', key: 'running' };
  if (run.error) return { type: 'error', key: 'failed' };
  if (run.files.some((f) => f.error)) return { type: 'warning', key: 'partial' };
  if (run.files.length === 0) return { type: 'stopped', key: 'nothing' };
  return { type: 'success', key: 'done' };
}
