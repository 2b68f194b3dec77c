import type { DateFormat } from '@shared/constants';
import { isYearlessDate } from '@shared/rules/calendar-dates';

const pad = (n: number) => String(n).padStart(2, '0');

/** A day without a year (`--MM-DD`, a birthday) in the date_format pref without its year: 24/12, 12/24 or 12-24; '' when it is none. */
export function formatMonthDay(value: string, format: DateFormat): string {
  if (!isYearlessDate(value)) return '';
  const m = value.slice(2, 4);
  const d = value.slice(5, 7);
  return format === 'dd/mm/yyyy' ? `${d}/${m}` : format === 'mm/dd/yyyy' ? `${m}/${d}` : `${m}-${d}`;
}

/**
 * Formats an ISO timestamp in local time by the user's date_format pref; time as HH:mm when asked.
 * A day without a year (`--MM-DD`) is shown as formatMonthDay does.
 */
export function formatDate(iso: string | undefined | null, format: DateFormat, withTime = false): string {
  if (!iso) return '';
  if (iso.startsWith('--')) return formatMonthDay(iso, format);
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const y = String(date.getFullYear());
  const m = pad(date.getMonth() + 1);
  const d = pad(date.getDate());
  const day = format === 'dd/mm/yyyy' ? `${d}/${m}/${y}` : format === 'mm/dd/yyyy' ? `${m}/${d}/${y}` : `${y}-${m}-${d}`;
  return withTime ? `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}` : day;
}
