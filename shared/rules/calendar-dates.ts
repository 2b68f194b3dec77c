/**
 * Calendar dates as subscriber properties store them: whole dates (YYYY-MM-DD) and dates without a
 * year (--MM-DD). A module of its own, free of dependencies: the web app formats dates on every
 * page, and the contact rules beside these carry libphonenumber and zod.
 */

const digits = (value: string, from: number, to: number): number => {
  let n = 0;
  for (let i = from; i < to; i++) {
    const d = value.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return -1;
    n = n * 10 + d;
  }
  return n;
};

/** A calendar date in the spec's format (YYYY-MM-DD) that exists (no 2026-02-30). */
export function isValidDate(value: string): boolean {
  // By arithmetic on the characters, not a Date or a regex match: imports check millions of these.
  if (value.length !== 10 || value.charCodeAt(4) !== 45 || value.charCodeAt(7) !== 45) return false;
  const year = digits(value, 0, 4);
  const month = digits(value, 5, 7);
  const day = digits(value, 8, 10);
  // Years below 100 were never valid here (Date.UTC reads them as 19xx); kept so.
  if (year < 100 || month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = month === 2 ? (leap ? 29 : 28) : month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
  return day <= days;
}

/** A day and month that exist in some year (29 February included): what a year-less date may be. */
export function isValidMonthDay(month: number, day: number): boolean {
  if (!Number.isInteger(month) || !Number.isInteger(day) || month < 1 || month > 12 || day < 1) return false;
  return day <= (month === 2 ? 29 : month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31);
}

/** `--MM-DD` (02-29 allowed): ISO 8601's date without a year (a birthday imported as MM/DD). */
export function isYearlessDate(value: string): boolean {
  // By arithmetic on the characters, as isValidDate.
  if (value.length !== 7 || value.charCodeAt(0) !== 45 || value.charCodeAt(1) !== 45 || value.charCodeAt(4) !== 45) return false;
  return isValidMonthDay(digits(value, 2, 4), digits(value, 5, 7));
}

/** A stored date value: a whole date or a year-less one. */
export const isStoredDate = (value: string): boolean => isValidDate(value) || isYearlessDate(value);
