import { TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AbxVariantKey } from '@shared/rules/campaigns';
import { dynamo } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { writeIfCondition } from '@functions/platform/dynamo';
import { tenant } from '@functions/data/tenant';
import type { MailingRecord } from '../repository';

/** What an A/B/X test keeps on its mailing (the parent): where the test is, and how it ended. */
export interface AbxState {
  state: 'testing' | 'decided';
  decideAt: string;
  winner?: AbxVariantKey;
  chosenBy?: 'auto' | 'manual';
  decidedAt?: string;
}

/** A variant's sending: the parent's id and the variant's key, so a retried plan finds the one it made. */
export const variantId = (parentId: string, key: AbxVariantKey): string => `${parentId}${key}`;

export const abxRepository = {
  /**
   * Writes a variant's sending (planned, on the due index at `dueAt`) unless it exists: a plan
   * retried after a crash neither resets a variant that started nor makes a second one.
   */
  async createVariant(accountId: string, child: MailingRecord, dueAt: string): Promise<boolean> {
    const keys = await tenant(accountId, 'write');
    const { html, mjml, text, ...head } = child;
    const due = keys.mailingDue(dueAt);
    return writeIfCondition(() =>
      dynamo().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: config.appTable,
                Item: { ...keys.mailing(child.id), accountId, ...head, dueShard: due.dueShard, dueAt: due.dueAt },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
            { Put: { TableName: config.appTable, Item: { ...keys.mailingBody(child.id), html } } },
            ...(mjml !== undefined || text !== undefined
              ? [
                  {
                    Put: {
                      TableName: config.appTable,
                      Item: { ...keys.mailingSource(child.id), ...(mjml ? { mjml } : {}), ...(text ? { text } : {}) },
                    },
                  },
                ]
              : []),
          ],
        }),
      ),
    );
  },

  /**
   * Ends the test once: only while it is testing and the mailing planned. With a rest to send, the
   * mailing becomes the winner's sending to it (its fields, its bucket range, due now so the ticker
   * starts it even if the caller's queueing is lost); without one it is sent.
   */
  async decide(
    accountId: string,
    parentId: string,
    outcome: { abx: AbxState; set: Record<string, unknown>; due?: string; html?: string },
  ): Promise<boolean> {
    const keys = await tenant(accountId, 'write');
    const names: Record<string, string> = { '#state': 'state', '#abx': 'abx', '#abxState': 'state' };
    const values: Record<string, unknown> = { ':planned': 'planned', ':testing': 'testing', ':abx': outcome.abx };
    const sets = ['#abx = :abx', 'updatedAt = :at'];
    values[':at'] = outcome.abx.decidedAt;
    Object.entries(outcome.set).forEach(([k, v], i) => {
      names[`#x${i}`] = k;
      values[`:x${i}`] = v;
      sets.push(`#x${i} = :x${i}`);
    });
    if (outcome.due) {
      const due = keys.mailingDue(outcome.due);
      sets.push('dueShard = :shard', 'dueAt = :due');
      values[':shard'] = due.dueShard;
      values[':due'] = due.dueAt;
    }
    const update = {
      TableName: config.appTable,
      Key: keys.mailing(parentId),
      UpdateExpression: `SET ${sets.join(', ')}`,
      ConditionExpression: '#state = :planned AND #abx.#abxState = :testing',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    };
    if (outcome.html === undefined) return writeIfCondition(() => dynamo().send(new UpdateCommand(update)));
    return writeIfCondition(() =>
      dynamo().send(
        new TransactWriteCommand({
          TransactItems: [
            { Update: update },
            { Put: { TableName: config.appTable, Item: { ...keys.mailingBody(parentId), html: outcome.html } } },
          ],
        }),
      ),
    );
  },
};
