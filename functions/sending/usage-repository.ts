import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '@functions/platform/aws';
import { batchGetItems } from '@functions/platform/batch-get';
import { config } from '@functions/platform/config';
import { writeIfCondition } from '@functions/platform/dynamo';

/**
 * E-mail usage per account (spec section 9), the ledger the plan's limits are enforced on:
 * - `USAGE#<month>`: e-mails sent in a month ("yyyy-mm" in the account's time zone,
 *   shared/rules/time-zone.ts monthIn; a zone chosen later leaves counted months where they are);
 * - `TRIALUSAGE`: e-mails sent over the trial, and how many different subscribers they went to;
 * - `TRIALRCPT#<subscriber>`: a subscriber the trial already mailed (counted once).
 * Senders reserve before they send and give back what they did not send, so the counters never
 * pass a limit however many batches run at once; the counts are e-mails sent once a batch is done.
 */
const pk = (accountId: string) => `ACC#${accountId}`;
const usageKey = (accountId: string, month: string) => ({ pk: pk(accountId), sk: `USAGE#${month}` });
const trialKey = (accountId: string) => ({ pk: pk(accountId), sk: 'TRIALUSAGE' });
const trialRecipientKey = (accountId: string, subscriberId: string) => ({ pk: pk(accountId), sk: `TRIALRCPT#${subscriberId}` });

const add = (key: Record<string, string>, attribute: string, n: number, max?: number) => ({
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
    const out = await dynamo().send(new GetCommand({ TableName: config.appTable, Key: usageKey(accountId, month) }));
    return (out.Item?.emailsSent as number | undefined) ?? 0;
  },

  async usage(accountId: string, month: string): Promise<UsageNow> {
    const [monthItem, trialItem] = await Promise.all([
      dynamo().send(new GetCommand({ TableName: config.appTable, Key: usageKey(accountId, month), ConsistentRead: true })),
      dynamo().send(new GetCommand({ TableName: config.appTable, Key: trialKey(accountId), ConsistentRead: true })),
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
  reserve(accountId: string, month: string, n: number, monthMax: number, trialMax?: number): Promise<boolean> {
    const items = [add(usageKey(accountId, month), 'emailsSent', n, monthMax), ...(trialMax === undefined ? [] : [add(trialKey(accountId), 'emailsSent', n, trialMax)])];
    return writeIfCondition(() => dynamo().send(new TransactWriteCommand({ TransactItems: items })));
  },

  /** Gives back e-mails reserved and not sent. */
  async release(accountId: string, month: string, n: number, trial: boolean): Promise<void> {
    if (n <= 0) return;
    const items = [add(usageKey(accountId, month), 'emailsSent', -n), ...(trial ? [add(trialKey(accountId), 'emailsSent', -n)] : [])];
    await dynamo().send(new TransactWriteCommand({ TransactItems: items }));
  },

  /** Which of these subscribers the trial has mailed already. */
  async trialRecipientsKnown(accountId: string, subscriberIds: readonly string[]): Promise<Set<string>> {
    const found = await batchGetItems(subscriberIds.map((id) => trialRecipientKey(accountId, id)), ['sk']);
    return new Set(found.map((item) => String(item.sk).slice('TRIALRCPT#'.length)));
  },

  /**
   * Counts a subscriber the trial mails for the first time, if the trial still allows another
   * (`max` in all). True when they may be mailed: counted now, or counted before.
   */
  async admitTrialRecipient(accountId: string, subscriberId: string, max: number): Promise<boolean> {
    const admitted = await writeIfCondition(() =>
      dynamo().send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName: config.appTable, Item: trialRecipientKey(accountId, subscriberId), ConditionExpression: 'attribute_not_exists(pk)' } },
            add(trialKey(accountId), 'recipients', 1, max),
          ],
        }),
      ),
    );
    if (admitted) return true;
    // Refused either because they were counted before (fine) or because the trial is full.
    return (await this.trialRecipientsKnown(accountId, [subscriberId])).has(subscriberId);
  },

};
