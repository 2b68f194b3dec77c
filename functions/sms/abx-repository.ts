import { TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { SmsAbxSummary } from '@shared/schemas/sms-abx-summary';
import { tenant } from '@functions/data/tenant';
import { dynamo } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { outputIfCondition, transactIfConditions, writeIfCondition } from '@functions/platform/dynamo';
import { rollupUpdate } from '@functions/reports/repository';
import { smsRepository, type SmsRecord } from './repository';
import { clickerDeltas } from './report-tally';

/** A variant's sending: the variant's text and sender over the test's, to its bucket range of the audience. */
export type SmsVariantRecord = SmsRecord & {
  parentId: string;
  variant: string;
  audienceSpec: { kind: 'buckets'; from: number; to: number };
  /** Links in its text are rewritten to tracked ones, so its clicks decide the test. */
  trackClicks: true;
};

/** A variant's deterministic id: a retried start finds the one it made. */
export const smsVariantId = (parentId: string, key: string) => `${parentId}${key}`;

async function update(
  accountId: string,
  id: string,
  expression: Omit<ConstructorParameters<typeof UpdateCommand>[0], 'TableName' | 'Key'>,
) {
  const keys = await tenant(accountId, 'write');
  return writeIfCondition(() => dynamo().send(new UpdateCommand({ TableName: config.appTable, Key: keys.smsRecord(id), ...expression })));
}

/** Keys (sms-abx.ts holds the rules): the variants' items, the test's state on the parent, a recipient's click. */
export const smsAbxRepository = {
  /** Written once: a retried start leaves a variant it made (and whatever it has sent) as it is. */
  async createVariant(accountId: string, variant: SmsVariantRecord): Promise<void> {
    try {
      await smsRepository.put(accountId, variant);
    } catch (error) {
      if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
    }
  },

  /**
   * The test's sending itself sends nothing until the decision: it stands `sending`, out of planning
   * (an accepted 4-eye sending comes here in planning, which this takes away) and off the reconciler.
   * The first start fixes when the decision comes; a retried one answers that same moment.
   */
  async holdForDecision(accountId: string, id: string, decideAt: string): Promise<string | undefined> {
    const keys = await tenant(accountId, 'write');
    const out = await outputIfCondition(() =>
      dynamo().send(
        new UpdateCommand({
          TableName: config.appTable,
          Key: keys.smsRecord(id),
          UpdateExpression:
            'SET abx.decideAt = if_not_exists(abxDecideAt, :decideAt), abxDecideAt = if_not_exists(abxDecideAt, :decideAt) REMOVE planning',
          ConditionExpression: '#state = :sending AND abx.#state = :testing',
          ExpressionAttributeNames: { '#state': 'state' },
          ExpressionAttributeValues: { ':sending': 'sending', ':testing': 'testing', ':decideAt': decideAt },
          ReturnValues: 'ALL_NEW',
        }),
      ),
    );
    return out?.Attributes?.abxDecideAt as string | undefined;
  },

  /**
   * The decision, once (only while testing): the test takes the winner's text and sender and either
   * goes to planning for the rest of the audience, or, with no rest, ends sent.
   */
  decide(
    accountId: string,
    id: string,
    abx: SmsAbxSummary,
    change: { sender: string; content: string; parts: number; rest?: { from: number; to: number }; at: string },
  ): Promise<boolean> {
    const sets = ['abx = :abx', 'sender = :sender', 'content = :content', 'parts = :parts', 'updatedAt = :at'];
    if (change.rest) sets.push('planning = :yes', 'audienceSpec = :rest');
    else sets.push('#state = :sent', 'finishedAt = :at');
    return update(accountId, id, {
      UpdateExpression: `SET ${sets.join(', ')}`,
      ConditionExpression: '#state = :sending AND abx.#state = :testing AND attribute_not_exists(planning)',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: {
        ':sending': 'sending',
        ':testing': 'testing',
        ':abx': abx,
        ':sender': change.sender,
        ':content': change.content,
        ':parts': change.parts,
        ':at': change.at,
        ...(change.rest ? { ':yes': true, ':rest': { kind: 'buckets', ...change.rest } } : { ':sent': 'sent' }),
      },
    });
  },

  /**
   * A recipient's first click on a tracked link of a variant's text: their message (the claim that
   * settled `sent`, or a delivery report made `delivered`) becomes `clicked`, and the variant and
   * the report's roll-up count one click, in one transaction, so a second click (or a retried one)
   * counts nothing.
   */
  async recordClick(accountId: string, smsId: string, subscriberId: string, at: string): Promise<boolean> {
    const keys = await tenant(accountId, 'write');
    const refused = await transactIfConditions(() =>
      dynamo().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: config.appTable,
                Key: keys.smsMessage(subscriberId, smsId),
                UpdateExpression: 'SET #state = :clicked, clickedAt = :at',
                // Issue 18: a text the operator reported delivered is clicked all the same, and so is one it
                // reported only provisionally (accepted, en route): the click proves it arrived.
                ConditionExpression: '#state IN (:sent, :accepted, :enRoute, :delivered)',
                ExpressionAttributeNames: { '#state': 'state' },
                ExpressionAttributeValues: {
                  ':clicked': 'clicked',
                  ':sent': 'sent',
                  ':accepted': 'accepted',
                  ':enRoute': 'en_route',
                  ':delivered': 'delivered',
                  ':at': at,
                },
              },
            },
            // The reports' unique clickers (report-tally.ts; the list's in the progress), counted with the line's change that marks them.
            ...[...clickerDeltas()].map(([name, delta]) => ({
              Update: rollupUpdate(keys.reportRollupInShard(keys.sendingShardOf(smsId, subscriberId), smsId, name), delta),
            })),
            { Update: rollupUpdate(keys.sendingProgress(smsId, subscriberId), { add: { clicked: 1 } }) },
            {
              Update: {
                TableName: config.appTable,
                Key: keys.smsRecord(smsId),
                UpdateExpression: 'ADD clicks :one',
                ConditionExpression: 'attribute_exists(trackClicks)',
                ExpressionAttributeValues: { ':one': 1 },
              },
            },
          ],
        }),
      ),
    );
    return refused.length === 0;
  },
};
