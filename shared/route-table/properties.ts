import type { RouteLine } from '../route-def';

/**
 * The database structure (spec: /structure, PERM_PSTRUKTURA). Reading the properties is part of
 * every subscriber task (lists, forms, imports, exports, segments), each guarded by its own key, so
 * any member of the account may read them; changing them needs PERM_PSTRUKTURA.
 */
export const propertiesRoutes = {
  'properties.list': { method: 'GET', path: '/properties', auth: 'session', permission: null },
  'properties.create': { method: 'POST', path: '/properties', auth: 'session', permission: 'PERM_PSTRUKTURA', status: 201 },
  'properties.update': { method: 'PUT', path: '/properties/{id}', auth: 'session', permission: 'PERM_PSTRUKTURA' },
  'properties.delete': { method: 'DELETE', path: '/properties/{id}', auth: 'session', permission: 'PERM_PSTRUKTURA' },
  'properties.settings': { method: 'GET', path: '/structure/settings', auth: 'session', permission: null },
  'properties.saveSettings': { method: 'PUT', path: '/structure/settings', auth: 'session', permission: 'PERM_PSTRUKTURA' },
} as const satisfies Record<string, RouteLine>;
