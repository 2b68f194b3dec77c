import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { writeIfCondition } from '@functions/platform/dynamo';
import { APP_TABLE } from '@functions/platform/resources';
import { tenant } from '@functions/data/tenant';
import type { SendingRef } from './channel';

/** An hour's count outlives its hour by a day: long enough for any batch of that hour to give back what it did not send. */
const KEEP_SECONDS = 25 * 3600;
/** Conditional writes lost to other workers before a batch takes none (each loss means another worker took some). */
const TRIES = 20;

/**
 * An hourly sending's count of messages per hour of its sending (keys/delivery.ts `HOURS#`). Every
 * worker reserves its batch's part with a write conditional on the count staying within the
 * portion, so workers running side by side never take more than the portion between them.
 */
export const hourlyRepository = {
  /** Reserves up to `wanted` of hour `hour`'s `perHour`; answers how many it got (0: the hour's portion is taken). */
  async reserve(ref: SendingRef, hour: number, perHour: number, wanted: number): Promise<number> {
    const keys = await tenant(ref.accountId, 'write');
    const key = keys.hourCount(ref.id, hour);
    let take = Math.min(wanted, perHour);
    for (let attempt = 0; attempt < TRIES && take > 0; attempt++) {
      const n = take;
      const got = await writeIfCondition(() =>
        dynamo().send(
          new UpdateCommand({
            TableName: config.appTable,
            Key: key,
            UpdateExpression: 'ADD #used :n SET #ttl = if_not_exists(#ttl, :ttl), accountId = :account',
            ConditionExpression: 'attribute_not_exists(#used) OR #used <= :room',
            ExpressionAttributeNames: { '#used': 'used', '#ttl': APP_TABLE.ttlAttribute },
            ExpressionAttributeValues: {
              ':n': n,
              ':room': perHour - n,
              ':ttl': Math.floor(Date.now() / 1000) + KEEP_SECONDS,
              ':account': ref.accountId,
            },
          }),
        ),
      );
      if (got) return n;
      const item = (await dynamo().send(new GetCommand({ TableName: config.appTable, Key: key, ConsistentRead: true }))).Item;
      take = Math.min(wanted, perHour - Number(item?.used ?? 0));
    }
    return 0;
  },

  /** What a batch reserved and did not send (refused, already sent by another, given back for later) is the hour's again. */
  async giveBack(ref: SendingRef, hour: number, count: number): Promise<void> {
    if (count <= 0) return;
    const keys = await tenant(ref.accountId, 'write');
    // Conditional: an hour's count gone by TTL is not made again, negative.
    await writeIfCondition(() =>
      dynamo().send(
        new UpdateCommand({
          TableName: config.appTable,
          Key: keys.hourCount(ref.id, hour),
          UpdateExpression: 'ADD #used :minus',
          ConditionExpression: 'attribute_exists(#used)',
          ExpressionAttributeNames: { '#used': 'used' },
          ExpressionAttributeValues: { ':minus': -count },
        }),
      ),
    );
  },

  /** How many hour `hour` reserved (tests and reports). */
  async used(ref: SendingRef, hour: number): Promise<number> {
    const keys = await tenant(ref.accountId);
    const item = (
      await dynamo().send(new GetCommand({ TableName: config.appTable, Key: keys.hourCount(ref.id, hour), ConsistentRead: true }))
    ).Item;
    return Number(item?.used ?? 0);
  },
};
