/**
 * Custom events (issue 19): what an integrator tells about a subscriber (`signed_up`, `order.paid`),
 * kept per subscriber for segments and, later, automation.
 *
 * A name is a slug: lower-case letters, digits and `_ . -`, starting with a letter or digit, at most
 * 64 characters — so one event is never two names by case or spaces, and a name is safe in keys.
 */
export const EVENT_NAME_MAX = 64;
export const EVENT_NAME_PATTERN = /^[a-z0-9][a-z0-9_.-]{0,63}$/;
export const isEventName = (value: string): boolean => EVENT_NAME_PATTERN.test(value);

/** Properties: a flat object of at most 20 values, names like merge fields, strings at most 500 characters. */
export const EVENT_PROPERTY_NAME_PATTERN = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
export type EventPropertyValue = string | number | boolean;
export const EVENT_PROPERTIES_MAX = 20;
export const EVENT_PROPERTY_TEXT_MAX = 500;

/** How long an event is kept (its TTL) and so how old an event may be when it is told. */
export const EVENT_RETENTION_DAYS = 365;
/** A client's clock may run ahead of ours by this much; an event further in the future is refused. */
export const EVENT_FUTURE_SKEW_MINUTES = 5;

const DAY_MS = 86_400_000;

/** Why an event's time is not accepted at `now` (a catalogue code), or undefined when it is. */
export function eventTimeProblem(time: string, now: Date): 'EVENT_TIME_IN_FUTURE' | 'EVENT_TIME_TOO_OLD' | undefined {
  const at = Date.parse(time);
  if (at > now.getTime() + EVENT_FUTURE_SKEW_MINUTES * 60_000) return 'EVENT_TIME_IN_FUTURE';
  if (at < now.getTime() - EVENT_RETENTION_DAYS * DAY_MS) return 'EVENT_TIME_TOO_OLD';
  return undefined;
}

/** When an event told for `time` expires (epoch seconds, the TTL): its retention counted from the event, not from when it was told. */
export const eventExpiry = (time: string): number => Math.floor((Date.parse(time) + EVENT_RETENTION_DAYS * DAY_MS) / 1000);

/**
 * Segments (issue 19) may count only the events whose property compares so with a value: text
 * (`eq`, `neq`, `contains`, ignoring case; numbers and booleans as written) or numbers (`gt`, `gte`,
 * `lt`, `lte`; a property that is no number fails them).
 */
export const EVENT_PROPERTY_OPERATORS = ['eq', 'neq', 'contains', 'gt', 'gte', 'lt', 'lte'] as const;
export type EventPropertyOperator = (typeof EVENT_PROPERTY_OPERATORS)[number];
export const NUMERIC_EVENT_PROPERTY_OPERATORS: readonly EventPropertyOperator[] = ['gt', 'gte', 'lt', 'lte'];

/** The test of one event's properties for a filter; a property the event lacks is empty (passes `neq` only). */
export function eventPropertyTest(
  property: string,
  operator: EventPropertyOperator,
  value: string | number,
): (properties: Readonly<Record<string, EventPropertyValue>> | undefined) => boolean {
  const text = String(value).toLowerCase();
  const number = Number(value);
  const read = (p: Readonly<Record<string, EventPropertyValue>> | undefined) => (p && Object.hasOwn(p, property) ? p[property] : undefined);
  const asText = (v: EventPropertyValue | undefined) => (v === undefined ? undefined : String(v).toLowerCase());
  switch (operator) {
    case 'eq':
      return (p) => asText(read(p)) === text;
    case 'neq':
      return (p) => asText(read(p)) !== text;
    case 'contains':
      return (p) => asText(read(p))?.includes(text) ?? false;
    default: {
      const compare = {
        gt: (a: number) => a > number,
        gte: (a: number) => a >= number,
        lt: (a: number) => a < number,
        lte: (a: number) => a <= number,
      }[operator];
      return (p) => {
        const v = read(p);
        return typeof v === 'number' && compare(v);
      };
    }
  }
}
