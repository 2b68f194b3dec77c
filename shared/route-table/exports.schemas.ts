import type { SchemasFor } from '../route-def';
import { DownloadUrl } from '../schemas/imports';
import { ExportJob, ExportList, ExportListQuery, StartExportBody } from '../schemas/exports';
import type { exportsRoutes } from './exports';

/** The zod schemas of the lines in ./exports.ts, by route id: the server validates with them, the web takes their types only. */
export const exportsSchemas = {
  'exports.start': { body: StartExportBody, response: ExportJob },
  'exports.list': { query: ExportListQuery, response: ExportList },
  'exports.get': { response: ExportJob },
  'exports.download': { response: DownloadUrl },
} as const satisfies SchemasFor<typeof exportsRoutes>;
