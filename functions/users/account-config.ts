import { ForbiddenError } from '@functions/platform/errors';
import { usersRepository } from './repository';

/** A route that needs a switch of the account's config (spec section 6: "feature disabled or not enabled for the account"). */
export async function requireAccountConfig(accountId: string, key: 'blacklist_enabled'): Promise<void> {
  const account = await usersRepository.getAccount(accountId);
  if (account?.config[key] !== true) throw new ForbiddenError('FEATURE_NOT_ENABLED', { feature: key });
}
