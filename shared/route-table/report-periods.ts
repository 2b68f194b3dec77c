import type { RouteLine } from '../route-def';

const s = { auth: 'session', permission: 'PERM_RAPORTY' } as const;

/** Issue 18, the period reports (PERM_RAPORTY): sums of the roll-ups of the sendings that started in a period. */
export const reportPeriodsRoutes = {
  /** Deliverability: bounces and complaints over time, by recipient domain, by bounce code. */
  'reports.special': { method: 'GET', path: '/reports/special', ...s },
  /** One metric over a period (a segment, send type, sender), by day, week or month, against the period before. */
  'reports.dynamic': { method: 'GET', path: '/reports/dynamic', ...s },
} as const satisfies Record<string, RouteLine>;
