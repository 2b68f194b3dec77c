import type { HandlersFor } from '@functions/platform/http';
import type { contentRoutes } from '@shared/route-table/content';
import { imagesService } from '@functions/images/service';
import { previewContent } from './preview';
import { importZip } from './zip-import';

export const contentHandlers: HandlersFor<typeof contentRoutes> = {
  'content.preview': ({ body, ctx }) => previewContent(ctx.principal, body),
  'content.importZip': ({ body, ctx }) => importZip(ctx.principal, body.file),
  'images.list': ({ query, ctx }) => imagesService.list(ctx.principal, query),
  'images.upload': ({ body, ctx }) => imagesService.upload(ctx.principal, body.file),
  'images.delete': ({ params, ctx }) => imagesService.delete(ctx.principal, params.id),
};
