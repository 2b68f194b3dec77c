import { SUBSCRIBER_STATUS } from '@shared/constants';
import { buildBatch } from '@shared/segments/batch';
import { accountSettings } from '@functions/accounts/settings-service';
import { activityRepository } from '@functions/activity/repository';
import { customEventsRepository } from '@functions/custom-events/repository';
import { subscribersRepository } from '@functions/subscribers/repository';
import { compileFor } from './calculation';
import { toInput } from './loader';
import { segmentsRepository } from './repository';

/** Subscribers whose activity is read side by side. */
const EVENT_READS_AT_ONCE = 20;

/** One subscriber's records of a range read (activity, custom events), all pages. */
async function allOf<T>(pages: AsyncIterable<T[]>): Promise<T[]> {
  const out: T[] = [];
  for await (const page of pages) out.push(...page);
  return out;
}

/** A segment's conditions compiled for now, with what evaluating them needs; undefined for a deleted segment. */
async function compiledSegment(accountId: string, segmentId: string) {
  const segment = await segmentsRepository.get(accountId, segmentId);
  if (!segment) return undefined;
  const timeZone = await accountSettings.timeZone(accountId);
  return { timeZone, compiled: await compileFor(accountId, segment.conditions, new Date().toISOString(), timeZone) };
}

/**
 * A filter of which ids belong to the segment now: its conditions evaluated on them as they are, not
 * its last calculation, which a subscriber who joined a minute ago is not in yet (a welcome's run asks,
 * delivery/audience-filters.ts). The segment is read and compiled once per filter, on its first page;
 * a deleted segment holds nobody; forgotten subscribers never belong. Built for the few recipients
 * of a triggered run: each one's activity and custom events are read on their own.
 */
export function segmentMembersFilter(accountId: string, segmentId: string): (ids: readonly string[]) => Promise<string[]> {
  let segment: ReturnType<typeof compiledSegment> | undefined;
  return async (ids) => {
    if (!ids.length) return [];
    const prepared = await (segment ??= compiledSegment(accountId, segmentId));
    if (!prepared) return [];
    const { compiled, timeZone } = prepared;
    const subscribers = (await subscribersRepository.getMany(accountId, ids)).filter((s) => s.status !== SUBSCRIBER_STATUS.forgotten);
    const rows = [];
    for (let i = 0; i < subscribers.length; i += EVENT_READS_AT_ONCE) {
      const part = subscribers.slice(i, i + EVENT_READS_AT_ONCE);
      const [events, customEvents] = await Promise.all([
        compiled.needs.events ? Promise.all(part.map((s) => allOf(activityRepository.range(accountId, s.id, s.id)))) : [],
        compiled.needs.customEvents.size > 0
          ? Promise.all(part.map((s) => allOf(customEventsRepository.range(accountId, s.id, s.id))))
          : [],
      ]);
      rows.push(...part.map((s, j) => toInput(s, events[j] ?? [], customEvents[j])));
    }
    const batch = buildBatch(rows, compiled.needs, timeZone);
    return compiled.matches(batch).map((i) => batch.ids[i]!);
  };
}
