import { Secret, TOTP } from 'otpauth';
import { PRODUCT_NAME } from '@shared/constants';

/**
 * RFC 6238 codes as every authenticator app makes them: SHA-1, 6 digits, 30-second steps (otpauth
 * does the arithmetic). One step either side is accepted for clock drift, and each step only once.
 */
export const TOTP_PERIOD_SECONDS = 30;
const DIGITS = 6;
const WINDOW = 1;

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totp(secret: string, label = 'user'): TOTP {
  return new TOTP({
    issuer: PRODUCT_NAME,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: DIGITS,
    period: TOTP_PERIOD_SECONDS,
  });
}

export const totpUri = (secret: string, label: string) => totp(secret, label).toString();

/** The code for a moment (tests and the enrolment check use it). */
export const totpCode = (secret: string, timestamp = Date.now()) => totp(secret).generate({ timestamp });

export type TotpCheck = { ok: true; step: number } | { ok: false; reason: 'invalid' | 'replayed' };

/**
 * Checks a code and names the time step it belongs to. A step at or before `lastStep` (the last one
 * accepted) is a replay: a code seen once, even within its 30 seconds, does not open a second door.
 */
export function checkTotp(secret: string, code: string, lastStep: number | undefined, timestamp = Date.now()): TotpCheck {
  const delta = totp(secret).validate({ token: code, timestamp, window: WINDOW });
  if (delta === null) return { ok: false, reason: 'invalid' };
  const step = TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp }) + delta;
  if (lastStep !== undefined && step <= lastStep) return { ok: false, reason: 'replayed' };
  return { ok: true, step };
}
