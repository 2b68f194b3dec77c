import type { Mailing, MailingApproval } from '@shared/schemas/mailing';
import { maySendMailing } from '@shared/versions';
import { nowIso } from '@functions/platform/dynamo';
import { ConflictError, ForbiddenError } from '@functions/platform/errors';
import type { Principal } from '@functions/platform/http';
import { assertSendingWithinReach } from '@functions/segments/restriction';
import { acceptanceNotices } from '@functions/notifications/acceptance-notices';
import { mailingsRepository, type MailingRecord } from './repository';

/**
 * 4-eye verification (spec sections 1 and 4, company settings): with the account's switch on, a
 * sending is not ordered but handed over; another user holding PERM_AZATWIERDZ accepts it (it goes
 * out as its maker ordered it, to the maker's reach) or rejects it with a reason. Whoever handed it
 * over can neither accept nor reject it. What a checker saw is what goes out: an edit withdraws the
 * request (repository.updateContent), and a decision holds only for the request it was made on.
 */

/** A request as stored: the maker's reach travels with it, so the sending goes to what the maker could send to. */
export interface StoredApproval extends MailingApproval {
  scopeSegmentIds?: string[];
}

export type Acting = Pick<Principal, 'accountId' | 'userId' | 'email' | 'versions' | 'segmentIds'>;

/** Who ordered a sending: the maker of an accepted one, or whoever sends it directly. */
export interface Orderer {
  accountId: string;
  userId: string;
  segmentIds: string[];
}

/** The request a checker may decide: pending, made by someone else, within the checker's versions and reach. */
export function decidableRequest(actor: Acting, mailing: MailingRecord): StoredApproval {
  const approval = mailing.approval as StoredApproval | undefined;
  if (mailing.state !== 'ready' || approval?.state !== 'pending') throw new ConflictError('MAILING_NOT_AWAITING_ACCEPTANCE');
  if (approval.requestedById === actor.userId) throw new ForbiddenError('MAILING_OWN_ACCEPTANCE');
  if (!maySendMailing(actor.versions, mailing.state)) throw new ForbiddenError('PERMISSION_DENIED', { version: 'ready' });
  // A checker restricted to segments accepts only sendings within them, as they could resume only those.
  assertSendingWithinReach(actor, { scopeSegmentIds: approval.scopeSegmentIds });
  return approval;
}

/** The maker of a pending request, as the sending path needs them. */
export const makerOf = (accountId: string, approval: StoredApproval): Orderer => ({
  accountId,
  userId: approval.requestedById,
  segmentIds: approval.scopeSegmentIds ?? [],
});

export const acceptance = {
  /** Hands the sending over: ready, waiting; 409 when it is no longer in a state the maker may send from or already waits. */
  async request(actor: Acting, mailing: MailingRecord, from: readonly MailingRecord['state'][]): Promise<void> {
    const at = nowIso();
    const approval: StoredApproval = {
      state: 'pending',
      requestedById: actor.userId,
      requestedByEmail: actor.email,
      requestedAt: at,
      ...(actor.segmentIds.length ? { scopeSegmentIds: [...actor.segmentIds] } : {}),
    };
    const moved = await mailingsRepository.transition(actor.accountId, mailing.id, from, 'ready', {
      at,
      set: { approval },
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
    const { scopeSegmentIds: _scope, ...rest } = approval;
    const rejected: MailingApproval = {
      ...rest,
      state: 'rejected',
      decidedById: actor.userId,
      decidedByEmail: actor.email,
      decidedAt: at,
      reason,
    };
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

/** What a response shows of a request (the maker's reach stays inside). */
export function approvalView(approval: StoredApproval | undefined): MailingApproval | undefined {
  if (!approval) return undefined;
  const { scopeSegmentIds: _scope, ...view } = approval;
  return view;
}
