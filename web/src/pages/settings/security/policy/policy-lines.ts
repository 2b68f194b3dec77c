import type { FieldError } from '@shared/errors';

/** A textarea with one entry a line: the entries (blank lines skipped) and the line each came from. */
export interface Lines {
  list: string[];
  /** 1-based line number of each entry, so an error on entry i can name its line. */
  lineOf: number[];
}

export function splitLines(text: string): Lines {
  const list: string[] = [];
  const lineOf: number[] = [];
  text.split(/\r?\n/).forEach((line, i) => {
    const entry = line.trim();
    if (!entry) return;
    list.push(entry);
    lineOf.push(i + 1);
  });
  return { list, lineOf };
}

export const joinLines = (list: readonly string[]): string => list.join('\n');

export interface LineError {
  /** The line the error is about; null for the list as a whole (too long, self-lockout). */
  line: number | null;
  error: FieldError;
}

/**
 * The errors about one list, with paths like `ipAllowList.3` (the entry's index in the list sent)
 * turned into line numbers; `ipAllowList` alone is about the whole list. Sorted by line.
 */
export function lineErrors(errors: readonly FieldError[], field: string, lineOf: readonly number[]): LineError[] {
  const out: LineError[] = [];
  const seen = new Set<string>();
  for (const error of errors) {
    if (error.path !== field && !error.path.startsWith(`${field}.`)) continue;
    const index = error.path === field ? null : Number(error.path.slice(field.length + 1).split('.')[0]);
    const line = index === null || !Number.isInteger(index) ? null : (lineOf[index] ?? index + 1);
    const key = `${line}:${error.code}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ line, error });
  }
  return out.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
}
