import { stringify } from 'csv-stringify/sync';
import { ulid } from 'ulid';
import type { MailingState } from '@shared/constants';
import { instantOf } from '@shared/rules/local-time';
import { mailingRates } from '@shared/rules/rates';
import { tagLabel } from '@shared/rules/tags';
import type { DownloadUrl } from '@shared/schemas/imports';
import type { MailingStats } from '@shared/schemas/mailing';
import type { CampaignRates, CampaignReportFilter, CampaignReportQuery, CampaignReportRow } from '@shared/schemas/reports';
import { mailingStatesCovered } from '@shared/versions';
import { accountSettings } from '@functions/accounts/settings-service';
import { fileStore, URL_TTL_SECONDS } from '@functions/files/store';
import { fold, lifecycleRepository, type MailingFilter } from '@functions/mailings/lifecycle-repository';
import { mailingsRepository, type MailingRecord } from '@functions/mailings/repository';
import { NotFoundError } from '@functions/platform/errors';
import type { Principal } from '@functions/platform/http';
import { withEngagement } from '@functions/sending/report';

type Actor = Pick<Principal, 'accountId' | 'versions'>;

/** Mailings that went out, or began to: the ones a report has numbers of. */
const REPORTED_STATES: readonly MailingState[] = ['sending', 'paused', 'sent', 'failed', 'cancelled'];
/** The counts and rates an export's row holds, in its columns' order (rates as `<name>_rate`). */
const CSV_COUNTS = [
  'recipients',
  'sent',
  'delivered',
  'opened',
  'clicked',
  'bounced',
  'complained',
  'unsubscribed',
] as const satisfies readonly (keyof MailingStats)[];
const CSV_RATES = ['open', 'click', 'clickToOpen', 'bounce', 'unsubscribe'] as const satisfies readonly (keyof CampaignRates)[];

/** Rows one export holds at most: a few years of an account's mailings, read in pages of a hundred. */
export const CAMPAIGN_EXPORT_MAX_ROWS = 5000;

export const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The report's filters as the mailing list reads them: a period of the account's days as instants (the period reports' too). */
export async function filterOf(actor: Actor, query: CampaignReportFilter): Promise<MailingFilter> {
  const timeZone = query.from || query.to ? await accountSettings.timeZone(actor.accountId) : 'UTC';
  return {
    states: REPORTED_STATES.filter((s) => mailingStatesCovered(actor.versions.mailing).includes(s)),
    sendType: query.type,
    q: query.q ? fold(query.q) : undefined,
    fromEmail: query.sender,
    ...(query.tags?.length ? { tags: query.tags } : {}),
    ...(query.archive === 'true' ? { hidden: true } : {}),
    startedFrom: query.from ? instantOf(`${query.from}T00:00`, timeZone)?.toISOString() : undefined,
    startedBefore: query.to ? instantOf(`${nextDay(query.to)}T00:00`, timeZone)?.toISOString() : undefined,
  };
}

const toRow = (m: MailingRecord): CampaignReportRow => ({
  id: m.id,
  name: m.name,
  subject: m.subject,
  ...(m.sendType ? { sendType: m.sendType } : {}),
  fromEmail: m.fromEmail,
  state: m.state,
  ...(m.startedAt ? { startedAt: m.startedAt } : {}),
  ...(m.finishedAt ? { finishedAt: m.finishedAt } : {}),
  stats: m.stats,
  rates: mailingRates(m.stats),
  ...(m.tags?.length ? { tags: m.tags } : {}),
});

async function rowsOf(accountId: string, mailings: readonly MailingRecord[]): Promise<CampaignReportRow[]> {
  return (await withEngagement(accountId, mailings)).map(toRow);
}

/**
 * /reports/campaigns (issue 18): every mailing that went out with its KPIs, newest first, filtered by
 * its start in the account's days, send type, sender, name and tags; 2–4 of them side by side; the list as
 * a CSV file. Counts are the mailings' own (progress counters and engagement roll-ups), never events.
 */
export const campaignReports = {
  async list(actor: Actor, query: CampaignReportQuery): Promise<{ items: CampaignReportRow[]; cursor?: string }> {
    const page = await lifecycleRepository.list(actor.accountId, await filterOf(actor, query), query.limit, query.cursor);
    return { items: await rowsOf(actor.accountId, page.items), cursor: page.cursor };
  },

  /** The mailings in the order asked; one the account does not have (or that never went out) is not found. */
  async compare(actor: Actor, ids: readonly string[]): Promise<{ items: CampaignReportRow[] }> {
    const states = REPORTED_STATES.filter((s) => mailingStatesCovered(actor.versions.mailing).includes(s));
    const mailings = await Promise.all(ids.map((id) => mailingsRepository.get(actor.accountId, id)));
    const found = mailings.map((m) => {
      if (!m || !states.includes(m.state)) throw new NotFoundError('MAILING_NOT_FOUND');
      return m;
    });
    return { items: await rowsOf(actor.accountId, found) };
  },

  /** Every mailing the filters match (up to CAMPAIGN_EXPORT_MAX_ROWS) as a CSV file, and where to download it. */
  async exportCsv(actor: Actor, query: CampaignReportFilter): Promise<DownloadUrl> {
    const filter = await filterOf(actor, query);
    const rows: CampaignReportRow[] = [];
    let cursor: string | undefined;
    do {
      const page = await lifecycleRepository.list(actor.accountId, filter, 100, cursor);
      rows.push(...(await rowsOf(actor.accountId, page.items)));
      cursor = page.cursor;
    } while (cursor && rows.length < CAMPAIGN_EXPORT_MAX_ROWS);
    const csv = stringify(
      rows
        .slice(0, CAMPAIGN_EXPORT_MAX_ROWS)
        .map((r) => [
          r.name,
          r.subject,
          r.sendType ?? 'once',
          r.fromEmail,
          r.state,
          r.startedAt ?? '',
          (r.tags ?? []).map(tagLabel).join('; '),
          ...CSV_COUNTS.map((c) => r.stats[c]),
          ...CSV_RATES.map((k) => (r.rates[k] === null ? '' : r.rates[k]!.toFixed(4))),
        ]),
      {
        header: true,
        columns: [
          'name',
          'subject',
          'send_type',
          'from_email',
          'state',
          'started_at',
          'tags',
          ...CSV_COUNTS,
          ...CSV_RATES.map((k) => `${k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}_rate`),
        ],
      },
    );
    const id = ulid();
    // Under exports/: the bucket's rule for exports removes it after a week.
    const key = `exports/${actor.accountId}/reports/${id}/campaigns-${id}.csv`;
    const writer = fileStore.writer(key);
    writer.stream.end(csv);
    await writer.done();
    const url = await fileStore.downloadUrl(key, `campaigns-${new Date().toISOString().slice(0, 10)}.csv`);
    return { url, expiresAt: new Date(Date.now() + URL_TTL_SECONDS * 1000).toISOString() };
  },
};
