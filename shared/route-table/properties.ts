import type { RouteDef } from '../route-def';
import { EmptyBody, OkResponse } from '../schemas/auth';
import { Property, PropertyBody, PropertyList, StructureSettings, StructureSettingsBody } from '../schemas/properties';

/**
 * The database structure (spec: /structure, PERM_PSTRUKTURA). Reading the properties is part of
 * every subscriber task (lists, forms, imports, exports, segments), each guarded by its own key, so
 * any member of the account may read them; changing them needs PERM_PSTRUKTURA.
 */
export const propertiesRoutes = {
  'properties.list': { method: 'GET', path: '/properties', auth: 'session', permission: null, response: PropertyList },
  'properties.create': { method: 'POST', path: '/properties', auth: 'session', permission: 'PERM_PSTRUKTURA', body: PropertyBody, response: Property, status: 201 },
  'properties.update': { method: 'PUT', path: '/properties/{id}', auth: 'session', permission: 'PERM_PSTRUKTURA', body: PropertyBody, response: Property },
  'properties.delete': { method: 'DELETE', path: '/properties/{id}', auth: 'session', permission: 'PERM_PSTRUKTURA', body: EmptyBody, response: OkResponse },
  'properties.settings': { method: 'GET', path: '/structure/settings', auth: 'session', permission: null, response: StructureSettings },
  'properties.saveSettings': { method: 'PUT', path: '/structure/settings', auth: 'session', permission: 'PERM_PSTRUKTURA', body: StructureSettingsBody, response: StructureSettings },
} as const satisfies Record<string, RouteDef>;
