import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMPTY_STATS } from '../schemas/mailing';
import { mailingRates, ratio } from './rates';

describe('report rates', () => {
  it('are fractions of their base, null without one', () => {
    expect(ratio(1, 4)).toBe(0.25);
    expect(ratio(0, 0)).toBeNull();
    expect(mailingRates({ ...EMPTY_STATS, sent: 10, delivered: 8, opened: 4, clicked: 2, bounced: 2, unsubscribed: 1 })).toEqual({
      open: 0.5,
      click: 0.25,
      clickToOpen: 0.5,
      bounce: 0.2,
      unsubscribe: 0.125,
    });
    expect(mailingRates(EMPTY_STATS)).toEqual({ open: null, click: null, clickToOpen: null, bounce: null, unsubscribe: null });
  });

  it('stay within 0..1 whatever the counts (events can arrive before the sender counted its messages)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat(1_000_000), { minLength: 6, maxLength: 6 }),
        ([sent, delivered, opened, clicked, bounced, unsubscribed]) => {
          const rates = mailingRates({
            ...EMPTY_STATS,
            sent: sent!,
            delivered: delivered!,
            opened: opened!,
            clicked: clicked!,
            bounced: bounced!,
            unsubscribed: unsubscribed!,
          });
          for (const value of Object.values(rates)) if (value !== null) expect(value >= 0 && value <= 1).toBe(true);
        },
      ),
    );
  });
});
