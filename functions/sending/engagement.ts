import type { FieldChange } from '@shared/schemas/subscriber-records';
import { nowIso } from '@functions/platform/dynamo';
import { logger } from '@functions/platform/logger';
import { subscribersService } from '@functions/subscribers/service';
import { ulid } from 'ulid';
import { interpret, USER_AGENT_MAX, type Target } from '@functions/engagement/events';
import { ingestBatch, UNSUBSCRIBABLE } from '@functions/engagement/ingest';
import { enqueueTracking } from '@functions/engagement/tracking';

/**
 * The tracking endpoints' side of engagement. Counting happens on the events queue, in batches,
 * idempotently (functions/engagement): here an open or a click is one SQS message.
 */
/** Who asked for the pixel or the link: the report tells people from prefetchers and scanners by it (shared/rules/user-agents.ts). */
export interface Requester {
  userAgent?: string;
  ip?: string;
  method?: string;
}

/** The event's own id (the report counts each open and click once however often it is delivered) and its requester. */
const occurrence = (r: Requester) => ({
  id: ulid(),
  ...(r.userAgent !== undefined ? { userAgent: r.userAgent.slice(0, USER_AGENT_MAX) } : {}),
  ...(r.ip ? { ip: r.ip.slice(0, 64) } : {}),
  ...(r.method ? { method: r.method.slice(0, 10) } : {}),
});

export const engagement = {
  open: (t: Target, r: Requester = {}) => enqueueTracking({ kind: 'open', ...t, at: nowIso(), ...occurrence(r) }),

  click: (t: Target, url?: string, r: Requester = {}) =>
    enqueueTracking({ kind: 'click', ...t, at: nowIso(), ...(url ? { url: url.slice(0, 500) } : {}), ...occurrence(r) }),

  /**
   * The status changes while the person waits (they are told it is done); the counting is queued.
   * Once the status changed the person is unsubscribed: a queue that refuses the count loses only
   * the count, and is logged, not shown to them as a failure.
   */
  async unsubscribe(t: Target, note: readonly FieldChange[] = []): Promise<void> {
    await subscribersService.unsubscribe(t.accountId, t.subscriberId, UNSUBSCRIBABLE, note);
    await enqueueTracking({ kind: 'unsubscribe', ...t, at: nowIso() }).catch((error: unknown) =>
      logger.error('unsubscribe not counted', { ...t, error: error as Error }),
    );
  },

  /** One SES event (as published, raw or in its SNS envelope) counted on its own: tests and the partitions bench. */
  async sesEvent(event: unknown): Promise<void> {
    const meaning = interpret(JSON.stringify(event));
    if (meaning.kind !== 'count') return;
    const [failure] = await ingestBatch([{ id: 'one', event: meaning }]);
    if (failure) throw failure.error;
  },
};
