import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { Branding, DEFAULT_BRANDING } from '@shared/schemas/branding';
import { tenant } from '@functions/data/tenant';
import { dynamo } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { logger } from '@functions/platform/logger';

/** The account's branding, one item in its base partition (`SET#BRANDING`, keys/account.ts). */
export const brandingRepository = {
  /**
   * The saved branding, or the defaults for an account that never saved one. A stored item this
   * version's schema no longer reads (a field added since) takes the defaults field by field.
   */
  async get(accountId: string): Promise<Branding> {
    const keys = await tenant(accountId);
    const out = await dynamo().send(new GetCommand({ TableName: config.appTable, Key: keys.branding() }));
    if (!out.Item) return DEFAULT_BRANDING;
    const stored = out.Item.branding as Partial<Branding>;
    const parsed = Branding.safeParse({ ...DEFAULT_BRANDING, ...stored });
    if (parsed.success) return parsed.data;
    logger.warn('stored branding unreadable, using the defaults', { accountId, issues: parsed.error.issues.length });
    return DEFAULT_BRANDING;
  },

  async put(accountId: string, branding: Branding, updatedBy: string): Promise<void> {
    const keys = await tenant(accountId, 'write');
    await dynamo().send(
      new PutCommand({
        TableName: config.appTable,
        Item: { ...keys.branding(), branding, updatedAt: new Date().toISOString(), updatedBy },
      }),
    );
  },
};
