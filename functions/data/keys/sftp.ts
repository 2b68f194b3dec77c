import type { AccountKeyContext, TableKey } from './context';
import { DUE_INDEX } from './platform';
import { baseRange } from './range';

/**
 * SFTP servers (issue 20, functions/sftp/), in the account's base partition in every layout:
 *
 * - `SFTP#<id>`   a server: host, port, folder, user, auth kind, trusted host key, last test. Its
 *                 password or private key is not here but in Secrets Manager (functions/sftp/secrets.ts)
 * - `SFTPTASK#<taskId>`   a server's scheduled task (serverId inside), on the due index while active
 * - `SFTPLEDGER#<taskId>#<name|size|mtime>`   a remote file the task took (never taken again)
 * - `SFTPRUN#<taskId>#<runId>`   a run's record, kept 90 days (ttl)
 */
export function sftpKeys(c: AccountKeyContext) {
  return {
    sftpServer: (id: string): TableKey => c.base(`SFTP#${id}`),
    sftpServers: () => baseRange(c, 'SFTP#'),
    sftpTask: (id: string): TableKey => c.base(`SFTPTASK#${id}`),
    sftpTasks: () => baseRange(c, 'SFTPTASK#'),
    sftpTaskDue: (dueAt: string) => ({ dueShard: DUE_INDEX.sftp, dueAt }),
    sftpLedgerEntry: (taskId: string, key: string): TableKey => c.base(`SFTPLEDGER#${taskId}#${key}`),
    sftpLedger: (taskId: string) => baseRange(c, `SFTPLEDGER#${taskId}#`),
    sftpRun: (taskId: string, runId: string): TableKey => c.base(`SFTPRUN#${taskId}#${runId}`),
    sftpRuns: (taskId: string) => baseRange(c, `SFTPRUN#${taskId}#`),
  };
}
