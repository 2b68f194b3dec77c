import type { RouteDef } from '../route-def';
import { EmptyBody, OkResponse } from '../schemas/auth';
import {
  DownloadUrl, ImportFileCheck, ImportReportQuery, ImportJob, ImportList, ImportListQuery, ImportSchema, ImportSchemaBody, ImportSchemaList, ImportUpload, ImportUploadBody,
  ManualImportBody, ManualImportResult, StartImportBody, ValidateImportBody,
} from '../schemas/imports';

const s = { auth: 'session', permission: 'PERM_AIMPORT' } as const;

/**
 * Spec section 2: /import with file and manual (PERM_AIMPORT); section 7: POST /files/validate-import.
 * The schema lines come before /imports/{id}, which would otherwise match them.
 */
export const importsRoutes = {
  'imports.upload': { method: 'POST', path: '/imports/uploads', ...s, body: ImportUploadBody, response: ImportUpload, status: 201 },
  'imports.validate': { method: 'POST', path: '/files/validate-import', ...s, body: ValidateImportBody, response: ImportFileCheck },
  'imports.manual': { method: 'POST', path: '/imports/manual', ...s, body: ManualImportBody, response: ManualImportResult },
  'imports.schemas.list': { method: 'GET', path: '/imports/schemas', ...s, response: ImportSchemaList },
  'imports.schemas.create': { method: 'POST', path: '/imports/schemas', ...s, body: ImportSchemaBody, response: ImportSchema, status: 201 },
  'imports.schemas.update': { method: 'PUT', path: '/imports/schemas/{id}', ...s, body: ImportSchemaBody, response: ImportSchema },
  'imports.schemas.delete': { method: 'DELETE', path: '/imports/schemas/{id}', ...s, body: EmptyBody, response: OkResponse },
  'imports.start': { method: 'POST', path: '/imports', ...s, body: StartImportBody, response: ImportJob, status: 201 },
  'imports.list': { method: 'GET', path: '/imports', ...s, query: ImportListQuery, response: ImportList },
  'imports.get': { method: 'GET', path: '/imports/{id}', ...s, response: ImportJob },
  'imports.report': { method: 'GET', path: '/imports/{id}/report', ...s, query: ImportReportQuery, response: DownloadUrl },
} as const satisfies Record<string, RouteDef>;
