import type { AccountKeyContext, TableKey } from './context';
import { DUE_INDEX } from './platform';
import type { KeyRange } from './range';
import type { Relocation } from './relocation';

/**
 * What the delivery engine keeps about a paused sending (functions/delivery/control.ts), a mailing's
 * or an SMS sending's alike (their ids are ULIDs, unique across both):
 *
 * - `PARKED#<sending>#<batch>` a batch of recipients that reached the sending while it was paused,
 *                              kept until it resumes; in the sending family's partitions of that
 *                              sending (`ACC#<account>#M#<sending>#<nn>`, nn by the batch), so a
 *                              million-recipient sending parking 20,000 batches at once spreads its
 *                              writes, and the base partition (where the sending's own item is)
 *                              stays cool. The batch id is a digest of its recipients: a batch
 *                              delivered twice parks once.
 *
 * - `HOURS#<sending>#<hour>` how many messages an hourly sending (issue 17) reserved in hour <hour>
 *                              of its sending (delivery/hourly.ts), in the same partitions, spread
 *                              by the hour; gone by TTL a day after.
 *
 * While a sending is paused until a time (a spent daily quota), its own item (campaigns.ts) stands
 * on the `due` index under `DUERESUME` at that time, for the ticker.
 */
export const PARKED_PREFIX = 'PARKED#';
export const HOURS_PREFIX = 'HOURS#';

export function deliveryKeys(c: AccountKeyContext) {
  return {
    parkedBatch: (sendingId: string, batchId: string): TableKey => ({
      pk: c.partitionOf('sending', batchId, sendingId),
      sk: `${PARKED_PREFIX}${sendingId}#${batchId}`,
    }),
    /** An hourly sending's count of messages reserved in one hour of its sending. */
    hourCount: (sendingId: string, hour: number): TableKey => ({
      pk: c.partitionOf('sending', String(hour), sendingId),
      sk: `${HOURS_PREFIX}${sendingId}#${hour}`,
    }),
    /** Every partition a sending's parked batches may be in. */
    parkedBatches: (sendingId: string): KeyRange[] =>
      c.partitions('sending', sendingId).map(({ pk }) => ({ pk, prefix: `${PARKED_PREFIX}${sendingId}#` })),
    /** A paused sending's place on the ticker's due index until it resumes by itself (its item names its account). */
    resumeDue: (dueAt: string) => ({ dueShard: DUE_INDEX.resume, dueAt }),
  };
}

/** A batch parked in layout 1 (the base partition) moves to its sending's partition in layout 2. */
export const deliveryRelocations: Relocation[] = [
  {
    prefix: PARKED_PREFIX,
    to: (item, c) => {
      const [sendingId, batchId] = item.sk.slice(PARKED_PREFIX.length).split('#');
      return { pk: deliveryKeys(c).parkedBatch(sendingId!, batchId!).pk };
    },
  },
  {
    prefix: HOURS_PREFIX,
    to: (item, c) => {
      const [sendingId, hour] = item.sk.slice(HOURS_PREFIX.length).split('#');
      return { pk: deliveryKeys(c).hourCount(sendingId!, Number(hour)).pk };
    },
  },
];
