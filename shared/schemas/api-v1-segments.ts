import { z } from 'zod';
import { Segment } from './segments';
import { Subscriber } from './subscriber';

/**
 * The public API v1's segments (issue 19): the web's segment, paged by a cursor (the web shows an
 * account's at most SEGMENT_LIMIT segments at once), and a segment's calculated members reduced to
 * what an integrator matches them by.
 */
export const V1SegmentList = z.object({ items: z.array(Segment), cursor: z.string().optional() });

export const V1SegmentMember = Subscriber.pick({ id: true, email: true, gsm: true, status: true });
export type V1SegmentMember = z.infer<typeof V1SegmentMember>;
export const V1SegmentMembers = z.object({ items: z.array(V1SegmentMember), cursor: z.string().optional() });
