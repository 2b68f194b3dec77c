import type { SchemasFor } from '../route-def';
import { EmptyBody, OkResponse } from '../schemas/auth';
import { SftpServer, SftpServerBody, SftpServerList, SftpTestResult } from '../schemas/sftp';
import type { sftpRoutes } from './sftp';

export const sftpSchemas = {
  'sftp.list': { response: SftpServerList },
  'sftp.create': { body: SftpServerBody, response: SftpServer },
  'sftp.get': { response: SftpServer },
  'sftp.update': { body: SftpServerBody, response: SftpServer },
  'sftp.remove': { body: EmptyBody, response: OkResponse },
  // Connects, lists the folder and answers the catalogue outcome (also kept as the server's lastTest).
  'sftp.test': { body: EmptyBody, response: SftpTestResult },
  // A server whose key changed on purpose (a reinstall) is trusted again at its next connection.
  'sftp.forgetHostKey': { body: EmptyBody, response: SftpServer },
} as const satisfies SchemasFor<typeof sftpRoutes>;
