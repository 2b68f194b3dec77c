import { routes } from '@shared/routes';
import type { Segment } from '@shared/schemas/segments';
import { useApiQuery } from '@web/api/query';
import { useCan } from '@web/app/session/session-store';

const NONE: Segment[] = [];

/** The segments an export may read: those with a calculated audience, for users who may see segments (the cached segment list). */
export function useExportSegments(): Segment[] {
  const can = useCan();
  const allowed = can(routes['segments.list'].permission);
  const list = useApiQuery('segments.list', {}, { enabled: allowed });
  return list.data?.items.filter((s) => s.audience && !s.audience.expired) ?? NONE;
}
