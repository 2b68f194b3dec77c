import { DateTime } from 'luxon';
import type { TriggerDelayUnit } from './campaigns';

export interface TriggerDelay {
  unit: TriggerDelayUnit;
  value: number;
}

/**
 * When a triggered subscriber's mailing goes: `delay` after `from` (at once without one). Hours are
 * `hourMs` long (a campaign hour, short in tests); days and longer are calendar steps in the account's
 * zone, so "1 day" after 09:00 is 09:00 the next day across a daylight-saving change, and a month
 * after 31 January is the month's last day (luxon's arithmetic).
 */
export function triggerDueAt(from: Date, delay: TriggerDelay | undefined, timeZone: string, hourMs = 3_600_000): Date {
  if (!delay) return from;
  if (delay.unit === 'hours') return new Date(from.getTime() + delay.value * hourMs);
  return DateTime.fromJSDate(from, { zone: timeZone })
    .plus({ [delay.unit]: delay.value })
    .toJSDate();
}
