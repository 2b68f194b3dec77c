import type { ErrorCode } from '@shared/errors';
import { trapKind } from '@shared/rules/spam-traps';
import { HashSet64 } from './dedupe';
import type { RowValues } from './overwrite';
import type { DroppedRow, PipelineSetup } from './pipeline-types';

/** Where one row of the file goes: on to the sink with its values, or dropped with its reason. */
export type Sorted = { ok: true; values: RowValues } | { ok: false; outcome: DroppedRow['outcome']; code: ErrorCode; field?: string };

/** Hash kinds of the de-duplication set. */
const EMAIL = 0x65;
const GSM = 0x67;

/**
 * Sorts the file's rows by what the file alone can say: the mapped values (rows.ts), spam traps,
 * duplicates within the file (a 64-bit hash set of the normalised e-mail and GSM), the blacklist.
 * Stateful: every row is seen once, in file order (replayed rows too: the set must know them).
 */
export function rowSorter(setup: Pick<PipelineSetup, 'check' | 'blacklist'>): (fields: string[]) => Sorted {
  // 8 MB to start: small files never grow it, large ones skip the early rehashes.
  const seen = new HashSet64(1 << 20);

  /** Adds the row's contacts to the set; false when either was seen before (then neither is added). */
  const firstSighting = (email: string | undefined, gsm: string | undefined): boolean => {
    // The common row has one contact: one hash, one probe.
    if (gsm === undefined) return email === undefined || seen.addText(email, EMAIL);
    if (email === undefined) return seen.addText(gsm, GSM);
    if (seen.hasText(email, EMAIL) || seen.hasText(gsm, GSM)) return false;
    seen.addText(email, EMAIL);
    seen.addText(gsm, GSM);
    return true;
  };

  return (fields) => {
    const result = setup.check(fields);
    if (!result.ok)
      return { ok: false, outcome: 'rejected', code: result.code, ...(result.field === undefined ? {} : { field: result.field }) };
    const { email, gsm } = result.values;
    const trap = email === undefined ? undefined : trapKind(email);
    if (trap) return { ok: false, outcome: 'rejected', code: trap, field: 'email' };
    if (!firstSighting(email, gsm)) return { ok: false, outcome: 'skipped', code: 'IMPORT_DUPLICATE_ROW' };
    // After the duplicate check, so the first of two rows decides for both.
    if (setup.blacklist.isBlocked(result.values)) return { ok: false, outcome: 'skipped', code: 'IMPORT_BLACKLISTED' };
    return { ok: true, values: result.values };
  };
}
