import { api } from '@web/api';
import { clearSession, setSessionUser } from './session-store';

let started: Promise<void> | null = null;

/**
 * Loads the current user once per page load. A lost session stays silent here: the route guard
 * decides whether the page needs a login, and public pages just render.
 */
export function bootstrapSession(): Promise<void> {
  started ??= api('users.me', { onSessionLost: 'silent' })
    .then(setSessionUser)
    .catch(() => clearSession());
  return started;
}
