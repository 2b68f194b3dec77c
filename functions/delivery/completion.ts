import type { ErrorCode } from '@shared/errors';
import { nowIso } from '@functions/platform/dynamo';
import { logger } from '@functions/platform/logger';
import type { Channel, SendingRef } from './channel';
import { progressRepository } from './progress';

/**
 * sending → sent once planning is over and every planned recipient is settled. The planner, every
 * send worker after its batch and the reconciler all try; progress only grows, so a strongly
 * consistent sum that reaches the count proves it, and the one whose conditional write moves the
 * state tells whoever ordered the sending — once.
 */
export async function completeIfDone(channel: Pick<Channel, 'store'>, ref: SendingRef): Promise<boolean> {
  const head = await channel.store.head(ref.accountId, ref.id);
  if (!head || head.state !== 'sending' || head.planning) return false;
  const progress = await progressRepository.sum(ref.accountId, ref.id);
  if (progress.processed < head.recipients) return false;
  if (!(await channel.store.end(ref.accountId, ref.id, 'sent', nowIso()))) return false;
  logger.info('sending finished', { ...ref, recipients: head.recipients });
  await channel.store.tellOwner(ref.accountId, ref.id);
  return true;
}

/** sending → failed with the reason (recorded as its lastError), and whoever ordered it is told, once. */
export async function failSending(
  channel: Pick<Channel, 'store'>,
  ref: SendingRef,
  code: ErrorCode,
  params?: Record<string, unknown>,
): Promise<boolean> {
  if (!(await channel.store.end(ref.accountId, ref.id, 'failed', nowIso(), { code, ...(params ? { params } : {}) }))) return false;
  logger.warn('sending failed', { ...ref, code, params });
  await channel.store.tellOwner(ref.accountId, ref.id);
  return true;
}
