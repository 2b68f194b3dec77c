import { daysIn, DELIVERABILITY_THRESHOLDS, deliverabilityOf, overThreshold, SPECIAL_DAILY_MAX_DAYS } from '@shared/rules/period-report';
import { ratio } from '@shared/rules/rates';
import type { DomainDeliverabilityRow, SpecialReport, SpecialReportQuery } from '@shared/schemas/period-reports';
import type { Principal } from '@functions/platform/http';
import { bucketed, dayEntries, resolvePeriod, summed, undatedIn } from './period';
import type { Rollup } from './repository';
import { bounceRows, n, ofKind } from './service';

type Actor = Pick<Principal, 'accountId' | 'versions'>;

/** Bounce codes the report lists: the most frequent. */
export const BOUNCE_CODES_SHOWN = 10;

function domainRow(domain: string, r: Rollup): DomainDeliverabilityRow {
  const delivered = n(r, 'delivered');
  const hardBounces = n(r, 'bounced');
  const complaints = n(r, 'complained');
  const bounceRate = ratio(hardBounces, delivered + hardBounces);
  const complaintRate = ratio(complaints, delivered);
  return {
    domain,
    sent: delivered + hardBounces,
    delivered,
    hardBounces,
    softBounces: n(r, 'softBounced'),
    complaints,
    bounceRate,
    complaintRate,
    bounceFlag: overThreshold(bounceRate, 'bounceRate'),
    complaintFlag: overThreshold(complaintRate, 'complaintRate'),
  };
}

/**
 * /reports/special, deliverability: what the mailbox providers made of the period's sendings — sent,
 * delivered, hard and soft bounces, complaints and their rates day by day (week by week past
 * SPECIAL_DAILY_MAX_DAYS), by recipient domain with the ones over DELIVERABILITY_THRESHOLDS flagged,
 * and the most frequent bounce codes. All from the account's report days: three ranges per shard,
 * however many sendings went out.
 */
export async function specialReport(actor: Actor, query: SpecialReportQuery): Promise<SpecialReport> {
  const period = await resolvePeriod(actor.accountId, query);
  const granularity = daysIn(period.from, period.to) <= SPECIAL_DAILY_MAX_DAYS ? 'day' : 'week';
  const [entries, domains, codes] = await Promise.all([
    dayEntries(actor.accountId, period.from, period.to),
    undatedIn(actor.accountId, 'dom', period.from, period.to),
    undatedIn(actor.accountId, 'bc', period.from, period.to),
  ]);
  const { totals, mailings } = summed(entries);
  return {
    period,
    granularity,
    mailings,
    totals: deliverabilityOf(totals),
    series: [...bucketed(entries, period, granularity)].map(([at, t]) => ({ at, ...deliverabilityOf(t) })),
    domains: ofKind(domains, 'dom')
      .map(([domain, r]) => domainRow(domain, r))
      .sort((a, b) => b.sent - a.sent || a.domain.localeCompare(b.domain)),
    bounceCodes: bounceRows(codes).slice(0, BOUNCE_CODES_SHOWN),
    thresholds: { ...DELIVERABILITY_THRESHOLDS },
  };
}
