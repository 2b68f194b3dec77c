import { smsParts } from '@shared/rules/sms';
import { EMPTY_SMS_STATS } from '@shared/schemas/sms';
import type { SmsAbxVariant } from '@shared/schemas/sms-abx';
import type { SmsAbxSummary } from '@shared/schemas/sms-abx-summary';
import { abxRanges } from '@functions/mailings/send-types/abx-audience';
import { CHANNELS } from '@functions/delivery/channels';
import { failSending } from '@functions/delivery/completion';
import { config } from '@functions/platform/config';
import { nowIso } from '@functions/platform/dynamo';
import { logger } from '@functions/platform/logger';
import { startTimer } from '@functions/platform/timers';
import { sendingQueues } from '@functions/sending/queues';
import { smsAbxRepository, smsVariantId, type SmsVariantRecord } from './abx-repository';
import { smsRepository, type SmsRecord } from './repository';

/** The test as its sending keeps it: the summary the API shows, and the variants and the wait, which it does not. */
export type SmsAbxParent = SmsRecord & {
  abx: SmsAbxSummary;
  abxVariants: SmsAbxVariant[];
  abxDecideAfterHours: number;
  abxDecideAt?: string;
};

export const smsAbxDecideTimer = (id: string) => `smsabx-${id}-decide`;

/** Queues a sending's plan; one that cannot be queued would stay "sending" for ever, so it fails (as smsService.plan does). */
async function queuePlan(accountId: string, id: string): Promise<void> {
  try {
    await sendingQueues.plan({ channel: 'sms', accountId, sendingId: id, step: 0 });
  } catch (error) {
    await failSending(CHANNELS.sms, { channel: 'sms', accountId, id }, 'SMS_SEND_ERROR');
    throw error;
  }
}

/**
 * Starts an SMS A/B test (when made, or when accepted under 4-eye verification): the test's sending
 * holds until the decision, each variant becomes a sending of its own (`<id><key>`, written once,
 * with its bucket range of the audience, the same stable split as e-mail A/B/X) and is planned now,
 * and a timer (Step Functions) runs the decision `decideAfterHours` campaign hours from now. Every
 * step may run again: variants are written once, a plan job of a sending already planned is dropped
 * and a timer of the same name is the same wait.
 */
export async function startSmsAbx(accountId: string, id: string): Promise<void> {
  const parent = (await smsRepository.get(accountId, id)) as SmsAbxParent | undefined;
  if (!parent?.abx || parent.abx.state !== 'testing') return;
  const decideAt = await smsAbxRepository.holdForDecision(
    accountId,
    id,
    new Date(Date.now() + parent.abxDecideAfterHours * config.campaignHourMs).toISOString(),
  );
  if (!decideAt) {
    logger.info('SMS A/B test not held for its decision; not started', { accountId, id });
    return;
  }
  const { variants: ranges } = abxRanges(parent.abxVariants.map((v) => v.share));
  const at = nowIso();
  const {
    abx: _abx,
    abxVariants: _variants,
    abxDecideAfterHours: _hours,
    abxDecideAt: _decideAt,
    approval: _approval,
    acceptedAt: _acceptedAt,
    acceptedById: _acceptedBy,
    planning: _planning,
    ...base
  } = parent;
  for (const [i, v] of parent.abxVariants.entries()) {
    const content = v.content ?? parent.content;
    const variant: SmsVariantRecord = {
      ...base,
      id: smsVariantId(id, v.key),
      name: `${parent.name} (${v.key})`,
      sender: v.sender ?? parent.sender,
      content,
      parts: smsParts(content).parts,
      state: 'sending',
      stats: { ...EMPTY_SMS_STATS },
      processed: 0,
      createdAt: at,
      planning: true,
      parentId: id,
      variant: v.key,
      audienceSpec: { kind: 'buckets', ...ranges[i]! },
      trackClicks: true,
    };
    await smsAbxRepository.createVariant(accountId, variant);
  }
  await Promise.all(parent.abxVariants.map((v) => queuePlan(accountId, smsVariantId(id, v.key))));
  await startTimer({
    name: smsAbxDecideTimer(id),
    at: new Date(decideAt),
    job: { kind: 'campaign', accountId, mailingId: id, step: 'smsAbxDecide' },
  });
}
