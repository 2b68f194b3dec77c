import { SUBSCRIBER_STATUS } from '@shared/constants';
import type { RecipientList, RecipientListKind, RecipientRow } from '@shared/schemas/reports';
import { mailingChecks } from '@functions/mailings/service';
import { BadRequestError } from '@functions/platform/errors';
import type { Principal } from '@functions/platform/http';
import { incomingCursor, outgoingCursor } from '@functions/platform/sealed-cursor';
import { audienceScope, isRestricted } from '@functions/segments/restriction';
import { subscribersRepository } from '@functions/subscribers/repository';
import { recipientListsRepository, type RecipientEntry } from './recipients-repository';

type Actor = Pick<Principal, 'accountId' | 'userId' | 'versions' | 'segmentIds'>;

/** Entries a restricted user's page may pass over before answering short (its cursor continues after them). */
const MAX_SCANNED = 2000;
/** A list position: the first time, then the subscriber (keys/activity.ts). */
const POSITION = /^\d{4}-\d{2}-\d{2}T[\d:.]+Z#[0-9A-Za-z]{1,64}$/;

const encode = (position: string) => Buffer.from(position).toString('base64url');
function decode(cursor: string): string {
  const position = Buffer.from(cursor, 'base64url').toString();
  if (!POSITION.test(position)) throw new BadRequestError('BAD_REQUEST', { reason: 'cursor' });
  return position;
}

export const recipientLists = {
  /** A page of a mailing's list of `kind`, first time first, each with the subscriber's address now (none once forgotten). */
  async page(actor: Actor, mailingId: string, kind: RecipientListKind, limit: number, cursor?: string): Promise<RecipientList> {
    await mailingChecks.reachable(actor, mailingId);
    const sealed = isRestricted(actor);
    const opened = await incomingCursor(actor.accountId, sealed, cursor);
    const after = opened === undefined ? undefined : sealed ? opened : decode(opened);
    const scope = await audienceScope(actor.accountId, actor.segmentIds);
    const rows: RecipientEntry[] = [];
    let scanned = 0;
    let last: string | undefined;
    let more = false;
    outer: for await (const page of recipientListsRepository.entries(actor.accountId, mailingId, kind, after, limit + 1)) {
      for (const entry of page) {
        if (rows.length === limit || scanned === MAX_SCANNED) {
          more = true;
          break outer;
        }
        scanned++;
        last = entry.position;
        if (!scope || scope(entry.subscriberId)) rows.push(entry);
      }
    }
    const subscribers = new Map(
      (
        await subscribersRepository.getMany(
          actor.accountId,
          rows.map((r) => r.subscriberId),
        )
      ).map((s) => [s.id, s]),
    );
    const items: RecipientRow[] = rows.map((r) => {
      const subscriber = subscribers.get(r.subscriberId);
      const email = subscriber && subscriber.status !== SUBSCRIBER_STATUS.forgotten ? subscriber.email : undefined;
      return { subscriberId: r.subscriberId, ...(email ? { email } : {}), at: r.at, ...(r.detail ? { detail: r.detail } : {}) };
    });
    const next = more && last ? (sealed ? last : encode(last)) : undefined;
    return { items, cursor: await outgoingCursor(actor.accountId, sealed, next) };
  },
};
