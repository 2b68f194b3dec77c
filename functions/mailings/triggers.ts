import { SENDABLE_STATUSES, SUBSCRIBER_STATUS } from '@shared/constants';
import { triggerDueAt } from '@shared/rules/trigger-delay';
import type { Subscriber } from '@shared/schemas/subscriber';
import { accountTimeZone } from '@functions/accounts/settings-service';
import { config } from '@functions/platform/config';
import { enqueueJob } from '@functions/jobs/queue';
import type { Job, JobContext } from '@functions/jobs/messages';
import { logger } from '@functions/platform/logger';
import { mailingsRepository, type MailingHead } from './repository';
import { triggersRepository, type TriggerEntry } from './triggers-repository';

type CampaignJob = Extract<Job, { kind: 'campaign' }>;

/** Held subscribers a resume puts back on the due index at once. */
const UNHOLD_AT_ONCE = 100;
/** A resume's step hands the rest to a next step when less than this is left of its run. */
const UNHOLD_RESERVE_MS = 20_000;

/** Send types whose parent sends nothing itself: its triggered subscribers go in runs (triggers-tick.ts). */
export const TRIGGERED_TYPES: readonly string[] = ['welcome', 'automatic'];

/** A welcome or automatic mailing itself (not one of its runs). */
export const isTriggeredParent = (m: Pick<MailingHead, 'parentId' | 'sendType'>): boolean =>
  !m.parentId && m.sendType !== undefined && TRIGGERED_TYPES.includes(m.sendType);

/**
 * The account's triggered mailings of `kind` that are active now: planned, or paused by hand (whom
 * they trigger meanwhile waits for the resume, triggers-tick.ts); cancelled ones trigger nobody.
 */
export async function activeTriggers(accountId: string, kind: TriggerEntry['kind']): Promise<TriggerEntry[]> {
  const entries = (await triggersRepository.entries(accountId)).filter((e) => e.kind === kind);
  if (!entries.length) return [];
  const heads = await Promise.all(entries.map((e) => mailingsRepository.head(accountId, e.mailingId)));
  return entries.filter((_, i) => {
    const head = heads[i];
    return !!head && isTriggeredParent(head) && (head.state === 'planned' || (head.state === 'paused' && head.pause?.reason === 'manual'));
  });
}

/** Records `subscriberIds` as triggered by each active mailing of `kind` for `occasion`, due after each one's delay. */
export async function trigger(
  accountId: string,
  kind: TriggerEntry['kind'],
  subscriberIds: readonly string[],
  occasion: string,
  options: { now?: Date; entries?: TriggerEntry[] } = {},
): Promise<number> {
  if (!subscriberIds.length) return 0;
  const now = options.now ?? new Date();
  const active = options.entries ?? (await activeTriggers(accountId, kind));
  if (!active.length) return 0;
  const timeZone = await accountTimeZone(accountId);
  const at = now.toISOString();
  let made = 0;
  for (const entry of active) {
    const dueAt = triggerDueAt(now, entry.delay, timeZone, config.campaignHourMs).toISOString();
    made += await triggersRepository.record(
      accountId,
      subscriberIds.map((subscriberId) => ({ mailingId: entry.mailingId, subscriberId, occasion, dueAt })),
      at,
    );
  }
  return made;
}

type Change = { next: Pick<Subscriber, 'id' | 'status'>; history?: { actor: { kind: string } } } & (
  { kind: 'create' } | { kind: 'update'; prev: Pick<Subscriber, 'status'> }
);

const { unverified, verified } = SUBSCRIBER_STATUS;

/**
 * Who of a committed set of changes became subscribed: new with a sendable status, or moved to one
 * from another. A double opt-in sign-up waiting for its confirmation (a form's, still unverified) is
 * not yet: its confirmation (unverified to verified) is, and the trigger's record being written once
 * keeps one already welcomed (imported unverified, then confirmed) from a second welcome.
 */
export const newlySubscribed = (changes: readonly Change[]): string[] =>
  changes
    .filter((c) => {
      if (!SENDABLE_STATUSES.includes(c.next.status)) return false;
      if (c.next.status === unverified && c.history?.actor.kind === 'form') return false;
      if (c.kind === 'create') return true;
      return !SENDABLE_STATUSES.includes(c.prev.status) || (c.prev.status === unverified && c.next.status === verified);
    })
    .map((c) => c.next.id);

/**
 * Called after every subscriber write committed (subscribers/writer.ts, the one path of sign-up
 * confirmations, manual adds, imports and the API): the welcome mailings' triggers. The subscription
 * stands whatever happens here, so a failure is logged, not thrown (a retried write would be refused
 * as already made, and trigger nobody either).
 */
export async function onSubscribed(accountId: string, changes: readonly Change[]): Promise<void> {
  const ids = newlySubscribed(changes);
  if (!ids.length) return;
  try {
    await trigger(accountId, 'welcome', ids, 'welcome');
  } catch (error) {
    logger.error('welcome triggers not recorded', { accountId, subscribers: ids.length, error });
  }
}

/**
 * A welcome or automatic mailing resumed (recurring.ts): the subscribers held while it was paused go
 * back on the due index, due now, so the next tick sends them. Paused again or cancelled meanwhile,
 * the rest stays held (or moot); a step short of time queues the rest as a step of its own.
 */
async function triggersResume(job: CampaignJob, context: JobContext): Promise<void> {
  const { accountId, mailingId } = job;
  for (;;) {
    const head = await mailingsRepository.head(accountId, mailingId);
    if (head?.state !== 'planned') return;
    const { records, more } = await triggersRepository.held(accountId, mailingId, UNHOLD_AT_ONCE);
    const at = new Date().toISOString();
    await Promise.all(records.map((r) => triggersRepository.unhold(r, at)));
    if (!more) return;
    if (context.remainingMs() < UNHOLD_RESERVE_MS) {
      await enqueueJob(job);
      return;
    }
  }
}

export const triggersSteps = { triggersResume };
