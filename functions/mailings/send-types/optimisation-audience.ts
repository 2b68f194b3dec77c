import { assignedHour } from '@shared/rules/best-hour';
import type { RecipientFilter } from '@functions/delivery/audience-filters';
import { openHours } from '@functions/engagement/open-hours';
import { mailingsRepository } from '../repository';
import { optimisationRepository, type BestHourSpec } from './optimisation-repository';

/** Whether the plan the sending was made for still stands (not unplanned, cancelled, or planned again since). */
async function planStands(accountId: string, spec: BestHourSpec): Promise<boolean> {
  const parent = await mailingsRepository.head(accountId, spec.parentId);
  return parent?.state === 'planned' && parent.startAt === spec.planStart;
}

/**
 * An hour's sending keeps the recipients whose hour it is. A recipient's hour is given once, by the
 * first of the optimisation's sendings that reads them (optimisation-repository.ts `give`), from their
 * open history (engagement/open-hours.ts): their best hour, the account's without history, or this
 * hour when theirs has gone already. Given once, it holds for every later sending even when new opens
 * move their best hour, so no one gets the mailing twice and no one is skipped. A plan that no longer
 * stands keeps no one.
 */
export const bestHourFilter = (accountId: string, spec: BestHourSpec): RecipientFilter => {
  let stands: Promise<boolean> | undefined;
  const start = new Date(spec.planStart);
  return async (ids) => {
    stands ??= planStands(accountId, spec);
    if (ids.length === 0 || !(await stands)) return [];
    const hours = await optimisationRepository.hoursOf(accountId, spec.parentId, ids);
    const fresh = ids.filter((id) => !hours.has(id));
    if (fresh.length) {
      const history = await openHours.of(accountId, fresh);
      const wanted = new Map(fresh.map((id) => [id, assignedHour(history.get(id), spec.fallback, spec.hour, start)]));
      for (const [id, hour] of await optimisationRepository.give(accountId, spec.parentId, wanted)) hours.set(id, hour);
    }
    return ids.filter((id) => hours.get(id) === spec.hour);
  };
};
