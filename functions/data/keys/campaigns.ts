import type { AccountKeyContext, TableKey } from './context';
import { DUE_INDEX } from './platform';
import { baseRange } from './range';

/**
 * What an account sends and to whom, as records (functions/mailings, sms, segments), in its base
 * partition in every layout (the per-recipient items of a sending are the sending family's):
 *
 * - `MAILING#<ulid>`   a mailing (newest first by sort key); on the `due` index under `DUE` while planned
 * - `MAILINGBODY#<ulid>` its html (up to 200 KB), apart: the mailing item is written on every sent
 *                      batch, and DynamoDB charges a write by the whole item's size
 * - `MAILINGLOG#<mailing>#<ulid>` a line of a mailing's history of actions (issue 17), newest last
 * - `SMS#<ulid>`       an SMS sending
 * - `SEG#<id>`         a segment; a dynamic one on the `due` index under `DUESEG` until its refresh.
 *                      Its calculated audience is S3 objects (functions/segments), not items
 * - `SEGEST#<id>`      a segment estimate (TTL an hour)
 */
export const MAILING_PREFIX = 'MAILING#';

export function campaignKeys(c: AccountKeyContext) {
  return {
    mailing: (id: string): TableKey => c.base(`${MAILING_PREFIX}${id}`),
    mailings: () => baseRange(c, MAILING_PREFIX),
    /** A mailing and the sendings of its own (A/B/X variants, cyclic runs…), whose ids start with its id. */
    mailingFamily: (parentId: string) => baseRange(c, `${MAILING_PREFIX}${parentId}`),
    mailingBody: (id: string): TableKey => c.base(`MAILINGBODY#${id}`),
    mailingAction: (mailingId: string, id: string): TableKey => c.base(`MAILINGLOG#${mailingId}#${id}`),
    mailingActions: (mailingId: string) => baseRange(c, `MAILINGLOG#${mailingId}#`),
    /** A planned mailing's place on the ticker's due index (its item names its account, `accountId`). */
    mailingDue: (dueAt: string) => ({ dueShard: DUE_INDEX.mailings, dueAt }),
    /** A sending under way (a mailing's or an SMS sending's item) on the reconciler's due index, next looked at `dueAt`. */
    sendingCheckDue: (dueAt: string) => ({ dueShard: DUE_INDEX.sendings, dueAt }),
    smsRecord: (id: string): TableKey => c.base(`SMS#${id}`),
    smsRecords: () => baseRange(c, 'SMS#'),
    segment: (id: string): TableKey => c.base(`SEG#${id}`),
    segments: () => baseRange(c, 'SEG#'),
    segmentDue: (dueAt: string) => ({ dueShard: DUE_INDEX.segments, dueAt }),
    estimate: (id: string): TableKey => c.base(`SEGEST#${id}`),
  };
}
