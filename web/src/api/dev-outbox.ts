import { DEV_OUTBOX_PATH, DEV_SMS_OUTBOX_PATH, OutboxList, OutboxMessage, SmsOutboxList } from '@shared/schemas/dev';
import { apiClient } from './index';

/** The local mail and text catchers: not in the route table because AWS builds never serve them. */
export const devOutbox = {
  list: (signal?: AbortSignal) =>
    apiClient.request({ method: 'GET', path: DEV_OUTBOX_PATH, auth: 'session', response: OutboxList }, { signal }),
  get: (id: string, signal?: AbortSignal) =>
    apiClient.request(
      { method: 'GET', path: `${DEV_OUTBOX_PATH}/${encodeURIComponent(id)}`, auth: 'session', response: OutboxMessage },
      { signal },
    ),
  texts: (signal?: AbortSignal) =>
    apiClient.request({ method: 'GET', path: DEV_SMS_OUTBOX_PATH, auth: 'session', response: SmsOutboxList }, { signal }),
};
