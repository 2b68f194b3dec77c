import { createHash } from 'node:crypto';
import { importEnd, isNewSignIn, mailingEnd, type ImportEnd, type MailingEnd } from '@shared/rules/notifications';
import { logger } from '@functions/platform/logger';
import { securityRepository } from '@functions/security/repository';
import type { UserRecord } from '@functions/users/repository';
import { deliver } from './deliver';
import { NOTIFICATION_PATHS, type NotificationEmailKind } from './emails';
import { notificationsRepository } from './repository';

/** How many of the user's latest login attempts a user without recorded origins is judged by (the history keeps 180 days of them). */
const SIGN_IN_HISTORY_READ = 100;

/**
 * A finished import that did not take most rows (shared/rules/import-outcome.ts): the e-mail says
 * "finished with problems", how many of how many rows were not imported, and the most common
 * reasons with counts in the recipient's language (`reasons`; functions/imports/job.ts words them).
 */
export interface ImportProblems {
  failed: number;
  rows: number;
  reasons: (language: string) => string;
}

const IMPORT_EMAILS: Record<ImportEnd, NotificationEmailKind> = {
  finished: 'importFinished',
  failed: 'importFailed',
  locked: 'importLocked',
};
const MAILING_EMAILS: Record<MailingEnd, NotificationEmailKind> = { sent: 'mailingSent', failed: 'mailingFailed' };
const SMS_EMAILS: Record<MailingEnd, NotificationEmailKind> = { sent: 'smsSent', failed: 'smsFailed' };

/** The notifications the app sends when work a user started ends (spec section 2: /account notification settings). */
export const notify = {
  /**
   * A file import ended (finished, failed or locked): its starter is told. Manual imports are not:
   * they answer their rows at once, on the page that sent them.
   */
  async importEnded(
    record: {
      id: string;
      accountId: string;
      source: 'file' | 'manual';
      createdById?: string;
      fileName?: string;
      imported?: number;
      updated?: number;
      skipped?: number;
      skippedLimit?: number;
      rejected?: number;
    },
    outcome: string,
    extra: { lockedUntil?: string; problems?: ImportProblems } = {},
  ): Promise<boolean> {
    const end = importEnd(outcome);
    if (!end || record.source !== 'file' || !record.createdById) return false;
    const problems = end === 'finished' ? extra.problems : undefined;
    return deliver({
      kind: 'importFinished',
      email: problems ? (problems.rows === 0 ? 'importEmpty' : 'importProblems') : IMPORT_EMAILS[end],
      accountId: record.accountId,
      userId: record.createdById,
      path: NOTIFICATION_PATHS.import(record.id),
      values: {
        file: record.fileName ?? '',
        added: record.imported ?? 0,
        updated: record.updated ?? 0,
        // "Finished with problems" names the rows not imported (rejected, past the plan's limit) apart from the skipped ones.
        skipped: problems ? (record.skipped ?? 0) - (record.skippedLimit ?? 0) : (record.skipped ?? 0) + (record.rejected ?? 0),
        until: extra.lockedUntil ?? '',
        ...(problems ? { failed: problems.failed, rows: problems.rows } : {}),
      },
      ...(problems ? { localized: (language: string) => ({ reasons: problems.reasons(language) }) } : {}),
    });
  },

  /** An export is ready for download: its requester is told. */
  async exportReady(record: { accountId: string; createdById?: string; rowsWritten: number }): Promise<boolean> {
    if (!record.createdById) return false;
    return deliver({
      kind: 'exportReady',
      email: 'exportReady',
      accountId: record.accountId,
      userId: record.createdById,
      path: NOTIFICATION_PATHS.exports(),
      values: { count: record.rowsWritten },
    });
  },

  /**
   * A send ended: whoever ordered it is told, under the same "mailing finished" setting, whether
   * every recipient was processed (sent) or the send stopped (failed, e.g. no recipients: the
   * e-mail names the failure recorded on the mailing).
   */
  async mailingEnded(
    mailing: { id: string; name: string; state: string; lastError?: string; sentById?: string; stats: { sent: number; failed: number } },
    accountId: string,
  ): Promise<boolean> {
    const end = mailingEnd(mailing.state);
    if (!end || !mailing.sentById) return false;
    return deliver({
      kind: 'mailingSent',
      email: MAILING_EMAILS[end],
      accountId,
      userId: mailing.sentById,
      path: NOTIFICATION_PATHS.mailingReport(mailing.id),
      values: {
        mailing: mailing.name,
        sent: mailing.stats.sent,
        failed: mailing.stats.failed,
        ...(end === 'failed' ? { failure: mailing.lastError ?? '' } : {}),
      },
    });
  },

  /**
   * An SMS sending ended (spec section 4: SMS planning runs in the background and notifies on
   * completion): whoever ordered it is told, under the same setting as a mailing's end.
   */
  async smsEnded(
    sms: {
      name: string;
      state: string;
      lastError?: string;
      createdById: string;
      stats: { sent: number; notSent: number; notSentPrefix: number };
    },
    accountId: string,
  ): Promise<boolean> {
    const end = mailingEnd(sms.state);
    if (!end) return false;
    return deliver({
      kind: 'mailingSent',
      email: SMS_EMAILS[end],
      accountId,
      userId: sms.createdById,
      path: NOTIFICATION_PATHS.smsHistory(),
      values: {
        sms: sms.name,
        sent: sms.stats.sent,
        failed: sms.stats.notSent + sms.stats.notSentPrefix,
        ...(end === 'failed' ? { failure: sms.lastError ?? '' } : {}),
      },
    });
  },

  /**
   * A sending paused (a spent daily quota, or complaints or bounces past their limits): whoever
   * ordered it is told, under the same setting as its end, why and (for a quota) when it resumes.
   * `detail.rate` and `detail.limit` are fractions; the e-mail shows them as percentages.
   */
  async sendingPaused(
    sending: { channel: 'email' | 'sms'; id: string; name: string; orderedById?: string },
    accountId: string,
    pause: { reason: string; resumeAt?: string; detail?: Record<string, number> },
  ): Promise<boolean> {
    if (!sending.orderedById) return false;
    const percent = (fraction: number | undefined) => (fraction === undefined ? '?' : String(Math.round(fraction * 1000) / 10));
    const values = {
      pause: pause.reason,
      rate: percent(pause.detail?.rate),
      limit: percent(pause.detail?.limit),
      until: pause.resumeAt ? pause.resumeAt.slice(0, 16).replace('T', ' ') : '?',
    };
    return sending.channel === 'email'
      ? deliver({
          kind: 'mailingSent',
          email: 'mailingPaused',
          accountId,
          userId: sending.orderedById,
          path: NOTIFICATION_PATHS.mailingReport(sending.id),
          values: { ...values, mailing: sending.name },
        })
      : deliver({
          kind: 'mailingSent',
          email: 'smsPaused',
          accountId,
          userId: sending.orderedById,
          path: NOTIFICATION_PATHS.smsHistory(),
          values: { ...values, sms: sending.name },
        });
  },

  /**
   * A successful sign-in into `accountId`: the user is alerted when they never signed in from this
   * address with this browser. Every successful origin is recorded (whatever the setting), so the
   * check is one read; a user with none recorded yet (signed in only before origins were kept) is
   * judged once by their login history. Call it before the sign-in itself is recorded.
   */
  async signedIn(user: UserRecord, accountId: string, origin: { ip: string; userAgent: string }): Promise<boolean> {
    try {
      const key = originKey(origin);
      const known = await notificationsRepository.knownOrigins(user.id);
      const isNew = known
        ? !known.has(key)
        : isNewSignIn((await securityRepository.listLogins({ user: user.id }, SIGN_IN_HISTORY_READ)).items, origin);
      await notificationsRepository.addOrigin(user.id, key);
      // The membership's setting and standing are checked where every notification's are (deliver).
      if (!isNew) return false;
    } catch (error) {
      logger.warn('new sign-in not checked', { accountId, userId: user.id, error: error as Error });
      return false;
    }
    return deliver(
      {
        kind: 'newSignIn',
        email: 'newSignIn',
        accountId,
        userId: user.id,
        path: NOTIFICATION_PATHS.loginHistory(),
        values: {
          ip: origin.ip || '?',
          browser: origin.userAgent.slice(0, 200) || '?',
          at: new Date().toISOString().slice(0, 16).replace('T', ' '),
        },
      },
      user,
    );
  },
};

/** An origin as stored: a digest of the address and the browser (as the login history cuts it), not the values. */
function originKey(origin: { ip: string; userAgent: string }): string {
  return createHash('sha256')
    .update(`${origin.ip}\n${origin.userAgent.slice(0, 512)}`)
    .digest('base64url')
    .slice(0, 22);
}
