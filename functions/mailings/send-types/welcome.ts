import { nowIso } from '@functions/platform/dynamo';
import { triggersRepository } from '../triggers-repository';
import { mailingsRepository } from '../repository';
import type { SendTypePlanner } from './types';

/**
 * Welcome (spec section 1): each subscriber who becomes subscribed — a sign-up confirmed, added by
 * hand, imported, through the API — gets the mailing once, after its delay (functions/mailings/
 * triggers.ts records them; triggers-tick.ts sends them in runs). The mailing stays `planned` until
 * it is cancelled or paused, off the due index: it never sends itself. Its entry among the account's
 * active triggers is written before it is planned, so a subscription that sees it planned finds the
 * entry; an entry of a mailing no longer planned is passed over.
 */
export const welcomePlanner: SendTypePlanner<'welcome'> = {
  async check() {
    return { nextStarts: [] };
  },

  async plan(ctx, schedule, planned) {
    const { accountId } = ctx.actor;
    await triggersRepository.register(accountId, {
      mailingId: ctx.mailing.id,
      kind: 'welcome',
      ...(schedule.delay ? { delay: schedule.delay } : {}),
    });
    return mailingsRepository.transition(accountId, ctx.mailing.id, planned.from, 'planned', {
      at: nowIso(),
      due: null,
      set: { ...planned.set, sendType: 'welcome', schedule },
      remove: [...planned.remove, 'startAt', 'pause'],
      ...(planned.pendingAcceptance ? { pendingAcceptance: planned.pendingAcceptance } : {}),
    });
  },

  recurring: true,
};
