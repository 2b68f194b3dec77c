import { PREVIEW_SIZE, type EstimatePreviewRow } from '@shared/schemas/segments';
import type { Subscriber } from '@shared/schemas/subscriber';
import type { AudienceScope } from './restriction';

/**
 * The estimate's preview after one evaluated batch: the batch's matching subscribers (`matches`
 * index `subscribers`) within the caller's reach are added in order until the preview is full.
 * Only matching rows are checked against the scope, and none once the preview is full.
 */
export function extendPreview(
  preview: readonly EstimatePreviewRow[],
  subscribers: readonly Subscriber[],
  matches: readonly number[],
  inScope: AudienceScope,
): EstimatePreviewRow[] {
  const next = [...preview];
  for (const i of matches) {
    if (next.length >= PREVIEW_SIZE) break;
    const s = subscribers[i];
    if (!s || (inScope && !inScope(s.id))) continue;
    next.push({
      id: s.id,
      status: s.status,
      ...(s.email ? { email: s.email } : {}),
      ...(s.gsm ? { gsm: s.gsm } : {}),
      ...(s.name ? { name: s.name } : {}),
    });
  }
  return next;
}
