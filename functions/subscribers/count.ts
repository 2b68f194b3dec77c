import type { SubscriberCount, SubscriberCountQuery } from '@shared/schemas/subscriber';
import type { AudienceScope } from '@functions/segments/restriction';
import { subscribersRepository } from './repository';
import { filteredPage, propertyFilter } from './list-page';

/** Past this many matches a filtered count stops and answers "at least" (capped). */
export const COUNT_CAP = 1_000;
/** SUBSCRIBER_COUNT_CAP overrides it (tests reach the cap with a few subscribers). */
const countCap = () => Number(process.env.SUBSCRIBER_COUNT_CAP) || COUNT_CAP;
/** Matches read a step: the list's own largest page. */
const STEP = 100;

/**
 * How many subscribers the list's filters match, for the list's header.
 *
 * Unfiltered, or filtered by status only, the answer is the account's counters (the sum of each
 * shard's counter item, kept in the same transaction as every subscriber write): exact at any size,
 * a handful of reads. A restricted user (their reach is decided per subscriber), an e-mail search or
 * a property filter have no counter: their matches are read the way the list reads them, in steps,
 * and counting stops at COUNT_CAP, answering `capped` ("1 000+"). An exact count there would be a read
 * of the whole database on every change of a filter; a list page can afford to read ten pages' worth,
 * not a million subscribers. So an account with fewer matches than the cap always gets its exact count.
 */
export async function countSubscribers(
  accountId: string,
  query: SubscriberCountQuery,
  scope: AudienceScope = null,
): Promise<SubscriberCount> {
  if (!scope && !query.search && !query.property) {
    const counters = await subscribersRepository.countsByStatus(accountId);
    const count = query.status ? query.status.reduce((sum, s) => sum + (counters.byStatus[String(s)] ?? 0), 0) : counters.total;
    return { count, capped: false };
  }
  const cap = countCap();
  // Resolved once: each step would otherwise read the account's properties again.
  const filter = await propertyFilter(accountId, query);
  let count = 0;
  let cursor: string | undefined;
  do {
    const page = await filteredPage(accountId, query, Math.min(STEP, cap), cursor, scope, filter);
    count += page.items.length;
    cursor = page.cursor;
  } while (cursor && count < cap);
  return cursor ? { count: Math.min(count, cap), capped: true } : { count, capped: false };
}
