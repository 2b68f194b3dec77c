import {
  bucketOf,
  bucketsOf,
  daysIn,
  DELIVERABILITY_THRESHOLDS,
  deliverabilityOf,
  EMPTY_TOTALS,
  overThreshold,
  SPECIAL_DAILY_MAX_DAYS,
  sumTotals,
} from '@shared/rules/period-report';
import { ratio } from '@shared/rules/rates';
import type { DomainDeliverabilityRow, SpecialReport, SpecialReportQuery } from '@shared/schemas/period-reports';
import type { ReportTotals } from '@shared/schemas/reports';
import type { Principal } from '@functions/platform/http';
import { PERIOD_REPORT_MAX_MAILINGS, resolvePeriod, sendingsIn } from './period';
import type { Rollup } from './repository';
import { bounceRows, merged, n, ofKind } from './service';

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
 * and the most frequent bounce codes.
 */
export async function specialReport(actor: Actor, query: SpecialReportQuery): Promise<SpecialReport> {
  const period = await resolvePeriod(actor.accountId, query);
  const sendings = await sendingsIn(actor, period, {}, { rollups: true, max: PERIOD_REPORT_MAX_MAILINGS });
  const granularity = daysIn(period.from, period.to) <= SPECIAL_DAILY_MAX_DAYS ? 'day' : 'week';
  const buckets = new Map<string, ReportTotals>(bucketsOf(period.from, period.to, granularity).map((b) => [b, EMPTY_TOTALS]));
  for (const s of sendings) {
    const bucket = bucketOf(s.day, granularity);
    buckets.set(bucket, sumTotals(buckets.get(bucket) ?? EMPTY_TOTALS, s.totals));
  }
  const rollups = merged(sendings.map((s) => s.rollups));
  return {
    period,
    granularity,
    mailings: sendings.length,
    totals: deliverabilityOf(sendings.reduce((sum, s) => sumTotals(sum, s.totals), EMPTY_TOTALS)),
    series: [...buckets].map(([at, totals]) => ({ at, ...deliverabilityOf(totals) })),
    domains: ofKind(rollups, 'dom')
      .map(([domain, r]) => domainRow(domain, r))
      .sort((a, b) => b.sent - a.sent || a.domain.localeCompare(b.domain)),
    bounceCodes: bounceRows(rollups).slice(0, BOUNCE_CODES_SHOWN),
    thresholds: { ...DELIVERABILITY_THRESHOLDS },
  };
}
