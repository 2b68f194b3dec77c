import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { OnboardingData, OnboardingStep } from '@shared/schemas/onboarding';
import { dynamo } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { tenant } from '@functions/data/tenant';
import { companyProfileRepository } from '@functions/company/profile-repository';

export interface OnboardingRecord {
  data: OnboardingData;
  updatedAt: string;
  completedAt?: string;
}

/**
 * One item per (account, user): the answers so far, so onboarding resumes where it stopped. The
 * company profile collected in onboarding is the account's; the profile tab of company settings
 * edits the same item (functions/company/profile-repository.ts; keys in data/keys/account.ts).
 */
export const onboardingRepository = {
  async get(accountId: string, userId: string): Promise<OnboardingRecord | undefined> {
    const keys = await tenant(accountId);
    const out = await dynamo().send(new GetCommand({ TableName: config.appTable, Key: keys.onboarding(userId), ConsistentRead: true }));
    return out.Item
      ? {
          data: (out.Item.data as OnboardingData) ?? {},
          updatedAt: out.Item.updatedAt as string,
          completedAt: out.Item.completedAt as string | undefined,
        }
      : undefined;
  },

  async saveStep(accountId: string, userId: string, step: OnboardingStep, data: unknown, at: string): Promise<void> {
    const keys = await tenant(accountId, 'write');
    await dynamo().send(
      new UpdateCommand({
        TableName: config.appTable,
        Key: keys.onboarding(userId),
        // The map is created on the first save; later saves set one step inside it.
        UpdateExpression: 'SET #data = if_not_exists(#data, :empty), updatedAt = :at',
        ExpressionAttributeNames: { '#data': 'data' },
        ExpressionAttributeValues: { ':empty': {}, ':at': at },
      }),
    );
    await dynamo().send(
      new UpdateCommand({
        TableName: config.appTable,
        Key: keys.onboarding(userId),
        UpdateExpression: 'SET #data.#step = :value',
        ExpressionAttributeNames: { '#data': 'data', '#step': step },
        ExpressionAttributeValues: { ':value': data },
      }),
    );
  },

  /** Whether the user dismissed the dashboard's getting-started panel in this account (kept on the same item). */
  async gettingStartedDismissed(accountId: string, userId: string): Promise<boolean> {
    const keys = await tenant(accountId);
    const out = await dynamo().send(
      new GetCommand({ TableName: config.appTable, Key: keys.onboarding(userId), ProjectionExpression: 'gettingStartedDismissedAt' }),
    );
    return typeof out.Item?.gettingStartedDismissedAt === 'string';
  },

  async dismissGettingStarted(accountId: string, userId: string, at: string): Promise<void> {
    const keys = await tenant(accountId, 'write');
    // An invited member never onboarded: the item is made here with this one attribute.
    await dynamo().send(
      new UpdateCommand({
        TableName: config.appTable,
        Key: keys.onboarding(userId),
        UpdateExpression: 'SET gettingStartedDismissedAt = if_not_exists(gettingStartedDismissedAt, :at)',
        ExpressionAttributeValues: { ':at': at },
      }),
    );
  },

  async markCompleted(accountId: string, userId: string, company: unknown, at: string): Promise<void> {
    const keys = await tenant(accountId, 'write');
    await dynamo().send(
      new UpdateCommand({
        TableName: config.appTable,
        Key: keys.onboarding(userId),
        UpdateExpression: 'SET completedAt = :at',
        ExpressionAttributeValues: { ':at': at },
      }),
    );
    // Laid over the profile rather than replacing it: settings may have completed it already.
    if (company) await companyProfileRepository.mergeOnboarding(accountId, company as Record<string, unknown>, at);
  },
};

/** The account's company profile (onboarding's answers, edited on the profile tab of company settings), or undefined. */
export async function companyProfile(accountId: string): Promise<Record<string, unknown> | undefined> {
  const keys = await tenant(accountId);
  const out = await dynamo().send(new GetCommand({ TableName: config.appTable, Key: keys.company() }));
  return out.Item?.company as Record<string, unknown> | undefined;
}
