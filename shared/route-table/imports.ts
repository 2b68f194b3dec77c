import type { RouteLine } from '../route-def';

const s = { auth: 'session', permission: 'PERM_AIMPORT' } as const;

/**
 * Spec section 2: /import with file and manual (PERM_AIMPORT); section 7: POST /files/validate-import.
 * The schema lines come before /imports/{id}, which would otherwise match them.
 */
export const importsRoutes = {
  'imports.upload': { method: 'POST', path: '/imports/uploads', ...s, status: 201 },
  'imports.validate': { method: 'POST', path: '/files/validate-import', ...s },
  'imports.checkRows': { method: 'POST', path: '/files/check-import-rows', ...s },
  'imports.manual': { method: 'POST', path: '/imports/manual', ...s },
  'imports.schemas.list': { method: 'GET', path: '/imports/schemas', ...s },
  'imports.schemas.create': { method: 'POST', path: '/imports/schemas', ...s, status: 201 },
  'imports.schemas.update': { method: 'PUT', path: '/imports/schemas/{id}', ...s },
  'imports.schemas.delete': { method: 'DELETE', path: '/imports/schemas/{id}', ...s },
  'imports.start': { method: 'POST', path: '/imports', ...s, status: 201 },
  'imports.list': { method: 'GET', path: '/imports', ...s },
  'imports.get': { method: 'GET', path: '/imports/{id}', ...s },
  'imports.report': { method: 'GET', path: '/imports/{id}/report', ...s },
} as const satisfies Record<string, RouteLine>;
