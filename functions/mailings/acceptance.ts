import type { Mailing } from '@shared/schemas/mailing';
import { maySendMailing } from '@shared/versions';
import { nowIso } from '@functions/platform/dynamo';
import { ConflictError, ForbiddenError } from '@functions/platform/errors';
import {
  decidableApproval,
  pendingApproval,
  rejectedApproval,
  type Acting,
  type DecisionCodes,
  type StoredApproval,
} from '@functions/sending/acceptance';
import { acceptanceNotices } from '@functions/notifications/acceptance-notices';
import { segmentsRepository } from '@functions/segments/repository';
import { mailingsRepository, type MailingRecord } from './repository';

/**
 * 4-eye verification (spec sections 1 and 4, company settings): with the account's switch on, a
 * sending is not ordered but handed over; another user holding PERM_AZATWIERDZ accepts it (it goes
 * out as its maker ordered it, to the maker's reach) or rejects it with a reason. Whoever handed it
 * over can neither accept nor reject it. What a checker saw is what goes out: an edit withdraws the
 * request (repository.updateContent), and a decision holds only for the request it was made on.
 */

const CODES: DecisionCodes = { notAwaiting: 'MAILING_NOT_AWAITING_ACCEPTANCE', own: 'MAILING_OWN_ACCEPTANCE' };

export type { Acting, Orderer, StoredApproval } from '@functions/sending/acceptance';
export { approvalView, makerOf } from '@functions/sending/acceptance';

/** The request a checker may decide: pending, made by someone else, within the checker's versions and reach. */
export function decidableRequest(actor: Acting, mailing: MailingRecord): StoredApproval {
  const approval = decidableApproval(actor, mailing.approval as StoredApproval | undefined, mailing.state === 'ready', CODES);
  if (!maySendMailing(actor.versions, mailing.state)) throw new ForbiddenError('PERMISSION_DENIED', { version: 'ready' });
  return approval;
}

export const acceptance = {
  /** Hands the sending over: ready, waiting; 409 when it is no longer in a state the maker may send from or already waits. */
  async request(
    actor: Acting,
    mailing: MailingRecord,
    from: readonly MailingRecord['state'][],
    audience: { recipients?: number },
    /** Issue 17: the schedule the checker accepts (a planned mailing handed over again leaves the due index: `due: null`). */
    more: { set?: Record<string, unknown>; due?: null } = {},
  ): Promise<void> {
    const segment = mailing.segmentId ? await segmentsRepository.get(actor.accountId, mailing.segmentId) : undefined;
    const approval = pendingApproval(actor, undefined, { ...audience, ...(segment ? { segmentName: segment.name } : {}) });
    const at = approval.requestedAt;
    const moved = await mailingsRepository.transition(actor.accountId, mailing.id, from, 'ready', {
      at,
      set: { ...more.set, approval },
      ...(more.due === null ? { due: null } : {}),
      pendingAcceptance: 'none',
    });
    if (!moved) {
      const now = await mailingsRepository.head(actor.accountId, mailing.id);
      throw new ConflictError(now?.approval?.state === 'pending' ? 'MAILING_AWAITING_ACCEPTANCE' : 'MAILING_NOT_EDITABLE');
    }
    await acceptanceNotices.requested({ id: mailing.id, name: mailing.name }, actor.accountId, {
      userId: actor.userId,
      email: actor.email,
    });
  },

  /** Marks the request rejected, with the reason; the mailing stays ready for its maker. */
  async reject(actor: Acting, mailing: MailingRecord, reason: string): Promise<void> {
    const approval = decidableRequest(actor, mailing);
    const at = nowIso();
    const rejected = rejectedApproval(approval, actor, reason, at);
    const moved = await mailingsRepository.transition(actor.accountId, mailing.id, ['ready'], 'ready', {
      at,
      set: { approval: rejected },
      pendingAcceptance: { since: approval.requestedAt },
    });
    if (!moved) throw new ConflictError('MAILING_NOT_AWAITING_ACCEPTANCE');
    await acceptanceNotices.decided({ id: mailing.id, name: mailing.name }, actor.accountId, {
      outcome: 'rejected',
      makerId: approval.requestedById,
      checkerEmail: actor.email,
      reason,
    });
  },

  /** The maker hears that their sending was accepted (called once it is on its way). */
  async accepted(actor: Acting, mailing: Pick<Mailing, 'id' | 'name'>, approval: StoredApproval): Promise<void> {
    await acceptanceNotices.decided(mailing, actor.accountId, {
      outcome: 'accepted',
      makerId: approval.requestedById,
      checkerEmail: actor.email,
    });
  },
};
