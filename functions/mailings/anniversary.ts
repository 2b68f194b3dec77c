import { SENDABLE_STATUSES } from '@shared/constants';
import { isAnniversaryOn, localDay, nextAnniversaryCheck } from '@shared/rules/anniversary';
import { accountTimeZone } from '@functions/accounts/settings-service';
import { audiencePage, audienceStart } from '@functions/delivery/audience';
import { enqueueJob } from '@functions/jobs/queue';
import { logger } from '@functions/platform/logger';
import { subscribersRepository } from '@functions/subscribers/repository';
import { mailingsRepository } from './repository';
import { triggersRepository } from './triggers-repository';
import { trigger, TRIGGERED_TYPES } from './triggers';
import type { CampaignTick } from './send-types/types';

/** The occasion of a subscriber's anniversary in a year: one trigger record per subscriber, mailing and year. */
export const anniversaryOccasion = (day: string): string => `anniversary${day.slice(0, 4)}`;

/** The minute ticker: anniversary mailings whose daily look is due, each queued as a job (it reads the whole audience). */
export const anniversaryTick: CampaignTick = async (now, read) => {
  const due = await triggersRepository.anniversariesDue(now.toISOString(), read);
  await Promise.all(
    due.map((d) =>
      enqueueJob({ kind: 'campaign', accountId: d.accountId, mailingId: d.mailingId, step: 'anniversaryCheck', data: { at: d.dueAt } }),
    ),
  );
  return due.length;
};

/**
 * One daily look at `at`: the audience's subscribers (the mailing's segment as last calculated, or
 * every sendable one; the sender's reach is the engine's, as for every run) whose date has its
 * anniversary on that day in the account's zone are triggered with the year as the occasion, so a
 * retried look, or a date edited to a later day of the same year, triggers nobody twice. A paused
 * mailing's day is skipped; a mailing no longer planned leaves the index. The look moves on to the
 * next day by a conditional update (a duplicate job finds it moved and does nothing).
 */
async function anniversaryCheck(accountId: string, mailingId: string, at: string): Promise<void> {
  const entry = await triggersRepository.entry(accountId, mailingId);
  if (!entry || entry.kind !== 'anniversary' || entry.dueAt !== at || !entry.propertyId || entry.hour === undefined) {
    logger.info('anniversary look no longer due; dropped', { accountId, mailingId, at });
    return;
  }
  const mailing = await mailingsRepository.get(accountId, mailingId);
  if (!mailing || !['planned', 'paused'].includes(mailing.state) || !mailing.sendType || !TRIGGERED_TYPES.includes(mailing.sendType)) {
    await triggersRepository.unregister(accountId, mailingId);
    return;
  }
  const timeZone = await accountTimeZone(accountId);
  if (mailing.state === 'planned') {
    const day = localDay(at, timeZone);
    let cursor = await audienceStart(accountId, mailing.segmentId);
    let triggered = 0;
    while (cursor) {
      const page = await audiencePage(accountId, mailing.segmentId, cursor);
      const subscribers = await subscribersRepository.getMany(accountId, page.ids);
      const ids = subscribers
        .filter((s) => SENDABLE_STATUSES.includes(s.status) && isAnniversaryOn(s.props[entry.propertyId!], day))
        .map((s) => s.id);
      triggered += await trigger(accountId, 'anniversary', ids, anniversaryOccasion(day), { now: new Date(at), entries: [entry] });
      cursor = page.next;
    }
    logger.info('anniversary look', { accountId, mailingId, day, triggered });
  }
  const next = nextAnniversaryCheck(new Date(at), entry.hour, timeZone).toISOString();
  await triggersRepository.advanceAnniversary(accountId, mailingId, at, next);
}

export const anniversarySteps = {
  anniversaryCheck: (job: { accountId: string; mailingId: string; data?: Record<string, unknown> }) =>
    anniversaryCheck(job.accountId, job.mailingId, String(job.data?.at ?? '')),
};
