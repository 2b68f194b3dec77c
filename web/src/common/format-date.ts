import type { DateFormat } from '@shared/constants';

const pad = (n: number) => String(n).padStart(2, '0');

/** Formats an ISO timestamp in local time by the user's date_format pref; time as HH:mm when asked. */
export function formatDate(iso: string | undefined | null, format: DateFormat, withTime = false): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const y = String(date.getFullYear());
  const m = pad(date.getMonth() + 1);
  const d = pad(date.getDate());
  const day = format === 'dd/mm/yyyy' ? `${d}/${m}/${y}` : format === 'mm/dd/yyyy' ? `${m}/${d}/${y}` : `${y}-${m}-${d}`;
  return withTime ? `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}` : day;
}
