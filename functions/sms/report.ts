import { MICROS, SMS_PART_PRICES } from '@shared/rules/sms-prices';
import { instantOf } from '@shared/rules/local-time';
import { CURRENCIES, type Currency } from '@shared/constants';
import { SMS_MESSAGE_STATUSES } from '@shared/schemas/sms';
import type { SmsBreakdown, SmsReport, SmsReportKpis, SmsReportList, SmsReportQuery } from '@shared/schemas/sms-reports';
import { accountSettings } from '@functions/accounts/settings-service';
import { NotFoundError } from '@functions/platform/errors';
import { nextDay } from '@functions/reports/campaigns';
import { reportRepository, type Rollup } from '@functions/reports/repository';
import { merged } from '@functions/reports/service';
import { smsVariantId } from './abx-repository';
import { smsTotals, type SmsTotals } from './abx-totals';
import { smsRepository, type SmsRecord } from './repository';

/**
 * Issue 18, the SMS reports: the list reads each sending's progress counters (one BatchGet a page,
 * as the SMS history does; the send path adds parts and cost to them, delivery reports and clicks
 * their outcomes), a sending's report its roll-ups (`st#`, `px#`, `t`: ./report-tally.ts), summed
 * over its shards and, for an A/B test, over its variants. Both are bounded: a million texts read
 * as many items as a hundred.
 */

const money = (micros: number) => Math.round(micros) / MICROS;
const n = (r: Rollup | undefined, counter: string) => Number(r?.[counter] ?? 0);

/** A sending's KPIs from its totals (./abx-totals.ts: the record's stats and the progress counters, a test's variants' added). */
export function kpisOf({ stats, counts }: SmsTotals): SmsReportKpis {
  return {
    recipients: stats.recipients,
    sent: stats.sent,
    delivered: counts.delivered ?? 0,
    failed: counts.failed ?? 0,
    clicked: counts.clicked ?? 0,
    notSent: stats.notSent,
    notSentPrefix: stats.notSentPrefix,
    parts: counts.parts ?? 0,
    cost: money(counts.cost ?? 0),
  };
}

/** The status and prefix breakdown of summed roll-ups; every status listed (a chart's bars stay in place), the prefixes with texts. */
export function breakdownOf(rollups: Map<string, Rollup>, kpis: SmsReportKpis): SmsBreakdown {
  const statuses = SMS_MESSAGE_STATUSES.map((status) => {
    const r = rollups.get(`st#${status}`);
    return { status, texts: n(r, 'texts'), parts: n(r, 'parts'), cost: money(n(r, 'cost')) };
  });
  const prefixes = [...rollups]
    .filter(([name, r]) => name.startsWith('px#') && n(r, 'texts') > 0)
    .map(([name, r]) => {
      const prefix = name.slice(3);
      const country = SMS_PART_PRICES.find((p) => p.prefix === prefix)?.country;
      return {
        prefix,
        ...(country ? { country } : {}),
        texts: n(r, 'texts'),
        sent: n(r, 'sent'),
        delivered: n(r, 'delivered'),
        failed: n(r, 'failed'),
        parts: n(r, 'parts'),
        cost: money(n(r, 'cost')),
      };
    })
    .sort((a, b) => b.texts - a.texts || a.prefix.localeCompare(b.prefix));
  // Clickers are the roll-up's when it has them (the progress counts them too: the larger is the later read).
  return { kpis: { ...kpis, clicked: Math.max(kpis.clicked, n(rollups.get('t'), 'clicked')) }, statuses, prefixes };
}

/** The currency the roll-ups were counted in (the account's when the texts went), else the account's now. */
export function currencyOf(rollups: Map<string, Rollup>, fallback: Currency): Currency {
  for (const [name, r] of rollups) if (name.startsWith('st#') && CURRENCIES.includes(r.currency as Currency)) return r.currency as Currency;
  return fallback;
}

type Variant = { key: string; sender?: string; content?: string };

export const smsReports = {
  /** The SMS sendings made in a period of the account's days (both ends included), newest first, with their KPIs. */
  async list(accountId: string, query: SmsReportQuery): Promise<SmsReportList> {
    const [timeZone, currency] = await Promise.all([accountSettings.timeZone(accountId), accountSettings.currency(accountId)]);
    const period = {
      from: query.from ? instantOf(`${query.from}T00:00`, timeZone)?.toISOString() : undefined,
      before: query.to ? instantOf(`${nextDay(query.to)}T00:00`, timeZone)?.toISOString() : undefined,
    };
    const page = await smsRepository.listMadeWithin(accountId, period, query.limit, query.cursor);
    const totals = await smsTotals(accountId, page.items);
    return {
      items: page.items.map((r) => ({
        id: r.id,
        name: r.name,
        sender: r.sender,
        state: r.state,
        createdAt: r.createdAt,
        kpis: kpisOf(totals.get(r.id)!),
        currency,
      })),
      ...(page.cursor ? { cursor: page.cursor } : {}),
    };
  },

  /** One sending's report; an A/B test's is the whole test, with each variant's beside it. Variants are reached through their test. */
  async get(accountId: string, id: string): Promise<SmsReport> {
    const record = await smsRepository.get(accountId, id);
    if (!record || record.variant) throw new NotFoundError('SMS_NOT_FOUND');
    const test = (record as SmsRecord & { abxVariants?: Variant[] }).abxVariants ?? [];
    const variants = test.length
      ? await smsRepository.getMany(
          accountId,
          test.map((v) => smsVariantId(id, v.key)),
        )
      : new Map<string, SmsRecord>();
    const children = test.flatMap((v) => {
      const child = variants.get(smsVariantId(id, v.key));
      return child ? [{ key: v.key, record: child }] : [];
    });
    const [totals, accountCurrency, own, ...childRollups] = await Promise.all([
      smsTotals(accountId, [record, ...children.map((c) => c.record)]),
      accountSettings.currency(accountId),
      reportRepository.read(accountId, id),
      ...children.map((c) => reportRepository.read(accountId, c.record.id)),
    ]);
    const rollups = merged([own, ...childRollups]);
    return {
      id: record.id,
      name: record.name,
      sender: record.sender,
      content: record.content,
      state: record.state,
      createdAt: record.createdAt,
      ...(record.finishedAt ? { finishedAt: record.finishedAt } : {}),
      currency: currencyOf(rollups, accountCurrency),
      ...breakdownOf(rollups, kpisOf(totals.get(record.id)!)),
      ...(children.length
        ? {
            variants: children.map((c, i) => ({
              key: c.key,
              sender: c.record.sender,
              content: c.record.content,
              ...breakdownOf(childRollups[i]!, kpisOf(totals.get(c.record.id)!)),
            })),
          }
        : {}),
    };
  },
};
