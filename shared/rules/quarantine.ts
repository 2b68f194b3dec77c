import type { Quarantine } from '../schemas/subscriber';

/**
 * Quarantine (spec sections 4 and 9): two consecutive hard bounces put an address in temporary
 * quarantine for 30 days, after which it is written to again; two more consecutive bounces after
 * that make it permanent. A delivery in between breaks the run. SMS numbers follow the same steps on
 * expired, undeliverable or rejected messages.
 */
export const QUARANTINE_DAYS = 30;
export const BOUNCES_TO_QUARANTINE = 2;

/** SMTP codes that count towards quarantine (spec section 9). */
export const QUARANTINE_BOUNCE_CODES: readonly number[] = [511, 512, 513, 517, 521, 530, 532, 540, 541, 543, 544, 546, 547, 550, 554];
/** Catalogued but not counted: temporary or policy failures. */
export const OTHER_BOUNCE_CODES: readonly number[] = [523, 535, 542, 545, 552, 571, 574, 591, 592, 594, 421, 422, 441, 443, 445, 447, 470];

export const NO_QUARANTINE: Quarantine = { level: 'none', failures: 0, served: 0 };

/** The quarantine as it stands at `now`: a temporary one past its end is over. */
export function effectiveQuarantine(q: Quarantine | undefined, now: Date): Quarantine {
  if (!q) return NO_QUARANTINE;
  if (q.level === 'temporary' && q.until && new Date(q.until).getTime() <= now.getTime())
    return { level: 'none', failures: q.failures, served: q.served };
  return q;
}

export const isQuarantined = (q: Quarantine | undefined, now: Date) => effectiveQuarantine(q, now).level !== 'none';

/** One failure counted (a bounce with a listed code, or a failed SMS). */
export function afterFailure(q: Quarantine | undefined, at: Date): Quarantine {
  const current = effectiveQuarantine(q, at);
  if (current.level === 'permanent') return current;
  const failures = current.failures + 1;
  if (failures < BOUNCES_TO_QUARANTINE || current.level === 'temporary') return { ...current, failures };
  if (current.served === 0) {
    return {
      level: 'temporary',
      until: new Date(at.getTime() + QUARANTINE_DAYS * 86_400_000).toISOString(),
      failures: 0,
      served: 1,
      since: at.toISOString(),
    };
  }
  return { level: 'permanent', failures: 0, served: current.served, since: at.toISOString() };
}

/** A delivery: the run of consecutive failures is broken. */
export function afterDelivery(q: Quarantine | undefined, at: Date): Quarantine {
  const current = effectiveQuarantine(q, at);
  return current.failures === 0 ? current : { ...current, failures: 0 };
}

/** The SMTP code of a bounce ("550 5.1.1 ...", "smtp; 550 ..."), if it has one. */
export function bounceCode(diagnostic: string | undefined): number | undefined {
  const m = /\b([245]\d\d)\b/.exec(diagnostic ?? '');
  return m ? Number(m[1]) : undefined;
}
