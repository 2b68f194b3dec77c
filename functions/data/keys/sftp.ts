import type { AccountKeyContext, TableKey } from './context';
import { baseRange } from './range';

/**
 * SFTP servers (issue 20, functions/sftp/), in the account's base partition in every layout:
 *
 * - `SFTP#<id>`   a server: host, port, folder, user, auth kind, trusted host key, last test. Its
 *                 password or private key is not here but in Secrets Manager (functions/sftp/secrets.ts)
 */
export function sftpKeys(c: AccountKeyContext) {
  return {
    sftpServer: (id: string): TableKey => c.base(`SFTP#${id}`),
    sftpServers: () => baseRange(c, 'SFTP#'),
  };
}
