import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Currency, Language } from '@shared/constants';
import { tenant } from '@functions/data/tenant';
import { dynamo } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { writeIfCondition } from '@functions/platform/dynamo';

/**
 * The account's general settings, kept on its item (functions/users/repository.ts writes it): the
 * `timeZone`, `currency` and `messageLanguage` attributes, each absent on accounts that never chose one.
 */
export const accountsRepository = {
  /** The stored zone, or undefined (no such account, or none chosen). */
  async getTimeZone(accountId: string): Promise<string | undefined> {
    const keys = await tenant(accountId);
    const out = await dynamo().send(
      new GetCommand({
        TableName: config.appTable,
        Key: keys.account(),
        ProjectionExpression: '#tz',
        ExpressionAttributeNames: { '#tz': 'timeZone' },
      }),
    );
    const zone = out.Item?.timeZone;
    return typeof zone === 'string' ? zone : undefined;
  },

  /** False when the account does not exist. */
  async setTimeZone(accountId: string, timeZone: string): Promise<boolean> {
    const keys = await tenant(accountId, 'write');
    return writeIfCondition(() =>
      dynamo().send(
        new UpdateCommand({
          TableName: config.appTable,
          Key: keys.account(),
          UpdateExpression: 'SET #tz = :tz',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: { '#tz': 'timeZone' },
          ExpressionAttributeValues: { ':tz': timeZone },
        }),
      ),
    );
  },

  /** The stored currency and message language (each undefined when never chosen). */
  async getPreferences(
    accountId: string,
  ): Promise<{ currency?: string; language?: string; fourEye: boolean; templateHistoryLimit?: number }> {
    const keys = await tenant(accountId);
    const out = await dynamo().send(
      new GetCommand({
        TableName: config.appTable,
        Key: keys.account(),
        ProjectionExpression: 'currency, messageLanguage, fourEye, templateHistoryLimit',
      }),
    );
    const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
    const limit = out.Item?.templateHistoryLimit;
    return {
      currency: text(out.Item?.currency),
      language: text(out.Item?.messageLanguage),
      fourEye: out.Item?.fourEye === true,
      ...(typeof limit === 'number' ? { templateHistoryLimit: limit } : {}),
    };
  },

  /** Sets the given ones; false when the account does not exist. */
  async setPreferences(
    accountId: string,
    values: { currency?: Currency; language?: Language; fourEye?: boolean; templateHistoryLimit?: number },
  ): Promise<boolean> {
    const fields = (
      [
        ['currency', values.currency],
        ['messageLanguage', values.language],
        ['fourEye', values.fourEye],
        ['templateHistoryLimit', values.templateHistoryLimit],
      ] as [string, string | boolean | number | undefined][]
    ).filter((f): f is [string, string | boolean | number] => f[1] !== undefined);
    if (fields.length === 0) return true;
    const sets = fields.map((_, i) => `#f${i} = :v${i}`);
    const names = Object.fromEntries(fields.map(([name], i) => [`#f${i}`, name]));
    const vals = Object.fromEntries(fields.map(([, value], i) => [`:v${i}`, value]));
    const keys = await tenant(accountId, 'write');
    return writeIfCondition(() =>
      dynamo().send(
        new UpdateCommand({
          TableName: config.appTable,
          Key: keys.account(),
          UpdateExpression: `SET ${sets.join(', ')}`,
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: vals,
        }),
      ),
    );
  },
};
