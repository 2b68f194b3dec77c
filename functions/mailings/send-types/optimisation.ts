import { EMPTY_STATS } from '@shared/schemas/mailing';
import type { Schedule } from '@shared/schemas/schedule';
import { assignedHour, bestHour, optimisationSlots, OPTIMISATION_SLOTS, slotOrder } from '@shared/rules/best-hour';
import { localOf } from '@shared/rules/local-time';
import { audiencePage, audienceStart } from '@functions/delivery/audience';
import { openHours } from '@functions/engagement/open-hours';
import { nowIso } from '@functions/platform/dynamo';
import { logger } from '@functions/platform/logger';
import { sendingQueues } from '@functions/sending/queues';
import { withEngagement } from '@functions/sending/report';
import { notify } from '@functions/notifications/notify';
import { mailingsRepository, type MailingHead, type MailingRecord } from '../repository';
import { abxRepository } from './abx-repository';
import { futureInstant } from './once';
import { hourSendingId, optimisationRepository, type BestHourSpec } from './optimisation-repository';
import type { PlanContext, SendTypePlanner } from './types';

const ENDED: readonly string[] = ['sent', 'failed', 'cancelled'];
/** The preview's sample: at most this many recipients, from at most this many pages (the status walk reads a few shards a page). */
const SPREAD_SAMPLE = 2000;
const SPREAD_PAGES = 100;

/** The account's best hour from its opens; the start's own hour when it has none (those recipients go at once). */
async function fallbackHour(accountId: string, start: Date): Promise<number> {
  return bestHour(await openHours.account(accountId), start) ?? start.getUTCHours();
}

/**
 * How the first page of the audience (a segment's calculated members, or every sendable subscriber)
 * would spread over the hours: the preview's picture, read without starting a calculation.
 */
async function spreadOf(ctx: PlanContext, start: Date) {
  const { accountId } = ctx.actor;
  let cursor = await audienceStart(accountId, ctx.mailing.segmentId);
  if (!cursor) return undefined;
  // Pages of the status walk may come empty (a status nobody has): a few are read to fill a sample.
  const ids: string[] = [];
  for (let page = 0; cursor && page < SPREAD_PAGES && ids.length < SPREAD_SAMPLE; page++) {
    const read = await audiencePage(accountId, ctx.mailing.segmentId, cursor);
    ids.push(...read.ids);
    cursor = read.next;
  }
  const [history, fallback] = await Promise.all([openHours.of(accountId, ids), fallbackHour(accountId, start)]);
  const counts = Array<number>(OPTIMISATION_SLOTS).fill(0);
  for (const id of ids) counts[assignedHour(history.get(id), fallback, start.getUTCHours(), start)]!++;
  const slots = optimisationSlots(start);
  const hours = counts
    .map((recipients, hour) => ({ hour, recipients }))
    .filter((h) => h.recipients > 0)
    .sort((a, b) => slotOrder(start, a.hour) - slotOrder(start, b.hour))
    .map((h) => ({ at: slots[h.hour]!.toISOString(), recipients: h.recipients }));
  return { sampled: ids.length, hours };
}

const startOf = (ctx: PlanContext, schedule: Schedule<'optimisation'>) =>
  schedule.at ? futureInstant(schedule.at, ctx.timeZone, ctx.now) : undefined;

/**
 * Optimisation (spec section 1): each recipient at their best hour (from their open history) within
 * 24 h of the start, the account's best hour for those without history. The mailing is a parent that
 * never sends itself: planning makes a sending per UTC hour (a child mailing with parentId, due at the
 * hour's moment on the ticker's index, `audienceSpec` bestHour: optimisation-audience.ts); the parent
 * stays planned, off the due index, and is sent once every hour's sending ended.
 */
export const optimisationPlanner: SendTypePlanner<'optimisation'> = {
  recurring: false,

  async check(ctx, schedule) {
    const startsAt = startOf(ctx, schedule);
    const spread = await spreadOf(ctx, startsAt ?? ctx.now);
    return { ...(startsAt ? { startsAt } : {}), nextStarts: [], ...(spread ? { spread } : {}) };
  },

  async plan(ctx, schedule, planned) {
    const { accountId } = ctx.actor;
    const start = planned.startsAt && planned.startsAt > ctx.now ? planned.startsAt : ctx.now;
    const planStart = start.toISOString();
    const fallback = await fallbackHour(accountId, start);
    const at = nowIso();
    const moved = await mailingsRepository.transition(accountId, ctx.mailing.id, planned.from, 'planned', {
      at,
      due: null,
      set: { ...planned.set, sendType: 'optimisation', schedule, startAt: planStart },
      remove: planned.remove,
      ...(planned.pendingAcceptance ? { pendingAcceptance: planned.pendingAcceptance } : {}),
    });
    if (!moved) return false;

    const slots = optimisationSlots(start);
    const { approval: _a, schedule: _s, ...base } = { ...ctx.mailing, ...planned.set } as MailingRecord & { approval?: unknown };
    for (const [hour, slot] of slots.entries()) {
      const order = slotOrder(start, hour);
      const id = hourSendingId(ctx.mailing.id, planStart, order);
      const spec: BestHourSpec = { kind: 'bestHour', parentId: ctx.mailing.id, planStart, hour, fallback };
      const sending = {
        ...base,
        id,
        name: `${ctx.mailing.name} (${localOf(slot, ctx.timeZone).slice(11, 16)})`,
        state: 'planned',
        stats: { ...EMPTY_STATS },
        processed: 0,
        createdAt: at,
        updatedAt: at,
        sendType: 'optimisation',
        startAt: slot.toISOString(),
        parentId: ctx.mailing.id,
        run: order + 1,
        audienceSpec: spec,
        // The whole audience was held to the plan's limit above; an hour nobody fell in is done, not failed.
        limitChecked: true,
        emptyEndsSent: true,
      } as MailingRecord;
      if (!(await abxRepository.createVariant(accountId, sending, slot.toISOString())))
        await optimisationRepository.replanSending(accountId, id, spec, slot.toISOString());
    }
    // The start's own hour goes at once when it is now (the ticker would find it within a minute anyway).
    if (start <= ctx.now)
      await sendingQueues.plan({ channel: 'email', accountId, sendingId: hourSendingId(ctx.mailing.id, planStart, 0), step: 0 });
    return true;
  },
};

/** Whether a sending is one hour of an optimisation (its end is the parent's business, not its orderer's). */
export const isHourSending = (m: Pick<MailingHead, 'parentId'> & { audienceSpec?: unknown }): boolean =>
  !!m.parentId && (m.audienceSpec as { kind?: string } | undefined)?.kind === 'bestHour';

/**
 * An hour's sending ended (delivery/email-channel.ts tellOwner). When every hour of the plan it belongs
 * to has ended, the parent is sent (one conditional write: of several ending together one moves it)
 * and whoever ordered it is told, with the hours' counts together.
 */
export async function hourSendingEnded(accountId: string, sending: MailingHead & { audienceSpec?: unknown }): Promise<void> {
  const spec = sending.audienceSpec as BestHourSpec;
  const parent = await mailingsRepository.head(accountId, spec.parentId);
  if (parent?.state !== 'planned' || parent.startAt !== spec.planStart) return;
  const ids = Array.from({ length: OPTIMISATION_SLOTS }, (_, order) => hourSendingId(spec.parentId, spec.planStart, order));
  const hours = await Promise.all(ids.map((id) => mailingsRepository.head(accountId, id)));
  if (!hours.every((h) => h && ENDED.includes(h.state))) return;
  const at = nowIso();
  if (!(await mailingsRepository.transition(accountId, parent.id, ['planned'], 'sent', { at, set: { finishedAt: at } }))) return;
  logger.info('optimisation sent', { accountId, mailingId: parent.id });
  const counted = await withEngagement(accountId, hours as MailingHead[]);
  const stats = counted.reduce((sum, h) => ({ sent: sum.sent + h.stats.sent, failed: sum.failed + h.stats.failed }), {
    sent: 0,
    failed: 0,
  });
  await notify.mailingEnded({ ...parent, state: 'sent', stats }, accountId);
}
