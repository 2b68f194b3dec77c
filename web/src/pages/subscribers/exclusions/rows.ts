import type { FieldError } from '@shared/errors';
import { BLACKLIST_MAX_ROWS, normalizeBlacklistEntry, type BlacklistType } from '@shared/schemas/blacklist';

/** The textarea's entries: one per non-blank line, each with the line it was typed on (1-based). */
export interface PreparedRows {
  rows: string[];
  lines: number[];
}

export interface RowProblem {
  line: number;
  value: string;
  code: FieldError['code'];
}

export function prepareRows(text: string): PreparedRows {
  const rows: string[] = [];
  const lines: number[] = [];
  text.split(/\r?\n/).forEach((row, i) => {
    if (row.trim() === '') return;
    rows.push(row.trim());
    lines.push(i + 1);
  });
  return { rows, lines };
}

export const tooManyRows = (prepared: PreparedRows) => prepared.rows.length > BLACKLIST_MAX_ROWS;

/** Each entry checked as the API checks it (spec section 5: one per row, each valid), by its line in the textarea. */
export function checkRows(type: BlacklistType, prepared: PreparedRows): RowProblem[] {
  return prepared.rows.flatMap((row, i) => {
    const result = normalizeBlacklistEntry(type, row);
    return 'problem' in result ? [{ line: prepared.lines[i]!, value: row, code: result.problem }] : [];
  });
}

/** The API's `rows.<i>` errors put back on the textarea's lines (blank lines were not sent). */
export function problemsFromApi(errors: readonly FieldError[], prepared: PreparedRows): RowProblem[] {
  return errors.flatMap((e) => {
    const m = /^rows\.(\d+)$/.exec(e.path);
    if (!m) return [];
    const i = Number(m[1]);
    return [{ line: prepared.lines[i] ?? i + 1, value: prepared.rows[i] ?? '', code: e.code }];
  });
}
