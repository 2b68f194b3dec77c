import type { AccountKeyContext, TableKey } from './context';
import { DUE_INDEX } from './platform';
import { baseRange } from './range';
import type { Relocation } from './relocation';
import { staysInBase } from './relocation';

/**
 * Triggered mailings (issue 17: welcome, automatic):
 *
 * - `TRIGGER#<mailing>`  an active triggered mailing of the account (its kind and delay), in the base
 *                        partition: what a subscription or a segment's calculation reads to know whom to trigger;
 *                        an anniversary one is on the `due` index (`DUEANNIV`) at its next daily look
 * - `TRIG#<subscriber>#<mailing>#<occasion>` one subscriber triggered by one mailing once per occasion
 *                        (`welcome`, `segment`, an anniversary's year), in the subscriber's shard. On the
 *                        `due` index (`DUETRIG`) until the ticker collects it into a run, then on gsi1
 *                        under `TRIGRUN#<account>#<run>` (gsi1sk: the subscriber): the run's recipients;
 *                        or, come due while its mailing was paused, held on gsi1 under `TRIGHELD#<account>#<mailing>`
 *                        (gsi1sk: its sk) until the mailing is resumed
 */
export const TRIGGER_RECORD_PREFIX = 'TRIG#';
const TRIGGER_ENTRY_PREFIX = 'TRIGGER#';

export function triggerKeys(c: AccountKeyContext) {
  return {
    triggerEntry: (mailingId: string): TableKey => c.base(`${TRIGGER_ENTRY_PREFIX}${mailingId}`),
    triggerEntries: () => baseRange(c, TRIGGER_ENTRY_PREFIX),
    triggerRecord: (subscriberId: string, mailingId: string, occasion: string): TableKey => ({
      pk: c.partitionOf('subscriber', subscriberId),
      sk: `${TRIGGER_RECORD_PREFIX}${subscriberId}#${mailingId}#${occasion}`,
    }),
    triggerDue: (dueAt: string) => ({ dueShard: DUE_INDEX.triggers, dueAt }),
    anniversaryDue: (dueAt: string) => ({ dueShard: DUE_INDEX.anniversaries, dueAt }),
    triggerRunIndex: (runId: string, subscriberId: string) => ({ gsi1pk: c.index('TRIGRUN', [runId]), gsi1sk: subscriberId }),
    triggerRunPk: (runId: string) => c.index('TRIGRUN', [runId]),
    triggerHeldIndex: (mailingId: string, sk: string) => ({ gsi1pk: c.index('TRIGHELD', [mailingId]), gsi1sk: sk }),
    triggerHeldPk: (mailingId: string) => c.index('TRIGHELD', [mailingId]),
  };
}

export const triggerRelocations: Relocation[] = [
  staysInBase(TRIGGER_ENTRY_PREFIX),
  {
    prefix: TRIGGER_RECORD_PREFIX,
    to: (item, c) => ({ pk: c.partitionOf('subscriber', item.sk.slice(TRIGGER_RECORD_PREFIX.length).split('#')[0]!) }),
  },
];
