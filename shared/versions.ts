import { MAILING_STATES, type MailingState } from './constants';

/**
 * Spec sections 3 and 6: a role grants access to working and ready versions per area, or full
 * access. Only mailings have versions today (MAILING_STATES); SMS and surveys join this list, each
 * with its own states, when those modules exist.
 */
export const VERSIONED_AREAS = ['mailing'] as const;
export type VersionedArea = (typeof VERSIONED_AREAS)[number];

/**
 * `working`: may see and edit drafts (the working state), and create them. `ready`: may see and act
 * on versions past it: ready, planned, sending, paused, sent and failed (marking ready, sending and
 * resuming a paused sending included).
 */
export interface VersionGrant {
  working: boolean;
  ready: boolean;
}
export type VersionAccess = Record<VersionedArea, VersionGrant>;
/** As stored or sent: areas, or whole roles, saved before version access existed lack it. */
export type VersionAccessInput = Partial<Record<VersionedArea, Partial<VersionGrant>>>;

export const VERSION_KINDS = ['working', 'ready'] as const satisfies readonly (keyof VersionGrant)[];

export function fullVersions(): VersionAccess {
  return { mailing: { working: true, ready: true } };
}

/**
 * The access a role or member really has. Full access always has both. A missing value reads as
 * granted: roles and members stored before version access existed saw every mailing, and this
 * keeps them exactly as they were (an administrator narrows them by saving the role again).
 */
export function resolveVersions(input: VersionAccessInput | undefined, fullAccess = false): VersionAccess {
  if (fullAccess) return fullVersions();
  const out = {} as VersionAccess;
  for (const area of VERSIONED_AREAS) out[area] = { working: input?.[area]?.working !== false, ready: input?.[area]?.ready !== false };
  return out;
}

export function sameVersions(a: VersionAccessInput | undefined, b: VersionAccessInput | undefined): boolean {
  const x = resolveVersions(a);
  const y = resolveVersions(b);
  return VERSIONED_AREAS.every((area) => x[area].working === y[area].working && x[area].ready === y[area].ready);
}

/** A mailing in `working` is a working version; every later state is a ready one. */
export const versionOfMailing = (state: MailingState): keyof VersionGrant => (state === 'working' ? 'working' : 'ready');

/** The mailing states a grant lets its holder see, in MAILING_STATES order. */
export const mailingStatesCovered = (grant: VersionGrant): MailingState[] =>
  MAILING_STATES.filter((state) => grant[versionOfMailing(state)]);

export const mayAccessMailing = (access: VersionAccess, state: MailingState): boolean => access.mailing[versionOfMailing(state)];
/** A new mailing starts as a working version. */
export const mayCreateMailing = (access: VersionAccess): boolean => access.mailing.working;
/** Sending takes a mailing past working, so it needs ready versions, and access to the one it is in. */
export const maySendMailing = (access: VersionAccess, state: MailingState): boolean =>
  access.mailing.ready && mayAccessMailing(access, state);
