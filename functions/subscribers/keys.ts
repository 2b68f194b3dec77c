import type { SubscriberStatus } from '@shared/constants';

/**
 * Every key of the subscriber database, in one place. All live in the account's partition:
 *
 * - `SUB#<id>`               the subscriber; on gsi1 under `SUBST#<account>#<status>` (lists by status, the planner)
 * - `SUBEMAIL#<email>`       claims the address (unique per account, case-insensitive); also the prefix search
 * - `SUBGSM#<digits>`        claims the number
 * - `FORGOTTEN#<hmac>`       a one-way fingerprint of an address or number forgotten under GDPR
 * - `STATS#SUBSCRIBERS`      counts by status; `STATSDAY#<yyyy-mm-dd>` the day's changes (the stats over time),
 *                            the day as it was in the account's time zone when the change was written
 * - `HIST#<ulid>`            one change; on gsi1 under `SUBHIST#<account>#<subscriber>` (the subscriber's history)
 * - `NOTE#<subscriber>#<ulid>` a note
 */
export const accountPk = (accountId: string) => `ACC#${accountId}`;
export const subscriberKey = (accountId: string, id: string) => ({ pk: accountPk(accountId), sk: `SUB#${id}` });
export const statusIndexPk = (accountId: string, status: SubscriberStatus) => `SUBST#${accountId}#${status}`;
export const emailClaimKey = (accountId: string, email: string) => ({ pk: accountPk(accountId), sk: `SUBEMAIL#${email}` });
export const gsmClaimKey = (accountId: string, gsm: string) => ({ pk: accountPk(accountId), sk: `SUBGSM#${gsm}` });
export const forgottenKey = (accountId: string, fingerprint: string) => ({ pk: accountPk(accountId), sk: `FORGOTTEN#${fingerprint}` });
export const statsKey = (accountId: string) => ({ pk: accountPk(accountId), sk: 'STATS#SUBSCRIBERS' });
export const statsDayKey = (accountId: string, day: string) => ({ pk: accountPk(accountId), sk: `STATSDAY#${day}` });
export const historyKey = (accountId: string, id: string) => ({ pk: accountPk(accountId), sk: `HIST#${id}` });
export const subscriberHistoryPk = (accountId: string, subscriberId: string) => `SUBHIST#${accountId}#${subscriberId}`;
export const noteKey = (accountId: string, subscriberId: string, id: string) => ({ pk: accountPk(accountId), sk: `NOTE#${subscriberId}#${id}` });

export const SUB_PREFIX = 'SUB#';
export const EMAIL_CLAIM_PREFIX = 'SUBEMAIL#';
export const STATSDAY_PREFIX = 'STATSDAY#';
export const HIST_PREFIX = 'HIST#';

/** Counter attribute of a status on the stats items. */
export const statusAttr = (status: number) => `s${status}`;
