import type { CurrentUser } from '@shared/schemas/user';
import type { PermissionKey } from '@shared/permissions';
import { hasPermission } from '@shared/permissions';
import { createStore, useStore } from '@web/common/store';

export type SessionState = { status: 'loading' } | { status: 'anonymous' } | { status: 'authenticated'; user: CurrentUser };

export const sessionStore = createStore<SessionState>({ status: 'loading' });

export function setSessionUser(user: CurrentUser): void {
  sessionStore.set({ status: 'authenticated', user });
}

export function clearSession(): void {
  sessionStore.set({ status: 'anonymous' });
}

export function useSession(): SessionState {
  return useStore(sessionStore);
}

/** The logged-in user; only for components rendered behind the auth guard. */
export function useCurrentUser(): CurrentUser {
  const session = useSession();
  if (session.status !== 'authenticated') throw new Error('useCurrentUser outside an authenticated route');
  return session.user;
}

export function useCan(): (permission: PermissionKey | null) => boolean {
  const session = useSession();
  return (permission) => session.status === 'authenticated' && hasPermission(session.user.permissions.permissions, permission);
}
