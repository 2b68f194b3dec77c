import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { RATE_LIMITS, rateLimitsOf, type RateLimit, type RateLimitName } from '@shared/rate-limits';
import type { RouteDef } from '@shared/route-def';
import { dynamo } from './aws';
import { config } from './config';
import { platformKeys } from '@functions/data/keys';
import { writeIfCondition } from './dynamo';
import { TooManyRequestsError } from './errors';
import { fixedWindow, retryAfterSeconds } from './rate-window';

/**
 * The API's abuse limits (shared/rate-limits.ts), counted in fixed windows: one item per limit,
 * subject and window, raised by a conditional ADD, so concurrent calls can never count past the
 * limit, and gone by TTL after the window. A window lets at most `limit` calls in; across the edge
 * of two windows a burst can reach twice that, which these limits (minutes to an hour) accept for
 * one write per check.
 */

/** What the API knows of a call when it counts it; a limit whose subject is missing does not apply. */
export interface RateSubjects {
  ip: string;
  accountId?: string;
  /** The API token a token route is called with (its id). */
  tokenId?: string;
  /** The validated body: limits `per: 'email'` count its `email`. */
  body?: unknown;
}

/**
 * Operators (and the test harnesses, whose every call comes from 127.0.0.1) may raise or lower a
 * limit's count: GONIEC_RATE_LIMITS='{"login.ip": 100}'. Windows and subjects stay as defined.
 */
export const RATE_LIMITS_ENV = 'GONIEC_RATE_LIMITS';
const Overrides = z.partialRecord(z.enum(Object.keys(RATE_LIMITS) as [RateLimitName, ...RateLimitName[]]), z.number().int().positive());

let parsed: { raw: string; limits: Partial<Record<RateLimitName, number>> } | undefined;
function overrides(): Partial<Record<RateLimitName, number>> {
  const raw = process.env[RATE_LIMITS_ENV] ?? '';
  if (parsed?.raw !== raw) {
    const result = raw ? Overrides.safeParse(JSON.parse(raw)) : { success: true as const, data: {} };
    if (!result.success) throw new Error(`${RATE_LIMITS_ENV} must map limit names to positive whole numbers: ${raw}`);
    parsed = { raw, limits: result.data };
  }
  return parsed.limits;
}

/** The limit in force: its definition with the count an override may set. */
export function effectiveLimit(name: RateLimitName): RateLimit {
  const limit = overrides()[name];
  return limit ? { ...RATE_LIMITS[name], limit } : RATE_LIMITS[name];
}

function subjectOf(limit: RateLimit, subjects: RateSubjects): string | undefined {
  if (limit.per === 'ip') return subjects.ip || undefined;
  if (limit.per === 'account') return subjects.accountId;
  if (limit.per === 'token') return subjects.tokenId;
  const email = (subjects.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : undefined;
}

/** Counts one call against `name` for `subject`; throws 429 with the limit's code and Retry-After when the window is full. */
export async function takeRate(name: RateLimitName, subject: string, nowMs = Date.now()): Promise<void> {
  const limit = effectiveLimit(name);
  const window = fixedWindow(nowMs / 1000, limit.windowSeconds);
  // The counter's key (data/keys/platform.ts) holds the subject only as a digest, so no address or e-mail is stored for it.
  const counted = await writeIfCondition(() =>
    dynamo().send(
      new UpdateCommand({
        TableName: config.appTable,
        Key: platformKeys.rateCounter(name, subject, window.start),
        UpdateExpression: 'ADD #n :one SET #ttl = if_not_exists(#ttl, :ttl)',
        ConditionExpression: 'attribute_not_exists(#n) OR #n < :limit',
        ExpressionAttributeNames: { '#n': 'count', '#ttl': 'ttl' },
        ExpressionAttributeValues: { ':one': 1, ':limit': limit.limit, ':ttl': window.end },
      }),
    ),
  );
  if (!counted) throw new TooManyRequestsError(limit.code, undefined, retryAfterSeconds(nowMs, window.end));
}

/**
 * The API's guard: counts the call against every limit of its route (the route table's
 * `rateLimit`, or the account's budget). A call refused by several is told the longest wait.
 */
export async function enforceRateLimits(def: Pick<RouteDef, 'auth' | 'rateLimit'>, subjects: RateSubjects): Promise<void> {
  const names = rateLimitsOf(def);
  if (names.length === 0) return;
  const nowMs = Date.now();
  const outcomes = await Promise.allSettled(
    names.map((name) => {
      const subject = subjectOf(RATE_LIMITS[name], subjects);
      return subject === undefined ? Promise.resolve() : takeRate(name, subject, nowMs);
    }),
  );
  const refusals = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason as unknown] : []));
  if (refusals.length === 0) return;
  const throttled = refusals.filter((r): r is TooManyRequestsError => r instanceof TooManyRequestsError);
  if (throttled.length < refusals.length) throw refusals.find((r) => !(r instanceof TooManyRequestsError));
  throw throttled.reduce((a, b) => ((b.retryAfterSeconds ?? 0) > (a.retryAfterSeconds ?? 0) ? b : a));
}
