import { describe, expect, it } from 'vitest';
import { checkTotp, newTotpSecret, TOTP_PERIOD_SECONDS, totpCode, totpUri } from './totp';

/** RFC 6238 appendix B: SHA-1 with the 20-byte ASCII seed "12345678901234567890". */
const RFC_SECRET = Buffer.from('12345678901234567890', 'ascii');

/** RFC 4648 base32 without padding, written out here so the test does not lean on otpauth for it. */
function base32(bytes: Uint8Array): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += alphabet[(value << (5 - bits)) & 31];
  return out;
}

const secret = base32(RFC_SECRET);

// The RFC's 8-digit SHA-1 codes; the module makes 6-digit codes, i.e. the same value mod 10^6.
const VECTORS: ReadonlyArray<[seconds: number, eightDigits: string]> = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
];

const stepOf = (seconds: number) => Math.floor(seconds / TOTP_PERIOD_SECONDS);

describe('TOTP (RFC 6238)', () => {
  it('encodes the RFC seed as the base32 every authenticator app reads', () => {
    expect(secret).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
  });

  it.each(VECTORS)('at %i s gives the last six digits of %s', (seconds, eightDigits) => {
    expect(totpCode(secret, seconds * 1000)).toBe(eightDigits.slice(-6));
  });

  it('accepts each RFC vector at its own moment and names its time step', () => {
    for (const [seconds, eightDigits] of VECTORS) {
      expect(checkTotp(secret, eightDigits.slice(-6), undefined, seconds * 1000)).toEqual({ ok: true, step: stepOf(seconds) });
    }
  });

  it('keeps 30-second steps: the code changes at a step boundary and not inside one', () => {
    const t = 1111111110; // a step boundary (37037037 × 30)
    expect(t % TOTP_PERIOD_SECONDS).toBe(0);
    expect(totpCode(secret, t * 1000)).toBe(totpCode(secret, (t + 29) * 1000));
    expect(totpCode(secret, (t - 1) * 1000)).toBe('081804');
    expect(totpCode(secret, t * 1000)).toBe('050471');
  });

  it('allows one step of clock drift either side and no more', () => {
    const now = 1234567890 * 1000;
    const step = stepOf(1234567890);
    const at = (offsetSteps: number) => totpCode(secret, now + offsetSteps * TOTP_PERIOD_SECONDS * 1000);
    expect(checkTotp(secret, at(-1), undefined, now)).toEqual({ ok: true, step: step - 1 });
    expect(checkTotp(secret, at(1), undefined, now)).toEqual({ ok: true, step: step + 1 });
    expect(checkTotp(secret, at(-2), undefined, now)).toEqual({ ok: false, reason: 'invalid' });
    expect(checkTotp(secret, at(2), undefined, now)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a wrong code, a malformed code and a code for another secret', () => {
    const now = 59 * 1000;
    expect(checkTotp(secret, '000000', undefined, now)).toEqual({ ok: false, reason: 'invalid' });
    expect(checkTotp(secret, '94287082', undefined, now)).toEqual({ ok: false, reason: 'invalid' }); // 8 digits
    expect(checkTotp(secret, '', undefined, now)).toEqual({ ok: false, reason: 'invalid' });
    expect(checkTotp(newTotpSecret(), '287082', undefined, now)).toMatchObject({ ok: false });
  });

  it('accepts a time step only once: the same or an earlier step is a replay', () => {
    const seconds = 1111111111;
    const now = seconds * 1000;
    const step = stepOf(seconds);
    const code = totpCode(secret, now);
    const first = checkTotp(secret, code, undefined, now);
    expect(first).toEqual({ ok: true, step });
    // The same code again within its 30 seconds.
    expect(checkTotp(secret, code, step, now)).toEqual({ ok: false, reason: 'replayed' });
    expect(checkTotp(secret, code, step, now + 10_000)).toEqual({ ok: false, reason: 'replayed' });
    // The previous step's code, still inside the drift window, once a later step was used.
    expect(checkTotp(secret, totpCode(secret, now - TOTP_PERIOD_SECONDS * 1000), step, now)).toEqual({ ok: false, reason: 'replayed' });
    // The next step's code is new.
    const next = now + TOTP_PERIOD_SECONDS * 1000;
    expect(checkTotp(secret, totpCode(secret, next), step, next)).toEqual({ ok: true, step: step + 1 });
    // A wrong code stays invalid (not replayed) whatever the last step.
    expect(checkTotp(secret, '000000', step, now)).toMatchObject({ ok: false });
  });

  it('makes a fresh 160-bit seed each time', () => {
    const a = newTotpSecret();
    const b = newTotpSecret();
    expect(a).toMatch(/^[A-Z2-7]{32}$/); // 20 bytes = 32 base32 characters
    expect(a).not.toBe(b);
  });

  it('writes an otpauth URI with the issuer, the label and the parameters apps need', () => {
    const uri = new URL(totpUri(secret, 'jan@example.com'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Goniec:jan@example.com');
    expect(Object.fromEntries(uri.searchParams)).toMatchObject({ issuer: 'Goniec', secret, algorithm: 'SHA1', digits: '6', period: '30' });
  });
});
