import type { AccountKeyContext, TableKey } from './context';
import { DUE_INDEX } from './platform';
import { baseRange } from './range';
import type { Relocation } from './relocation';

/**
 * Consents and sign-up forms (issue 15, /v2/settings/scenarios):
 *
 * - `CONSENTDEF#<id>`               a consent's definition with its current text; `CONSENTPROP#<property>`
 *                                   claims its consent (spec_agr) property (one consent per property)
 * - `CONSENTVER#<id>#<version>`     every text a consent ever had (a text edit makes a new version)
 * - `SUFORM#<id>`                   a hosted sign-up form
 * - `SET#CONFIRM`                   the confirm scenario's settings (days an unconfirmed sign-up waits)
 * - `SIGNUPPEND#<subscriber>`       a double opt-in sign-up awaiting its confirmation: the form and the
 *                                   consents ticked; on the `due` index (`DUESIGNUP`) until it expires
 * - `CONSHIST#<subscriber>#<ulid>`  one consent given or withdrawn, in the subscriber's shard (layout 2)
 */
export const CONSENT_HISTORY_PREFIX = 'CONSHIST#';
const version = (n: number) => String(n).padStart(6, '0');

export function signupKeys(c: AccountKeyContext) {
  return {
    consent: (id: string): TableKey => c.base(`CONSENTDEF#${id}`),
    consents: () => baseRange(c, 'CONSENTDEF#'),
    consentPropertyClaim: (propertyId: string): TableKey => c.base(`CONSENTPROP#${propertyId}`),
    consentVersion: (id: string, n: number): TableKey => c.base(`CONSENTVER#${id}#${version(n)}`),
    consentVersions: (id: string) => baseRange(c, `CONSENTVER#${id}#`),
    signupForm: (id: string): TableKey => c.base(`SUFORM#${id}`),
    signupForms: () => baseRange(c, 'SUFORM#'),
    confirmSettings: (): TableKey => c.base('SET#CONFIRM'),
    pendingSignup: (subscriberId: string): TableKey => c.base(`SIGNUPPEND#${subscriberId}`),
    /** A pending sign-up's place on the ticker's due index (its item names its account). */
    pendingSignupDue: (dueAt: string) => ({ dueShard: DUE_INDEX.signups, dueAt }),
    consentHistoryEntry: (subscriberId: string, id: string): TableKey => ({
      pk: c.partitionOf('subscriber', subscriberId),
      sk: `${CONSENT_HISTORY_PREFIX}${subscriberId}#${id}`,
    }),
    consentHistory: (subscriberId: string) => ({
      pk: c.partitionOf('subscriber', subscriberId),
      prefix: `${CONSENT_HISTORY_PREFIX}${subscriberId}#`,
    }),
  };
}

/** Layout 1 kept consent history in the base partition; layout 2 keeps it beside its subscriber. */
export const signupRelocations: readonly Relocation[] = [
  {
    prefix: CONSENT_HISTORY_PREFIX,
    to: (item, c) => ({ pk: c.partitionOf('subscriber', item.sk.slice(CONSENT_HISTORY_PREFIX.length).split('#')[0]!) }),
  },
];
