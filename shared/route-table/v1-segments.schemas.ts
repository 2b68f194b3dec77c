import type { SchemasFor } from '../route-def';
import { V1SegmentList, V1SegmentMembers } from '../schemas/api-v1-segments';
import { EmptyBody } from '../schemas/auth';
import { PropertyList } from '../schemas/properties';
import { AudienceQuery, Segment } from '../schemas/segments';
import type { v1SegmentsRoutes } from './v1-segments';

/** The web API's property, segment and audience-paging schemas; the paged lists in shared/schemas/api-v1-segments.ts. */
export const v1SegmentsSchemas = {
  'v1.properties.list': { response: PropertyList },
  'v1.segments.list': { query: AudienceQuery, response: V1SegmentList },
  'v1.segments.get': { response: Segment },
  'v1.segments.members': { query: AudienceQuery, response: V1SegmentMembers },
  'v1.segments.recalculate': { body: EmptyBody, response: Segment },
} as const satisfies SchemasFor<typeof v1SegmentsRoutes>;
