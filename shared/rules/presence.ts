/**
 * Spec sections 3 and 4: a user is online or offline. There is no live connection to watch, so
 * "online" means "seen lately": every authenticated request and session refresh records the time.
 */

/**
 * Online means active within the last 5 minutes. The web app refreshes its session and polls its
 * screens well within that, so an open, used tab keeps its user online, while a closed tab turns
 * them offline after a few minutes rather than at once (a reload or a short network gap is no
 * sign-out).
 */
export const ONLINE_WINDOW_MS = 5 * 60_000;

/**
 * Requests are recorded at most once a minute per user: a screen fires several requests at once,
 * and writing the user's item for each would cost a write per request for no gain in a 5-minute
 * window.
 */
export const LAST_SEEN_WRITE_INTERVAL_MS = 60_000;

const timeOf = (iso: string | undefined): number => (iso ? Date.parse(iso) : Number.NaN);

/** Active within ONLINE_WINDOW_MS of `now`; never seen (or an unreadable time) is offline. */
export function isOnline(lastSeenAt: string | undefined, now: number): boolean {
  const at = timeOf(lastSeenAt);
  return Number.isFinite(at) && now - at < ONLINE_WINDOW_MS;
}

/** Whether a request at `now` should be recorded: never seen, or last recorded a write interval ago or more. */
export function shouldRecordActivity(lastSeenAt: string | undefined, now: number): boolean {
  const at = timeOf(lastSeenAt);
  return !Number.isFinite(at) || now - at >= LAST_SEEN_WRITE_INTERVAL_MS;
}

/** The time before which a stored lastSeenAt may be overwritten (the repository's write condition). */
export const lastSeenCutoff = (now: number): string => new Date(now - LAST_SEEN_WRITE_INTERVAL_MS).toISOString();
