/**
 * The spam-trap time lock (spec section 4: imports "temporarily locked by a spam-trap time lock until
 * a date"). A list that carries spam traps or operational role mailboxes was not collected with
 * consent (bought, scraped or very old); mailing it ruins the sender's reputation for every account
 * on the deployment's SES identity. Such rows are always rejected; when they pass a threshold the
 * import stops and the account's imports are locked for a while, so the list is looked at first.
 */

/**
 * Mailboxes RFC 2142 reserves for operations (nobody behind them subscribes to newsletters) and the
 * names trap networks use. `info@`, `biuro@`, `sales@` are role addresses too, but legitimate B2B
 * subscribers; they are not here.
 */
export const ROLE_LOCAL_PARTS: ReadonlySet<string> = new Set([
  'abuse',
  'postmaster',
  'hostmaster',
  'noc',
  'security',
  'mailer-daemon',
  'root',
  'spam',
  'spamtrap',
  'spam-trap',
  'trap',
  'honeypot',
]);

/**
 * Domains that only receive trap mail. Trap networks do not publish their domains; deployments
 * extend this list from their deliverability provider. The reserved `.invalid` TLD (RFC 2606) never
 * receives mail at all.
 */
export const SPAM_TRAP_DOMAINS: ReadonlySet<string> = new Set(['spamtrap.goniec.app', 'traps.goniec.app']);
const TRAP_TLDS = ['.invalid'];

export type TrapKind = 'IMPORT_SPAM_TRAP' | 'IMPORT_ROLE_ADDRESS';

const TRAP_SUFFIXES = [...[...SPAM_TRAP_DOMAINS].map((d) => `@${d}`), ...TRAP_TLDS];
const LONGEST_ROLE = Math.max(...[...ROLE_LOCAL_PARTS].map((p) => p.length));

/** Classifies a normalised address; undefined for an ordinary one. Runs for every imported row: no allocation on the common path. */
export function trapKind(email: string): TrapKind | undefined {
  for (const suffix of TRAP_SUFFIXES) if (email.endsWith(suffix)) return 'IMPORT_SPAM_TRAP';
  const at = email.lastIndexOf('@');
  const plus = email.indexOf('+');
  const end = plus > 0 && plus < at ? plus : at;
  if (end > LONGEST_ROLE) return undefined;
  return ROLE_LOCAL_PARTS.has(email.slice(0, end)) ? 'IMPORT_ROLE_ADDRESS' : undefined;
}

export const SPAM_TRAP_RULE = {
  /** Fewer hits than this never lock (one stray postmaster@ is a typo, not a bought list). */
  minHits: 5,
  /** Share of the rows read so far. */
  maxShare: 0.01,
  /** How long new imports are refused. */
  lockHours: 24,
} as const;

/** Whether the hits so far lock the account's imports. */
export function trapsLock(hits: number, rowsRead: number): boolean {
  return hits >= SPAM_TRAP_RULE.minHits && hits > rowsRead * SPAM_TRAP_RULE.maxShare;
}

export const lockUntil = (now: Date): string => new Date(now.getTime() + SPAM_TRAP_RULE.lockHours * 3600_000).toISOString();
