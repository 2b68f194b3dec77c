import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { CompanyProfileBody } from '@shared/schemas/company';
import { tenant } from '@functions/data/tenant';
import { dynamo } from '@functions/platform/aws';
import { config } from '@functions/platform/config';

export interface StoredCompany {
  company: Record<string, unknown>;
  updatedAt?: string;
}

/**
 * The account's company data: one item (`COMPANY`, keys/account.ts), its `company` map holding the
 * fields. Onboarding's company step fills it when onboarding completes, the profile tab of
 * /settings/company edits it, and the mailing footer reads its postal address from it
 * (functions/onboarding/repository.ts companyProfile): the field names are the schemas'.
 */
export const companyProfileRepository = {
  async get(accountId: string): Promise<StoredCompany | undefined> {
    const keys = await tenant(accountId);
    const out = await dynamo().send(new GetCommand({ TableName: config.appTable, Key: keys.company(), ConsistentRead: true }));
    const company = out.Item?.company as Record<string, unknown> | undefined;
    return company ? { company, updatedAt: out.Item?.updatedAt as string | undefined } : undefined;
  },

  /** The whole profile, as the tab saves it. */
  async put(accountId: string, profile: CompanyProfileBody, updatedBy: string, at: string): Promise<void> {
    const keys = await tenant(accountId, 'write');
    await dynamo().send(
      new UpdateCommand({
        TableName: config.appTable,
        Key: keys.company(),
        UpdateExpression: 'SET company = :company, updatedAt = :at, updatedBy = :by',
        ExpressionAttributeValues: { ':company': profile, ':at': at, ':by': updatedBy },
      }),
    );
  },

  /**
   * Onboarding's answers laid over what is there: a member finishing onboarding in an account whose
   * profile was completed in settings changes the fields they answered, never the rest
   * (representatives, court, capital).
   */
  async mergeOnboarding(accountId: string, answers: Record<string, unknown>, at: string): Promise<void> {
    const keys = await tenant(accountId, 'write');
    await dynamo().send(
      new UpdateCommand({
        TableName: config.appTable,
        Key: keys.company(),
        UpdateExpression: 'SET company = if_not_exists(company, :empty), updatedAt = :at',
        ExpressionAttributeValues: { ':empty': {}, ':at': at },
      }),
    );
    const fields = Object.entries(answers).filter(([, value]) => value !== undefined);
    if (fields.length === 0) return;
    await dynamo().send(
      new UpdateCommand({
        TableName: config.appTable,
        Key: keys.company(),
        UpdateExpression: `SET ${fields.map((_, i) => `company.#f${i} = :v${i}`).join(', ')}`,
        ExpressionAttributeNames: Object.fromEntries(fields.map(([name], i) => [`#f${i}`, name])),
        ExpressionAttributeValues: Object.fromEntries(fields.map(([, value], i) => [`:v${i}`, value])),
      }),
    );
  },
};
