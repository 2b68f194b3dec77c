import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emailLimitBreach, emailRoom, TRIAL_SENDING } from './email-allowance';

describe('the e-mails an account may still send', () => {
  it('is what the plan leaves this month on a paid plan', () => {
    const room = emailRoom({ perMonth: 120_000, trial: false }, { month: 119_990, trialEmails: 0, trialRecipients: 0 });
    expect(room).toEqual({ emails: 10, kind: 'emailsPerMonth', max: 120_000, used: 119_990 });
    expect(emailLimitBreach(room, 10)).toBeNull();
    expect(emailLimitBreach(room, 11)).toEqual({ limit: 'emailsPerMonth', max: 120_000, used: 119_990, needed: 11 });
  });

  it('in the trial is 2500 e-mails in all, to at most 500 subscribers, within the monthly limit', () => {
    const room = emailRoom({ perMonth: 12_000, trial: true }, { month: 2400, trialEmails: 2400, trialRecipients: 450 });
    expect(room).toEqual({ emails: 100, kind: 'trialEmails', max: TRIAL_SENDING.emails, used: 2400, recipients: 50 });
    expect(emailLimitBreach(room, 60, 50)).toBeNull();
    expect(emailLimitBreach(room, 60, 51)).toEqual({ limit: 'trialRecipients', max: 500, used: 450, needed: 51 });
    expect(emailLimitBreach(room, 101, 0)).toMatchObject({ limit: 'trialEmails', needed: 101 });
  });

  it('never allows more than any one limit leaves', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.nat(200_000),
        fc.nat(300_000),
        fc.nat(3000),
        fc.nat(600),
        fc.nat(5000),
        (trial, perMonth, month, trialEmails, trialRecipients, asked) => {
          const room = emailRoom({ perMonth, trial }, { month, trialEmails, trialRecipients });
          expect(room.emails).toBeGreaterThanOrEqual(0);
          expect(room.emails).toBeLessThanOrEqual(Math.max(0, perMonth - month));
          if (trial) expect(room.emails).toBeLessThanOrEqual(Math.max(0, TRIAL_SENDING.emails - trialEmails));
          expect(emailLimitBreach(room, asked) === null).toBe(asked <= room.emails);
        },
      ),
    );
  });
});
