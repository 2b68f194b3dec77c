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
  const id = `${accountId}#${state.layout}`;
  let keys = built.get(id);
  if (!keys) {
    if (built.size > 10_000) built.clear();
    keys = keysFor(accountId, state.layout);
    built.set(id, keys);
  }
  return keys;
}

/** The registry bound to an account and layout is pure: built once per warm container (the events worker asks per batch). */
const built = new Map<string, TenantKeys>();

export type { TenantKeys } from './keys';
