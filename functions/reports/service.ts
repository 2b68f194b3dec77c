import { QUARANTINE_BOUNCE_CODES, OTHER_BOUNCE_CODES } from '@shared/rules/quarantine';
import { reportRates } from '@shared/rules/report-rates';
import type { MailingStats } from '@shared/schemas/mailing';
import {
  DEVICE_KINDS,
  type BounceCodeRow,
  type ClientRow,
  type DeviceRow,
  type DomainRow,
  type LinkRow,
  type MailingReport,
  type ReportTotals,
  type TimelinePoint,
} from '@shared/schemas/reports';
import type { Principal } from '@functions/platform/http';
import { mailingsRepository, type MailingHead } from '@functions/mailings/repository';
import { variantId } from '@functions/mailings/send-types/abx-repository';
import { mailingChecks } from '@functions/mailings/service';
import { withEngagement } from '@functions/sending/report';
import { reportRepository, type Rollup } from './repository';

type Actor = Pick<Principal, 'accountId' | 'userId' | 'versions' | 'segmentIds'>;

/**
 * The sendings a mailing's report covers. An A/B/X test is its variants' sendings (each a child
 * mailing, `<parent><key>`) and the parent's own, which sends the winner to the rest of the
 * audience: its report is the whole test, every count summed (mailings.variants compares them).
 */
async function sendingsOf(accountId: string, mailing: MailingHead) {
  if (mailing.schedule?.type !== 'abx') return [mailing];
  const variants = await Promise.all(
    mailing.schedule.variants.map((v) => mailingsRepository.head(accountId, variantId(mailing.id, v.key))),
  );
  return [mailing, ...variants.filter((v): v is MailingHead => Boolean(v))];
}

/** Every roll-up of these sendings by name, summed (a test's variants' and winner's). */
export function merged(all: readonly Map<string, Rollup>[]): Map<string, Rollup> {
  const sums = new Map<string, Rollup>();
  for (const rollups of all)
    for (const [name, rollup] of rollups) {
      const sum = sums.get(name) ?? {};
      for (const [k, v] of Object.entries(rollup)) sum[k] = typeof v === 'number' ? Number(sum[k] ?? 0) + v : v;
      sums.set(name, sum);
    }
  return sums;
}

const n = (r: Rollup | undefined, counter: string) => Number(r?.[counter] ?? 0);

/** The roll-ups named `<kind>#<rest>`, with their rest. */
const ofKind = (rollups: Map<string, Rollup>, kind: string) =>
  [...rollups].filter(([name]) => name.startsWith(`${kind}#`)).map(([name, r]) => [name.slice(kind.length + 1), r] as const);

function totalsOf(stats: MailingStats, t: Rollup | undefined): ReportTotals {
  return {
    recipients: stats.recipients,
    sent: stats.sent,
    delivered: stats.delivered,
    failed: stats.failed,
    // Unique counts are the mailing's own counters (the engagement markers); totals and machines' are the report's.
    opens: { unique: stats.opened, total: Math.max(n(t, 'opens'), stats.opened), machine: Math.min(n(t, 'opensMachine'), stats.opened) },
    clicks: {
      unique: stats.clicked,
      total: Math.max(n(t, 'clicks'), stats.clicked),
      machine: Math.min(n(t, 'clicksMachine'), stats.clicked),
    },
    bounces: { hard: stats.bounced, soft: n(t, 'softBounced') },
    complained: stats.complained,
    unsubscribed: stats.unsubscribed,
  };
}

const point = (at: string, r: Rollup): TimelinePoint => ({
  at,
  opens: n(r, 'opens'),
  uniqueOpens: n(r, 'uniqueOpens'),
  clicks: n(r, 'clicks'),
  uniqueClicks: n(r, 'uniqueClicks'),
});
const byAt = (a: TimelinePoint, b: TimelinePoint) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0);

/** A code of spec section 9's table as itself, any other as 'other'. */
const catalogued = (code: string) => ([...QUARANTINE_BOUNCE_CODES, ...OTHER_BOUNCE_CODES].includes(Number(code)) ? code : 'other');

function bounceRows(rollups: Map<string, Rollup>): BounceCodeRow[] {
  const rows = new Map<string, BounceCodeRow>();
  for (const [name, r] of ofKind(rollups, 'bc')) {
    const [raw, kind] = name.split('#') as [string, 'hard' | 'soft'];
    const code = catalogued(raw);
    const row = rows.get(`${code}#${kind}`) ?? { code, kind, quarantines: QUARANTINE_BOUNCE_CODES.includes(Number(code)), count: 0 };
    row.count += n(r, 'count');
    rows.set(`${code}#${kind}`, row);
  }
  return [...rows.values()].sort((a, b) => b.count - a.count || a.code.localeCompare(b.code));
}

export const reportsService = {
  /** A mailing's report (404 MAILING_NOT_FOUND for one the actor's account does not have). */
  async mailing(actor: Actor, id: string): Promise<MailingReport> {
    const record = await mailingChecks.reachable(actor, id);
    const sendings = await sendingsOf(actor.accountId, record);
    const [counted, rollups] = await Promise.all([
      withEngagement(actor.accountId, sendings),
      Promise.all(sendings.map((s) => reportRepository.read(actor.accountId, s.id))).then(merged),
    ]);
    const stats = counted.reduce<MailingStats>(
      (sum, s) =>
        Object.fromEntries(Object.entries(sum).map(([k, v]) => [k, v + Number(s.stats[k as keyof MailingStats] ?? 0)])) as MailingStats,
      { recipients: 0, sent: 0, delivered: 0, opened: 0, clicked: 0, bounced: 0, complained: 0, unsubscribed: 0, failed: 0 },
    );
    const totals = totalsOf(stats, rollups.get('t'));
    const links: LinkRow[] = ofKind(rollups, 'l')
      .map(([, r]) => ({ url: String(r.url ?? ''), clicks: n(r, 'clicks'), uniqueClicks: n(r, 'uniqueClicks'), machine: n(r, 'machine') }))
      .sort((a, b) => b.clicks - a.clicks || a.url.localeCompare(b.url));
    const domains: DomainRow[] = ofKind(rollups, 'dom')
      .map(([domain, r]) => ({
        domain,
        delivered: n(r, 'delivered'),
        bounced: n(r, 'bounced'),
        opened: n(r, 'opened'),
        clicked: n(r, 'clicked'),
      }))
      .sort((a, b) => b.delivered + b.bounced - (a.delivered + a.bounced) || a.domain.localeCompare(b.domain));
    const devices: DeviceRow[] = DEVICE_KINDS.map((device) => ({
      device,
      opens: n(rollups.get(`dev#${device}`), 'opens'),
      clicks: n(rollups.get(`dev#${device}`), 'clicks'),
    }));
    const clients: ClientRow[] = ofKind(rollups, 'cl')
      .map(([client, r]) => ({ client, opens: n(r, 'opens'), clicks: n(r, 'clicks') }))
      .sort((a, b) => b.opens + b.clicks - (a.opens + a.clicks) || a.client.localeCompare(b.client));
    return {
      mailingId: record.id,
      name: record.name,
      subject: record.subject,
      state: record.state,
      ...(record.startedAt ? { startedAt: record.startedAt } : {}),
      ...(record.finishedAt ? { finishedAt: record.finishedAt } : {}),
      totals,
      rates: reportRates(totals),
      timeline: {
        hours: ofKind(rollups, 'h')
          .map(([hour, r]) => point(`${hour}:00:00.000Z`, r))
          .sort(byAt),
        days: ofKind(rollups, 'd')
          .map(([day, r]) => point(`${day}T00:00:00.000Z`, r))
          .sort(byAt),
      },
      links,
      domains,
      devices,
      clients,
      bounceCodes: bounceRows(rollups),
    };
  },
};
