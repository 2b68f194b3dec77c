import { DEV_OUTBOX_PATH, OutboxList, OutboxMessage } from '@shared/schemas/dev';
import { apiClient } from './index';

/** The local mail catcher: not in the route table because AWS builds never serve it. */
export const devOutbox = {
  list: (signal?: AbortSignal) => apiClient.request({ method: 'GET', path: DEV_OUTBOX_PATH, auth: 'session', response: OutboxList }, { signal }),
  get: (id: string, signal?: AbortSignal) =>
    apiClient.request({ method: 'GET', path: `${DEV_OUTBOX_PATH}/${encodeURIComponent(id)}`, auth: 'session', response: OutboxMessage }, { signal }),
};
