import { z } from 'zod';
import { bounceCode, QUARANTINE_BOUNCE_CODES } from '@shared/rules/quarantine';
import type { Engagement } from '@functions/activity/repository';

/**
 * What arrives on the events queue, and what each message means for counting. Pure: the batch
 * ingest (./ingest.ts) does the reading and writing.
 *
 * Two sources share the queue: SES event publishing (through SNS, wrapped in its envelope or raw)
 * and the app's own tracking endpoints (opens, clicks, unsubscribes: `TrackingEvent`), so both
 * count through the same markers and an engagement seen by both counts once.
 */

/** An event of the app's own tracking (functions/tracking/handler.ts), enqueued as it happens. */
export const TrackingEvent = z.strictObject({
  source: z.literal('goniec.tracking'),
  kind: z.enum(['open', 'click', 'unsubscribe']),
  accountId: z.string().min(1),
  mailingId: z.string().min(1),
  subscriberId: z.string().min(1),
  at: z.string(),
  url: z.string().optional(),
});
export type TrackingEvent = z.infer<typeof TrackingEvent>;

/** SES event publishing format: the fields we use (everything else is ignored, not refused). */
export interface SesEvent {
  eventType: string;
  mail: { messageId: string; timestamp?: string; tags?: Record<string, string[]> };
  bounce?: { bounceType?: string; timestamp?: string; bouncedRecipients?: { diagnosticCode?: string }[] };
  complaint?: { timestamp?: string };
  delivery?: { timestamp?: string };
  open?: { timestamp?: string };
  click?: { timestamp?: string; link?: string };
}

type Json = Record<string, unknown>;
const object = (v: unknown): Json | undefined => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : undefined);
const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const stamp = (v: unknown) => {
  const o = object(v);
  return o ? { timestamp: text(o.timestamp) } : undefined;
};

/**
 * Reads the fields we use from an SES record, checking each one's type by hand: a million events
 * an hour go through here, and a schema library costs as much as the JSON.parse before it.
 * Throws when the record has no event type or message id (not an SES event).
 */
export function readSesEvent(value: unknown): SesEvent {
  const event = object(value);
  const mail = object(event?.mail);
  const eventType = text(event?.eventType);
  const messageId = text(mail?.messageId);
  if (!event || !mail || !eventType || !messageId) throw new Error('not an SES event');
  const tags = object(mail.tags) as Record<string, string[]> | undefined;
  const bounce = object(event.bounce);
  const click = object(event.click);
  const recipients = Array.isArray(bounce?.bouncedRecipients)
    ? (bounce.bouncedRecipients as unknown[]).map((r) => ({ diagnosticCode: text(object(r)?.diagnosticCode) }))
    : undefined;
  return {
    eventType,
    mail: { messageId, timestamp: text(mail.timestamp), tags },
    bounce: bounce ? { bounceType: text(bounce.bounceType), timestamp: text(bounce.timestamp), bouncedRecipients: recipients } : undefined,
    complaint: stamp(event.complaint),
    delivery: stamp(event.delivery),
    open: stamp(event.open),
    click: click ? { timestamp: text(click.timestamp), link: text(click.link) } : undefined,
  };
}

/** Whom an event is about: the sending (mailing) and the recipient, from the sender's SES tags. */
export interface Target {
  accountId: string;
  mailingId: string;
  subscriberId: string;
}

/** Something an event does to the subscriber record, beside counting. */
export type SubscriberEffect = 'delivered' | 'failed' | 'unsubscribe';

/** One engagement that counts the first time its marker is written; `effect` applies only then. */
export interface Counted {
  marker: Engagement;
  effect?: SubscriberEffect;
}

/** What one queue message means. */
export type Interpretation =
  | { kind: 'count'; target: Target; counted: Counted[]; effects: SubscriberEffect[] }
  | { kind: 'drop'; reason: 'type' | 'untagged'; eventType?: string; messageId?: string };

/** SES event types nothing reads: dropped before any read or write. */
const COUNTED_SES_TYPES = new Set(['Delivery', 'Bounce', 'Complaint', 'Open', 'Click']);

const clip = (value: string | undefined, max: number) => (value ? value.slice(0, max) : undefined);
const withDetail = (marker: Engagement, detail: string | undefined): Engagement => (detail ? { ...marker, detail } : marker);

/** The SES tags the sender puts on every message (functions/delivery/email-channel.ts): `account`, `mailing`, `subscriber`. */
export function targetOf(event: SesEvent): Target | undefined {
  const t = event.mail.tags ?? {};
  const first = (name: string) => (Array.isArray(t[name]) ? text(t[name][0]) : undefined);
  const [accountId, mailingId, subscriberId] = [first('account'), first('mailing'), first('subscriber')];
  return accountId && mailingId && subscriberId ? { accountId, mailingId, subscriberId } : undefined;
}

function fromSes(event: SesEvent, now: string): Interpretation {
  if (!COUNTED_SES_TYPES.has(event.eventType)) return { kind: 'drop', reason: 'type', eventType: event.eventType };
  const target = targetOf(event);
  if (!target) return { kind: 'drop', reason: 'untagged', eventType: event.eventType, messageId: event.mail.messageId };
  const base = { subscriberId: target.subscriberId, mailingId: target.mailingId };
  const fallback = event.mail.timestamp ?? now;
  switch (event.eventType) {
    case 'Delivery':
      return {
        kind: 'count',
        target,
        counted: [{ marker: { ...base, type: 'delivered', at: event.delivery?.timestamp ?? fallback }, effect: 'delivered' }],
        effects: [],
      };
    case 'Bounce': {
      const diagnostic = event.bounce?.bouncedRecipients?.[0]?.diagnosticCode;
      const code = bounceCode(diagnostic);
      const quarantines = code !== undefined && QUARANTINE_BOUNCE_CODES.includes(code);
      // Transient bounces are retried by SES and do not count as bounces; quarantine counts the
      // bounces whose SMTP code the spec lists, permanent or not.
      if (event.bounce?.bounceType !== 'Permanent') return { kind: 'count', target, counted: [], effects: quarantines ? ['failed'] : [] };
      const marker = withDetail({ ...base, type: 'bounced', at: event.bounce.timestamp ?? fallback }, clip(diagnostic, 200));
      return { kind: 'count', target, counted: [{ marker, ...(quarantines ? { effect: 'failed' as const } : {}) }], effects: [] };
    }
    case 'Complaint':
      return {
        kind: 'count',
        target,
        counted: [{ marker: { ...base, type: 'complained', at: event.complaint?.timestamp ?? fallback }, effect: 'unsubscribe' }],
        effects: [],
      };
    case 'Open':
      return {
        kind: 'count',
        target,
        counted: [{ marker: { ...base, type: 'opened', at: event.open?.timestamp ?? fallback } }],
        effects: [],
      };
    default: {
      const at = event.click?.timestamp ?? fallback;
      return { kind: 'count', target, counted: clickCounted(base, at, event.click?.link), effects: [] };
    }
  }
}

/** A click proves the message was opened even when images were blocked. */
function clickCounted(base: { subscriberId: string; mailingId: string }, at: string, url: string | undefined): Counted[] {
  return [{ marker: withDetail({ ...base, type: 'clicked', at }, clip(url, 500)) }, { marker: { ...base, type: 'opened', at } }];
}

function fromTracking(event: TrackingEvent): Interpretation {
  const { accountId, mailingId, subscriberId, at } = event;
  const target = { accountId, mailingId, subscriberId };
  const base = { subscriberId, mailingId };
  if (event.kind === 'open') return { kind: 'count', target, counted: [{ marker: { ...base, type: 'opened', at } }], effects: [] };
  if (event.kind === 'click') return { kind: 'count', target, counted: clickCounted(base, at, event.url), effects: [] };
  // The status change itself was made while the person waited (engagement.unsubscribe).
  return { kind: 'count', target, counted: [{ marker: { ...base, type: 'unsubscribed', at } }], effects: [] };
}

/**
 * Reads one queue message. Throws on a body that is not one of ours (the message is retried, then
 * kept in the DLQ for a look); a valid event that nothing counts is a `drop`.
 */
export function interpret(body: string, now = new Date().toISOString()): Interpretation {
  const outer = JSON.parse(body) as Record<string, unknown>;
  if (outer.source === 'goniec.tracking') return fromTracking(TrackingEvent.parse(outer));
  const inner: unknown = outer.Type === 'Notification' && typeof outer.Message === 'string' ? JSON.parse(outer.Message) : outer;
  return fromSes(readSesEvent(inner), now);
}
