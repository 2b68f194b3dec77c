import { inWindow, nextWindowStart, type SendingWindow } from '@shared/rules/sending-window';
import type { SendingHead, SendingRef } from './channel';
import { hourlyOf, inPortions } from './hourly';

/** What a sending's timing holds back: the rest of a batch waits, the sending paused, until `resumeAt`. */
export interface HeldBack {
  why: 'window' | 'hourly';
  rest: string[];
  resumeAt?: string;
}

type Run<S extends { rest: string[] }> = (ids: string[]) => Promise<{ sent: number; stop: S | undefined }>;

/**
 * May this batch go now, and how much of it: the one place a sending's timing is applied (issue 17).
 * Outside its sending hours and days (stored on it with the account's zone when planned) none of it
 * goes until the window's next opening; an hourly sending sends only what the current hour's
 * portion has left (hourly.ts), the rest waiting for the next hour. Whatever `run` stopped on is
 * passed on; the caller parks and pauses what is held back.
 */
export async function sendInTime<S extends { rest: string[] }>(
  ref: SendingRef,
  head: SendingHead,
  ids: readonly string[],
  run: Run<S>,
): Promise<S | HeldBack | undefined> {
  const window = (head as { sendWindow?: SendingWindow & { timeZone: string } }).sendWindow;
  const now = new Date();
  if (window && !inWindow(window, window.timeZone, now))
    return { why: 'window', rest: [...ids], resumeAt: nextWindowStart(window, window.timeZone, now)?.toISOString() };
  const hourly = hourlyOf(head);
  if (hourly) return (await inPortions(ref, head, hourly, ids, run)).stop;
  return (await run([...ids])).stop;
}
