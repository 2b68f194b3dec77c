import type { StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import type { SftpServer, SftpTestResult } from '@shared/schemas/sftp';
import type { SftpTask, SftpTaskRun } from '@shared/schemas/sftp-tasks';

/** How a server's last connection test went, as a status (never tested: pending). */
export type TestView = { type: StatusIndicatorProps.Type } & ({ key: 'untested' | 'ok' } | { code: string });
export function testStatus(result: SftpTestResult | undefined): TestView {
  if (!result) return { type: 'pending', key: 'untested' };
  if (result.outcome === 'ok') return { type: 'success', key: 'ok' };
  return { type: result.outcome === 'SFTP_HOST_KEY_CHANGED' ? 'warning' : 'error', code: result.outcome };
}

/** `host:port` with the default port left out, as people write it. */
export const address = (server: Pick<SftpServer, 'host' | 'port'>) => (server.port === 22 ? server.host : `${server.host}:${server.port}`);

/** The folder a task reads or writes: its own or its server's. */
export const taskFolder = (task: SftpTask, server: Pick<SftpServer, 'folder'> | undefined) => task.folder ?? server?.folder ?? '/';

/** What a task works on: an import's folder and pattern, an export's file (its name still with `{date}`/`{time}`). */
export function taskFiles(task: SftpTask, server: Pick<SftpServer, 'folder'> | undefined): string {
  const folder = taskFolder(task, server);
  if (task.kind === 'import') return `${folder} · ${task.pattern}`;
  return `${folder.endsWith('/') ? folder : `${folder}/`}${task.fileName}`;
}

export type RunKey = 'running' | 'exporting' | 'failed' | 'partial' | 'nothing' | 'done' | 'written';

/**
 * A run's outcome. An import run: still running, failed as a whole, some files refused, or every
 * file's import started. An export run: starting, exporting (its export under way), failed, or the
 * file written.
 */
export function runStatus(run: SftpTaskRun, kind: SftpTask['kind'] = 'import'): { type: StatusIndicatorProps.Type; key: RunKey } {
  if (!run.finishedAt) return run.exportId ? { type: 'in-progress', key: 'exporting' } : { type: 'in-progress', key: 'running' };
  if (run.error) return { type: 'error', key: 'failed' };
  if (kind === 'export') return run.files.length ? { type: 'success', key: 'written' } : { type: 'stopped', key: 'nothing' };
  if (run.files.some((f) => f.error)) return { type: 'warning', key: 'partial' };
  if (run.files.length === 0) return { type: 'stopped', key: 'nothing' };
  return { type: 'success', key: 'done' };
}
