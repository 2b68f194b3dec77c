import { timeZoneChoices, zoneLabel } from '@shared/rules/time-zone';

export interface TimeZoneOption {
  value: string;
  /** "Europe/Warsaw (UTC+01:00)": the offset as it is now, summer or winter. */
  label: string;
}

/** The zones to choose from, each with its current UTC offset; the saved one is always among them. */
export function timeZoneOptions(current: string, at: Date = new Date()): TimeZoneOption[] {
  return timeZoneChoices(current).map((zone) => ({ value: zone, label: zoneLabel(zone, at) }));
}
