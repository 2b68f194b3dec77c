import type { HandlersFor } from '@functions/platform/http';
import type { importsRoutes } from '@shared/route-table/imports';
import { manualImport } from './manual';
import { checkSampleRows } from './sample-check';
import { importSchemasService } from './schemas-service';
import { importsService } from './service';

export const importsHandlers: HandlersFor<typeof importsRoutes> = {
  'imports.upload': ({ body, ctx }) => importsService.requestUpload(ctx.principal, body),
  'imports.validate': ({ body, ctx }) => importsService.validate(ctx.principal, body),
  'imports.checkRows': ({ body, ctx }) => checkSampleRows(ctx.principal, body),
  'imports.manual': ({ body, ctx }) => manualImport(ctx.principal, body),
  'imports.schemas.list': ({ ctx }) => importSchemasService.list(ctx.principal.accountId),
  'imports.schemas.create': ({ body, ctx }) => importSchemasService.create(ctx.principal.accountId, body),
  'imports.schemas.update': ({ params, body, ctx }) => importSchemasService.update(ctx.principal.accountId, params.id, body),
  'imports.schemas.delete': async ({ params, ctx }) => (
    await importSchemasService.remove(ctx.principal.accountId, params.id),
    { ok: true }
  ),
  'imports.start': ({ body, ctx }) => importsService.start(ctx.principal, body),
  'imports.list': ({ query, ctx }) => importsService.list(ctx.principal, query.limit, query.cursor),
  'imports.get': ({ params, ctx }) => importsService.get(ctx.principal, params.id),
  'imports.report': ({ params, query, ctx }) => importsService.reportUrl(ctx.principal, params.id, query.encoding),
};
