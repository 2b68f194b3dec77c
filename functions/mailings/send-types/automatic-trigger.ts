import { nextAnniversaryCheck } from '@shared/rules/anniversary';
import { PERSONAL_PROPERTIES } from '@shared/properties';
import { accountTimeZone } from '@functions/accounts/settings-service';
import { nowIso } from '@functions/platform/dynamo';
import { ValidationError } from '@functions/platform/errors';
import { propertiesRepository } from '@functions/properties/repository';
import { segmentsRepository } from '@functions/segments/repository';
import { triggersRepository, type TriggerEntry } from '../triggers-repository';
import { mailingsRepository } from '../repository';
import type { SendTypePlanner } from './types';

/** A date property of the account's structure (personal, such as the birthday, or custom); base dates are moments, not days. */
async function isDateProperty(accountId: string, propertyId: string): Promise<boolean> {
  const property = PERSONAL_PROPERTIES.find((p) => p.id === propertyId) ?? (await propertiesRepository.get(accountId, propertyId));
  return property?.type === 'date';
}

/**
 * Automatic (spec section 1): each subscriber who enters the trigger's segment — a calculation of
 * it holds them and the one before did not (functions/mailings/segment-entry.ts) — or whose date
 * property has its anniversary (a daily look at the trigger's hour, functions/mailings/anniversary.ts)
 * gets the mailing once (per year for an anniversary), after its delay, sent in runs like a welcome
 * (triggers-tick.ts). The mailing stays `planned`, off the due index, until it is paused or
 * cancelled; its entry among the account's active triggers is written before it is planned.
 */
export const automaticPlanner: SendTypePlanner<'automatic'> = {
  async check(ctx, schedule) {
    const { accountId } = ctx.actor;
    const { trigger } = schedule;
    if (trigger.kind === 'anniversary') {
      if (!(await isDateProperty(accountId, trigger.propertyId)))
        throw ValidationError.field('trigger.propertyId', 'CAMPAIGN_TRIGGER_INVALID');
      return { nextStarts: [nextAnniversaryCheck(new Date(), trigger.hour, await accountTimeZone(accountId))] };
    }
    if (!(await segmentsRepository.get(accountId, trigger.segmentId)))
      throw ValidationError.field('trigger.segmentId', 'CAMPAIGN_TRIGGER_INVALID');
    return { nextStarts: [] };
  },

  async plan(ctx, schedule, planned) {
    const { accountId } = ctx.actor;
    const { trigger } = schedule;
    const delay = schedule.delay ? { delay: schedule.delay } : {};
    const entry: TriggerEntry =
      trigger.kind === 'anniversary'
        ? {
            mailingId: ctx.mailing.id,
            kind: 'anniversary',
            propertyId: trigger.propertyId,
            hour: trigger.hour,
            dueAt: nextAnniversaryCheck(new Date(), trigger.hour, await accountTimeZone(accountId)).toISOString(),
            ...delay,
          }
        : { mailingId: ctx.mailing.id, kind: 'segment', segmentId: trigger.segmentId, ...delay };
    await triggersRepository.register(accountId, entry);
    return mailingsRepository.transition(accountId, ctx.mailing.id, planned.from, 'planned', {
      at: nowIso(),
      due: null,
      set: { ...planned.set, sendType: 'automatic', schedule },
      remove: [...planned.remove, 'startAt', 'pause'],
      ...(planned.pendingAcceptance ? { pendingAcceptance: planned.pendingAcceptance } : {}),
    });
  },

  recurring: true,
};
