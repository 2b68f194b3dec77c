import type { RouteLine } from '../route-def';

/**
 * Spec section 2: integrations are PERM_PINTEGRACJE; what makes or runs an import task is an
 * import's (PERM_AIMPORT), an export task's an export's (PERM_AEKSPORT). Both kinds are listed and
 * their runs read with the server.
 */
const INTEGRATIONS = 'PERM_PINTEGRACJE';
const IMPORTS = 'PERM_AIMPORT';
const EXPORTS = 'PERM_AEKSPORT';

/** SFTP servers (issue 20): an account's external servers, their secrets kept in Secrets Manager. */
export const sftpRoutes = {
  'sftp.list': { method: 'GET', path: '/integrations/sftp', auth: 'session', permission: INTEGRATIONS },
  'sftp.create': { method: 'POST', path: '/integrations/sftp', auth: 'session', permission: INTEGRATIONS, status: 201 },
  'sftp.get': { method: 'GET', path: '/integrations/sftp/{id}', auth: 'session', permission: INTEGRATIONS },
  'sftp.update': { method: 'PUT', path: '/integrations/sftp/{id}', auth: 'session', permission: INTEGRATIONS },
  'sftp.remove': { method: 'DELETE', path: '/integrations/sftp/{id}', auth: 'session', permission: INTEGRATIONS },
  'sftp.test': { method: 'POST', path: '/integrations/sftp/{id}/test', auth: 'session', permission: INTEGRATIONS },
  'sftp.forgetHostKey': { method: 'DELETE', path: '/integrations/sftp/{id}/host-key', auth: 'session', permission: INTEGRATIONS },
  // Import tasks of a server: seen with the servers, made, changed and run by whoever may import.
  'sftp.tasks.list': { method: 'GET', path: '/integrations/sftp/{id}/tasks', auth: 'session', permission: INTEGRATIONS },
  'sftp.tasks.create': { method: 'POST', path: '/integrations/sftp/{id}/tasks', auth: 'session', permission: IMPORTS, status: 201 },
  'sftp.tasks.update': { method: 'PUT', path: '/integrations/sftp/{id}/tasks/{taskId}', auth: 'session', permission: IMPORTS },
  'sftp.tasks.remove': { method: 'DELETE', path: '/integrations/sftp/{id}/tasks/{taskId}', auth: 'session', permission: IMPORTS },
  'sftp.tasks.runNow': {
    method: 'POST',
    path: '/integrations/sftp/{id}/tasks/{taskId}/run',
    auth: 'session',
    permission: IMPORTS,
    status: 202,
  },
  'sftp.exportTasks.create': {
    method: 'POST',
    path: '/integrations/sftp/{id}/export-tasks',
    auth: 'session',
    permission: EXPORTS,
    status: 201,
  },
  'sftp.exportTasks.update': { method: 'PUT', path: '/integrations/sftp/{id}/export-tasks/{taskId}', auth: 'session', permission: EXPORTS },
  'sftp.exportTasks.remove': {
    method: 'DELETE',
    path: '/integrations/sftp/{id}/export-tasks/{taskId}',
    auth: 'session',
    permission: EXPORTS,
  },
  'sftp.exportTasks.runNow': {
    method: 'POST',
    path: '/integrations/sftp/{id}/export-tasks/{taskId}/run',
    auth: 'session',
    permission: EXPORTS,
    status: 202,
  },
  'sftp.tasks.runs': { method: 'GET', path: '/integrations/sftp/{id}/tasks/{taskId}/runs', auth: 'session', permission: INTEGRATIONS },
} as const satisfies Record<string, RouteLine>;
