import { nowIso } from '@functions/platform/dynamo';
import { ConflictError, NotFoundError } from '@functions/platform/errors';
import { acceptanceNotices } from '@functions/notifications/acceptance-notices';
import { prepareSendableAudience } from '@functions/segments/audience-check';
import { decidableApproval, rejectedApproval, type Acting, type DecisionCodes, type StoredApproval } from '@functions/sending/acceptance';
import { smsRepository, type SmsRecord } from './repository';
import { smsSchedules } from './schedule';

const CODES: DecisionCodes = { notAwaiting: 'SMS_NOT_AWAITING_ACCEPTANCE', own: 'SMS_OWN_ACCEPTANCE' };

/**
 * 4-eye verification of SMS sendings (functions/sending/acceptance.ts holds what channels share): with
 * the switch on, a new SMS sending is stored `awaiting` with its request and nothing is planned;
 * another user holding PERM_AZATWIERDZ, within the maker's reach, accepts it (it is planned and goes
 * out as its maker made it: the record keeps the maker as creator and their reach) or rejects it
 * with a reason. An SMS sending cannot be edited, so what the checker saw is what goes out, and a
 * rejection is final (state `rejected`): the maker makes a new sending with the changes asked for.
 */
export const smsAcceptance = {
  /** The waiting sending and its request, once the actor may decide it. */
  async decidable(actor: Acting, id: string) {
    const record = await smsRepository.get(actor.accountId, id);
    if (!record) throw new NotFoundError('SMS_NOT_FOUND');
    return { record, approval: decidableApproval(actor, record.approval, record.state === 'awaiting', CODES) };
  },

  /**
   * Accepted: one write, holding only while the request decided on still waits, moves it to sending
   * and planning, as a direct send stores it; the caller queues its plan. The audience is prepared
   * again, as on a direct send (a segment may have expired while it waited).
   */
  async accept(actor: Acting, id: string): Promise<{ record: SmsRecord; approval: StoredApproval }> {
    const { record, approval } = await this.decidable(actor, id);
    await prepareSendableAudience(actor.accountId, record.segmentId);
    const at = nowIso();
    // Issue 17: a sending planned at a time or cyclic stands planned on the due index (schedule.ts), not sending.
    const scheduled = record.schedule ? await smsSchedules.accepted(actor.accountId, record.schedule) : undefined;
    const moved = await smsRepository.decide(actor.accountId, id, approval.requestedAt, scheduled ? 'planned' : 'sending', {
      at,
      set: { ...(scheduled ?? { planning: true }), acceptedById: actor.userId, acceptedAt: at },
      remove: ['approval'],
    });
    if (!moved) throw new ConflictError('SMS_NOT_AWAITING_ACCEPTANCE');
    return { record, approval };
  },

  /** The maker hears their sending was accepted (called once its plan is queued). */
  async accepted(actor: Acting, { record, approval }: { record: SmsRecord; approval: StoredApproval }): Promise<void> {
    await acceptanceNotices.decided({ channel: 'sms', id: record.id, name: record.name }, actor.accountId, {
      outcome: 'accepted',
      makerId: approval.requestedById,
      checkerEmail: actor.email,
    });
  },

  /** Rejected with the reason: final, nothing sent; the maker is told why. */
  async reject(actor: Acting, id: string, reason: string): Promise<void> {
    const { record, approval } = await this.decidable(actor, id);
    const at = nowIso();
    const moved = await smsRepository.decide(actor.accountId, id, approval.requestedAt, 'rejected', {
      at,
      set: { approval: rejectedApproval(approval, actor, reason, at), finishedAt: at },
    });
    if (!moved) throw new ConflictError('SMS_NOT_AWAITING_ACCEPTANCE');
    await acceptanceNotices.decided({ channel: 'sms', id, name: record.name }, actor.accountId, {
      outcome: 'rejected',
      makerId: approval.requestedById,
      checkerEmail: actor.email,
      reason,
    });
  },
};
