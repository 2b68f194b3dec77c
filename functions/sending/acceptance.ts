import type { MailingApproval } from '@shared/schemas/mailing';
import type { ErrorCode } from '@shared/errors';
import { nowIso } from '@functions/platform/dynamo';
import { ConflictError, ForbiddenError } from '@functions/platform/errors';
import type { Principal } from '@functions/platform/http';
import { assertSendingWithinReach } from '@functions/segments/restriction';

/**
 * 4-eye verification, what every channel shares (mailings: functions/mailings/acceptance.ts, SMS:
 * functions/sms/acceptance.ts): the request as stored, who may decide it, and what a response shows.
 * With the account's switch on no sending goes out until a user other than its maker, holding
 * PERM_AZATWIERDZ and reaching its audience, accepts it.
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

/** The channel's own words for a request that is not pending and for a maker deciding their own. */
export interface DecisionCodes {
  notAwaiting: ErrorCode;
  own: ErrorCode;
}

/**
 * The request a checker may decide: `waiting` says the sending stands in the channel's waiting state;
 * the request must be pending and made by someone else, and a checker restricted to segments decides
 * only sendings within them (they could resume only those).
 */
export function decidableApproval(
  actor: Pick<Principal, 'userId' | 'segmentIds'>,
  approval: StoredApproval | undefined,
  waiting: boolean,
  codes: DecisionCodes,
): StoredApproval {
  if (!waiting || approval?.state !== 'pending') throw new ConflictError(codes.notAwaiting);
  if (approval.requestedById === actor.userId) throw new ForbiddenError(codes.own);
  assertSendingWithinReach(actor, { scopeSegmentIds: approval.scopeSegmentIds });
  return approval;
}

/** A new request by the actor, with their reach kept inside and the audience as it stands now. */
export function pendingApproval(
  actor: Pick<Principal, 'userId' | 'email' | 'segmentIds'>,
  at = nowIso(),
  audience: Pick<MailingApproval, 'segmentName' | 'recipients'> = {},
): StoredApproval {
  return {
    state: 'pending',
    requestedById: actor.userId,
    requestedByEmail: actor.email,
    requestedAt: at,
    ...(audience.segmentName !== undefined ? { segmentName: audience.segmentName } : {}),
    ...(audience.recipients !== undefined ? { recipients: audience.recipients } : {}),
    ...(actor.segmentIds.length ? { scopeSegmentIds: [...actor.segmentIds] } : {}),
  };
}

/** The request rejected by the actor, with the reason (the maker's reach is no longer needed). */
export function rejectedApproval(
  approval: StoredApproval,
  actor: Pick<Principal, 'userId' | 'email'>,
  reason: string,
  at: string,
): MailingApproval {
  const { scopeSegmentIds: _scope, ...rest } = approval;
  return { ...rest, state: 'rejected', decidedById: actor.userId, decidedByEmail: actor.email, decidedAt: at, reason };
}

/** The maker of a pending request, as the sending path needs them. */
export const makerOf = (accountId: string, approval: StoredApproval): Orderer => ({
  accountId,
  userId: approval.requestedById,
  segmentIds: approval.scopeSegmentIds ?? [],
});

/** What a response shows of a request (the maker's reach stays inside). */
export function approvalView(approval: StoredApproval | undefined): MailingApproval | undefined {
  if (!approval) return undefined;
  const { scopeSegmentIds: _scope, ...view } = approval;
  return view;
}
