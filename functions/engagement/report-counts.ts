import { activityTtl, keyId, type Engagement } from '@functions/activity/repository';
import type { TableKey } from '@functions/data/keys/context';
import { EVENT_SEEN_DAYS, linkHash } from '@functions/data/keys/sending';
import { tenant } from '@functions/data/tenant';
import { daysRepository } from '@functions/reports/days-repository';
import type { SendingDay } from '@functions/reports/day-tally';
import { batchGetItems } from '@functions/platform/batch-get';
import { epochSeconds } from '@functions/platform/dynamo';
import { OTHER_DOMAIN } from '@shared/rules/mail-domains';
import type { Counted } from './events';
import type { BatchItem } from './ingest';
import { reportDeltas, type RollupDeltas } from './report-tally';

/**
 * The report's part of the batch ingest (./ingest.ts), beside the engagement counters: the markers
 * that make its counts idempotent, what it reads of the recipients' claims and of the sending, and
 * the roll-ups a batch adds (./report-tally.ts). Its markers are read and written with the
 * engagements' (one BatchGet, one BatchWrite) and taken back with them when a count fails.
 *
 * - an open's, click's or soft bounce's own id (`SEEN#`): totals count every one of them, once;
 * - a recipient's first click of a link (`CLICKED#`): the link's unique clicks.
 */
export interface ReportMark {
  key: TableKey;
  item: Record<string, unknown>;
  /** The event the marker is for, and what it marks. */
  owner: BatchItem;
  kind: 'seen' | 'link';
}

/** The report's markers of one sending's events (the same marker twice in the batch: the first). */
export async function reportMarksOf(accountId: string, mailingId: string, items: readonly BatchItem[]): Promise<ReportMark[]> {
  const keys = await tenant(accountId, 'write');
  const seenUntil = epochSeconds() + EVENT_SEEN_DAYS * 86_400;
  const marks = new Map<string, ReportMark>();
  const mark = (m: ReportMark) => marks.has(keyId(m.key)) || marks.set(keyId(m.key), m);
  for (const owner of items) {
    const occurrence = owner.event.occurrence;
    if (!occurrence) continue;
    const subscriberId = owner.event.target.subscriberId;
    const seen = keys.eventSeen(mailingId, subscriberId, occurrence.id);
    mark({ key: seen, item: { ...seen, ttl: seenUntil }, owner, kind: 'seen' });
    if (occurrence.kind !== 'click' || !occurrence.url) continue;
    const link = keys.linkClicked(mailingId, subscriberId, occurrence.url);
    mark({ key: link, item: { ...link, at: occurrence.at, ttl: activityTtl(occurrence.at) }, owner, kind: 'link' });
  }
  return [...marks.values()];
}

/** What the report reads beside a batch: each recipient's domain and send time (their claim), each sending's start. */
export interface ReportContext {
  recipients: Map<string, { domain?: string; sentAt?: string }>;
  startedAt: Map<string, string | undefined>;
  /** The account's day each sending counts on, and its send type (reports/days-repository.ts); absent: not started. */
  days: Map<string, SendingDay | undefined>;
}

const recipientId = (mailingId: string, subscriberId: string) => `${mailingId}#${subscriberId}`;

/** One BatchGet (per 100) of the batch's claims, projected, and the sendings' starts, side by side. */
export async function readReportContext(
  groups: readonly { accountId: string; mailingId: string; items: readonly BatchItem[] }[],
): Promise<ReportContext> {
  const claimKeys = new Map<string, TableKey>();
  await Promise.all(
    groups.map(async ({ accountId, mailingId, items }) => {
      const keys = await tenant(accountId);
      for (const { event } of items)
        claimKeys.set(recipientId(mailingId, event.target.subscriberId), keys.sendClaim(mailingId, event.target.subscriberId));
    }),
  );
  const [claims, started] = await Promise.all([
    batchGetItems([...claimKeys.values()], ['sk', 'mailingId', 'subscriberId', 'domain', 'sentAt']),
    Promise.all(
      groups.map(async (g) => {
        const [sending, day] = await Promise.all([
          daysRepository.sending(g.accountId, g.mailingId),
          daysRepository.sendingDay(g.accountId, g.mailingId),
        ]);
        return { id: g.mailingId, startedAt: sending.startedAt, day };
      }),
    ),
  ]);
  const recipients = new Map(
    claims.map((c) => [
      recipientId(String(c.mailingId), String(c.subscriberId)),
      { domain: c.domain as string | undefined, sentAt: c.sentAt as string | undefined },
    ]),
  );
  return {
    recipients,
    startedAt: new Map(started.map((s) => [s.id, s.startedAt])),
    days: new Map(started.map((s) => [s.id, s.day])),
  };
}

/** What a sending's part of the batch adds to its report: `first` its engagements counted now, `marks` its report markers written now. */
export function reportDeltasOf(
  mailingId: string,
  items: readonly BatchItem[],
  first: readonly Counted[],
  marks: readonly ReportMark[],
  context: ReportContext,
): RollupDeltas {
  const firsts = new Set(first);
  const seen = new Set(marks.filter((m) => m.kind === 'seen').map((m) => m.owner));
  const firstOfLink = new Set(marks.filter((m) => m.kind === 'link').map((m) => m.owner));
  const events = items.map((owner) => {
    const recipient = context.recipients.get(recipientId(mailingId, owner.event.target.subscriberId));
    const engagements: Engagement[] = owner.event.counted.filter((c) => firsts.has(c)).map((c) => c.marker);
    return {
      first: engagements,
      occurrence: seen.has(owner) ? owner.event.occurrence : undefined,
      firstOfLink: firstOfLink.has(owner),
      domain: recipient?.domain ?? OTHER_DOMAIN,
      sentAt: recipient?.sentAt,
    };
  });
  return reportDeltas(events, context.startedAt.get(mailingId), linkHash);
}
