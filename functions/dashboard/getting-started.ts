import { hasPermission } from '@shared/permissions';
import { routes } from '@shared/api-routes';
import type { Dashboards, GettingStartedStep } from '@shared/schemas/dashboard';
import { mayCreateMailing } from '@shared/versions';
import { domainsService } from '@functions/domains/service';
import { mailingsRepository } from '@functions/mailings/repository';
import { onboardingRepository } from '@functions/onboarding/repository';
import { nowIso } from '@functions/platform/dynamo';
import type { Principal } from '@functions/platform/http';
import { isRestricted } from '@functions/segments/restriction';

/**
 * The getting-started panel of an empty account: the steps this user may take (the same
 * permission, and versions for a new mailing, as the page each step leads to), each done or not
 * from the account's data, so the panel is never a checklist the user ticks. A user restricted to
 * segments gets none: their account was set up by someone else, and "has subscribers" would be a
 * count over the whole database they may not see.
 */
export async function gettingStarted(principal: Principal, subscriberTotal: number): Promise<Dashboards['gettingStarted']> {
  if (isRestricted(principal)) return undefined;
  const can = (key: Parameters<typeof hasPermission>[1]) => hasPermission(principal.permissions, key);
  const offered: GettingStartedStep[] = [];
  if (can(routes['imports.start'].permission)) offered.push('importSubscribers');
  if (can(routes['domains.add'].permission)) offered.push('sendingDomain');
  if (can(routes['mailings.create'].permission) && mayCreateMailing(principal.versions)) offered.push('firstMailing');
  if (offered.length === 0) return undefined;
  if (await onboardingRepository.gettingStartedDismissed(principal.accountId, principal.userId)) return undefined;
  const done: Record<GettingStartedStep, () => Promise<boolean> | boolean> = {
    // Any subscriber counts, however they came (an import, one added by hand, the API).
    importSubscribers: () => subscriberTotal > 0,
    // Done once a domain of the account can send (DKIM verified), not when one is merely added.
    sendingDomain: async () => (await domainsService.verifiedDomains(principal.accountId)).length > 0,
    firstMailing: () => mailingsRepository.any(principal.accountId),
  };
  const steps = await Promise.all(offered.map(async (id) => ({ id, done: await done[id]() })));
  // Set up: the panel has nothing left to lead to.
  return steps.every((step) => step.done) ? undefined : { steps };
}

/** The user hides the panel in this account for good (remembered per user and account). */
export async function dismissGettingStarted(principal: Principal): Promise<{ ok: true }> {
  await onboardingRepository.dismissGettingStarted(principal.accountId, principal.userId, nowIso());
  return { ok: true };
}
