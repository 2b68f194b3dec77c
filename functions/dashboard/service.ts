import { SENDABLE_STATUSES } from '@shared/constants';
import { hasPermission } from '@shared/permissions';
import type { Dashboards } from '@shared/schemas/dashboard';
import { TRIAL_SENDING } from '@shared/rules/email-allowance';
import { monthIn } from '@shared/rules/time-zone';
import { routes } from '@shared/api-routes';
import { mayCreateMailing } from '@shared/versions';
import { accountSettings } from '@functions/accounts/settings-service';
import { NotFoundError } from '@functions/platform/errors';
import type { Principal } from '@functions/platform/http';
import { isRestricted } from '@functions/segments/restriction';
import { usageRepository } from '@functions/sending/usage-repository';
import { transactionalService } from '@functions/transactional/service';
import { countedAgainstPlan } from '@functions/subscribers/limit';
import { subscribersRepository } from '@functions/subscribers/repository';
import { usersRepository } from '@functions/users/repository';
import { planLimits } from '@functions/users/service';
import { gettingStarted } from './getting-started';

const DAY_MS = 86_400_000;

/** The plan module: limits and usage as the sender counts them (PERM_POGOLNE). */
async function paymentsModule(
  principal: Principal,
  counts: { total: number; byStatus: Record<string, number> },
  restricted: boolean,
  now: Date,
): Promise<Dashboards['payments']> {
  const [account, timeZone] = await Promise.all([
    usersRepository.getAccount(principal.accountId),
    accountSettings.timeZone(principal.accountId),
  ]);
  if (!account) throw new NotFoundError('ACCOUNT_NOT_FOUND');
  const limits = planLimits(account.plan);
  const trial = account.plan === 'trial';
  // The same ledger the sender reserves on (functions/sending/usage-repository.ts), so the bars are the truth.
  const month = monthIn(timeZone, now);
  const [usage, transactional] = await Promise.all([
    usageRepository.usage(principal.accountId, month),
    transactionalService.monthlyCounts(principal.accountId, month),
  ]);
  return {
    plan: account.plan,
    trialEndsAt: trial ? account.trialEndsAt : undefined,
    trialDaysLeft: trial ? Math.max(0, Math.ceil((Date.parse(account.trialEndsAt) - now.getTime()) / DAY_MS)) : undefined,
    limits: { subscribers: limits.subscribers, emailsPerMonth: limits.emailsPerMonth },
    // As the limit counts them (functions/subscribers/limit.ts): the forgotten take no place. "This
    // month" is the account's time zone's, as the sender counted it (functions/sending/allowance.ts).
    usage: {
      ...(restricted ? {} : { subscribers: countedAgainstPlan(counts) }),
      emailsThisMonth: usage.month,
      transactionalThisMonth: { emails: transactional.email, sms: transactional.sms },
    },
    ...(trial
      ? {
          trialSending: {
            emails: usage.trialEmails,
            maxEmails: TRIAL_SENDING.emails,
            recipients: usage.trialRecipients,
            maxRecipients: TRIAL_SENDING.recipients,
          },
        }
      : {}),
  };
}

/**
 * The dashboard modules the user may see, each guarded by the permission of the area it shows. A
 * user restricted to segments gets no counts of the whole database (the account's counters item;
 * counting their reach would read every member of it on each visit): the subscribers module and the
 * plan's subscriber usage are left out and `segmentRestricted` says why.
 */
export async function dashboards(principal: Principal, now = new Date()): Promise<Dashboards> {
  const restricted = isRestricted(principal);
  const can = (key: Parameters<typeof hasPermission>[1]) => hasPermission(principal.permissions, key);
  // A new mailing is a working version (spec section 6): a role without them is offered none.
  const quickActions: Dashboards['quickActions'] = [];
  if (can(routes['mailings.create'].permission) && mayCreateMailing(principal.versions)) quickActions.push('newMailing');
  if (can(routes['sms.send'].permission)) quickActions.push('newSMS');
  const result: Dashboards = { quickActions, ...(restricted ? { segmentRestricted: true as const } : {}) };
  const counts = await subscribersRepository.countsByStatus(principal.accountId);
  // Independent reads, side by side: the getting-started steps and the plan's usage.
  const [start, payments] = await Promise.all([
    gettingStarted(principal, counts.total),
    can('PERM_POGOLNE') ? paymentsModule(principal, counts, restricted, now) : undefined,
  ]);
  if (start) result.gettingStarted = start;
  if (can(routes['subscribers.list'].permission) && !restricted) {
    result.subscribers = {
      total: counts.total,
      subscribed: SENDABLE_STATUSES.reduce((sum, s) => sum + (counts.byStatus[String(s)] ?? 0), 0),
      byStatus: counts.byStatus,
    };
  }
  if (payments) result.payments = payments;
  return result;
}
