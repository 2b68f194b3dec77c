/**
 * SFTP servers (issue 20; spec: "Invalid URLs, hosts or ports, unreachable servers, wrong credentials:
 * clear catalogue errors, logged attempts"). The connection's outcomes are answered by "test
 * connection" and recorded on the server; SFTP_BAD_HOST is a host the server will not connect to
 * (a private, loopback, link-local or metadata address in a deployed build).
 */
export const sftpCodes = [
  'SFTP_INVALID_DATA',
  'SFTP_NOT_FOUND',
  'SFTP_LIMIT_REACHED',
  'SFTP_BAD_HOST',
  'SFTP_UNREACHABLE',
  'SFTP_AUTH_FAILED',
  'SFTP_FOLDER_NOT_FOUND',
  'SFTP_HOST_KEY_CHANGED',
  'SFTP_CREDENTIALS_REQUIRED',
  // Import tasks: a task that is gone; a task whose author may no longer import (PERM_AIMPORT) runs nothing.
  'SFTP_TASK_NOT_FOUND',
  'SFTP_IMPORT_NOT_ALLOWED',
  // Export tasks: the author may no longer export (PERM_AEKSPORT); the file could not be written or renamed.
  'SFTP_EXPORT_NOT_ALLOWED',
  'SFTP_WRITE_FAILED',
] as const;
