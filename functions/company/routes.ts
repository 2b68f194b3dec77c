import type { HandlersFor } from '@functions/platform/http';
import type { companyRoutes } from '@shared/route-table/company';
import { documentsService } from './documents-service';
import { companyProfileService } from './profile-service';

export const companyHandlers: HandlersFor<typeof companyRoutes> = {
  'company.getProfile': ({ ctx }) => companyProfileService.get(ctx.principal.accountId),
  'company.saveProfile': ({ body, ctx }) => companyProfileService.save(ctx.principal.accountId, ctx.principal.userId, body),
  'company.documents': ({ ctx }) => documentsService.list(ctx.principal.accountId),
  'company.setDocumentUrl': ({ params, body, ctx }) =>
    documentsService.setUrl(ctx.principal.accountId, ctx.principal.userId, params.kind, body.url),
  'company.uploadDocument': ({ params, body, ctx }) =>
    documentsService.upload(ctx.principal.accountId, ctx.principal.userId, params.kind, body.file),
  'company.removeDocument': ({ params, ctx }) => documentsService.remove(ctx.principal.accountId, params.kind),
};
