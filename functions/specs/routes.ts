import type { HandlersFor } from '@functions/platform/http';
import type { specsRoutes } from '@shared/route-table/specs';
import { specsService } from './service';

export const specsHandlers: HandlersFor<typeof specsRoutes> = {
  'specs.get': async ({ params }) => specsService.get(params.name),
};
