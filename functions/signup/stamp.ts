import { createHmac, timingSafeEqual } from 'node:crypto';
import { SIGNUP_MAX_FILL_SECONDS, SIGNUP_MIN_FILL_SECONDS } from '@shared/schemas/signup';
import { getSigningKey } from '@functions/platform/config';

/**
 * The render stamp of a hosted form: when the page was made, signed for that form, in a hidden
 * field. A post is taken only if it carries a stamp at least SIGNUP_MIN_FILL_SECONDS old (a
 * person reads and types; a bot posts at once) and at most SIGNUP_MAX_FILL_SECONDS old.
 */
const mac = async (accountId: string, formId: string, ms: number) =>
  createHmac('sha256', await getSigningKey())
    .update(`signup-render:${accountId}:${formId}:${ms}`)
    .digest('base64url');

export async function renderStamp(accountId: string, formId: string, nowMs = Date.now()): Promise<string> {
  return `${nowMs}.${await mac(accountId, formId, nowMs)}`;
}

export type StampCheck = 'ok' | 'missing' | 'forged' | 'tooFast' | 'stale';

export async function checkStamp(accountId: string, formId: string, stamp: string | undefined, nowMs = Date.now()): Promise<StampCheck> {
  if (!stamp) return 'missing';
  const match = /^(\d{13})\.([A-Za-z0-9_-]{43})$/.exec(stamp);
  if (!match) return 'forged';
  const ms = Number(match[1]);
  const expected = Buffer.from(await mac(accountId, formId, ms));
  const given = Buffer.from(match[2]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'forged';
  const age = (nowMs - ms) / 1000;
  if (age < SIGNUP_MIN_FILL_SECONDS) return 'tooFast';
  if (age > SIGNUP_MAX_FILL_SECONDS) return 'stale';
  return 'ok';
}
