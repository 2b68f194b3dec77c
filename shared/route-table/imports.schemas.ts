import type { SchemasFor } from '../route-def';
import { EmptyBody, OkResponse } from '../schemas/auth';
import {
  DownloadUrl,
  ImportFileCheck,
  ImportReportQuery,
  ImportJob,
  ImportList,
  ImportListQuery,
  ImportSchema,
  ImportSchemaBody,
  ImportSchemaList,
  ImportSampleCheck,
  ImportUpload,
  ImportUploadBody,
  ManualImportBody,
  ManualImportResult,
  StartImportBody,
  ValidateImportBody,
} from '../schemas/imports';
import type { importsRoutes } from './imports';

/** The zod schemas of the lines in ./imports.ts, by route id: the server validates with them, the web takes their types only. */
export const importsSchemas = {
  'imports.upload': { body: ImportUploadBody, response: ImportUpload },
  'imports.validate': { body: ValidateImportBody, response: ImportFileCheck },
  'imports.checkRows': { body: StartImportBody, response: ImportSampleCheck },
  'imports.manual': { body: ManualImportBody, response: ManualImportResult },
  'imports.schemas.list': { response: ImportSchemaList },
  'imports.schemas.create': { body: ImportSchemaBody, response: ImportSchema },
  'imports.schemas.update': { body: ImportSchemaBody, response: ImportSchema },
  'imports.schemas.delete': { body: EmptyBody, response: OkResponse },
  'imports.start': { body: StartImportBody, response: ImportJob },
  'imports.list': { query: ImportListQuery, response: ImportList },
  'imports.get': { response: ImportJob },
  'imports.report': { query: ImportReportQuery, response: DownloadUrl },
} as const satisfies SchemasFor<typeof importsRoutes>;
