import type { FieldChange } from '@shared/schemas/subscriber-records';
import { nowIso } from '@functions/platform/dynamo';
import { logger } from '@functions/platform/logger';
import { subscribersService } from '@functions/subscribers/service';
import { interpret, type Target } from '@functions/engagement/events';
import { ingestBatch, UNSUBSCRIBABLE } from '@functions/engagement/ingest';
import { enqueueTracking } from '@functions/engagement/tracking';

/**
 * The tracking endpoints' side of engagement. Counting happens on the events queue, in batches,
 * idempotently (functions/engagement): here an open or a click is one SQS message.
 */
export const engagement = {
  open: (t: Target) => enqueueTracking({ kind: 'open', ...t, at: nowIso() }),

  click: (t: Target, url?: string) => enqueueTracking({ kind: 'click', ...t, at: nowIso(), ...(url ? { url: url.slice(0, 500) } : {}) }),

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
