import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { TrackingSettings } from '@shared/schemas/tracking-settings';
import { tenant } from '@functions/data/tenant';
import { dynamo } from '@functions/platform/aws';
import { config } from '@functions/platform/config';

/** The account's link parameters, one item in its base partition (`SET#TRACKING`, keys/account.ts). */
export const trackingSettingsRepository = {
  /** Undefined for an account that never saved them. */
  async get(accountId: string): Promise<Pick<TrackingSettings, 'utm' | 'hash'> | undefined> {
    const keys = await tenant(accountId);
    const out = await dynamo().send(new GetCommand({ TableName: config.appTable, Key: keys.trackingSettings() }));
    if (!out.Item) return undefined;
    return { utm: out.Item.utm as TrackingSettings['utm'], hash: out.Item.hash as TrackingSettings['hash'] };
  },

  async put(accountId: string, settings: TrackingSettings, updatedBy: string): Promise<void> {
    const keys = await tenant(accountId, 'write');
    await dynamo().send(
      new PutCommand({
        TableName: config.appTable,
        Item: { ...keys.trackingSettings(), utm: settings.utm, hash: settings.hash, updatedAt: new Date().toISOString(), updatedBy },
      }),
    );
  },
};
