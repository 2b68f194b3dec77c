import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_NOTIFICATION_SETTINGS, NOTIFICATION_KINDS } from '../schemas/notifications';
import { importEnd, isNewSignIn, mailingEnd, resolveNotificationSettings, wantsNotification } from './notifications';

describe('notification settings', () => {
  it('default to everything on but the import notification', () => {
    expect(resolveNotificationSettings(undefined)).toEqual({
      importFinished: false,
      exportReady: true,
      mailingSent: true,
      sendingAcceptance: true,
      newSignIn: true,
      integrationFailures: true,
    });
  });

  it('follow what the user chose, the defaults for the rest', () => {
    fc.assert(
      fc.property(fc.constantFrom(...NOTIFICATION_KINDS), fc.boolean(), fc.constantFrom(...NOTIFICATION_KINDS), (chosen, value, asked) => {
        const stored = { [chosen]: value };
        expect(wantsNotification(stored, asked)).toBe(asked === chosen ? value : DEFAULT_NOTIFICATION_SETTINGS[asked]);
      }),
    );
  });
});

describe('isNewSignIn', () => {
  const here = { ip: '10.0.0.1', userAgent: 'Firefox' };
  const ok = (ip: string, userAgent: string, result = 'ok') => ({ ip, userAgent, result });

  it('is not new for the first sign-in ever (nothing to compare with)', () => {
    expect(isNewSignIn([], here)).toBe(false);
    expect(isNewSignIn([ok('10.0.0.9', 'Chrome', 'AUTH_INVALID_CREDENTIALS')], here)).toBe(false);
  });

  it('is new from another address, or another browser on a known address', () => {
    expect(isNewSignIn([ok('10.0.0.2', 'Firefox')], here)).toBe(true);
    expect(isNewSignIn([ok('10.0.0.1', 'Chrome')], here)).toBe(true);
  });

  it('is not new from an address and browser seen in a successful sign-in, only in a failed one it is', () => {
    expect(isNewSignIn([ok('10.0.0.2', 'Chrome'), ok('10.0.0.1', 'Firefox')], here)).toBe(false);
    expect(isNewSignIn([ok('10.0.0.2', 'Chrome'), ok('10.0.0.1', 'Firefox', 'AUTH_2FA_INVALID')], here)).toBe(true);
  });

  it('compares the user agent as the history stores it (cut at 512 characters)', () => {
    const long = 'x'.repeat(600);
    expect(isNewSignIn([ok('10.0.0.1', long.slice(0, 512))], { ip: '10.0.0.1', userAgent: long })).toBe(false);
  });
});

describe('importEnd', () => {
  it('names the outcomes that end an import, and nothing else', () => {
    expect(['finished', 'failed', 'locked', 'paused', 'skipped'].map(importEnd)).toEqual([
      'finished',
      'failed',
      'locked',
      undefined,
      undefined,
    ]);
  });
});

describe('mailingEnd', () => {
  it('is the end of a send that was sent or failed, nothing for any other state', () => {
    expect(mailingEnd('sent')).toBe('sent');
    expect(mailingEnd('failed')).toBe('failed');
    for (const state of ['draft', 'planned', 'sending', 'paused']) expect(mailingEnd(state)).toBeUndefined();
  });
});
