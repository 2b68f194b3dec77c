import type { FieldError } from '@shared/errors';

/** A textarea's entries, one a line: trimmed, blank lines dropped (the server checks each one). */
export const toLines = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** The first error on a list field or one of its entries (`emails`, `emails.3`): shown under its textarea. */
export const listError = (errors: Record<string, FieldError | undefined>, field: string): FieldError | undefined =>
  Object.entries(errors).find(([path, error]) => error && (path === field || path.startsWith(`${field}.`)))?.[1];
