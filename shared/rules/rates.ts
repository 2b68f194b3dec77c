import type { MailingStats } from '../schemas/mailing';
import type { CampaignRates } from '../schemas/reports';

/** n of base as a fraction 0..1 (counts that arrive on their own clocks can pass their base); null when the base is 0 (a rate of nothing is no rate). */
export const ratio = (n: number, base: number): number | null => (base > 0 ? Math.min(1, Math.max(0, n / base)) : null);

/**
 * A mailing's KPIs from its counts, as ESPs define them: opens, clicks and unsubscribes per delivered
 * message, CTOR as clicks per opener, bounces per message sent.
 */
export function mailingRates(stats: MailingStats): CampaignRates {
  return {
    open: ratio(stats.opened, stats.delivered),
    click: ratio(stats.clicked, stats.delivered),
    clickToOpen: ratio(stats.clicked, stats.opened),
    bounce: ratio(stats.bounced, stats.sent),
    unsubscribe: ratio(stats.unsubscribed, stats.delivered),
  };
}
