import type { ImportRejectReason, ImportSampleCheck } from '@shared/schemas/imports';

/** How loudly the review step speaks of the sample check: a warning when most rows would fail, info when some would. */
export type SampleLevel = 'warning' | 'info' | 'success';

export function sampleLevel(check: ImportSampleCheck): SampleLevel {
  if (check.mostRejected) return 'warning';
  return check.rejected > 0 ? 'info' : 'success';
}

/**
 * The column a reason is about, as the user saw it in the mapping: the header's name when the file
 * has one, else the column's number; for a reason of no column (a row-level one), null.
 */
export function reasonColumn(
  reason: Pick<ImportRejectReason, 'column'>,
  header: readonly string[],
  numbered: (n: number) => string,
): string | null {
  if (reason.column === undefined) return null;
  const name = header[reason.column]?.trim();
  return name ? name : numbered(reason.column + 1);
}

/** A catalogue message as a phrase inside a sentence ("column Birthday — invalid date, e.g. 05/17"): no closing period. */
export const asPhrase = (message: string): string => {
  const trimmed = message.trim().replace(/\.$/, '');
  // "Invalid date" reads "invalid date" mid-sentence; "GSM number…" keeps its capitals.
  const second = trimmed.charAt(1);
  return second && second === second.toLocaleLowerCase() && second !== second.toLocaleUpperCase()
    ? trimmed.charAt(0).toLocaleLowerCase() + trimmed.slice(1)
    : trimmed;
};
