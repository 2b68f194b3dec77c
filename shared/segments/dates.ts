/**
 * Calendar arithmetic for segments. Dates are whole days: a date property ("1990-02-28") is a civil
 * date; an event or a consent is a moment, turned into the day it was in the account's time zone
 * (its general settings; Europe/Warsaw by default). Days are numbered from 1970-01-01 so comparisons are integer ones.
 */
export const DAY_MS = 86_400_000;
/** No date (an empty property, a subscriber with no such event). */
export const NO_DAY = -2147483648;

/**
 * A date without a year ("--MM-DD", a birthday exported as MM/DD) is numbered as that day of year 0,
 * a leap year (so 29 February exists) no real date falls in. Its anniversary, day and month read as
 * any date's; the evaluator treats it as having no year (isYearlessDay).
 */
const YEARLESS_YEAR = 0;

/** The day number of a civil date "YYYY-MM-DD" or "--MM-DD" (already validated), or NO_DAY. */
export function civilDay(date: string | undefined): number {
  if (date?.length === 7 && date.startsWith('--')) {
    const month = Number(date.slice(2, 4));
    const day = Number(date.slice(5, 7));
    return Number.isInteger(month) && Number.isInteger(day) ? dayOf(YEARLESS_YEAR, month, day) : NO_DAY;
  }
  if (!date || date.length < 10) return NO_DAY;
  const ms = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
  return Number.isNaN(ms) ? NO_DAY : Math.floor(ms / DAY_MS);
}

/**
 * Day numbers of moments in one time zone. The zone's offset only changes at DST transitions, so it
 * is computed once per UTC hour and cached: millions of events cost a Map lookup each, not an Intl call.
 */
export function zonedDays(timeZone: string) {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });
  const offsets = new Map<number, number>();
  const offsetAt = (hour: number): number => {
    let offset = offsets.get(hour);
    if (offset === undefined) {
      const parts = Object.fromEntries(format.formatToParts(new Date(hour * 3_600_000)).map((p) => [p.type, p.value]));
      const local = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute));
      offset = local - hour * 3_600_000;
      offsets.set(hour, offset);
    }
    return offset;
  };
  return {
    /** The local day of a moment given in epoch milliseconds. */
    ofMs(ms: number): number {
      return Math.floor((ms + offsetAt(Math.floor(ms / 3_600_000))) / DAY_MS);
    },
    /** The local day of an ISO timestamp, or NO_DAY. */
    ofIso(iso: string | undefined): number {
      if (!iso) return NO_DAY;
      const ms = Date.parse(iso);
      return Number.isNaN(ms) ? NO_DAY : this.ofMs(ms);
    },
  };
}

/**
 * Year, month and day of a day number, by arithmetic (H. Hinnant's civil_from_days): evaluating
 * anniversaries for millions of rows must not allocate a Date each time.
 */
function ymd(day: number): [number, number, number] {
  const z = day + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  return [yoe + era * 400 + (m <= 2 ? 1 : 0), m, d];
}

/** The day number of a civil date, by arithmetic (days_from_civil). */
function dayOf(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

const isLeapYear = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const daysInMonth = (year: number, month: number) => (month === 2 && isLeapYear(year) ? 29 : MONTH_DAYS[month - 1]!);

const YEARLESS_FIRST = dayOf(YEARLESS_YEAR, 1, 1);
const YEARLESS_LAST = dayOf(YEARLESS_YEAR, 12, 31);
/** The day number of a date without a year: its comparisons with real days, its year and differences mean nothing. */
export const isYearlessDay = (day: number) => day >= YEARLESS_FIRST && day <= YEARLESS_LAST;

export const dayOfMonth = (day: number) => ymd(day)[2];
export const monthOf = (day: number) => ymd(day)[1];
export const yearOf = (day: number) => ymd(day)[0];

/**
 * Days from `today` until the date's next anniversary (0 when it is today). A 29 February date
 * has its anniversary on 28 February in common years.
 */
export function daysToAnniversary(date: number, today: number): number {
  const [, month, day] = ymd(date);
  const [year] = ymd(today);
  const on = (y: number) => dayOf(y, month, Math.min(day, daysInMonth(y, month)));
  const thisYear = on(year);
  return thisYear >= today ? thisYear - today : on(year + 1) - today;
}

/**
 * Whole months from the date to `today` (negative for a future date). A month counts when the same
 * day of the month is reached, or the month's last day when it has fewer days (31 Jan → 28 Feb is one).
 */
export function monthsBetween(date: number, today: number): number {
  if (today < date) return -monthsBetween(today, date);
  const [y1, m1, d1] = ymd(date);
  const [y2, m2, d2] = ymd(today);
  let months = (y2 - y1) * 12 + (m2 - m1);
  if (d2 < d1 && d2 < daysInMonth(y2, m2)) months -= 1;
  return months;
}
