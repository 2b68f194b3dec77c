import type { RouteDef } from '../route-def';
import { DownloadUrl } from '../schemas/imports';
import { ExportJob, ExportList, ExportListQuery, StartExportBody } from '../schemas/exports';

const s = { auth: 'session', permission: 'PERM_AEKSPORT' } as const;

/** Spec section 2: /export (PERM_AEKSPORT). */
export const exportsRoutes = {
  'exports.start': { method: 'POST', path: '/exports', ...s, body: StartExportBody, response: ExportJob, status: 201 },
  'exports.list': { method: 'GET', path: '/exports', ...s, query: ExportListQuery, response: ExportList },
  'exports.get': { method: 'GET', path: '/exports/{id}', ...s, response: ExportJob },
  'exports.download': { method: 'GET', path: '/exports/{id}/download', ...s, response: DownloadUrl },
} as const satisfies Record<string, RouteDef>;
