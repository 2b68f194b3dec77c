import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { TEST_SENDS_PER_DAY } from '@shared/constants';
import { dayIn } from '@shared/rules/time-zone';
import { accountTimeZone } from '@functions/accounts/settings-service';
import type { TableKey } from '@functions/data/keys';
import { tenant } from '@functions/data/tenant';
import { dynamo } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { epochSeconds, writeIfCondition } from '@functions/platform/dynamo';
import { ForbiddenError } from '@functions/platform/errors';

/*
 * Test messages (test texts today, test e-mails with the campaign editor) go only to the account's
 * own subscribers (or its test group), and at most TEST_SENDS_PER_DAY a day per account, counted
 * together: without both, the test button would send free messages to any number or address.
 */

/** Today's counter (the account's day), in the base partition (keys/sending.ts). */
async function countKey(accountId: string, now: Date): Promise<TableKey> {
  const [keys, timeZone] = await Promise.all([tenant(accountId, 'write'), accountTimeZone(accountId)]);
  return keys.testSends(dayIn(timeZone, now));
}

/**
 * Takes `n` of today's test messages (the account's day, in its time zone), all or none:
 * 403 FEATURE_LIMIT_REACHED (`limit: 'testSends'`, with the maximum and what today used) when they
 * do not fit. The counter expires two days later.
 */
export async function takeTestSends(accountId: string, n: number, now = new Date()): Promise<void> {
  if (n <= 0) return;
  const key = await countKey(accountId, now);
  const taken = await writeIfCondition(() =>
    dynamo().send(
      new UpdateCommand({
        TableName: config.appTable,
        Key: key,
        UpdateExpression: 'ADD #n :n SET #ttl = :ttl',
        ConditionExpression: 'attribute_not_exists(#n) OR #n <= :room',
        ExpressionAttributeNames: { '#n': 'sent', '#ttl': 'ttl' },
        ExpressionAttributeValues: { ':n': n, ':room': TEST_SENDS_PER_DAY - n, ':ttl': epochSeconds(now.getTime()) + 2 * 86400 },
      }),
    ),
  );
  if (taken) return;
  const used = await readUsed(key);
  throw new ForbiddenError('FEATURE_LIMIT_REACHED', { limit: 'testSends', max: TEST_SENDS_PER_DAY, used });
}

/** Gives back test messages taken and not sent (the provider refused them). */
export async function returnTestSends(accountId: string, n: number, now = new Date()): Promise<void> {
  if (n <= 0) return;
  const key = await countKey(accountId, now);
  await dynamo().send(
    new UpdateCommand({
      TableName: config.appTable,
      Key: key,
      UpdateExpression: 'ADD #n :n',
      ExpressionAttributeNames: { '#n': 'sent' },
      ExpressionAttributeValues: { ':n': -n },
    }),
  );
}

async function readUsed(key: TableKey): Promise<number> {
  const out = await dynamo().send(new GetCommand({ TableName: config.appTable, Key: key, ConsistentRead: true }));
  return (out.Item?.sent as number | undefined) ?? 0;
}
