/** Where the segment pages live (spec section 2: /segments with the list, {id} config and {id}/audience). */
export const SEGMENTS_PATH = '/segments';
export const NEW_SEGMENT_PATH = '/segments/new';

export const segmentPath = (id: string): string => `${SEGMENTS_PATH}/${encodeURIComponent(id)}`;
export const audiencePath = (id: string): string => `${segmentPath(id)}/audience`;
