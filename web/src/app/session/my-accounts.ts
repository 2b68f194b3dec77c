import { useEffect } from 'react';
import type { MyAccount } from '@shared/schemas/accounts';
import type { CurrentUser } from '@shared/schemas/user';
import { api } from '@web/api';
import { createStore, useStore } from '@web/common/store';
import { navigateTo } from '../navigation';
import { setSessionUser, useSession } from './session-store';

/**
 * The signed-in user's accounts (spec section 1: several accounts, a default one), shared by the
 * user menu and the account page so a change in one shows in the other.
 */
interface MyAccountsState {
  items: MyAccount[] | null;
  loading: boolean;
  error: unknown;
  /** The session the list was read for (user and current account). */
  key: string | null;
}

const myAccountsStore = createStore<MyAccountsState>({ items: null, loading: false, error: null, key: null });
const keyOf = (user: CurrentUser) => `${user.id}/${user.account.id}`;

export async function reloadMyAccounts(key = myAccountsStore.get().key): Promise<void> {
  myAccountsStore.set((s) => ({ ...s, loading: true, error: null, key }));
  try {
    const { items } = await api('accounts.mine');
    if (myAccountsStore.get().key === key) myAccountsStore.set({ items, loading: false, error: null, key });
  } catch (error) {
    if (myAccountsStore.get().key === key) myAccountsStore.set((s) => ({ ...s, loading: false, error }));
  }
}

/** The list for the current session, read once per user and account. */
export function useMyAccounts(): MyAccountsState & { reload: () => Promise<void> } {
  const session = useSession();
  const state = useStore(myAccountsStore);
  const key = session.status === 'authenticated' ? keyOf(session.user) : null;
  useEffect(() => {
    if (key && myAccountsStore.get().key !== key) void reloadMyAccounts(key);
  }, [key]);
  const current = state.key === key ? state : { items: null, loading: true, error: null, key };
  return { ...current, reload: () => reloadMyAccounts(key) };
}

/**
 * The session now acts in another account (switch, or leaving the current one): the new user
 * replaces the old, and the dashboard opens, since the page in view may not exist there.
 */
export function enterAccount(user: CurrentUser): void {
  setSessionUser(user);
  navigateTo('/');
}

export async function switchAccount(accountId: string): Promise<void> {
  enterAccount(await api('accounts.switch', { params: { id: accountId }, body: {} }));
}
