import { authenticate } from '@functions/auth/session';
import { createApi } from '@functions/platform/http';
import { handlers } from './route-table';

/** The API Lambda: every /api/* request goes through the one route table. */
export const handler = createApi(handlers, authenticate);
