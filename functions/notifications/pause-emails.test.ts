import { describe, expect, it } from 'vitest';
import { notificationEmail } from './emails';

describe('the sending-paused e-mails', () => {
  it('name the reason with its numbers in the recipient language', () => {
    const values = { account: 'Sklep', mailing: 'Listopad', pause: 'complaint_rate', rate: '0.4', limit: '0.3', until: '?' };
    const pl = notificationEmail('mailingPaused', 'pl', values, 'https://app.example/r');
    expect(pl.subject).toBe('Wysyłka „Listopad” wstrzymana');
    expect(pl.text).toContain('odsetek skarg na spam osiągnął 0.4% (limit 0.3%)');
    const en = notificationEmail('mailingPaused', 'en-US', values, 'https://app.example/r');
    expect(en.text).toContain('the spam complaint rate reached 0.4% (limit 0.3%)');
  });

  it('say when a quota pause resumes by itself, for texts too', () => {
    const sms = notificationEmail(
      'smsPaused',
      'en-US',
      { account: 'Sklep', sms: 'Promo', pause: 'daily_quota', rate: '?', limit: '?', until: '2026-11-27 00:00' },
      'https://app.example/s',
    );
    expect(sms.subject).toBe('SMS sending "Promo" paused');
    expect(sms.text).toContain('It resumes by itself at 2026-11-27 00:00 (UTC).');
    expect(sms.text).not.toMatch(/\{\w+\}/);
  });
});
