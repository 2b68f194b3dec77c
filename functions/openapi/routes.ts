import type { HandlersFor } from '@functions/platform/http';
import type { openapiRoutes } from '@shared/route-table/openapi';
import { publicApiDocument } from './document';

let document: ReturnType<typeof publicApiDocument> | undefined;

export const openapiHandlers: HandlersFor<typeof openapiRoutes> = {
  'openapi.document': async () => (document ??= publicApiDocument()),
};
