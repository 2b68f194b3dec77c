import type { ErrorCode } from '@shared/errors';
import { nowIso } from '@functions/platform/dynamo';
import { logger } from '@functions/platform/logger';
import { smsRepository } from './repository';

/** sending → sent once every recipient is processed and planning is over; the planner and every sender try. */
export async function completeSmsIfDone(accountId: string, smsId: string): Promise<void> {
  if (await smsRepository.end(accountId, smsId, 'sent', nowIso())) logger.info('SMS sending finished', { accountId, smsId });
}

/** sending → failed with the reason, e.g. an audience without a single number. */
export async function failSms(accountId: string, smsId: string, code: ErrorCode): Promise<void> {
  if (await smsRepository.end(accountId, smsId, 'failed', nowIso(), code)) logger.info('SMS sending failed', { accountId, smsId, code });
}
