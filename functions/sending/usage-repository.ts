import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '@functions/platform/aws';
import { batchGetItems } from '@functions/platform/batch-get';
import { config } from '@functions/platform/config';
import { writeIfCondition } from '@functions/platform/dynamo';
import type { TableKey } from '@functions/data/keys';
import { TRIAL_RECIPIENT_PREFIX } from '@functions/data/keys/sending';
import { tenant } from '@functions/data/tenant';

/**
 * E-mail usage per account (spec section 9), the ledger the plan's limits are enforced on:
 * - `USAGE#<month>`: e-mails sent in a month ("yyyy-mm" in the account's time zone,
 *   shared/rules/time-zone.ts monthIn; a zone chosen later leaves counted months where they are);
 * - `TRIALUSAGE`: e-mails sent over the trial, and how many different subscribers they went to;
 * - `TRIALRCPT#<subscriber>`: a subscriber the trial already mailed (counted once).
 * Senders reserve before they send and give back what they did not send, so the counters never
 * pass a limit however many batches run at once; the counts are e-mails sent once a batch is done.
 */
/*
 * The ledger stays in the account's base partition (keys/sending.ts): it is written once per batch
 * of recipients, and a trial's recipients are few.
 */
const add = (key: TableKey, attribute: string, n: number, max?: number) => ({
  Update: {
    TableName: config.appTable,
    Key: key,
    UpdateExpression: 'ADD #n :n',
    ...(max === undefined ? {} : { ConditionExpression: 'attribute_not_exists(#n) OR #n <= :room' }),
    ExpressionAttributeNames: { '#n': attribute },
    ExpressionAttributeValues: { ':n': n, ...(max === undefined ? {} : { ':room': max - n }) },
  },
});

export interface UsageNow {
  month: number;
  trialEmails: number;
  trialRecipients: number;
}

export const usageRepository = {
  async emailsSent(accountId: string, month: string): Promise<number> {
    const keys = await tenant(accountId);
    const out = await dynamo().send(new GetCommand({ TableName: config.appTable, Key: keys.emailUsage(month) }));
    return (out.Item?.emailsSent as number | undefined) ?? 0;
  },

  async usage(accountId: string, month: string): Promise<UsageNow> {
    const keys = await tenant(accountId);
    const [monthItem, trialItem] = await Promise.all([
      dynamo().send(new GetCommand({ TableName: config.appTable, Key: keys.emailUsage(month), ConsistentRead: true })),
      dynamo().send(new GetCommand({ TableName: config.appTable, Key: keys.trialUsage(), ConsistentRead: true })),
    ]);
    return {
      month: (monthItem.Item?.emailsSent as number | undefined) ?? 0,
      trialEmails: (trialItem.Item?.emailsSent as number | undefined) ?? 0,
      trialRecipients: (trialItem.Item?.recipients as number | undefined) ?? 0,
    };
  },

  /**
   * Takes `n` e-mails from the month (at most `monthMax` in it) and, during the trial, from the
   * trial's total (at most `trialMax`), both or neither. False when they would not fit.
   */
  async reserve(accountId: string, month: string, n: number, monthMax: number, trialMax?: number): Promise<boolean> {
    const keys = await tenant(accountId, 'write');
    const items = [
      add(keys.emailUsage(month), 'emailsSent', n, monthMax),
      ...(trialMax === undefined ? [] : [add(keys.trialUsage(), 'emailsSent', n, trialMax)]),
    ];
    return writeIfCondition(() => dynamo().send(new TransactWriteCommand({ TransactItems: items })));
  },

  /** Gives back e-mails reserved and not sent. */
  async release(accountId: string, month: string, n: number, trial: boolean): Promise<void> {
    if (n <= 0) return;
    const keys = await tenant(accountId, 'write');
    const items = [add(keys.emailUsage(month), 'emailsSent', -n), ...(trial ? [add(keys.trialUsage(), 'emailsSent', -n)] : [])];
    await dynamo().send(new TransactWriteCommand({ TransactItems: items }));
  },

  /** Which of these subscribers the trial has mailed already. */
  async trialRecipientsKnown(accountId: string, subscriberIds: readonly string[]): Promise<Set<string>> {
    const keys = await tenant(accountId);
    const found = await batchGetItems(
      subscriberIds.map((id) => ({ ...keys.trialRecipient(id) })),
      ['sk'],
    );
    return new Set(found.map((item) => String(item.sk).slice(TRIAL_RECIPIENT_PREFIX.length)));
  },

  /**
   * Counts a subscriber the trial mails for the first time, if the trial still allows another
   * (`max` in all). True when they may be mailed: counted now, or counted before.
   */
  async admitTrialRecipient(accountId: string, subscriberId: string, max: number): Promise<boolean> {
    const keys = await tenant(accountId, 'write');
    const admitted = await writeIfCondition(() =>
      dynamo().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: { TableName: config.appTable, Item: keys.trialRecipient(subscriberId), ConditionExpression: 'attribute_not_exists(pk)' },
            },
            add(keys.trialUsage(), 'recipients', 1, max),
          ],
        }),
      ),
    );
    if (admitted) return true;
    // Refused either because they were counted before (fine) or because the trial is full.
    return (await this.trialRecipientsKnown(accountId, [subscriberId])).has(subscriberId);
  },
};
