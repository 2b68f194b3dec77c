import { MICROS } from '@shared/rules/sms-prices';
import { monthIn } from '@shared/rules/time-zone';
import { daysOfMonth, maskGsm, smsStatus } from '@shared/rules/transactional';
import type { SmsMessageStatus } from '@shared/schemas/sms';
import type {
  TransactionalSmsMessages,
  TransactionalSmsMessagesQuery,
  TransactionalSmsReport,
  TransactionalSmsReportQuery,
} from '@shared/schemas/transactional-reports';
import { transactionalSendingId } from '@functions/data/keys/transactional';
import { accountSettings } from '@functions/accounts/settings-service';
import { progressRepository } from '@functions/delivery/progress';
import { reportRepository } from '@functions/reports/repository';
import { breakdownOf, currencyOf } from '@functions/sms/report';
import { dayRollup } from './sms-channel';
import { transactionalRepository } from './repository';

const money = (micros: number) => Math.round(micros) / MICROS;

async function monthOrNow(accountId: string, month: string | undefined) {
  return month ?? monthIn(await accountSettings.timeZone(accountId), new Date());
}

/**
 * Issue 18, `/sms/transactional-reports`: a month of transactional texts from the month's sending's
 * roll-ups (statuses, prefixes, days: written with each text's line, moved by delivery reports) and
 * progress counters — bounded reads whatever the number of texts — and the month's texts a page at
 * a time (their index, then one BatchGet of their lines).
 */
export const transactionalSmsReport = {
  async get(accountId: string, query: TransactionalSmsReportQuery): Promise<TransactionalSmsReport> {
    const month = await monthOrNow(accountId, query.month);
    const sendingId = transactionalSendingId('sms', month);
    const [rollups, progress, currency] = await Promise.all([
      reportRepository.read(accountId, sendingId),
      progressRepository.sum(accountId, sendingId),
      accountSettings.currency(accountId),
    ]);
    const c = (name: string) => progress.counts[name] ?? 0;
    const kpis = {
      recipients: progress.processed,
      sent: c('sent'),
      delivered: c('delivered'),
      failed: c('failed'),
      clicked: 0,
      notSent: c('notSent'),
      notSentPrefix: c('notSentPrefix'),
      parts: c('parts'),
      cost: money(c('cost')),
    };
    const days = daysOfMonth(month).map((day) => {
      const r = rollups.get(dayRollup(day));
      return { day, texts: Number(r?.texts ?? 0), parts: Number(r?.parts ?? 0), cost: money(Number(r?.cost ?? 0)) };
    });
    return { month, currency: currencyOf(rollups, currency), ...breakdownOf(rollups, kpis), days };
  },

  async messages(accountId: string, query: TransactionalSmsMessagesQuery): Promise<TransactionalSmsMessages> {
    const month = await monthOrNow(accountId, query.month);
    const page = await transactionalRepository.smsPage(accountId, month, query.limit, query.cursor);
    return {
      items: page.items.map(({ record, line }) => {
        const charge = line?.charge as { parts: number; costMicros: number } | undefined;
        const state = line?.state as SmsMessageStatus | 'claimed' | undefined;
        return {
          id: record.id,
          to: maskGsm(record.gsm ?? ''),
          sender: record.sender ?? '',
          status: smsStatus(state, line?.delivery as SmsMessageStatus | undefined),
          createdAt: record.createdAt,
          ...(state === 'sent' && typeof line?.at === 'string' ? { sentAt: line.at } : {}),
          parts: charge?.parts ?? 0,
          cost: money(charge?.costMicros ?? 0),
        };
      }),
      ...(page.cursor ? { cursor: page.cursor } : {}),
    };
  },
};
