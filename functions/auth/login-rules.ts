import type { AttemptBudget } from './attempts';

/** Five wrong passwords (or codes) within 15 minutes lock the login for the rest of the window. */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_LOCK_SECONDS = 15 * 60;
export const LOGIN_BUDGET: AttemptBudget = { max: LOGIN_MAX_FAILURES, windowSeconds: LOGIN_LOCK_SECONDS };
