import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { MailingStats } from '@shared/schemas/mailing';
import { tenant } from '@functions/data/tenant';
import { ROLLUP_PREFIX } from '@functions/data/keys/sending';
import { dynamo } from '@functions/platform/aws';
import { batchGetItems } from '@functions/platform/batch-get';
import { config } from '@functions/platform/config';

/** What recipients did with a mailing, counted once per recipient and kind (a marker remembers the first: functions/engagement). */
export const ENGAGEMENT_COUNTERS = [
  'delivered',
  'opened',
  'clicked',
  'bounced',
  'complained',
  'unsubscribed',
] as const satisfies readonly (keyof MailingStats)[];
export type EngagementCounter = (typeof ENGAGEMENT_COUNTERS)[number];
export type EngagementCounts = Record<EngagementCounter, number>;

const BATCH_GET_MAX = 100;

export const emptyEngagement = (): EngagementCounts => ({
  delivered: 0,
  opened: 0,
  clicked: 0,
  bounced: 0,
  complained: 0,
  unsubscribed: 0,
});

/**
 * Engagement roll-ups: one counters item per shard of a mailing's sending family (keys/sending.ts),
 * the recipient's shard taking each of their events, so a flood of SES events and opens spreads over
 * as many keys as the claims do instead of all landing on the mailing item. A report sums them.
 */
export const rollupsRepository = {
  /**
   * Adds a batch of events' counts to one of the mailing's roll-ups, chosen at random: one write per
   * sending per batch, and concurrent batches of one big sending spread over its shards' items.
   */
  async add(accountId: string, mailingId: string, counts: Partial<EngagementCounts>): Promise<void> {
    const entries = ENGAGEMENT_COUNTERS.filter((c) => (counts[c] ?? 0) > 0).map((c, i) => ({ c, i, n: counts[c]! }));
    if (entries.length === 0) return;
    const rollups = (await tenant(accountId, 'write')).engagementRollups(mailingId);
    await dynamo().send(
      new UpdateCommand({
        TableName: config.appTable,
        Key: rollups[Math.floor(Math.random() * rollups.length)],
        UpdateExpression: `ADD ${entries.map(({ i }) => `#c${i} :n${i}`).join(', ')}`,
        ExpressionAttributeNames: Object.fromEntries(entries.map(({ c, i }) => [`#c${i}`, c])),
        ExpressionAttributeValues: Object.fromEntries(entries.map(({ n, i }) => [`:n${i}`, n])),
      }),
    );
  },

  /** The sums of these mailings' roll-ups (a mailing nobody engaged with yet is absent). */
  async sums(accountId: string, mailingIds: readonly string[]): Promise<Map<string, EngagementCounts>> {
    if (mailingIds.length === 0) return new Map();
    const keys = await tenant(accountId);
    const wanted = [...new Set(mailingIds)].flatMap((id) => keys.engagementRollups(id).map((key) => ({ ...key })));
    // A page of mailings names hundreds of roll-ups: BatchGet's hundreds side by side, not one after another.
    const chunks = Array.from({ length: Math.ceil(wanted.length / BATCH_GET_MAX) }, (_, i) =>
      wanted.slice(i * BATCH_GET_MAX, (i + 1) * BATCH_GET_MAX),
    );
    const items = (await Promise.all(chunks.map((chunk) => batchGetItems(chunk, ['sk', ...ENGAGEMENT_COUNTERS])))).flat();
    const sums = new Map<string, EngagementCounts>();
    for (const item of items) {
      const mailingId = String(item.sk).slice(ROLLUP_PREFIX.length);
      const sum = sums.get(mailingId) ?? emptyEngagement();
      for (const counter of ENGAGEMENT_COUNTERS) sum[counter] += Number(item[counter] ?? 0);
      sums.set(mailingId, sum);
    }
    return sums;
  },
};
