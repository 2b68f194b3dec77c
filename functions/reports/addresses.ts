import { SUBSCRIBER_STATUS } from '@shared/constants';
import type { AddressReportFilter, AddressReportList, AddressReportQuery, AddressRow } from '@shared/schemas/report-addresses';
import type { Subscriber } from '@shared/schemas/subscriber';
import { ConflictError, ValidationError } from '@functions/platform/errors';
import type { Principal } from '@functions/platform/http';
import { audienceScope, type AudienceScope } from '@functions/segments/restriction';
import { segmentsRepository } from '@functions/segments/repository';
import { filteredPage } from '@functions/subscribers/list-page';
import { engagementMatch } from './address-filter';

type Actor = Pick<Principal, 'accountId' | 'segmentIds'>;

/** A segment filter names a segment of the account that has been calculated (its last audience counts, as for a restriction). */
async function checkSegment(accountId: string, segmentId: string): Promise<void> {
  const segment = await segmentsRepository.get(accountId, segmentId);
  if (!segment) throw ValidationError.field('segment', 'SEGMENT_NOT_FOUND');
  if (!segment.audience) throw new ConflictError('SEGMENT_NOT_CONFIGURED');
}

/** Who the page may show: the caller's reach (their segment restriction), within the chosen segment. */
async function reach(actor: Actor, filter: AddressReportFilter): Promise<AudienceScope> {
  const restriction = await audienceScope(actor.accountId, actor.segmentIds);
  if (!filter.segment) return restriction;
  await checkSegment(actor.accountId, filter.segment);
  const segment = (await audienceScope(actor.accountId, [filter.segment]))!;
  return restriction ? (id) => segment(id) && restriction(id) : segment;
}

function toRow(s: Subscriber): AddressRow {
  const forgotten = s.status === SUBSCRIBER_STATUS.forgotten;
  return {
    id: s.id,
    status: s.status,
    ...(s.email && !forgotten ? { email: s.email } : {}),
    ...(s.gsm && !forgotten ? { gsm: s.gsm } : {}),
    ...(s.name && !forgotten ? { name: s.name } : {}),
    ...(s.engagement ? { engagement: s.engagement } : {}),
  };
}

export const addressReport = {
  /**
   * A page of the subscribers list (newest first, or in address order with a search) read through
   * the list's own paging: its reads per page are bounded and its cursor sealed, so a filter that
   * keeps few answers a short page with a cursor to read on from, never a scan of the database.
   */
  async page(actor: Actor, query: AddressReportQuery): Promise<AddressReportList> {
    const within = await reach(actor, query);
    const listQuery = {
      ...(query.status !== undefined ? { status: [query.status] } : {}),
      ...(query.search ? { search: query.search } : {}),
    };
    const page = await filteredPage(actor.accountId, listQuery, query.limit, query.cursor, within, undefined, engagementMatch(query));
    return { items: page.items.map(toRow), ...(page.cursor ? { cursor: page.cursor } : {}) };
  },
};
