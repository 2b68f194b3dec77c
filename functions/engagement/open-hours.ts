import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { OPTIMISATION_SLOTS } from '@shared/rules/best-hour';
import { dynamo } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { batchGetItems } from '@functions/platform/batch-get';
import { batchWriteItems } from '@functions/platform/batch-write';
import { tenant } from '@functions/data/tenant';

/** The counters' attribute names: `h00`…`h23`, top-level so that ADD can make them. */
const hourAttribute = (hour: number) => `h${String(hour).padStart(2, '0')}`;
const HOUR_ATTRIBUTES = Array.from({ length: OPTIMISATION_SLOTS }, (_, h) => hourAttribute(h));

const countsOf = (item: Record<string, unknown> | undefined): number[] =>
  HOUR_ATTRIBUTES.map((a) => (typeof item?.[a] === 'number' ? (item[a] as number) : 0));

function addHours(hours: readonly number[]) {
  const counts = new Map<number, number>();
  for (const h of hours) counts.set(h, (counts.get(h) ?? 0) + 1);
  const entries = [...counts];
  return {
    UpdateExpression: `ADD ${entries.map((_, i) => `#h${i} :h${i}`).join(', ')}`,
    ExpressionAttributeNames: Object.fromEntries(entries.map(([h], i) => [`#h${i}`, hourAttribute(h)])),
    ExpressionAttributeValues: Object.fromEntries(entries.map(([, n], i) => [`:h${i}`, n])),
  };
}

/**
 * Open history by hour of the day (UTC), for the optimisation send type: per subscriber and per
 * account, counted from each first open of a mailing (a click counts as an open: engagement/events.ts).
 * Reading a page of recipients' histories is one BatchGet per 100, where their activity would be a
 * query each.
 */
export const openHours = {
  /**
   * Counts first opens (the events ingest's fresh `opened` markers): the batch's subscribers' histories
   * are read (a BatchGet per 100) and written back whole (a BatchWrite per 25), and the account's gets
   * one update. An update per subscriber made an events batch of opens cost a request per opener, five
   * times the whole ingest's (bench:events). Two batches counting one subscriber at the same moment may
   * keep only one of the two opens: history for a best hour, where one open more or less moves nothing.
   */
  async record(accountId: string, opens: readonly { subscriberId: string; at: string }[]): Promise<void> {
    const timed = opens.flatMap((o) => {
      const ms = Date.parse(o.at);
      return Number.isNaN(ms) ? [] : [{ subscriberId: o.subscriberId, hour: new Date(ms).getUTCHours() }];
    });
    if (timed.length === 0) return;
    const keys = await tenant(accountId, 'write');
    const bySubscriber = new Map<string, number[]>();
    for (const o of timed) bySubscriber.set(o.subscriberId, [...(bySubscriber.get(o.subscriberId) ?? []), o.hour]);
    const current = await openHours.of(accountId, [...bySubscriber.keys()]);
    const histories = [...bySubscriber].map(([subscriberId, hours]) => {
      const counts = current.get(subscriberId) ?? HOUR_ATTRIBUTES.map(() => 0);
      for (const hour of hours) counts[hour]! += 1;
      const counters = Object.fromEntries(HOUR_ATTRIBUTES.flatMap((a, h) => (counts[h] ? [[a, counts[h]]] : [])));
      return { PutRequest: { Item: { ...keys.openHours(subscriberId), ...counters } } };
    });
    await Promise.all([
      batchWriteItems(histories),
      dynamo().send(new UpdateCommand({ TableName: config.appTable, Key: keys.accountOpenHours(), ...addHours(timed.map((o) => o.hour)) })),
    ]);
  },

  /** Each subscriber's opens by hour (absent: no open counted). */
  async of(accountId: string, subscriberIds: readonly string[]): Promise<Map<string, number[]>> {
    if (subscriberIds.length === 0) return new Map();
    const keys = await tenant(accountId);
    const items = await batchGetItems(
      subscriberIds.map((id) => keys.openHours(id)),
      ['sk', ...HOUR_ATTRIBUTES],
    );
    const prefixLength = keys.openHours('').sk.length;
    return new Map(items.map((item) => [String(item.sk).slice(prefixLength), countsOf(item)]));
  },

  async account(accountId: string): Promise<number[]> {
    const keys = await tenant(accountId);
    const out = await dynamo().send(new GetCommand({ TableName: config.appTable, Key: keys.accountOpenHours() }));
    return countsOf(out.Item);
  },

  /** GDPR forgetting: the subscriber's history goes with their activity. */
  async forget(accountId: string, subscriberId: string): Promise<void> {
    const keys = await tenant(accountId, 'write');
    await dynamo().send(new DeleteCommand({ TableName: config.appTable, Key: keys.openHours(subscriberId) }));
  },
};
