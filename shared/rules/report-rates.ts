import type { ReportRates, ReportTotals } from '../schemas/reports';
import { ratio as rate } from './rates';

/** A mailing report's rates (shared/schemas/reports.ts ReportRates says each one's base). */
export function reportRates(t: ReportTotals): ReportRates {
  return {
    delivery: rate(t.delivered, t.sent),
    open: rate(t.opens.unique, t.delivered),
    humanOpen: rate(t.opens.unique - t.opens.machine, t.delivered),
    click: rate(t.clicks.unique, t.delivered),
    clickToOpen: rate(t.clicks.unique, t.opens.unique),
    bounce: rate(t.bounces.hard, t.sent),
    complaint: rate(t.complained, t.delivered),
    unsubscribe: rate(t.unsubscribed, t.delivered),
  };
}
