import type { RollupDeltas } from '@functions/engagement/report-tally';
import type { EngagementCounts } from '@functions/sending/rollups-repository';

/**
 * What a batch adds to the account's report days (keys/report-days.ts), pure: a sending's part of a
 * batch, as its own roll-ups count it, lands on the day the sending started in the account's time
 * zone, summed with the batch's other sendings of that day, so the ingest writes one update per day
 * item per account per batch.
 */

/** A sending as the days see it: the account's day it started on, and its send type. */
export interface SendingDay {
  day: string;
  type?: string;
}

/** The send type of a sending that has none, in a day item's name. */
export const NO_SEND_TYPE = '-';

export const totalsName = (s: SendingDay) => `t#${s.day}#${s.type || NO_SEND_TYPE}`;

/** The sending's report roll-ups the days keep too (renamed), and those they keep once a day: the totals. */
const KEPT_BY_NAME = ['dom#', 'bc#'];

function addInto(deltas: RollupDeltas, name: string, add: Record<string, number>): void {
  let delta = deltas.get(name);
  if (!delta) deltas.set(name, (delta = { add: {} }));
  for (const [counter, n] of Object.entries(add)) if (n) delta.add[counter] = (delta.add[counter] ?? 0) + n;
}

/**
 * Adds a sending's part of a batch to `into` (the account's deltas of the batch so far): its
 * engagement counters and its report totals to its day's totals of its type, its domains and bounce
 * codes to its day's. Hours, links, devices and clients stay the sending's: no period report reads them.
 */
export function addSendingDay(
  into: RollupDeltas,
  sending: SendingDay,
  engagement: Partial<EngagementCounts>,
  report: RollupDeltas,
): RollupDeltas {
  addInto(into, totalsName(sending), { ...engagement, ...(report.get('t')?.add ?? {}) });
  for (const [name, delta] of report)
    if (KEPT_BY_NAME.some((prefix) => name.startsWith(prefix))) {
      const [kind, ...rest] = name.split('#');
      addInto(into, [kind, sending.day, ...rest].join('#'), delta.add);
    }
  return into;
}

/** A batch of e-mails sent (the send path): its count, and the sending itself once its audience is planned. */
export function sentDay(sending: SendingDay, counts: { sent?: number; mailings?: number }): RollupDeltas {
  const deltas: RollupDeltas = new Map();
  addInto(deltas, totalsName(sending), counts);
  return deltas;
}
