import type { SchemasFor } from '../route-def';
import { EmptyBody, OkResponse } from '../schemas/auth';
import { AudienceQuery, EstimateBody, EstimateRun, Segment, SegmentBody, SegmentList } from '../schemas/segments';
import { SubscriberList } from '../schemas/subscriber';
import { EventNameList } from '../schemas/custom-events';
import type { segmentsRoutes } from './segments';

/** The zod schemas of the lines in ./segments.ts, by route id: the server validates with them, the web takes their types only. */
export const segmentsSchemas = {
  'segments.list': { response: SegmentList },
  'segments.create': { body: SegmentBody, response: Segment },
  'segments.estimate': { body: EstimateBody, response: EstimateRun },
  'segments.estimates.get': { response: EstimateRun },
  'segments.eventNames': { response: EventNameList },
  'segments.get': { response: Segment },
  'segments.update': { body: SegmentBody, response: Segment },
  'segments.delete': { body: EmptyBody, response: OkResponse },
  'segments.calculate': { body: EmptyBody, response: Segment },
  'segments.audience': { query: AudienceQuery, response: SubscriberList },
} as const satisfies SchemasFor<typeof segmentsRoutes>;
