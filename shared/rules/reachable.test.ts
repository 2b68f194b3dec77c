import { describe, expect, it } from 'vitest';
import { SUBSCRIBER_STATUS } from '../constants';
import { canReceive } from './reachable';

const now = new Date('2026-11-27T10:00:00Z');
const base = { status: SUBSCRIBER_STATUS.verified, email: 'a@x.pl' } as const;
const temporary = { level: 'temporary', until: '2026-12-20T00:00:00Z', failures: 0, served: 1 } as const;

describe('canReceive', () => {
  it('takes subscribed statuses only', () => {
    expect(canReceive(base, now)).toBe(true);
    expect(canReceive({ ...base, status: SUBSCRIBER_STATUS.unverified }, now)).toBe(true);
    expect(canReceive({ ...base, status: SUBSCRIBER_STATUS.withoutVerification }, now)).toBe(true);
    for (const status of [2, 3, 4, 7, 9] as const) expect(canReceive({ ...base, status }, now)).toBe(false);
  });

  it('needs an address out of mail quarantine: a mailing would go to them', () => {
    expect(canReceive({ ...base, mailQuarantine: temporary }, now)).toBe(false);
    expect(canReceive({ ...base, mailQuarantine: { level: 'permanent', failures: 0, served: 1 } }, now)).toBe(false);
    // A temporary quarantine that has ended is over.
    expect(canReceive({ ...base, mailQuarantine: temporary }, new Date('2026-12-21T00:00:00Z'))).toBe(true);
    // Quarantined for mail, or with a number only: a mailing would not reach them.
    const withNumber = { ...base, gsm: '48600100200', mailQuarantine: temporary };
    expect(canReceive(withNumber, now)).toBe(false);
    const numberOnly = { status: SUBSCRIBER_STATUS.verified, gsm: '48600100200' };
    expect(canReceive(numberOnly, now)).toBe(false);
    expect(canReceive({ status: SUBSCRIBER_STATUS.verified }, now)).toBe(false);
  });
});
