/** Issue 19, custom events (`POST /v1/events`): field codes of the event's name, properties and time. */
export const customEventsCodes = [
  /** The name is not a slug of 1 to 64 characters: lower-case letters, digits, `_ . -` (shared/rules/custom-events.ts). */
  'EVENT_NAME_INVALID',
  /** Properties: more than the limit, a name that is not a field name, a text too long, or a nested value. */
  'EVENT_PROPERTIES_INVALID',
  /** The event's time is later than now (beyond a few minutes' clock skew). */
  'EVENT_TIME_IN_FUTURE',
  /** The event's time is older than the events' retention: it would be gone at once. */
  'EVENT_TIME_TOO_OLD',
] as const;
