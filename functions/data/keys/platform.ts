import { createHash } from 'node:crypto';
import type { KeyRange } from './range';
import type { TableKey } from './context';

/**
 * Keys that are no account's data, built without an account (so none of them can name one):
 *
 * - `USER#<id>`                 a user's own partition: `PROFILE` (the user; on gsi1 in the `USERS`
 *                               list), `SEC#PASSWORDS`, `SEC#2FA`, `SEC#TIMED#<session>`, `SEC#PROOFFAIL`,
 *                               `MAILSENT#<kind>`, `SIGNIN_ORIGINS`, and the user's copies of their login
 *                               history and activity (`SEC#LOGIN#<id>`, `SEC#ACT#<id>`); erased with the user
 * - `EMAIL#<lower-case e-mail>` `USER`: claims the address for one user
 * - `SESSION#<id>`              `SESSION`: a session; on gsi1 under `USERSESSIONS#<user>` (gsi1sk: the id)
 * - `LOGINFAIL#<lower-case login>` `COUNTER`: failed sign-ins to an address
 * - `RATE#<limit>#<digest>`     `W#<window start>`: an abuse-limit counter (the subject only as a digest)
 * - `APIKEY#<SHA-256 hex>`      `TOKEN`: an API token's secret, as its hash only, naming the account and
 *                               the token (keys/api-tokens.ts); what a call's Bearer secret is looked up by
 *
 * - `SENDDOMAIN#<domain>`      `CLAIM`: which account holds a sending domain (one SES identity serves one account)
 * - `SMTPUSER#<username>`     `CLAIM`: which account's SMTP user holds a username (keys/smtp.ts)
 * - `MIGRATION#<id>`          a data migration's own records (functions/migrations): `RUN` (status,
 *                               counts, who started it), `LEASE` (the one runner at work, with an
 *                               expiry), `ACCOUNT#<account>` (one account's phase and checkpoint)
 *
 * On gsi1, a user's index `USER#<id>` lists their memberships (gsi1sk `ACC#<account>`) and pending
 * invitations (`INV#<account>`): those entries belong to the account's items and are built by the
 * account's registry (people.ts) under the user's key from here. The platform lists `ACCOUNTS`,
 * `USERS` and `FEEDBACK` are the super administrators' (functions/admin); `SMSMSG#<SNS message id>`
 * finds the text an operator's delivery report is about (issue 18: the report names no account, only
 * SNS's id; the entry is the account's `SMSTO#` line itself, keys/activity.ts smsDeliveryEntry); the `due` index keeps
 * planned mailings (`DUE`), dynamic segments to refresh (`DUESEG`) and paused sendings to resume
 * (`DUERESUME`, keys/delivery.ts) for the ticker.
 */
const USER = 'USER#';
const ACCOUNT_TAG = 'ACC#';
const INVITATION_TAG = 'INV#';

/** A user's history, in their partition and (the same sort keys) in each account's (account.ts). */
export const HISTORY_PREFIXES = { login: 'SEC#LOGIN#', activity: 'SEC#ACT#' } as const;
export type HistoryKind = keyof typeof HISTORY_PREFIXES;

/** The platform-wide lists on gsi1 and the due index's partitions. */
export const PLATFORM_LISTS = { accounts: 'ACCOUNTS', users: 'USERS', feedback: 'FEEDBACK' } as const;
/** `DUESEND`: sendings under way (mailings and SMS), each due when the ticker's reconciler should next look at it; `DUERESUME`: paused sendings to resume by themselves. */
export const DUE_INDEX = {
  mailings: 'DUE',
  segments: 'DUESEG',
  sendings: 'DUESEND',
  resume: 'DUERESUME',
  /** Sending domains not yet verified, each due when the ticker should next ask SES (keys/account.ts). */
  domains: 'DUEDOM',
  /** Double opt-in sign-ups awaiting confirmation, each due when it expires (keys/signup.ts). */
  signups: 'DUESIGNUP',
  /** Active cyclic mailings (issue 17), each due at its next run (functions/mailings/send-types/cyclic.ts). */
  cyclic: 'DUECYCLIC',
  /** Subscribers triggered by a welcome or automatic mailing, each due when it should go (keys/triggers.ts). */
  triggers: 'DUETRIG',
  /** Active anniversary mailings (issue 17), each due at its next daily look (functions/mailings/anniversary.ts). */
  anniversaries: 'DUEANNIV',
  /** Planned SMS sendings and cyclic SMS parents (issue 17), each due at its start (functions/sms/schedule*.ts). */
  sms: 'DUESMS',
  /** Accounts' scoring rules (issue 18), each due at its next nightly recalculation (keys/scoring.ts). */
  scoring: 'DUESCORE',
  /** Active SFTP tasks (issue 20), each due at its next run (keys/sftp.ts). */
  sftp: 'DUESFTP',
} as const;

const MIGRATION = 'MIGRATION#';
const SMS_MESSAGE_TAG = 'SMSMSG#';
const MIGRATION_ACCOUNT = 'ACCOUNT#';

const userPk = (id: string) => `${USER}${id}`;

export const platformKeys = {
  user: (id: string): TableKey => ({ pk: userPk(id), sk: 'PROFILE' }),
  /** Everything in the user's own partition (the user item included): what their erasure deletes. */
  userPartition: (id: string) => userPk(id),
  /** The user's place on the super administrators' list, by e-mail (lower case) so it pages and searches in that order. */
  userListEntry: (user: { id: string; email: string }) => ({
    gsi1pk: PLATFORM_LISTS.users,
    gsi1sk: `${user.email.toLowerCase()}#${user.id}`,
  }),
  emailClaim: (email: string): TableKey => ({ pk: `EMAIL#${email.toLowerCase()}`, sk: 'USER' }),
  passwords: (userId: string): TableKey => ({ pk: userPk(userId), sk: 'SEC#PASSWORDS' }),
  twoFactor: (userId: string): TableKey => ({ pk: userPk(userId), sk: 'SEC#2FA' }),
  /** A data migration's record, its lease and its per-account checkpoints (functions/migrations). */
  migrationRun: (id: string): TableKey => ({ pk: `${MIGRATION}${id}`, sk: 'RUN' }),
  migrationLease: (id: string): TableKey => ({ pk: `${MIGRATION}${id}`, sk: 'LEASE' }),
  migrationAccount: (id: string, accountId: string): TableKey => ({ pk: `${MIGRATION}${id}`, sk: `${MIGRATION_ACCOUNT}${accountId}` }),
  migrationAccounts: (id: string): KeyRange => ({ pk: `${MIGRATION}${id}`, prefix: MIGRATION_ACCOUNT }),
  /** A timed permission belongs to one session: re-entering the password in one tab grants nothing elsewhere. */
  timedGrant: (userId: string, sessionId: string): TableKey => ({ pk: userPk(userId), sk: `SEC#TIMED#${sessionId}` }),
  proofFailures: (userId: string): TableKey => ({ pk: userPk(userId), sk: 'SEC#PROOFFAIL' }),
  mailThrottle: (kind: string, userId: string): TableKey => ({ pk: userPk(userId), sk: `MAILSENT#${kind}` }),
  signInOrigins: (userId: string): TableKey => ({ pk: userPk(userId), sk: 'SIGNIN_ORIGINS' }),
  userHistoryEntry: (userId: string, kind: HistoryKind, id: string): TableKey => ({
    pk: userPk(userId),
    sk: `${HISTORY_PREFIXES[kind]}${id}`,
  }),
  userHistory: (userId: string, kind: HistoryKind): KeyRange => ({ pk: userPk(userId), prefix: HISTORY_PREFIXES[kind] }),
  /** The user's index on gsi1 (their memberships and invitations: the entries are people.ts'). */
  userIndex: (userId: string) => userPk(userId),
  userMemberships: (userId: string) => ({ gsi1pk: userPk(userId), prefix: ACCOUNT_TAG }),
  userInvitations: (userId: string) => ({ gsi1pk: userPk(userId), prefix: INVITATION_TAG }),
  session: (id: string): TableKey => ({ pk: `SESSION#${id}`, sk: 'SESSION' }),
  /** The user's sessions on gsi1, so they can be ended together. */
  userSessionsPk: (userId: string) => `USERSESSIONS#${userId}`,
  sessionIndex: (session: { id: string; userId: string }) => ({ gsi1pk: `USERSESSIONS#${session.userId}`, gsi1sk: session.id }),
  /**
   * The send rate's token bucket of one channel: SES's quota (and the SMS provider's) is the AWS
   * account's, shared by every sending of every Goniec account, so the bucket is the platform's.
   */
  paceBucket: (channel: string): TableKey => ({ pk: `PACE#${channel}`, sk: 'BUCKET' }),
  /** The `SMSTO#` line of the text SNS published with this message id (its delivery report's only handle), on gsi1. */
  smsByMessageIdPk: (messageId: string) => `${SMS_MESSAGE_TAG}${messageId}`,
  /** Which account holds a sending domain: SES has one identity per domain for the whole AWS account. */
  sendingDomainClaim: (domain: string): TableKey => ({ pk: `SENDDOMAIN#${domain.toLowerCase()}`, sk: 'CLAIM' }),
  /** An API token by its secret's hash (the secret itself is never stored): names its account and token. */
  apiKey: (secretHash: string): TableKey => ({ pk: `APIKEY#${secretHash}`, sk: 'TOKEN' }),
  /** An SMTP username's claim across accounts (the relay authenticates by the username alone). */
  smtpUsername: (username: string): TableKey => ({ pk: `SMTPUSER#${username}`, sk: 'CLAIM' }),
  loginFailures: (login: string): TableKey => ({ pk: `LOGINFAIL#${login.toLowerCase()}`, sk: 'COUNTER' }),
  /** An abuse-limit counter of one window: the subject (an address, an account, an e-mail) only as a digest. */
  rateCounter: (limit: string, subject: string, windowStart: number): TableKey => ({
    pk: `RATE#${limit}#${createHash('sha256').update(subject).digest('base64url').slice(0, 32)}`,
    sk: `W#${windowStart}`,
  }),
};

/** Partition (and gsi1 partition) keys of the platform, by their first segment; an account's are `ACC#…` or name it second. */
const PLATFORM_TAGS: ReadonlySet<string> = new Set([
  'USER',
  'EMAIL',
  'SESSION',
  'USERSESSIONS',
  'LOGINFAIL',
  'RATE',
  'APIKEY',
  'MIGRATION',
  'PACE',
  'SENDDOMAIN',
  'SMSMSG',
  'SMTPUSER',
  ...Object.values(PLATFORM_LISTS),
  ...Object.values(DUE_INDEX),
]);

/** Whether a partition or index key is one of the platform's (above) rather than an account's. */
export const isPlatformKey = (key: string): boolean => PLATFORM_TAGS.has(key.split('#')[0]!);
