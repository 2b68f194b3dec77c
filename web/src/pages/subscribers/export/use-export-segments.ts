import { useEffect, useState } from 'react';
import { routes } from '@shared/routes';
import type { Segment } from '@shared/schemas/segments';
import { api } from '@web/api';
import { useCan } from '@web/app/session/session-store';

/** The segments an export may read: those with a calculated audience, for users who may see segments. */
export function useExportSegments(): Segment[] {
  const can = useCan();
  const allowed = can(routes['segments.list'].permission);
  const [segments, setSegments] = useState<Segment[]>([]);
  useEffect(() => {
    if (!allowed) return;
    const controller = new AbortController();
    api('segments.list', { signal: controller.signal }).then(
      (list) => setSegments(list.items.filter((s) => s.audience && !s.audience.expired)),
      () => setSegments([]),
    );
    return () => controller.abort();
  }, [allowed]);
  return segments;
}
