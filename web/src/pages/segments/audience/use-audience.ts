import { useApiPages } from '@web/api/query';

/**
 * The members of a segment's audience, a page at a time (GET /segments/{id}/audience). `version`
 * (the audience's computed-at) starts over at page one when a calculation publishes a new audience.
 */
export function useAudience(id: string, pageSize: number, version: string | undefined) {
  return useApiPages('segments.audience', { params: { id }, query: { limit: pageSize } }, { version: version ?? '' });
}
