import type { HandlersFor } from '@functions/platform/http';
import { notBuilt } from '@functions/platform/not-built';
import type { contentRoutes } from '@shared/route-table/content';
import { previewContent } from './preview';

export const contentHandlers: HandlersFor<typeof contentRoutes> = {
  'content.preview': ({ body, ctx }) => previewContent(ctx.principal, body),
  'content.importZip': notBuilt,
  'images.list': notBuilt,
  'images.upload': notBuilt,
  'images.delete': notBuilt,
};
