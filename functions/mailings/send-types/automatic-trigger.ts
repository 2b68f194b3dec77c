import { nowIso } from '@functions/platform/dynamo';
import { ValidationError } from '@functions/platform/errors';
import { segmentsRepository } from '@functions/segments/repository';
import { triggersRepository } from '../triggers-repository';
import { mailingsRepository } from '../repository';
import type { SendTypePlanner } from './types';

/**
 * Automatic (spec section 1): each subscriber who enters the trigger's segment — a calculation of
 * it holds them and the one before did not (functions/mailings/segment-entry.ts) — gets the mailing
 * once, after its delay, sent in runs like a welcome (triggers-tick.ts). The mailing stays
 * `planned`, off the due index, until it is paused or cancelled; its entry among the account's
 * active triggers is written before it is planned.
 */
export const automaticPlanner: SendTypePlanner<'automatic'> = {
  async check(ctx, schedule) {
    if (!(await segmentsRepository.get(ctx.actor.accountId, schedule.trigger.segmentId)))
      throw ValidationError.field('trigger.segmentId', 'CAMPAIGN_TRIGGER_INVALID');
    return { nextStarts: [] };
  },

  async plan(ctx, schedule, planned) {
    const { accountId } = ctx.actor;
    await triggersRepository.register(accountId, {
      mailingId: ctx.mailing.id,
      kind: 'segment',
      segmentId: schedule.trigger.segmentId,
      ...(schedule.delay ? { delay: schedule.delay } : {}),
    });
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
