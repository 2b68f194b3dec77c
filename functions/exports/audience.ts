import { SUBSCRIBER_STATUS, SUBSCRIBER_STATUSES } from '@shared/constants';
import type { ExportAudience } from '@shared/schemas/exports';
import type { RecipientListKind } from '@shared/schemas/reports';
import type { Subscriber } from '@shared/schemas/subscriber';
import { subscribersRepository } from '@functions/subscribers/repository';
import { audienceStore } from '@functions/segments/audience-store';
import { audienceScope, scopeSize } from '@functions/segments/restriction';
import { segmentsRepository } from '@functions/segments/repository';
import { mailingsRepository } from '@functions/mailings/repository';
import { recipientListsRepository } from '@functions/reports/recipients-repository';
import { withEngagement } from '@functions/sending/report';
import { engagementMatch } from '@functions/reports/address-filter';

/** Who an export reads: how many it expects (for progress) and the subscribers, a page at a time. */
export interface AudienceSource {
  expected(): Promise<number>;
  pages(): AsyncIterable<Subscriber[]>;
}

/** A segment's members as calculated: its pieces' ids, read 100 at a time (the forgotten left out). */
async function* segmentPages(accountId: string, segmentId: string): AsyncIterable<Subscriber[]> {
  const audience = (await segmentsRepository.get(accountId, segmentId))?.audience;
  for (let piece = 0; audience && piece < audience.pieces; piece++) {
    const ids = await audienceStore.readPiece(accountId, segmentId, audience.calcId, piece);
    for (let i = 0; i < ids.length; i += 100) {
      const found = await subscribersRepository.getMany(accountId, ids.slice(i, i + 100));
      yield found.filter((s) => s.status !== SUBSCRIBER_STATUS.forgotten);
    }
  }
}

/** A mailing's recipient list of a kind, in its order (the forgotten left out). */
async function* recipientPages(
  accountId: string,
  audience: Extract<ExportAudience, { kind: 'mailingRecipients' }>,
): AsyncIterable<Subscriber[]> {
  for await (const entries of recipientListsRepository.entries(accountId, audience.mailingId, audience.list)) {
    const found = await subscribersRepository.getMany(
      accountId,
      entries.map((e) => e.subscriberId),
    );
    yield found.filter((s) => s.status !== SUBSCRIBER_STATUS.forgotten);
  }
}

/** How many a mailing's list holds: its counter of that kind. */
async function recipientCount(accountId: string, mailingId: string, list: RecipientListKind): Promise<number> {
  const mailing = await mailingsRepository.get(accountId, mailingId);
  if (!mailing) return 0;
  const [counted] = await withEngagement(accountId, [mailing]);
  return counted!.stats[list];
}

/**
 * The addresses report's list: the chosen segment's members, or everyone with the status (any but
 * forgotten), read whole and kept by the report's own filters.
 */
function addressesSource(accountId: string, filter: Extract<ExportAudience, { kind: 'addresses' }>['filter']): AudienceSource {
  const statuses = filter.status !== undefined ? [filter.status] : SUBSCRIBER_STATUSES.filter((s) => s !== SUBSCRIBER_STATUS.forgotten);
  const match = engagementMatch(filter);
  const keep = (s: Subscriber) =>
    statuses.includes(s.status) && (!filter.search || (s.email ?? '').toLowerCase().startsWith(filter.search)) && (!match || match(s));
  const source = filter.segment
    ? unscopedSource(accountId, { kind: 'segment', segmentId: filter.segment })
    : unscopedSource(accountId, { kind: 'statuses', statuses });
  return {
    expected: () => source.expected(),
    async *pages() {
      for await (const page of source.pages()) yield page.filter(keep);
    },
  };
}

/**
 * An exporter restricted to segments (spec section 6) gets only their members: the pages are
 * filtered by the scope, and the count expected is the size of their reach (an upper bound): the
 * audience's own count would tell them how many there are beyond it.
 */
export function audienceSource(accountId: string, audience: ExportAudience, scopeSegmentIds: readonly string[] = []): AudienceSource {
  const source = unscopedSource(accountId, audience);
  if (scopeSegmentIds.length === 0) return source;
  return {
    expected: async () => (await scopeSize(accountId, scopeSegmentIds)) ?? 0,
    async *pages() {
      const scope = await audienceScope(accountId, scopeSegmentIds);
      for await (const page of source.pages()) yield scope ? page.filter((s) => scope(s.id)) : page;
    },
  };
}

/** One reader per audience kind. */
function unscopedSource(accountId: string, audience: ExportAudience): AudienceSource {
  switch (audience.kind) {
    case 'segment':
      return {
        expected: async () => (await segmentsRepository.get(accountId, audience.segmentId))?.audience?.count ?? 0,
        pages: () => segmentPages(accountId, audience.segmentId),
      };
    case 'mailingRecipients':
      return {
        expected: () => recipientCount(accountId, audience.mailingId, audience.list),
        pages: () => recipientPages(accountId, audience),
      };
    case 'addresses':
      return addressesSource(accountId, audience.filter);
    case 'statuses': {
      const statuses = [...new Set(audience.statuses)];
      return {
        async expected() {
          const { byStatus } = await subscribersRepository.countsByStatus(accountId);
          return statuses.reduce((sum, s) => sum + (byStatus[String(s)] ?? 0), 0);
        },
        pages: () => subscribersRepository.pagesWithStatus(accountId, statuses),
      };
    }
  }
}
