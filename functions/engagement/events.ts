import { createHash } from 'node:crypto';
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
  /** The event's own id (a ULID given when it is enqueued): the report counts every open and click once by it. */
  id: z.string().max(40).optional(),
  /** Who asked (shared/rules/user-agents.ts tells people from machines by these): clipped to USER_AGENT_MAX. */
  userAgent: z.string().max(300).optional(),
  ip: z.string().max(64).optional(),
  method: z.string().max(10).optional(),
});
export const USER_AGENT_MAX = 300;
export type TrackingEvent = z.infer<typeof TrackingEvent>;

/** SES event publishing format: the fields we use (everything else is ignored, not refused). */
export interface SesEvent {
  eventType: string;
  mail: { messageId: string; timestamp?: string; tags?: Record<string, string[]> };
  bounce?: { bounceType?: string; timestamp?: string; bouncedRecipients?: { diagnosticCode?: string }[] };
  complaint?: { timestamp?: string };
  delivery?: { timestamp?: string };
  open?: { timestamp?: string; userAgent?: string; ipAddress?: string };
  click?: { timestamp?: string; link?: string; userAgent?: string; ipAddress?: string };
}

type Json = Record<string, unknown>;
const object = (v: unknown): Json | undefined => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : undefined);
const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const stamp = (v: unknown) => {
  const o = object(v);
  return o ? { timestamp: text(o.timestamp) } : undefined;
};
/** An open's or a click's requester, as SES saw it. */
const requester = (o: Json) => ({ userAgent: text(o.userAgent)?.slice(0, USER_AGENT_MAX), ipAddress: text(o.ipAddress) });

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
  const open = object(event.open);
  const recipients = Array.isArray(bounce?.bouncedRecipients)
    ? (bounce.bouncedRecipients as unknown[]).map((r) => ({ diagnosticCode: text(object(r)?.diagnosticCode) }))
    : undefined;
  return {
    eventType,
    mail: { messageId, timestamp: text(mail.timestamp), tags },
    bounce: bounce ? { bounceType: text(bounce.bounceType), timestamp: text(bounce.timestamp), bouncedRecipients: recipients } : undefined,
    complaint: stamp(event.complaint),
    delivery: stamp(event.delivery),
    open: open ? { timestamp: text(open.timestamp), ...requester(open) } : undefined,
    click: click ? { timestamp: text(click.timestamp), link: text(click.link), ...requester(click) } : undefined,
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

/**
 * An event the report counts every time it happens, not only the first (functions/engagement/report-counts.ts):
 * an open, a click, a soft bounce. `id` tells a redelivery of it from another one.
 */
export interface Occurrence {
  id: string;
  kind: 'open' | 'click' | 'softBounce';
  at: string;
  url?: string;
  userAgent?: string;
  ip?: string;
  method?: string;
  /** A soft bounce's SMTP code. */
  code?: number;
}

/** What one queue message means. */
export type Interpretation =
  | { kind: 'count'; target: Target; counted: Counted[]; effects: SubscriberEffect[]; occurrence?: Occurrence }
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

function fromSes(event: SesEvent, now: string, id: string): Interpretation {
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
      if (event.bounce?.bounceType !== 'Permanent') {
        const at = event.bounce?.timestamp ?? fallback;
        const occurrence: Occurrence = { id, kind: 'softBounce', at, ...(code !== undefined ? { code } : {}) };
        return { kind: 'count', target, counted: [], effects: quarantines ? ['failed'] : [], occurrence };
      }
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
    case 'Open': {
      const at = event.open?.timestamp ?? fallback;
      const occurrence: Occurrence = { id, kind: 'open', at, ...sesRequester(event.open) };
      return { kind: 'count', target, counted: [{ marker: { ...base, type: 'opened', at } }], effects: [], occurrence };
    }
    default: {
      const at = event.click?.timestamp ?? fallback;
      const url = clip(event.click?.link, 500);
      const occurrence: Occurrence = { id, kind: 'click', at, ...(url ? { url } : {}), ...sesRequester(event.click) };
      return { kind: 'count', target, counted: clickCounted(base, at, url), effects: [], occurrence };
    }
  }
}

const sesRequester = (r: { userAgent?: string; ipAddress?: string } | undefined) => ({
  ...(r?.userAgent !== undefined ? { userAgent: r.userAgent } : {}),
  ...(r?.ipAddress ? { ip: r.ipAddress } : {}),
});

/** A click proves the message was opened even when images were blocked. */
function clickCounted(base: { subscriberId: string; mailingId: string }, at: string, url: string | undefined): Counted[] {
  return [{ marker: withDetail({ ...base, type: 'clicked', at }, clip(url, 500)) }, { marker: { ...base, type: 'opened', at } }];
}

function fromTracking(event: TrackingEvent, id: string): Interpretation {
  const { accountId, mailingId, subscriberId, at } = event;
  const target = { accountId, mailingId, subscriberId };
  const base = { subscriberId, mailingId };
  const { userAgent, ip, method, url } = event;
  const requester = { ...(userAgent !== undefined ? { userAgent } : {}), ...(ip ? { ip } : {}), ...(method ? { method } : {}) };
  if (event.kind === 'open')
    return {
      kind: 'count',
      target,
      counted: [{ marker: { ...base, type: 'opened', at } }],
      effects: [],
      occurrence: { id, kind: 'open', at, ...requester },
    };
  if (event.kind === 'click')
    return {
      kind: 'count',
      target,
      counted: clickCounted(base, at, url),
      effects: [],
      occurrence: { id, kind: 'click', at, ...(url ? { url } : {}), ...requester },
    };
  // The status change itself was made while the person waited (engagement.unsubscribe).
  return { kind: 'count', target, counted: [{ marker: { ...base, type: 'unsubscribed', at } }], effects: [] };
}

/** An event's id when it brings none: a hash of its text (a redelivery is the same text). */
const digest = (text: string) => createHash('sha1').update(text).digest('base64url');

/**
 * Reads one queue message. Throws on a body that is not one of ours (the message is retried, then
 * kept in the DLQ for a look); a valid event that nothing counts is a `drop`.
 */
export function interpret(body: string, now = new Date().toISOString()): Interpretation {
  const outer = JSON.parse(body) as Record<string, unknown>;
  if (outer.source === 'goniec.tracking') {
    const event = TrackingEvent.parse(outer);
    return fromTracking(event, event.id ?? digest(body));
  }
  const message = outer.Type === 'Notification' && typeof outer.Message === 'string' ? outer.Message : undefined;
  // The record's own text names it: SNS and SQS hand the same record over again, never a changed one.
  return fromSes(readSesEvent(message === undefined ? outer : JSON.parse(message)), now, digest(message ?? body));
}
