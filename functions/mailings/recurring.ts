import { maySendMailing, mayAccessMailing, versionOfMailing } from '@shared/versions';
import type { z } from 'zod';
import type { MailingRunList } from '@shared/schemas/schedule';
import { DUE_INDEX } from '@functions/data/keys';
import { nowIso } from '@functions/platform/dynamo';
import { AppError, ConflictError, ForbiddenError, NotFoundError } from '@functions/platform/errors';
import type { Principal } from '@functions/platform/http';
import { assertSendingWithinReach } from '@functions/segments/restriction';
import { withEngagement } from '@functions/sending/report';
import { accountSettings } from '@functions/accounts/settings-service';
import { enqueueJob } from '@functions/jobs/queue';
import { mailingActions } from './actions-repository';
import { cyclicRepository } from './cyclic-repository';
import { mailingsRepository, type MailingHead } from './repository';
import { cyclicRuns, repeatOf } from './send-types/cyclic';
import { SEND_TYPE_PLANNERS } from './send-types';
import { isTriggeredParent } from './triggers';

type Actor = Pick<Principal, 'accountId' | 'userId' | 'email' | 'versions' | 'segmentIds'>;

async function reachable(actor: Actor, id: string): Promise<MailingHead> {
  const mailing = await mailingsRepository.head(actor.accountId, id);
  if (!mailing) throw new NotFoundError('MAILING_NOT_FOUND');
  if (!mayAccessMailing(actor.versions, mailing.state))
    throw new ForbiddenError('PERMISSION_DENIED', { version: versionOfMailing(mailing.state) });
  return mailing;
}

/** An active repeated mailing (cyclic, automatic): its own runs or triggers send, it itself never does. */
export const isRecurringParent = (m: Pick<MailingHead, 'sendType' | 'parentId' | 'schedule'>): boolean =>
  // Read when asked, not at load: the planners' files may import this one's importers.
  !m.parentId && !!m.sendType && (SEND_TYPE_PLANNERS[m.sendType].recurring || (m.schedule?.type === 'abx' && !!m.schedule.cron));

const notAllowed = (m: Pick<MailingHead, 'state'>, action: 'pause' | 'resume') =>
  new ConflictError('MAILING_ACTION_NOT_ALLOWED', { state: m.state, action });

/**
 * Pause and resume of active repeated mailings (spec section 4), and a cyclic mailing's runs. A
 * pause takes the parent off the due index (reason `manual`); runs already started go on.
 */
export const recurringService = {
  async pause(actor: Actor, id: string): Promise<void> {
    const mailing = await reachable(actor, id);
    if (!maySendMailing(actor.versions, mailing.state)) throw new ForbiddenError('PERMISSION_DENIED', { version: 'ready' });
    assertSendingWithinReach(actor, mailing);
    if (!isRecurringParent(mailing) || mailing.state !== 'planned') throw notAllowed(mailing, 'pause');
    const at = nowIso();
    const paused = await mailingsRepository.transition(actor.accountId, id, ['planned'], 'paused', {
      at,
      due: null,
      set: { pause: { reason: 'manual', at } },
      remove: ['nextStartAt'],
    });
    if (!paused) throw notAllowed(mailing, 'pause');
    await mailingActions.record(actor.accountId, id, 'pause', { userId: actor.userId, email: actor.email });
  },

  /** Each mailing paused or refused with its code; the rest go on when one is refused. */
  async massPause(actor: Actor, ids: readonly string[]) {
    const items: { id: string; paused: boolean; code?: string }[] = [];
    for (const id of new Set(ids)) {
      try {
        await this.pause(actor, id);
        items.push({ id, paused: true });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        items.push({ id, paused: false, code: error.code });
      }
    }
    return { items };
  },

  /**
   * Whether `mailings.resume` is this one's to handle: a repeated mailing paused by hand. Resumed,
   * a cyclic one is due at its next run from now (runs missed while paused are not made up), or
   * `sent` when its range ended meanwhile; a welcome or automatic one sends whom it held meanwhile.
   */
  handles: (m: Pick<MailingHead, 'state' | 'sendType' | 'parentId' | 'pause' | 'schedule'>): boolean =>
    m.state === 'paused' && m.pause?.reason === 'manual' && isRecurringParent(m),

  async resume(actor: Actor, mailing: MailingHead): Promise<void> {
    if (!maySendMailing(actor.versions, mailing.state)) throw new ForbiddenError('PERMISSION_DENIED', { version: 'ready' });
    assertSendingWithinReach(actor, mailing);
    const at = nowIso();
    let next: string | undefined;
    const repeat = mailing.schedule?.type === 'cyclic' || mailing.schedule?.type === 'abx' ? repeatOf(mailing.schedule) : undefined;
    if (repeat) {
      const timeZone = await accountSettings.timeZone(actor.accountId);
      try {
        next = cyclicRuns(repeat, timeZone, new Date(), 1)[0]?.toISOString();
      } catch {
        next = undefined;
      }
    }
    const ended = !!repeat && !next;
    const moved = await mailingsRepository.transition(actor.accountId, mailing.id, ['paused'], ended ? 'sent' : 'planned', {
      at,
      set: next ? { nextStartAt: next, dueShard: DUE_INDEX.cyclic, dueAt: next } : ended ? { finishedAt: at } : {},
      remove: ['pause'],
    });
    if (!moved) throw new ConflictError('MAILING_NOT_PAUSED');
    // Whom a welcome or automatic mailing held while paused is sent now (triggers.ts triggersResume).
    if (isTriggeredParent(mailing))
      await enqueueJob({ kind: 'campaign', accountId: actor.accountId, mailingId: mailing.id, step: 'triggersResume' });
    await mailingActions.record(
      actor.accountId,
      mailing.id,
      'resume',
      { userId: actor.userId, email: actor.email },
      next ? { next } : undefined,
    );
  },

  async runs(actor: Actor, id: string, limit: number, cursor?: string): Promise<z.infer<typeof MailingRunList>> {
    await reachable(actor, id);
    const page = await cyclicRepository.runs(actor.accountId, id, limit, cursor);
    const runs = await withEngagement(actor.accountId, page.items);
    return {
      items: runs.map((r) => ({
        id: r.id,
        run: r.run ?? 0,
        state: r.state,
        ...((r.startedAt ?? r.startAt) ? { startedAt: r.startedAt ?? r.startAt } : {}),
        sent: r.stats.sent,
        opened: r.stats.opened,
        clicked: r.stats.clicked,
      })),
      ...(page.cursor ? { cursor: page.cursor } : {}),
    };
  },
};
