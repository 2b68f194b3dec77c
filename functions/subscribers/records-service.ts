import { ulid } from 'ulid';
import { SUBSCRIBER_STATUS, SUBSCRIBER_STATUSES } from '@shared/constants';
import type { ChangeEntry, Note, SubscriberStats } from '@shared/schemas/subscriber-records';
import { dayIn } from '@shared/rules/time-zone';
import { DELETED_USER_LABEL } from '@shared/rules/users';
import { accountSettings } from '@functions/accounts/settings-service';
import { nowIso } from '@functions/platform/dynamo';
import { NotFoundError } from '@functions/platform/errors';
import type { Principal } from '@functions/platform/http';
import { activityRepository, keyId } from '@functions/activity/repository';
import { userEmails } from '@functions/users/labels';
import { mailingsRepository } from '@functions/mailings/repository';
import { smsService } from '@functions/sms/service';
import { statusAttr } from './keys';
import { withActorNames, withSubscriberNames } from './history-names';
import { recordsRepository } from './records-repository';
import { subscribersRepository } from './repository';
import { refuseIfRestricted, type AudienceScope } from '@functions/segments/restriction';
import { incomingCursor, outgoingCursor } from '@functions/platform/sealed-cursor';

async function exists(accountId: string, id: string, scope: AudienceScope): Promise<void> {
  if (!(await subscribersRepository.get(accountId, id)) || (scope && !scope(id))) throw new NotFoundError('SUBSCRIBER_NOT_FOUND');
}

async function mailingsById(accountId: string, ids: readonly (string | undefined)[]) {
  const unique = [...new Set(ids.filter((m): m is string => Boolean(m)))];
  return new Map(
    (await Promise.all(unique.map((m) => mailingsRepository.head(accountId, m)))).flatMap((m) => (m ? [[m.id, m] as const] : [])),
  );
}

async function mailingNames(accountId: string, ids: readonly (string | undefined)[]): Promise<Map<string, string>> {
  return new Map([...(await mailingsById(accountId, ids))].map(([id, m]) => [id, m.name]));
}

/** The day `n` days before `day` (both yyyy-mm-dd). */
function dayBefore(day: string, n: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - n);
  return d.toISOString().slice(0, 10);
}

const FIRST_FIELDS = {
  delivered: 'deliveredAt',
  opened: 'openedAt',
  clicked: 'clickedAt',
  bounced: 'bouncedAt',
  complained: 'complainedAt',
  unsubscribed: 'unsubscribedAt',
} as const;
type FirstField = (typeof FIRST_FIELDS)[keyof typeof FIRST_FIELDS];

/** The first moment of each kind of engagement with each of these mailings: their engagement items, read by key in one batch. */
async function firstEngagements(
  accountId: string,
  subscriberId: string,
  sent: readonly { mailingId?: string }[],
): Promise<Map<string, Partial<Record<FirstField, string>>>> {
  const wanted = [...new Set(sent.map((e) => e.mailingId!))].flatMap((mailingId) =>
    Object.keys(FIRST_FIELDS).map((type) => ({ subscriberId, mailingId, type: type as keyof typeof FIRST_FIELDS })),
  );
  const keys = await activityRepository.engagementKeys(accountId, wanted);
  const moments = await activityRepository.engagementMoments(keys);
  const firsts = new Map<string, Partial<Record<FirstField, string>>>();
  wanted.forEach((w, i) => {
    const at = moments.get(keyId(keys[i]!));
    if (at) firsts.set(w.mailingId, { ...firsts.get(w.mailingId), [FIRST_FIELDS[w.type]]: at });
  });
  return firsts;
}

/** A subscriber's activity, e-mail contact history, change history and notes; the account's stats and log. */
export const subscriberRecordsService = {
  async activity(accountId: string, id: string, scope: AudienceScope, limit: number, cursor?: string) {
    await exists(accountId, id, scope);
    const page = await activityRepository.list(accountId, id, limit, cursor);
    const names = await mailingNames(
      accountId,
      page.items.map((e) => e.mailingId),
    );
    return {
      items: page.items.map((e) => (e.mailingId && names.has(e.mailingId) ? { ...e, mailingName: names.get(e.mailingId) } : e)),
      cursor: page.cursor,
    };
  },

  /**
   * Every mailing sent to the subscriber, with what became of it: the first delivery, open, click...
   * are the engagement items the events worker writes once per kind (functions/engagement), by key.
   */
  async contact(accountId: string, id: string, scope: AudienceScope, limit: number, cursor?: string) {
    await exists(accountId, id, scope);
    const page = await activityRepository.list(accountId, id, limit, cursor, 'sent');
    const sent = page.items.filter((e) => e.mailingId);
    const [mailings, firsts] = await Promise.all([
      mailingsById(
        accountId,
        sent.map((e) => e.mailingId),
      ),
      firstEngagements(accountId, id, sent),
    ]);
    const items = sent.map((e) => {
      const mailing = mailings.get(e.mailingId!);
      const first = firsts.get(e.mailingId!) ?? {};
      return { mailingId: e.mailingId!, mailingName: mailing?.name ?? '—', subject: mailing?.subject, sentAt: e.at, ...first };
    });
    return { items, cursor: page.cursor };
  },

  /** Every text sent to the subscriber, or not sent and why (spec: the "contact-sms" tab). */
  async contactSms(accountId: string, id: string, scope: AudienceScope, limit: number, cursor?: string) {
    await exists(accountId, id, scope);
    return smsService.contactHistory(accountId, id, limit, cursor);
  },

  async history(
    accountId: string,
    id: string,
    scope: AudienceScope,
    limit: number,
    cursor?: string,
  ): Promise<{ items: ChangeEntry[]; cursor?: string }> {
    await exists(accountId, id, scope);
    const page = await recordsRepository.subscriberHistory(accountId, id, limit, cursor);
    return { items: await withActorNames(accountId, page.items), cursor: page.cursor };
  },

  /**
   * The account's change log, newest first. A restricted user reads only their members' lines: the
   * reach is decided while reading (pages fill, reading on up to a budget), and the cursor is sealed,
   * since the last line read may be someone else's.
   */
  async accountHistory(accountId: string, limit: number, cursor?: string, scope: AudienceScope = null) {
    const page = await recordsRepository.accountHistory(
      accountId,
      limit,
      await incomingCursor(accountId, scope !== null, cursor),
      scope ?? undefined,
    );
    // Two independent batch reads a page: the actors and the subscribers, named side by side (same order).
    const [withActors, withSubscribers] = await Promise.all([
      withActorNames(accountId, page.items),
      withSubscriberNames(accountId, page.items),
    ]);
    return {
      items: withSubscribers.map((e, i) => ({ ...e, actor: withActors[i]!.actor })),
      cursor: await outgoingCursor(accountId, scope !== null, page.cursor),
    };
  },

  async notes(accountId: string, id: string, scope: AudienceScope): Promise<{ items: Note[] }> {
    await exists(accountId, id, scope);
    const notes = await recordsRepository.notes(accountId, id);
    // The author by reference, as change history lines (withActorEmails).
    const emails = await userEmails(notes.map((n) => n.authorId));
    return { items: notes.map((n) => ({ ...n, authorEmail: emails.get(n.authorId) ?? DELETED_USER_LABEL })) };
  },

  async addNote(principal: Principal, id: string, text: string, scope: AudienceScope): Promise<Note> {
    const subscriber = await subscribersRepository.get(principal.accountId, id);
    if (!subscriber || (scope && !scope(id))) throw new NotFoundError('SUBSCRIBER_NOT_FOUND');
    if (subscriber.status === SUBSCRIBER_STATUS.forgotten) throw new NotFoundError('SUBSCRIBER_NOT_FOUND');
    const note: Note = { id: ulid(), text, at: nowIso(), authorId: principal.userId, authorEmail: principal.email };
    // Stored without the e-mail: read by reference (notes).
    const { authorEmail: _byReference, ...stored } = note;
    await recordsRepository.addNote(principal.accountId, id, stored);
    return note;
  },

  async deleteNote(accountId: string, id: string, noteId: string, scope: AudienceScope): Promise<void> {
    if (scope && !scope(id)) throw new NotFoundError('SUBSCRIBER_NOT_FOUND');
    if (!(await recordsRepository.deleteNote(accountId, id, noteId))) throw new NotFoundError('RESOURCE_NOT_FOUND');
  },

  /**
   * The statistics count every subscriber of the account (one counters item, never a scan), which a
   * user restricted to segments may not see; over their reach they would need a scan: refused.
   */
  statsFor(principal: Pick<Principal, 'accountId' | 'segmentIds'>, days: number): Promise<SubscriberStats> {
    refuseIfRestricted(principal);
    return this.stats(principal.accountId, days);
  },

  /**
   * Counts by status for each of the last `days` days (end of day): today's counts, and each earlier
   * day's from the day after minus that day's recorded changes. Days are the account's time zone's,
   * named in the answer; a day recorded before the zone last changed keeps the zone it was recorded
   * in (settings-service.ts saveGeneral). The zone is read fresh: a page view is one read, and the
   * page should name the zone just saved.
   */
  async stats(accountId: string, days: number, now: Date = new Date()): Promise<SubscriberStats> {
    const timeZone = await accountSettings.timeZone(accountId);
    const today = dayIn(timeZone, now);
    const first = dayBefore(today, days - 1);
    const [current, changes] = await Promise.all([
      subscribersRepository.countsByStatus(accountId),
      subscribersRepository.dailyChanges(accountId, first),
    ]);
    // A day after today exists only if the zone moved west since it was recorded (its "tomorrow" was
    // the old zone's today): counted as today's until its date comes, so earlier days' totals stay right.
    const changesByDay = new Map<string, Record<string, number>>();
    for (const { day, counters } of changes) {
      const key = day > today ? today : day;
      const into = changesByDay.get(key) ?? {};
      for (const [attr, n] of Object.entries(counters)) into[attr] = (into[attr] ?? 0) + n;
      changesByDay.set(key, into);
    }
    const counts = { ...current.byStatus };
    const series: SubscriberStats['series'] = [];
    for (let i = 0; i < days; i++) {
      const day = dayBefore(today, i);
      const delta = changesByDay.get(day) ?? {};
      series.push({
        date: day,
        total: Object.values(counts).reduce((a, b) => a + b, 0),
        byStatus: { ...counts },
        joined: delta.joined ?? 0,
        left: delta.left ?? 0,
      });
      for (const status of SUBSCRIBER_STATUSES) counts[String(status)] = (counts[String(status)] ?? 0) - (delta[statusAttr(status)] ?? 0);
    }
    return { total: current.total, byStatus: current.byStatus, series: series.reverse(), timeZone };
  },
};
