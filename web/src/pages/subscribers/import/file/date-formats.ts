import type { ImportDateFormat } from '@shared/schemas/imports';

/** How a language writes the parts of a date pattern: "RRRR" for the year and "gg:mm" in Polish, "YYYY" and "hh:mm" in English. */
export interface PatternTokens {
  year: string;
  time: string;
}

/** A date format without a year (a birthday exported as MM/DD): kept as an anniversary. */
export const isYearless = (format: ImportDateFormat): boolean => format !== 'ISO_DATETIME' && !format.includes('YYYY');

/** The format as people read it: "DD.MM.RRRR" in Polish, "YYYY-MM-DD hh:mm" for ISO with a time. */
export function dateFormatPattern(format: ImportDateFormat, tokens: PatternTokens): string {
  const pattern = format === 'ISO_DATETIME' ? `YYYY-MM-DD ${tokens.time}` : format;
  return pattern.replace('YYYY', tokens.year);
}
