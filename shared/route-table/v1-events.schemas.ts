import type { SchemasFor } from '../route-def';
import {
  CustomEventAccepted,
  CustomEventBatchBody,
  CustomEventBatchResult,
  CustomEventBody,
  CustomEventList,
  CustomEventListQuery,
} from '../schemas/custom-events';
import type { v1EventsRoutes } from './v1-events';

export const v1EventsSchemas = {
  'v1.events.track': { body: CustomEventBody, response: CustomEventAccepted },
  'v1.events.batch': { body: CustomEventBatchBody, response: CustomEventBatchResult },
  'v1.events.listOfSubscriber': { query: CustomEventListQuery, response: CustomEventList },
} as const satisfies SchemasFor<typeof v1EventsRoutes>;
