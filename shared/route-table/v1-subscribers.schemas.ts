import type { SchemasFor } from '../route-def';
import { BulkUpsertBody, BulkUpsertResult, SetStatusBody, UpsertResult, UpsertSubscriberBody } from '../schemas/api-v1';
import { ForgetBody, Subscriber, SubscriberList, SubscriberListQuery } from '../schemas/subscriber';
import type { v1SubscribersRoutes } from './v1-subscribers';

/** The web API's subscriber schemas wherever the call is the same (shared/schemas/api-v1.ts for the rest). */
export const v1SubscribersSchemas = {
  'v1.subscribers.upsert': { body: UpsertSubscriberBody, response: UpsertResult },
  'v1.subscribers.list': { query: SubscriberListQuery, response: SubscriberList },
  'v1.subscribers.bulk': { body: BulkUpsertBody, response: BulkUpsertResult },
  'v1.subscribers.get': { response: Subscriber },
  'v1.subscribers.setStatus': { body: SetStatusBody, response: Subscriber },
  'v1.subscribers.forget': { body: ForgetBody, response: Subscriber },
} as const satisfies SchemasFor<typeof v1SubscribersRoutes>;
