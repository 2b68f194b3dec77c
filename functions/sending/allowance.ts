import { SENDABLE_STATUSES } from '@shared/constants';
import { emailLimitBreach, emailRoom, TRIAL_SENDING, type EmailLimits, type EmailRoom } from '@shared/rules/email-allowance';
import { monthIn } from '@shared/rules/time-zone';
import { accountTimeZone } from '@functions/accounts/settings-service';
import { ForbiddenError } from '@functions/platform/errors';
import { segmentsRepository } from '@functions/segments/repository';
import { audienceScope } from '@functions/segments/restriction';
import { subscribersRepository } from '@functions/subscribers/repository';
import { usersRepository } from '@functions/users/repository';
import { planLimits } from '@functions/users/service';
import { audienceIds } from './audience';
import { usageRepository } from './usage-repository';

/**
 * The plan's e-mail limits (spec section 9, shared/rules/email-allowance.ts), enforced twice:
 * when a sending is planned (all its recipients must fit, or it does not start: FEATURE_LIMIT_REACHED
 * with the numbers) and when each batch goes out (the batch reserves its e-mails on the ledger
 * first, atomically, so sendings running side by side can never pass the limit together).
 */
export interface EmailAllowance {
  month: string;
  limits: EmailLimits;
  room: EmailRoom;
}

export async function emailAllowance(accountId: string, now = new Date()): Promise<EmailAllowance> {
  const [account, timeZone] = await Promise.all([usersRepository.getAccount(accountId), accountTimeZone(accountId)]);
  if (!account) throw new Error(`account ${accountId} not found`);
  const limits = { perMonth: planLimits(account.plan).emailsPerMonth, trial: account.plan === 'trial' };
  const month = monthIn(timeZone, now);
  return { month, limits, room: emailRoom(limits, await usageRepository.usage(accountId, month)) };
}

/** How many recipients a sending's plan will find, without reading them when the counters say it. */
async function plannedRecipients(
  accountId: string,
  segmentId: string | null | undefined,
  scopeSegmentIds: readonly string[] | undefined,
  needIds: boolean,
) {
  if (!needIds && !scopeSegmentIds?.length) {
    if (segmentId) return { count: (await segmentsRepository.get(accountId, segmentId))?.audience?.count ?? 0 };
    const counts = await subscribersRepository.countsByStatus(accountId, true);
    return { count: SENDABLE_STATUSES.reduce((sum, s) => sum + (counts.byStatus[String(s)] ?? 0), 0) };
  }
  const scope = await audienceScope(accountId, scopeSegmentIds);
  const ids: string[] = [];
  let count = 0;
  for await (const page of audienceIds(accountId, segmentId)) {
    const reached = scope ? page.filter(scope) : page;
    count += reached.length;
    if (needIds) ids.push(...reached);
  }
  return { count, ids };
}

/**
 * Refuses a sending whose recipients do not fit in what the plan leaves (403 FEATURE_LIMIT_REACHED,
 * params: which limit, its maximum, what is used, what the sending needs). Recipients are counted
 * as the planner finds them, including any the sender will then skip (no address, quarantine), so
 * a sending that passes here is never cut short by the limit alone. Answers that count.
 */
export async function checkSendingFits(
  accountId: string,
  audience: { segmentId?: string | null; scopeSegmentIds?: readonly string[] },
): Promise<number> {
  const allowance = await emailAllowance(accountId);
  const planned = await plannedRecipients(accountId, audience.segmentId, audience.scopeSegmentIds, allowance.limits.trial);
  // In the trial, only subscribers it has not mailed yet take one of its places.
  const fresh = planned.ids ? planned.ids.length - (await usageRepository.trialRecipientsKnown(accountId, planned.ids)).size : 0;
  const breach = emailLimitBreach(allowance.room, planned.count, fresh);
  if (breach) throw new ForbiddenError('FEATURE_LIMIT_REACHED', breach);
  return planned.count;
}

/** E-mails a batch may send, reserved on the ledger; `settle` gives back what was not sent. */
export interface BatchReservation {
  emails: number;
  /** In the trial: whether this subscriber may be mailed (counted once, up to the trial's limit). */
  admit(subscriberId: string): Promise<boolean>;
  settle(sent: number): Promise<void>;
}

/**
 * Reserves up to `wanted` e-mails for a batch: all of them when they fit, otherwise what is left
 * (a sending can reach the limit only when others ran beside it after it was planned).
 */
export async function reserveBatch(accountId: string, wanted: number): Promise<BatchReservation> {
  const { month, limits } = await emailAllowance(accountId);
  const trialMax = limits.trial ? TRIAL_SENDING.emails : undefined;
  let emails = 0;
  for (let attempt = 0; attempt < 5 && wanted > 0; attempt++) {
    const ask = attempt === 0 ? wanted : Math.min(wanted, emailRoom(limits, await usageRepository.usage(accountId, month)).emails);
    if (ask === 0) break;
    if (await usageRepository.reserve(accountId, month, ask, limits.perMonth, trialMax)) {
      emails = ask;
      break;
    }
  }
  return {
    emails,
    admit: (subscriberId) =>
      limits.trial ? usageRepository.admitTrialRecipient(accountId, subscriberId, TRIAL_SENDING.recipients) : Promise.resolve(true),
    settle: (sent) => usageRepository.release(accountId, month, emails - sent, limits.trial),
  };
}
