import type { AccountKeyContext, TableKey } from './context';
import type { Relocation } from './relocation';

/**
 * The account's report days (issue 18, functions/reports/days-repository.ts): what the period
 * reports (/reports/special, /reports/dynamic) read instead of every sending's roll-ups. A sending's
 * numbers count on the day it started in the account's time zone, so a day is the sum of the sendings
 * that started on it. In layout 2 they spread over the day family, `ACC#<account>#D#<nn>` (8 shards,
 * data/shards.ts DAY_SHARDS); a batch writes its items into one shard at random and a report sums
 * the shards:
 *
 * - `DAY#t#<yyyy-mm-dd>#<send type>` the totals of the day's sendings of one send type (`-` none):
 *                               mailings, sent, the engagement counters (delivered, opened, clicked,
 *                               bounced, complained, unsubscribed), every open and click, machines'
 *                               first ones, soft bounces
 * - `DAY#dom#<yyyy-mm-dd>#<domain>` a recipient domain's (shared/rules/mail-domains.ts): delivered,
 *                               bounced, complained, soft bounces, opened, clicked
 * - `DAY#bc#<yyyy-mm-dd>#<smtp code>#<hard|soft>` a bounce code's count
 *
 * Bounded: send types, named domains and bounce codes are fixed lists, so a day holds at most a few
 * hundred items per shard whatever the account sends, and a report of a year reads one range of
 * each kind per shard. Kept like the sendings' roll-ups (no TTL): a report's period reaches 366 days
 * back and the period before it as far again.
 */
export const DAY_PREFIX = 'DAY#';
export const DAY_KINDS = ['t', 'dom', 'bc'] as const;
export type DayKind = (typeof DAY_KINDS)[number];

/** After every character a day item's name continues with ('#', digits, letters, '.', '-'). */
const END = '~';

export function reportDayKeys(c: AccountKeyContext) {
  return {
    /** One day item (`name`: `t#<day>#<type>`, `dom#<day>#<domain>`, `bc#<day>#<code>#<kind>`) in shard `shard`. */
    reportDayInShard: (shard: number, name: string): TableKey => ({
      pk: c.partition('day', shard % c.shards('day')),
      sk: `${DAY_PREFIX}${name}`,
    }),
    /** The partitions of the day family (a report reads each). */
    reportDayPartitions: (): string[] => c.partitions('day').map(({ pk }) => pk),
    /** The sort keys of one kind's items from day `from` to day `to`, both included. */
    reportDayRange: (kind: DayKind, from: string, to: string) => ({
      from: `${DAY_PREFIX}${kind}#${from}`,
      to: `${DAY_PREFIX}${kind}#${to}#${END}`,
    }),
  };
}

/** Layout 1 kept them in the base partition: they become shard 0's, so the sums stay the same. */
export const reportDayRelocations: Relocation[] = [{ prefix: DAY_PREFIX, to: (_item, c) => ({ pk: c.partition('day', 0) }) }];
