import type { ErrorCode } from '@shared/errors';
import { nowIso } from '@functions/platform/dynamo';
import { logger } from '@functions/platform/logger';
import { notify } from '@functions/notifications/notify';
import { smsRepository } from './repository';

/** Whoever ordered the sending is told how it ended (notify never throws). */
async function tellSender(accountId: string, smsId: string): Promise<void> {
  const sms = await smsRepository.get(accountId, smsId).catch(() => undefined);
  if (sms) await notify.smsEnded(sms, accountId);
}

/** sending → sent once every recipient is processed and planning is over; the planner and every sender try, one moves it and tells. */
export async function completeSmsIfDone(accountId: string, smsId: string): Promise<void> {
  if (!(await smsRepository.end(accountId, smsId, 'sent', nowIso()))) return;
  logger.info('SMS sending finished', { accountId, smsId });
  await tellSender(accountId, smsId);
}

/** sending → failed with the reason, e.g. an audience without a single number. */
export async function failSms(accountId: string, smsId: string, code: ErrorCode): Promise<void> {
  if (!(await smsRepository.end(accountId, smsId, 'failed', nowIso(), code))) return;
  logger.info('SMS sending failed', { accountId, smsId, code });
  await tellSender(accountId, smsId);
}
