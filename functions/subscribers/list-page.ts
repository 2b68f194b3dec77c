import type { Subscriber, SubscriberCountQuery } from '@shared/schemas/subscriber';
import { ValidationError } from '@functions/platform/errors';
import { propertiesService } from '@functions/properties/service';
import type { AudienceScope } from '@functions/segments/restriction';
import { subscribersRepository, type PropertyFilter } from './repository';

/**
 * One page of the list's filters, as stored (cursors unsealed): an e-mail prefix search reads the
 * address index (then filters what it found); otherwise newest first, by status and one property. A
 * restricted user's reach is decided while reading (pages fill). The list and its count read the same.
 */
export async function filteredPage(
  accountId: string,
  query: SubscriberCountQuery,
  limit: number,
  cursor: string | undefined,
  scope: AudienceScope,
  /** The query's property filter as propertyFilter resolved it; a caller reading many pages resolves it once. */
  filter?: PropertyFilter,
  /** A test of each subscriber read beyond the list's own filters (the addresses report's engagement). */
  match?: (s: Subscriber) => boolean,
): Promise<{ items: Subscriber[]; cursor?: string }> {
  if (filter === undefined) filter = await propertyFilter(accountId, query);
  const within = scope ?? undefined;
  if (query.search) {
    const page = await subscribersRepository.searchByEmail(accountId, query.search, limit, cursor, within);
    const found = await subscribersRepository.getMany(accountId, page.ids);
    const byId = new Map(found.map((s) => [s.id, s]));
    const items = page.ids
      .map((sid) => byId.get(sid))
      .filter(
        (s): s is Subscriber =>
          s !== undefined &&
          (!query.status || query.status.includes(s.status)) &&
          (!filter || matchesFilter(s, filter)) &&
          (!match || match(s)),
      );
    return { items, cursor: page.cursor };
  }
  return subscribersRepository.list(accountId, { limit, cursor, statuses: query.status, filter, within, match });
}

/** The query's property filter against the account's properties (none without a property). */
export async function propertyFilter(accountId: string, query: SubscriberCountQuery): Promise<PropertyFilter | undefined> {
  if (!query.property) return undefined;
  const def = (await propertiesService.all(accountId)).find((p) => p.id === query.property);
  if (!def) throw ValidationError.field('property', 'PROPERTY_NOT_FOUND');
  const numeric = def.type === 'int' || (def.id === 'status' && query.value !== undefined);
  return { field: def.id, op: query.op!, value: numeric && query.value !== undefined ? Number(query.value) : query.value };
}

/** The list's property filter applied in memory (after a prefix search), as the query would. */
function matchesFilter(s: Subscriber, filter: PropertyFilter): boolean {
  const value = (s as unknown as Record<string, unknown>)[filter.field] ?? s.props[filter.field];
  const empty = value === undefined || value === null || value === '';
  if (filter.op === 'empty') return empty;
  if (filter.op === 'notEmpty') return !empty;
  if (empty) return false;
  if (Array.isArray(value)) return value.includes(String(filter.value));
  if (filter.op === 'contains') return String(value).includes(String(filter.value));
  return value === filter.value;
}
