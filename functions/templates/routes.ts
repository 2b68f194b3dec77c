import type { HandlersFor } from '@functions/platform/http';
import { notBuilt } from '@functions/platform/not-built';
import type { templatesRoutes } from '@shared/route-table/templates';

export const templatesHandlers: HandlersFor<typeof templatesRoutes> = {
  'templates.list': notBuilt,
  'templates.create': notBuilt,
  'templates.get': notBuilt,
  'templates.update': notBuilt,
  'templates.delete': notBuilt,
  'templates.duplicate': notBuilt,
  'templates.freeze': notBuilt,
  'templates.fromMailing': notBuilt,
  'templates.history': notBuilt,
  'templates.restorePoint': notBuilt,
  'templates.testSend': notBuilt,
  'templateFolders.list': notBuilt,
  'templateFolders.create': notBuilt,
  'templateFolders.update': notBuilt,
  'templateFolders.delete': notBuilt,
  'blueprints.list': notBuilt,
  'blueprints.get': notBuilt,
};
