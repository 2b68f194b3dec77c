import type { ImportRejectReason } from '../schemas/imports';

/**
 * How a finished import went (issue 14: a run that rejected everything must not read as a plain
 * success), and the reasons its rows were not taken, counted by reason as the run goes.
 *
 * Rows that count against the file: rejected rows (a value no check passes, a malformed row, a spam
 * trap, a row the database refused) and new subscribers not added because the plan's limit was
 * reached (the user has to act: change the plan and import again). Skipped rows do not: a duplicate
 * within the file, a blacklisted or forgotten address, an existing subscriber under "do not change
 * existing subscribers" are the import doing what it was told, so a file of only duplicates or
 * blacklisted addresses finishes clean. A file with no data rows at all finishes with problems:
 * importing nothing from an empty file is never what its user meant.
 */
export type ImportOutcome = 'clean' | 'problems';

export interface OutcomeCounts {
  rowsRead: number;
  rejected: number;
  /** New subscribers past the plan's limit, not added. */
  skippedLimit: number;
}

/** Rows not taken that count against the file (see above). */
export const failedRows = (c: OutcomeCounts): number => c.rejected + c.skippedLimit;

export function importOutcome(c: OutcomeCounts): ImportOutcome {
  if (c.rowsRead === 0) return 'problems';
  // More than half (everything included): a 1-row file whose row was rejected has problems, 1 of 2 does not.
  return failedRows(c) * 2 > c.rowsRead ? 'problems' : 'clean';
}

/** Distinct reasons an import keeps counts of; the rest are counted under OTHER_REASON. */
export const IMPORT_REASONS_KEPT = 50;
/** Reasons an import names (most common first). */
export const IMPORT_TOP_REASONS = 5;
/** The code reasons past IMPORT_REASONS_KEPT are counted under (not a catalogue code: "other reasons"). */
export const OTHER_REASON = 'other';

/** A reason as counted: the code and the field it was for (empty: the whole row). */
export const reasonKey = (code: string, field?: string): string => `${code}|${field ?? ''}`;

export function parseReasonKey(key: string): { code: string; field?: string } {
  const cut = key.indexOf('|');
  const code = cut < 0 ? key : key.slice(0, cut);
  const field = cut < 0 ? '' : key.slice(cut + 1);
  return field === '' ? { code } : { code, field };
}

/**
 * Adds `deltas` into the counts under the bound: a reason not yet counted goes under OTHER_REASON
 * once IMPORT_REASONS_KEPT distinct ones are (OTHER_REASON itself not included). Answers the deltas
 * as they are to be stored.
 */
export function boundReasons(known: Set<string>, deltas: ReadonlyMap<string, number>): Map<string, number> {
  const other = reasonKey(OTHER_REASON);
  const out = new Map<string, number>();
  for (const [key, n] of deltas) {
    let target = key;
    if (!known.has(key)) {
      if (known.size >= IMPORT_REASONS_KEPT) target = other;
      else known.add(key);
    }
    out.set(target, (out.get(target) ?? 0) + n);
  }
  return out;
}

/**
 * The file column (0-based) a reason's field came from: a per-column code names its column by number
 * (1-based, e.g. FILE_NOT_UTF8's field "3"), any other field by the column the mapping gave it.
 */
export function columnOfField(field: string, mapping: readonly { column: number; field: string }[]): number | undefined {
  return /^\d+$/.test(field) ? Number(field) - 1 : mapping.find((m) => m.field === field)?.column;
}

/**
 * The most common reasons, with counts, and the file column each field came from (`columnOf`);
 * ties keep a stable order (code, then field) so the answer does not change between reads.
 */
export function topReasons(
  counts: Readonly<Record<string, number>> | undefined,
  columnOf: (field: string) => number | undefined = () => undefined,
  max = IMPORT_TOP_REASONS,
): ImportRejectReason[] {
  return Object.entries(counts ?? {})
    .filter(([, n]) => n > 0)
    .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, max)
    .map(([key, count]) => {
      const { code, field } = parseReasonKey(key);
      const column = field === undefined ? undefined : columnOf(field);
      return { code, count, ...(field === undefined ? {} : { field }), ...(column === undefined ? {} : { column }) };
    });
}
