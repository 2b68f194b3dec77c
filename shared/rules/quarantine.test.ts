import { describe, expect, it } from 'vitest';
import { afterDelivery, afterFailure, bounceCode, effectiveQuarantine, isQuarantined, NO_QUARANTINE } from './quarantine';

const day = 86_400_000;
const t0 = new Date('2026-01-01T00:00:00Z');
const at = (days: number) => new Date(t0.getTime() + days * day);

describe('quarantine', () => {
  it('goes temporary after two consecutive bounces, for 30 days', () => {
    const one = afterFailure(undefined, t0);
    expect(one).toEqual({ ...NO_QUARANTINE, failures: 1 });
    const two = afterFailure(one, at(1));
    expect(two).toMatchObject({ level: 'temporary', until: at(31).toISOString(), served: 1, failures: 0 });
    expect(isQuarantined(two, at(30))).toBe(true);
    expect(isQuarantined(two, at(31))).toBe(false);
  });

  it('a delivery between bounces breaks the run', () => {
    const q = afterFailure(afterDelivery(afterFailure(undefined, t0), at(1)), at(2));
    expect(q).toEqual({ ...NO_QUARANTINE, failures: 1 });
  });

  it('two more bounces after a served quarantine make it permanent', () => {
    const temporary = afterFailure(afterFailure(undefined, t0), t0);
    const back = effectiveQuarantine(temporary, at(40));
    expect(back.level).toBe('none');
    const permanent = afterFailure(afterFailure(temporary, at(40)), at(41));
    expect(permanent).toMatchObject({ level: 'permanent', served: 1 });
    expect(isQuarantined(permanent, at(10_000))).toBe(true);
    expect(afterDelivery(permanent, at(42)).level).toBe('permanent');
  });

  it('bounces during a quarantine do not extend it', () => {
    const temporary = afterFailure(afterFailure(undefined, t0), t0);
    expect(afterFailure(temporary, at(5))).toMatchObject({ level: 'temporary', until: temporary.until, failures: 1 });
  });

  it('reads the SMTP code from a diagnostic', () => {
    expect(bounceCode('smtp; 550 5.1.1 user unknown')).toBe(550);
    expect(bounceCode('421 try later')).toBe(421);
    expect(bounceCode(undefined)).toBeUndefined();
    expect(bounceCode('no code')).toBeUndefined();
  });
});
