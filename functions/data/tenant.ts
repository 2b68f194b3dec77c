import { keysFor, type TenantKeys } from './keys';
import { accountLayout, assertWritable } from './layout';

/**
 * The keys of one account, in the layout its items are in: the only way a repository gets a key of
 * an account's data. `write` refuses while a migration holds the account (503
 * DATA_MIGRATION_IN_PROGRESS, retried by queues and by people).
 */
export async function tenant(accountId: string, access: 'read' | 'write' = 'read'): Promise<TenantKeys> {
  const state = await accountLayout(accountId);
  if (access === 'write') assertWritable(accountId, state);
  return keysFor(accountId, state.layout);
}

export type { TenantKeys } from './keys';
