import { ulid } from 'ulid';
import { LEFT_STATUSES, SUBSCRIBER_STATUS } from '@shared/constants';
import type { ErrorCode } from '@shared/errors';
import type { Subscriber } from '@shared/schemas/subscriber';
import type { ChangeActor } from '@shared/schemas/subscriber-records';
import { applyPatch } from '@functions/subscribers/changes';
import { fingerprintsOf } from '@functions/subscribers/fingerprint';
import { subscribersRepository } from '@functions/subscribers/repository';
import type { AudienceScope } from '@functions/segments/restriction';
import type { SubscriberOp } from '@functions/subscribers/writer';
import { newSubscriberValues, overwrite, type OverwriteOptions } from './overwrite';
import type { ValidRow } from './pipeline';

/** What one checked row does to the database. */
export type Decision =
  | { line: number; kind: 'create' | 'update'; op: SubscriberOp; clearHistory: boolean; row: ValidRow }
  | { line: number; kind: 'unchanged' }
  | { line: number; kind: 'rejected'; code: ErrorCode; row: ValidRow }
  | {
      line: number;
      kind: 'skipped';
      code: ErrorCode;
      counter: 'skippedExisting' | 'skippedForgotten' | 'skippedDuplicate' | 'skippedLimit';
      row?: ValidRow;
    };

export interface DecideSetup {
  accountId: string;
  options: OverwriteOptions;
  actor: ChangeActor;
  /** The starter's reach when they are restricted to segments (spec section 6); null or absent: everyone. */
  scope?: AudienceScope;
}

/**
 * Looks the rows up in the database (by e-mail, or by GSM for rows without one) and decides each:
 * a new subscriber, an update by the overwrite mode, unchanged, or skipped (mode 0, forgotten under
 * GDPR, or the same subscriber twice in a chunk).
 *
 * A starter restricted to segments changes only subscribers within their reach and adds nobody (a
 * new subscriber is in no calculated audience): any other row is rejected with IMPORT_OUT_OF_SCOPE,
 * before anything else about it is decided, so an address that exists beyond the reach, one that
 * nobody has and one forgotten under GDPR all get the same answer and the same counters.
 */
export async function decide(setup: DecideSetup, rows: readonly ValidRow[], at: string): Promise<Decision[]> {
  const { accountId, options, actor, scope } = setup;
  const emails = rows.flatMap((r) => (r.values.email ? [r.values.email] : []));
  const gsms = rows.flatMap((r) => (!r.values.email && r.values.gsm ? [r.values.gsm] : []));
  const [byEmail, byGsm] = await Promise.all([
    emails.length ? subscribersRepository.idsByEmails(accountId, emails) : new Map<string, string>(),
    gsms.length ? subscribersRepository.idsByGsms(accountId, gsms) : new Map<string, string>(),
  ]);
  const matchOf = (row: ValidRow) =>
    row.values.email ? byEmail.get(row.values.email) : row.values.gsm ? byGsm.get(row.values.gsm) : undefined;
  const matched = rows.flatMap((r) => matchOf(r) ?? []);
  const fresh = scope ? [] : rows.filter((r) => matchOf(r) === undefined);
  const [existing, fingerprints] = await Promise.all([
    matched.length ? subscribersRepository.getMany(accountId, matched) : [],
    Promise.all(fresh.map((r) => fingerprintsOf(accountId, r.values))),
  ]);
  const forgotten = fingerprints.length ? await subscribersRepository.forgotten(accountId, fingerprints.flat()) : new Set<string>();
  const byId = new Map(existing.map((s) => [s.id, s]));
  const freshFingerprints = new Map(fresh.map((r, i) => [r, fingerprints[i]!]));
  const touched = new Set<string>();

  return rows.map((row): Decision => {
    const id = matchOf(row);
    const prev = id ? byId.get(id) : undefined;
    if (scope && (!prev || !scope(prev.id))) return { line: row.line, kind: 'rejected', code: 'IMPORT_OUT_OF_SCOPE', row };
    if (!prev) {
      // Someone forgotten under GDPR is not taken in again by an import.
      if (freshFingerprints.get(row)?.some((f) => forgotten.has(f)))
        return { line: row.line, kind: 'skipped', code: 'SUBSCRIBER_FORGOTTEN', counter: 'skippedForgotten', row };
      const values = newSubscriberValues(row.values, options);
      const next: Subscriber = {
        id: ulid(),
        ...(row.values.email ? { email: row.values.email } : {}),
        ...(row.values.gsm ? { gsm: row.values.gsm } : {}),
        ...values,
        source: 'import',
        createdAt: at,
        updatedAt: at,
        version: 1,
        ...(LEFT_STATUSES.includes(values.status) ? { unsubscribedAt: at } : {}),
      };
      return {
        line: row.line,
        kind: 'create',
        op: { kind: 'create', next, history: { actor, action: 'created', changes: [] } },
        clearHistory: false,
        row,
      };
    }
    // Two rows (one by e-mail, one by GSM) reaching the same subscriber: the first one decides.
    if (touched.has(prev.id)) return { line: row.line, kind: 'skipped', code: 'IMPORT_DUPLICATE_ROW', counter: 'skippedDuplicate', row };
    touched.add(prev.id);
    const decision = overwrite(prev, row.values, options);
    if (decision.kind === 'skip') {
      return prev.status === SUBSCRIBER_STATUS.forgotten
        ? { line: row.line, kind: 'skipped', code: 'SUBSCRIBER_STATUS_9_NOT_EDITABLE', counter: 'skippedForgotten', row }
        : { line: row.line, kind: 'skipped', code: 'SUBSCRIBER_EMAIL_EXISTS', counter: 'skippedExisting' };
    }
    const { next, changes } = applyPatch(prev, decision.patch, at);
    if (changes.length === 0) return { line: row.line, kind: 'unchanged' };
    return {
      line: row.line,
      kind: 'update',
      op: { kind: 'update', prev, next, history: { actor, action: 'imported', changes } },
      clearHistory: decision.clearHistory,
      row,
    };
  });
}

/** The claim keys an op writes or deletes: one transaction may not touch the same item twice. */
export function claimKeysOf(op: SubscriberOp): string[] {
  const keys: string[] = [`S${op.next.id}`];
  const prev = op.kind === 'update' ? op.prev : undefined;
  if (prev?.email !== op.next.email) keys.push(...[prev?.email, op.next.email].flatMap((e) => (e ? [`E${e}`] : [])));
  if (prev?.gsm !== op.next.gsm) keys.push(...[prev?.gsm, op.next.gsm].flatMap((g) => (g ? [`G${g}`] : [])));
  return keys;
}
