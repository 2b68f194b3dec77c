import type { Currency } from '@shared/constants';
import type { SmsMessageStatus } from '@shared/schemas/sms';
import type { RollupDeltas } from '@functions/engagement/report-tally';

/**
 * What a text adds to its sending's report roll-ups (keys/sending.ts `ROLLUP#<sms>#…`), pure: the
 * send path adds a settled text (functions/delivery/sms-channel.ts, in the claim's transaction), a
 * delivery report moves it from one status to another (./delivery-service.ts, in the line's), a
 * first click counts its clicker (./abx-repository.ts). Each is written with the change of the
 * text's `SMSTO#` line, conditional on the line's state, so the line is the marker that keeps the
 * counts exact under redelivery.
 *
 * - `st#<status>`: texts, parts, cost in that delivery status;
 * - `px#<prefix>`: texts to numbers of that prefix (shared/rules/sms-prices.ts), of which sent,
 *   delivered and failed (expired, undeliverable, rejected), and their parts and cost;
 * - `t`: unique clickers.
 * Parts and cost are the sent texts' only: a text never handed over costs nothing.
 */

/** What a sent text was charged; kept on its line, so a delivery report can move it. */
export interface SmsCharge {
  prefix: string;
  parts: number;
  costMicros: number;
}

/** Statuses operators report a text lost in: each counts towards the number's quarantine (spec section 4). */
export const FAILED_DELIVERY: ReadonlySet<SmsMessageStatus> = new Set(['expired', 'undeliverable', 'rejected']);

const delta = (deltas: RollupDeltas, name: string, add: Record<string, number>, set?: Record<string, string>) => {
  const d = deltas.get(name) ?? { add: {} };
  for (const [counter, n] of Object.entries(add)) d.add[counter] = (d.add[counter] ?? 0) + n;
  if (set) d.set = { ...d.set, ...set };
  deltas.set(name, d);
};

const charged = (charge: SmsCharge | undefined, sign = 1) =>
  charge ? { parts: sign * charge.parts, cost: sign * charge.costMicros } : { parts: 0, cost: 0 };

/** A text settled by the send path: its status, and for one that went, what it was charged. */
export function settledTextDeltas(
  status: SmsMessageStatus,
  text: { prefix?: string; charge?: SmsCharge },
  currency: Currency,
): RollupDeltas {
  const deltas: RollupDeltas = new Map();
  const cost = charged(text.charge);
  delta(deltas, `st#${status}`, { texts: 1, ...cost }, { currency });
  const prefix = text.charge?.prefix ?? text.prefix;
  if (prefix) delta(deltas, `px#${prefix}`, { texts: 1, sent: text.charge ? 1 : 0, ...cost }, { currency });
  return deltas;
}

/** A delivery report moved a sent text from one status to another: its count, parts and cost move with it. */
export function movedTextDeltas(from: SmsMessageStatus, to: SmsMessageStatus, charge: SmsCharge | undefined): RollupDeltas {
  const deltas: RollupDeltas = new Map();
  if (from === to) return deltas;
  delta(deltas, `st#${from}`, { texts: -1, ...charged(charge, -1) });
  delta(deltas, `st#${to}`, { texts: 1, ...charged(charge) });
  if (charge) {
    const outcome = (status: SmsMessageStatus) =>
      status === 'delivered' ? 'delivered' : FAILED_DELIVERY.has(status) ? 'failed' : undefined;
    const [left, reached] = [outcome(from), outcome(to)];
    if (left) delta(deltas, `px#${charge.prefix}`, { [left]: -1 });
    if (reached) delta(deltas, `px#${charge.prefix}`, { [reached]: 1 });
  }
  return deltas;
}

/** The list's figures (the progress counters) a delivery report moves: delivered and failed texts. */
export function movedProgress(from: SmsMessageStatus, to: SmsMessageStatus): Record<string, number> {
  const outcome = (status: SmsMessageStatus) => (status === 'delivered' ? 'delivered' : FAILED_DELIVERY.has(status) ? 'failed' : undefined);
  const add: Record<string, number> = {};
  const [left, reached] = [outcome(from), outcome(to)];
  if (left) add[left] = (add[left] ?? 0) - 1;
  if (reached) add[reached] = (add[reached] ?? 0) + 1;
  return add;
}

/** A recipient's first click of a tracked link in the text. */
export const clickerDeltas = (): RollupDeltas => new Map([['t', { add: { clicked: 1 } }]]);
