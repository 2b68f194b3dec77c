import { SUBSCRIBER_STATUS } from '@shared/constants';
import { usersRepository } from '@functions/users/repository';
import { planLimits } from '@functions/users/service';
import { subscribersRepository } from './repository';

/** How many subscribers the account's plan allows, how many it has and how many more fit. */
export interface SubscriberAllowance {
  max: number;
  count: number;
  room: number;
}

/** Subscribers that count against the plan: all but the forgotten. */
export const countedAgainstPlan = (counts: { total: number; byStatus: Record<string, number> }): number =>
  counts.total - (counts.byStatus[String(SUBSCRIBER_STATUS.forgotten)] ?? 0);

/**
 * The plan's subscriber limit (spec section 9: a trial holds up to 1000; the other plans' limits are
 * in functions/users/service.ts). Counted from the status counters (`STATS#SUBSCRIBERS`, one read):
 * every subscriber but the forgotten (status 9), who are only a fingerprint now.
 *
 * Not exact under concurrency: the check reads the counter and the writes follow without a condition
 * on it, so writers adding subscribers at the same moment (forms, an import and a form, two imports
 * running side by side) can each take the same last places, and the account ends over its limit by
 * what they took at once (a form: one; an import reads the room once per run). A conditional counter
 * in every subscriber transaction would make it exact, at the price of one hot item serialising
 * every write of the account and cancelling import batches on contention; a plan a little over its
 * limit is the cheaper mistake.
 */
export async function subscriberAllowance(accountId: string): Promise<SubscriberAllowance> {
  const [account, counts] = await Promise.all([
    usersRepository.getAccount(accountId),
    subscribersRepository.countsByStatus(accountId, true),
  ]);
  if (!account) throw new Error(`account ${accountId} not found`);
  const max = planLimits(account.plan).subscribers;
  const count = countedAgainstPlan(counts);
  return { max, count, room: Math.max(0, max - count) };
}
