import type { AccountKeyContext, TableKey } from './context';
import type { Relocation } from './relocation';
import { sendingKeys } from './sending';

/**
 * The optimisation send type's items (functions/mailings/send-types/optimisation*.ts):
 *
 * - `OPENHOURS#<subscriber>` how many of the subscriber's opens fell in each UTC hour (`h00`…`h23`),
 *                            counted by the events ingest once per (mailing, subscriber); in the
 *                            subscriber's shard, beside their activity
 * - `OPENHOURS`              the same for the whole account (its best hour), in the base partition
 * - `OPTHOUR#<mailing>#<subscriber>` the hour an optimisation gave a recipient (TTL), in the recipient's
 *                            shard of the mailing's sending family: written once, so that the hours'
 *                            sendings agree on it even when the recipient's history moves meanwhile
 */
export const OPEN_HOURS_PREFIX = 'OPENHOURS#';
export const ACCOUNT_OPEN_HOURS_SK = 'OPENHOURS';
export const OPTIMISATION_HOUR_PREFIX = 'OPTHOUR#';

export function optimisationKeys(c: AccountKeyContext) {
  return {
    openHours: (subscriberId: string): TableKey => ({
      pk: c.partitionOf('subscriber', subscriberId),
      sk: `${OPEN_HOURS_PREFIX}${subscriberId}`,
    }),
    accountOpenHours: (): TableKey => c.base(ACCOUNT_OPEN_HOURS_SK),
    optimisationHour: (mailingId: string, subscriberId: string): TableKey => ({
      pk: sendingKeys(c).sendClaim(mailingId, subscriberId).pk,
      sk: `${OPTIMISATION_HOUR_PREFIX}${mailingId}#${subscriberId}`,
    }),
  };
}

export const optimisationRelocations: Relocation[] = [
  { prefix: OPEN_HOURS_PREFIX, to: (item, c) => ({ pk: optimisationKeys(c).openHours(item.sk.slice(OPEN_HOURS_PREFIX.length)).pk }) },
  {
    prefix: OPTIMISATION_HOUR_PREFIX,
    to: (item, c) => {
      const [mailingId, subscriberId] = item.sk.slice(OPTIMISATION_HOUR_PREFIX.length).split('#');
      return { pk: optimisationKeys(c).optimisationHour(mailingId!, subscriberId!).pk };
    },
  },
];
