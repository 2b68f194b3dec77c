import { useEffect } from 'react';
import type { MyInvitation } from '@shared/schemas/invitations';
import { api } from '@web/api';
import { createStore, useStore } from '@web/common/store';
import { useSession } from './session-store';

/**
 * The signed-in user's pending invitations to other accounts (issue 10), shared by the notice after
 * sign-in, the accounts tab of /account and the invitation page, so answering in one updates all.
 */
interface MyInvitationsState {
  items: MyInvitation[] | null;
  loading: boolean;
  error: unknown;
  /** The user the list was read for. */
  key: string | null;
}

const store = createStore<MyInvitationsState>({ items: null, loading: false, error: null, key: null });

export async function reloadMyInvitations(key = store.get().key): Promise<void> {
  store.set((s) => ({ ...s, loading: true, error: null, key }));
  try {
    const { items } = await api('invitations.mine');
    if (store.get().key === key) store.set({ items, loading: false, error: null, key });
  } catch (error) {
    if (store.get().key === key) store.set((s) => ({ ...s, loading: false, error }));
  }
}

/** The list for the signed-in user, read once per user (and again after an answer). */
export function useMyInvitations(): MyInvitationsState & { reload: () => Promise<void> } {
  const session = useSession();
  const state = useStore(store);
  const key = session.status === 'authenticated' ? session.user.id : null;
  useEffect(() => {
    if (key && store.get().key !== key) void reloadMyInvitations(key);
  }, [key]);
  const current = state.key === key ? state : { items: null, loading: true, error: null, key };
  return { ...current, reload: () => reloadMyInvitations(key) };
}
