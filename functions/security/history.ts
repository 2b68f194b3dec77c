import { monotonicFactory } from 'ulid';
import type { ActivityAction, ActivityEntry, LoginAttempt } from '@shared/schemas/security';
import { nowIso } from '@functions/platform/dynamo';
import { logger } from '@functions/platform/logger';
import { securityRepository, type HistoryScope } from './repository';

/** Where a request came from, as the history shows it. */
export interface Origin {
  ip: string;
  userAgent: string;
}

/** `ok` or the catalogue code the attempt was answered with. */
export type LoginResult = 'ok' | LoginAttempt['result'];

/** Entries written in the same millisecond still sort in the order they happened. */
const ulid = monotonicFactory();

const scopesOf = (who: { userId?: string; accountId?: string }): HistoryScope[] => [
  ...(who.userId ? [{ user: who.userId }] : []),
  ...(who.accountId ? [{ account: who.accountId }] : []),
];

/**
 * Login history and activity (spec: /account/login-history, /account/activity). Each entry is written
 * under the user and under the account it concerns, so a user sees their own and an administrator
 * the account's. Recording never fails the request it describes: a lost entry is logged instead.
 */
export const securityHistory = {
  async login(origin: Origin, who: { email: string; userId?: string; accountId?: string }, result: LoginResult): Promise<void> {
    const scopes = scopesOf(who);
    if (scopes.length === 0) return;
    const attempt: LoginAttempt = {
      id: ulid(),
      at: nowIso(),
      ip: origin.ip,
      userAgent: origin.userAgent.slice(0, 512),
      result,
      email: who.email,
    };
    await securityRepository
      .recordLogin(scopes, attempt)
      .catch((error: unknown) => logger.warn('login history not recorded', { error: error as Error }));
  },

  /** `subject`: what the action concerned, when it was not the actor (the address invited, the account joined). */
  async activity(
    origin: Origin,
    who: { userId: string; accountId?: string; email: string },
    action: ActivityAction,
    subject?: string,
  ): Promise<void> {
    const entry: ActivityEntry & { userId: string } = {
      id: ulid(),
      at: nowIso(),
      action,
      ip: origin.ip,
      userAgent: origin.userAgent.slice(0, 512),
      email: who.email,
      userId: who.userId,
      ...(subject ? { subject } : {}),
    };
    await securityRepository
      .recordActivity(scopesOf(who), entry)
      .catch((error: unknown) => logger.warn('activity not recorded', { error: error as Error }));
  },
};
