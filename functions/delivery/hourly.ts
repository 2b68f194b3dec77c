import { hourEnd, hourOf } from '@shared/rules/hourly';
import type { SendingHead, SendingRef } from './channel';
import { hourlyRepository } from './hourly-repository';

/** What an hourly sending's item carries (functions/mailings/send-types/hourly.ts): its portion and how long its hour is. */
export interface StoredHourly {
  perHour: number;
  hourMs: number;
}

export const hourlyOf = (head: SendingHead): StoredHourly | undefined => head.item.hourly as StoredHourly | undefined;

/** The hour's portion is taken: the rest waits (parked, the sending paused) until the next hour starts. */
export interface PortionFull {
  why: 'hourly';
  rest: string[];
  resumeAt: string;
}

type Run<S extends { rest: string[] }> = (ids: string[]) => Promise<{ sent: number; stop: S | undefined }>;

/**
 * A batch of an hourly sending (issue 17), part by part: each part is reserved from the current
 * hour's count first (a conditional write, so workers side by side never take more than the portion
 * between them), then run; what a part reserved and did not send (refused, someone else's already,
 * given back for later) is given back to the hour, so the portion counts messages that went. When
 * the hour has nothing left the rest of the batch is the caller's to park until the next hour.
 */
export async function inPortions<S extends { rest: string[] }>(
  ref: SendingRef,
  head: SendingHead,
  hourly: StoredHourly,
  ids: readonly string[],
  run: Run<S>,
): Promise<{ stop: S | PortionFull | undefined }> {
  const startedAt = head.startedAt ? Date.parse(head.startedAt) : Date.now();
  let left = [...ids];
  while (left.length > 0) {
    const hour = hourOf(startedAt, hourly.hourMs, Date.now());
    const granted = await hourlyRepository.reserve(ref, hour, hourly.perHour, left.length);
    if (granted === 0)
      return { stop: { why: 'hourly', rest: left, resumeAt: new Date(hourEnd(startedAt, hourly.hourMs, hour)).toISOString() } };
    const part = left.slice(0, granted);
    left = left.slice(granted);
    const { sent, stop } = await run(part);
    await hourlyRepository.giveBack(ref, hour, granted - sent);
    if (stop) return { stop: { ...stop, rest: [...stop.rest, ...left] } };
  }
  return { stop: undefined };
}
