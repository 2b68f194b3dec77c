import { SENDABLE_STATUSES } from '@shared/constants';
import { logger } from '@functions/platform/logger';
import { activityRepository, keyId, type EngagementWrite } from '@functions/activity/repository';
import { subscribersService } from '@functions/subscribers/service';
import { emptyEngagement, rollupsRepository, type EngagementCounts } from '@functions/sending/rollups-repository';
import type { Counted, Interpretation, SubscriberEffect, Target } from './events';
import { afterSendingCounted } from './after-counted';

/** Statuses a complaint (like an unsubscribe link) may move to "unsubscribed" (3). */
export const UNSUBSCRIBABLE = [...SENDABLE_STATUSES, 4] as const;

/** One message of a batch, read: `id` is what a failure is reported by (the SQS message id). */
export interface BatchItem {
  id: string;
  event: Extract<Interpretation, { kind: 'count' }>;
}

interface Group {
  accountId: string;
  mailingId: string;
  ids: string[];
  items: BatchItem[];
}

const groupKey = (t: Target) => `${t.accountId}\u0000${t.mailingId}`;

function bySending(items: readonly BatchItem[]): Group[] {
  const groups = new Map<string, Group>();
  for (const item of items) {
    const key = groupKey(item.event.target);
    const group = groups.get(key) ?? { accountId: item.event.target.accountId, mailingId: item.event.target.mailingId, ids: [], items: [] };
    group.ids.push(item.id);
    group.items.push(item);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** Counts of a set of first-time engagements. */
export function tally(counted: readonly Counted[]): EngagementCounts {
  const counts = emptyEngagement();
  for (const { marker } of counted) counts[marker.type]++;
  return counts;
}

/**
 * Subscriber bookkeeping of a sending's new engagements: quarantine outcomes read in one batch and
 * written only where the bounce streak changes; a complaint unsubscribes.
 */
async function applyEffects(accountId: string, effects: readonly { subscriberId: string; effect: SubscriberEffect }[]): Promise<void> {
  const outcomes = effects.filter((e) => e.effect !== 'unsubscribe') as { subscriberId: string; effect: 'delivered' | 'failed' }[];
  const unsubscribes = [...new Set(effects.filter((e) => e.effect === 'unsubscribe').map((e) => e.subscriberId))];
  await subscribersService.recordMailOutcomes(accountId, outcomes.map((o) => ({ id: o.subscriberId, outcome: o.effect })));
  for (const id of unsubscribes) await subscribersService.unsubscribe(accountId, id, UNSUBSCRIBABLE);
}

/**
 * One sending's events of a batch. The order is what makes a redelivery safe:
 * 1. the keys that say an engagement was counted before are read (BatchGet);
 * 2. subscriber effects of the new ones (idempotent but for a bounce's streak, see README);
 * 3. the new engagements' items are written (BatchWrite), then ONE counter update for the sending;
 * 4. if that update fails, the items just written are taken back before the batch fails, so its
 *    redelivery finds them absent and counts them.
 */
async function ingestSending(group: Group): Promise<void> {
  const { accountId, mailingId } = group;
  const counted = group.items.flatMap((i) => i.event.counted);
  const writes = await activityRepository.engagementWrites(accountId, counted.map((c) => c.marker));
  const candidates = new Map<string, { write: EngagementWrite; counted: Counted }>();
  counted.forEach((c, i) => {
    const write = writes[i]!;
    const id = keyId(write.check);
    const seen = candidates.get(id);
    // The same engagement twice in one batch: the earlier counts.
    if (!seen || c.marker.at < seen.counted.marker.at) candidates.set(id, { write, counted: c });
  });
  const existing = await activityRepository.existing([...candidates.values()].map((c) => c.write.check));
  const fresh = [...candidates.entries()].filter(([id]) => !existing.has(id)).map(([, c]) => c);
  const effects = [
    ...fresh.flatMap(({ counted: c }) => (c.effect ? [{ subscriberId: c.marker.subscriberId, effect: c.effect }] : [])),
    // Effects with no marker (a transient bounce with a listed code) apply every time they arrive.
    ...group.items.flatMap((i) => i.event.effects.map((effect) => ({ subscriberId: i.event.target.subscriberId, effect }))),
  ];
  if (effects.length) await applyEffects(accountId, effects);
  if (fresh.length === 0) return;

  const items = fresh.flatMap((f) => f.write.items);
  await activityRepository.putAll(items);
  const added = tally(fresh.map((f) => f.counted));
  try {
    await rollupsRepository.add(accountId, mailingId, added);
  } catch (error) {
    await activityRepository.takeBack(items.map((item) => ({ pk: String(item.pk), sk: String(item.sk) }))).catch((undo: unknown) =>
      // The window the README names: these engagements stay marked and uncounted.
      logger.error('counter write failed and its engagements could not be taken back', { accountId, mailingId, error: undo as Error }),
    );
    throw error;
  }
  await afterSendingCounted(accountId, mailingId, added);
}

/** Items of a batch not ingested, and why. */
export interface IngestFailure {
  ids: string[];
  error: unknown;
}

/**
 * Ingests a batch of events: grouped by sending, each group counted on its own. Returns the groups
 * that failed (their items are reported as the batch's item failures and redelivered).
 */
export async function ingestBatch(items: readonly BatchItem[]): Promise<IngestFailure[]> {
  const groups = bySending(items);
  const results = await Promise.allSettled(groups.map((g) => ingestSending(g)));
  return results.flatMap((r, i) => {
    if (r.status === 'fulfilled') return [];
    const { accountId, mailingId, ids } = groups[i]!;
    logger.error('events of a sending not ingested', { accountId, mailingId, error: r.reason as Error });
    return [{ ids, error: r.reason as unknown }];
  });
}
