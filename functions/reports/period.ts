import type { SendType } from '@shared/rules/campaigns';
import { localDay, periodOf } from '@shared/rules/period-report';
import type { ReportPeriod } from '@shared/schemas/period-reports';
import type { ReportTotals } from '@shared/schemas/reports';
import { accountSettings } from '@functions/accounts/settings-service';
import { lifecycleRepository } from '@functions/mailings/lifecycle-repository';
import type { MailingHead } from '@functions/mailings/repository';
import { BadRequestError } from '@functions/platform/errors';
import type { Principal } from '@functions/platform/http';
import { withEngagement } from '@functions/sending/report';
import { filterOf } from './campaigns';
import { reportRepository, type Rollup } from './repository';
import { totalsOf } from './service';

type Actor = Pick<Principal, 'accountId' | 'versions'>;

/**
 * Sendings a period report reads at most per period (the dynamic report reads its period and the one
 * before: twice as many). Each costs its engagement and progress roll-ups (BatchGets) and, where the
 * report needs them, one Query per shard of its report roll-ups (a few hundred small items at most):
 * past this a request would read too much, so it asks for a shorter period (REPORT_TOO_MANY_MAILINGS).
 */
export const PERIOD_REPORT_MAX_MAILINGS = 100;

/** One sending of the period: the day it started (the account's), its totals and, when asked for, its roll-ups. */
export interface PeriodSending {
  id: string;
  day: string;
  totals: ReportTotals;
  rollups: Map<string, Rollup>;
}

/** The period asked, its missing ends filled with today in the account's time zone. */
export async function resolvePeriod(accountId: string, query: { from?: string; to?: string }): Promise<ReportPeriod> {
  const timeZone = await accountSettings.timeZone(accountId);
  return { ...periodOf(query, localDay(new Date().toISOString(), timeZone)), timeZone };
}

/**
 * Every sending (runs and variants each by their own start) that started in the period, with the
 * filters of the campaigns report (its mailing list, paged); more than `max`: REPORT_TOO_MANY_MAILINGS.
 */
export async function sendingsIn(
  actor: Actor,
  period: ReportPeriod,
  filters: { type?: SendType; sender?: string; segment?: string },
  options: { rollups: boolean; max: number },
): Promise<PeriodSending[]> {
  const filter = {
    ...(await filterOf(actor, { from: period.from, to: period.to, type: filters.type, sender: filters.sender })),
    segmentId: filters.segment,
    sendings: true,
  };
  const heads: MailingHead[] = [];
  let cursor: string | undefined;
  do {
    const page = await lifecycleRepository.heads(actor.accountId, filter, 100, cursor);
    heads.push(...page.items);
    if (heads.length > options.max) throw new BadRequestError('REPORT_TOO_MANY_MAILINGS', { max: options.max });
    cursor = page.cursor;
  } while (cursor);
  const [counted, rollups] = await Promise.all([
    withEngagement(actor.accountId, heads),
    options.rollups ? Promise.all(heads.map((h) => reportRepository.read(actor.accountId, h.id))) : undefined,
  ]);
  return counted.map((m, i) => {
    const own = rollups?.[i] ?? new Map<string, Rollup>();
    return { id: m.id, day: localDay(m.startedAt!, period.timeZone), totals: totalsOf(m.stats, own.get('t')), rollups: own };
  });
}
