import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { CancellationSettings, DEFAULT_CANCELLATION } from '@shared/schemas/cancellation';
import { tenant } from '@functions/data/tenant';
import { dynamo } from '@functions/platform/aws';
import { config } from '@functions/platform/config';

/** What the unsubscribe page offers, one item in the account's base partition (`SET#CANCELLATION`, keys/account.ts). */
export const cancellationRepository = {
  /** The defaults for an account that never saved them; a field added since takes its default. */
  async get(accountId: string): Promise<CancellationSettings> {
    const keys = await tenant(accountId);
    const out = await dynamo().send(new GetCommand({ TableName: config.appTable, Key: keys.cancellationSettings() }));
    if (!out.Item) return DEFAULT_CANCELLATION;
    const parsed = CancellationSettings.safeParse({ ...DEFAULT_CANCELLATION, ...(out.Item.settings as object) });
    return parsed.success ? parsed.data : DEFAULT_CANCELLATION;
  },

  async put(accountId: string, settings: CancellationSettings, updatedBy: string): Promise<void> {
    const keys = await tenant(accountId, 'write');
    await dynamo().send(
      new PutCommand({
        TableName: config.appTable,
        Item: { ...keys.cancellationSettings(), settings, updatedAt: new Date().toISOString(), updatedBy },
      }),
    );
  },
};
