import type { TFunction } from 'i18next';
import type { PropertyDef } from '@shared/properties';
import { formatGsm } from '@shared/rules/contacts';
import { isYearlessDate } from '@shared/rules/calendar-dates';

export interface ValueFormatting {
  t: TFunction;
  /** The user's date format (useFormatDate). */
  formatDate: (iso: string | undefined | null, withTime?: boolean) => string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A calendar day (YYYY-MM-DD) in the user's format, read at local noon so no time zone moves it. A day
 * without a year (--MM-DD, a birthday imported as MM/DD) is shown in the same format without the year
 * (24/12, 12/24 or 12-24: formatMonthDay, which the date formatter applies to such a value).
 */
export function formatDay(day: string, fmt: ValueFormatting): string {
  if (DAY.test(day)) return fmt.formatDate(`${day}T12:00:00`);
  if (!isYearlessDate(day)) return day;
  return fmt.formatDate(day) || day;
}

export const isBlank = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** One property value as the lists, the details and the history show it. */
export function formatPropertyValue(def: Pick<PropertyDef, 'type'> | undefined, value: unknown, fmt: ValueFormatting): string {
  if (isBlank(value)) return '—';
  if (Array.isArray(value)) return value.map(String).join(', ');
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value as string | number | boolean);
  switch (def?.type) {
    case 'spec_agr':
      return fmt.t('subscribers.consent.givenOn', { date: fmt.formatDate(text, true) || text });
    case 'date':
      return formatDay(text, fmt);
    case 'gsm':
      return formatGsm(text);
    default:
      return text;
  }
}
