import { describe, expect, it } from 'vitest';
import { movedTextDeltas, settledTextDeltas } from './report-tally';

const charge = { prefix: '48', parts: 2, costMicros: 320_000 };

describe('SMS report tally', () => {
  it('counts a sent text in its status and prefix with its parts and cost, a refused one without', () => {
    expect(Object.fromEntries(settledTextDeltas('sent', { charge }, 'PLN'))).toEqual({
      'st#sent': { add: { texts: 1, parts: 2, cost: 320_000 }, set: { currency: 'PLN' } },
      'px#48': { add: { texts: 1, sent: 1, parts: 2, cost: 320_000 }, set: { currency: 'PLN' } },
    });
    expect(Object.fromEntries(settledTextDeltas('not_sent', { prefix: '49' }, 'EUR'))).toEqual({
      'st#not_sent': { add: { texts: 1, parts: 0, cost: 0 }, set: { currency: 'EUR' } },
      'px#49': { add: { texts: 1, sent: 0, parts: 0, cost: 0 }, set: { currency: 'EUR' } },
    });
    expect([...settledTextDeltas('unknown', {}, 'PLN').keys()]).toEqual(['st#unknown']);
  });

  it('moves a reported text with its parts and cost, and counts the prefix’s outcome', () => {
    expect(Object.fromEntries(movedTextDeltas('sent', 'undeliverable', charge))).toEqual({
      'st#sent': { add: { texts: -1, parts: -2, cost: -320_000 } },
      'st#undeliverable': { add: { texts: 1, parts: 2, cost: 320_000 } },
      'px#48': { add: { failed: 1 } },
    });
    expect(Object.fromEntries(movedTextDeltas('accepted', 'delivered', charge))['px#48']).toEqual({ add: { delivered: 1 } });
    expect(movedTextDeltas('delivered', 'delivered', charge).size).toBe(0);
  });
});
