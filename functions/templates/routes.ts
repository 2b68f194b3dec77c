import type { HandlersFor } from '@functions/platform/http';
import { NotFoundError } from '@functions/platform/errors';
import type { templatesRoutes } from '@shared/route-table/templates';
import { blueprintsService } from './blueprints-service';
import { templateFoldersService } from './folders';
import { templateFromMailing } from './from-template';
import { restorePoints, saveReason } from './history';
import { templatesRepository } from './repository';
import { templatesService } from './service';
import { testSendTemplate } from './test-send';

/** A template's restore points exist for its account only: another's is 404 like the template. */
async function existing(accountId: string, id: string): Promise<string> {
  if (!(await templatesRepository.head(accountId, id))) throw new NotFoundError('TEMPLATE_NOT_FOUND');
  return id;
}

export const templatesHandlers: HandlersFor<typeof templatesRoutes> = {
  'templates.list': ({ query, ctx }) => templatesService.list(ctx.principal.accountId, query),
  'templates.create': ({ body, ctx }) => templatesService.create(ctx.principal, body),
  'templates.get': ({ params, ctx }) => templatesService.get(ctx.principal.accountId, params.id),
  'templates.update': ({ params, body, ctx }) => templatesService.update(ctx.principal, params.id, body, saveReason(ctx.event.headers)),
  'templates.delete': ({ params, ctx }) => templatesService.delete(ctx.principal.accountId, params.id),
  'templates.duplicate': ({ params, body, ctx }) => templatesService.duplicate(ctx.principal, params.id, body.name),
  'templates.freeze': ({ params, body, ctx }) => templatesService.freeze(ctx.principal.accountId, params.id, body.freeze),
  'templates.fromMailing': ({ body, ctx }) => templateFromMailing(ctx.principal, body),
  'templates.history': async ({ params, ctx }) =>
    restorePoints.list(ctx.principal.accountId, 'template', await existing(ctx.principal.accountId, params.id)),
  'templates.restorePoint': async ({ params, ctx }) =>
    restorePoints.get(ctx.principal.accountId, 'template', await existing(ctx.principal.accountId, params.id), params.pointId),
  'templates.testSend': ({ params, body, ctx }) => testSendTemplate(ctx.principal, params.id, body),
  'templateFolders.list': ({ ctx }) => templateFoldersService.list(ctx.principal.accountId),
  'templateFolders.create': ({ body, ctx }) => templateFoldersService.create(ctx.principal.accountId, body.name),
  'templateFolders.update': ({ params, body, ctx }) => templateFoldersService.rename(ctx.principal.accountId, params.id, body.name),
  'templateFolders.delete': ({ params, ctx }) => templateFoldersService.delete(ctx.principal.accountId, params.id),
  'blueprints.list': async () => blueprintsService.list(),
  'blueprints.get': async ({ params }) => blueprintsService.get(params.id),
};
