import type { TimedPermission } from '@shared/schemas/security';
import { isApiError } from '@web/api/errors';
import { createStore, useStore } from '@web/common/store';
import { sessionStore } from '../session/session-store';

/**
 * Timed permissions (spec sections 4, 6 and 8): some actions need the password re-entered within
 * the last minutes. The grant belongs to the session; the server decides, the web only mirrors
 * when it ends (to count down) and asks for the password when a call is refused for want of it.
 */
export interface TimedState {
  /** When the grant ends, on the local clock (ms); null when none is known. */
  expiresAt: number | null;
  /** The password prompt is open. */
  prompting: boolean;
}

export const timedStore = createStore<TimedState>({ expiresAt: null, prompting: false });
let waiters: ((granted: boolean) => void)[] = [];

export const useTimedState = () => useStore(timedStore);

// A grant belongs to one session: signing out or moving to another account ends it.
let sessionKey = '';
sessionStore.subscribe(() => {
  const session = sessionStore.get();
  const key = session.status === 'authenticated' ? `${session.user.id}/${session.user.account.id}` : '';
  if (key === sessionKey) return;
  sessionKey = key;
  clearGrant();
});

/** Mirrors the server's answer; `secondsLeft` (not the server's clock) sets the local end. */
export function setGrant(status: TimedPermission, now = Date.now()): void {
  timedStore.set((s) => ({ ...s, expiresAt: status.secondsLeft > 0 ? now + status.secondsLeft * 1000 : null }));
}

/** The timed-access flag is cleared (refused, run out, or the session changed). */
export function clearGrant(): void {
  timedStore.set((s) => (s.expiresAt === null ? s : { ...s, expiresAt: null }));
}

/** Opens the password prompt; resolves true once access is granted, false when the user gives up. */
export function askForTimedPermission(): Promise<boolean> {
  timedStore.set((s) => ({ ...s, prompting: true }));
  return new Promise((resolve) => waiters.push(resolve));
}

/** The prompt's outcome, for every caller waiting on it. */
export function answerPrompt(granted: boolean): void {
  const pending = waiters;
  waiters = [];
  timedStore.set((s) => ({ ...s, prompting: false }));
  pending.forEach((resolve) => resolve(granted));
}

export const isTimedDenial = (error: unknown): boolean =>
  isApiError(error) && error.status === 403 && error.code === 'TIMED_PERMISSION_NO_ACCESS';

/**
 * Runs a call that needs a timed permission: refused for want of one, it asks for the password and
 * retries once when access was granted. Given up, the original (silent) refusal is passed on.
 */
export async function withTimedPermission<T>(call: () => Promise<T>, ask: () => Promise<boolean> = askForTimedPermission): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!isTimedDenial(error)) throw error;
    clearGrant();
    if (!(await ask())) throw error;
    return call();
  }
}
