import { assignedHour, slotOrder } from '@shared/rules/best-hour';
import type { RecipientFilter } from '@functions/delivery/audience-filters';
import { openHours } from '@functions/engagement/open-hours';
import { mailingsRepository } from '../repository';
import { hourSendingId, optimisationRepository, type BestHourSpec } from './optimisation-repository';

/** Whether the plan the sending was made for still stands (not unplanned, cancelled, or planned again since). */
async function planStands(accountId: string, spec: BestHourSpec): Promise<boolean> {
  const parent = await mailingsRepository.head(accountId, spec.parentId);
  return parent?.state === 'planned' && parent.startAt === spec.planStart;
}

/**
 * Whether an hour's sending may skip reading the audience: the start's hour (the first pass) gave
 * every recipient their hour and none got this one, or the plan no longer stands. Recipients who join
 * the audience later are given theirs by a sending that reads it (and counted), so an hour given to
 * someone since is read after all.
 */
export async function hourIsEmpty(accountId: string, spec: BestHourSpec): Promise<boolean> {
  const start = new Date(spec.planStart);
  if (slotOrder(start, spec.hour) === 0) return false;
  if (!(await optimisationRepository.planningOver(accountId, hourSendingId(spec.parentId, spec.planStart, 0))))
    return !(await planStands(accountId, spec));
  return !(await planStands(accountId, spec)) || (await optimisationRepository.givenTo(accountId, spec.parentId, spec.hour)) === 0;
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
