import type { RouteLine } from '../route-def';

/**
 * Issue 16: /mailing/my-templates, created and blueprints (spec section 2: PERM_MKOPIER and
 * PERM_MGOTOWE), folders, restore points and test sends of templates. The spec names no API paths.
 */
const CREATED = 'PERM_MKOPIER';

export const templatesRoutes = {
  'templates.list': { method: 'GET', path: '/templates', auth: 'session', permission: CREATED },
  'templates.create': { method: 'POST', path: '/templates', auth: 'session', permission: CREATED, status: 201 },
  'templates.get': { method: 'GET', path: '/templates/{id}', auth: 'session', permission: CREATED },
  'templates.update': { method: 'PUT', path: '/templates/{id}', auth: 'session', permission: CREATED },
  'templates.delete': { method: 'DELETE', path: '/templates/{id}', auth: 'session', permission: CREATED },
  'templates.duplicate': { method: 'POST', path: '/templates/{id}/duplicate', auth: 'session', permission: CREATED, status: 201 },
  'templates.freeze': { method: 'PUT', path: '/templates/{id}/freeze', auth: 'session', permission: CREATED },
  /** "Save as template" from a mailing's editor. */
  'templates.fromMailing': { method: 'POST', path: '/templates/from-mailing', auth: 'session', permission: CREATED, status: 201 },
  'templates.history': { method: 'GET', path: '/templates/{id}/history', auth: 'session', permission: CREATED },
  'templates.restorePoint': { method: 'GET', path: '/templates/{id}/history/{pointId}', auth: 'session', permission: CREATED },
  'templates.testSend': { method: 'POST', path: '/templates/{id}/test', auth: 'session', permission: CREATED },
  'templateFolders.list': { method: 'GET', path: '/template-folders', auth: 'session', permission: CREATED },
  'templateFolders.create': { method: 'POST', path: '/template-folders', auth: 'session', permission: CREATED, status: 201 },
  'templateFolders.update': { method: 'PUT', path: '/template-folders/{id}', auth: 'session', permission: CREATED },
  'templateFolders.delete': { method: 'DELETE', path: '/template-folders/{id}', auth: 'session', permission: CREATED },
  'blueprints.list': { method: 'GET', path: '/blueprints', auth: 'session', permission: 'PERM_MGOTOWE' },
  'blueprints.get': { method: 'GET', path: '/blueprints/{id}', auth: 'session', permission: 'PERM_MGOTOWE' },
} as const satisfies Record<string, RouteLine>;
