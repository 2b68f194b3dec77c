import type { BlacklistType } from '@shared/schemas/blacklist';
import type { AccountKeyContext, TableKey } from './context';
import { DUE_INDEX, HISTORY_PREFIXES, PLATFORM_LISTS, type HistoryKind } from './platform';
import { baseRange } from './range';

/**
 * The account's own records and settings, in its base partition in every layout:
 *
 * - `ACCOUNT`                    the account (plan, configuration, time zone, data layout, member counter,
 *                                administrators guard); on gsi1 in the `ACCOUNTS` list by creation time.
 *                                Its key is the same in every layout: the layout is read from it (../layout.ts)
 * - `COMPANY`                    the company profile; `ONBOARDING#<user>` a user's onboarding answers (and
 *                                whether they dismissed the dashboard's getting-started panel)
 * - `SEC#POLICY`                 the password and access policy
 * - `SET#TRACKING`               the link parameters added when sending (UTM, link hash)
 * - `SET#BRANDING`               the branding of the pages and e-mails subscribers see (colours, font, logo)
 * - `SET#DOCUMENTS`              the account's terms of service and privacy policy (a URL or an uploaded PDF each)
 * - `SET#CANCELLATION`           what the unsubscribe page offers (preferences, reasons)
 * - `SEC#LOGIN#<id>`, `SEC#ACT#<id>`  the account's copies of its members' logins and activity (TTL 180 days)
 * - `FEEDBACK#<id>`              feedback sent from the account; on gsi1 in the `FEEDBACK` list
 * - `PROP#<id>`, `PROPNAME#<lower-case name>`, `PROPPH#<placeholder>`  a custom property and the claims
 *                                of its name and placeholder
 * - `BL#<type>#<value>`          a blacklist entry (listing and prefix search per type)
 * - `FOOTER#<id>`, `SET#FOOTERS`  a footer (issue 15), and the footers' head: the default per language and a
 *                                version every change of the set is conditioned on (the plan limit, one default)
 * - `SENDDOM#<domain>`           a sending domain (issue 15); on the `due` index (`DUEDOM`) while SES has not verified it
 */
export const ACCOUNT_SK = 'ACCOUNT';

export function accountKeys(c: AccountKeyContext) {
  return {
    account: (): TableKey => c.base(ACCOUNT_SK),
    accountListEntry: (createdAt: string) => ({ gsi1pk: PLATFORM_LISTS.accounts, gsi1sk: `${createdAt}#${c.accountId}` }),
    company: (): TableKey => c.base('COMPANY'),
    onboarding: (userId: string): TableKey => c.base(`ONBOARDING#${userId}`),
    securityPolicy: (): TableKey => c.base('SEC#POLICY'),
    trackingSettings: (): TableKey => c.base('SET#TRACKING'),
    branding: (): TableKey => c.base('SET#BRANDING'),
    companyDocuments: (): TableKey => c.base('SET#DOCUMENTS'),
    cancellationSettings: (): TableKey => c.base('SET#CANCELLATION'),
    securityHistoryEntry: (kind: HistoryKind, id: string): TableKey => c.base(`${HISTORY_PREFIXES[kind]}${id}`),
    securityHistory: (kind: HistoryKind) => baseRange(c, HISTORY_PREFIXES[kind]),
    feedback: (id: string): TableKey => c.base(`FEEDBACK#${id}`),
    feedbackListEntry: (id: string) => ({ gsi1pk: PLATFORM_LISTS.feedback, gsi1sk: id }),
    property: (id: string): TableKey => c.base(`PROP#${id}`),
    propertyName: (name: string): TableKey => c.base(`PROPNAME#${name.toLowerCase()}`),
    propertyPlaceholder: (placeholder: string): TableKey => c.base(`PROPPH#${placeholder}`),
    properties: () => baseRange(c, 'PROP#'),
    footer: (id: string): TableKey => c.base(`FOOTER#${id}`),
    footers: () => baseRange(c, 'FOOTER#'),
    footersHead: (): TableKey => c.base('SET#FOOTERS'),
    sendingDomain: (domain: string): TableKey => c.base(`SENDDOM#${domain.toLowerCase()}`),
    sendingDomains: () => baseRange(c, 'SENDDOM#'),
    /** An unverified domain's place on the ticker's due index (its item names its account). */
    sendingDomainDue: (dueAt: string) => ({ dueShard: DUE_INDEX.domains, dueAt }),
    blacklistEntry: (type: BlacklistType, value: string): TableKey => c.base(`BL#${type}#${value}`),
    /** A type's entries, or those starting with `search`. */
    blacklist: (type: BlacklistType, search = '') => baseRange(c, `BL#${type}#${search}`),
  };
}
