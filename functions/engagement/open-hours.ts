import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { OPTIMISATION_SLOTS } from '@shared/rules/best-hour';
import { dynamo } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { batchGetItems } from '@functions/platform/batch-get';
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
  /** Counts first opens (the events ingest's fresh `opened` markers): one update per subscriber, one for the account. */
  async record(accountId: string, opens: readonly { subscriberId: string; at: string }[]): Promise<void> {
    const timed = opens.flatMap((o) => {
      const ms = Date.parse(o.at);
      return Number.isNaN(ms) ? [] : [{ subscriberId: o.subscriberId, hour: new Date(ms).getUTCHours() }];
    });
    if (timed.length === 0) return;
    const keys = await tenant(accountId, 'write');
    const bySubscriber = new Map<string, number[]>();
    for (const o of timed) bySubscriber.set(o.subscriberId, [...(bySubscriber.get(o.subscriberId) ?? []), o.hour]);
    await Promise.all([
      ...[...bySubscriber].map(([subscriberId, hours]) =>
        dynamo().send(new UpdateCommand({ TableName: config.appTable, Key: keys.openHours(subscriberId), ...addHours(hours) })),
      ),
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
