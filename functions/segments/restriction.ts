import { ForbiddenError, NotFoundError } from '@functions/platform/errors';
import type { Principal } from '@functions/platform/http';
import type { ErrorCode } from '@shared/errors';
import { audienceStore } from './audience-store';
import { segmentsRepository } from './repository';

/**
 * Users restricted to segments (spec section 6) see and act only on those segments' members. A scope
 * answers whether a subscriber is in reach; null means unrestricted. The last calculated audience of
 * each segment counts (an expired one too: a restriction must not lapse with a refresh); a segment
 * never calculated, or deleted, opens nothing.
 */
export type AudienceScope = ((subscriberId: string) => boolean) | null;

export type Restrictable = Pick<Principal, 'segmentIds'>;

const members = new Map<string, Set<string>>();

async function audienceSet(accountId: string, segmentId: string): Promise<Set<string>> {
  const segment = await segmentsRepository.get(accountId, segmentId);
  const audience = segment?.audience;
  if (!audience) return new Set();
  const key = `${accountId}:${segmentId}:${audience.calcId}`;
  const cached = members.get(key);
  if (cached) return cached;
  const set = new Set<string>();
  for (let piece = 0; piece < audience.pieces; piece++) {
    for (const id of await audienceStore.readPiece(accountId, segmentId, audience.calcId, piece)) set.add(id);
  }
  if (members.size > 32) members.clear();
  members.set(key, set);
  return set;
}

export async function audienceScope(accountId: string, segmentIds: readonly string[] | undefined): Promise<AudienceScope> {
  if (!segmentIds?.length) return null;
  const sets = await Promise.all(segmentIds.map((id) => audienceSet(accountId, id)));
  return (subscriberId) => sets.some((set) => set.has(subscriberId));
}

/** How many subscribers a restriction reaches (null: unrestricted), from the same audiences as the scope. */
export async function scopeSize(accountId: string, segmentIds: readonly string[] | undefined): Promise<number | null> {
  if (!segmentIds?.length) return null;
  const sets = await Promise.all(segmentIds.map((id) => audienceSet(accountId, id)));
  if (sets.length === 1) return sets[0]!.size;
  const union = new Set<string>();
  for (const set of sets) for (const id of set) union.add(id);
  return union.size;
}

export const isRestricted = (principal: Restrictable): boolean => principal.segmentIds.length > 0;

/**
 * What reads or changes the whole subscriber database at once (statistics over every subscriber,
 * a property every subscriber may hold) is not for a restricted user: 403 ACCESS_RESTRICTED_TO_SEGMENTS.
 */
export function refuseIfRestricted(principal: Restrictable, code: ErrorCode = 'ACCESS_RESTRICTED_TO_SEGMENTS'): void {
  if (isRestricted(principal)) throw new ForbiddenError(code);
}

/**
 * Jobs a restricted user did not start (exports, imports and their files) read as missing to them,
 * like another account's: they were made over subscribers the user may not reach. An unrestricted
 * user sees every one.
 */
export function assertOwnJob(
  principal: Pick<Principal, 'segmentIds' | 'userId'>,
  record: { createdById?: string } | undefined,
  code: ErrorCode,
): void {
  if (!record || (isRestricted(principal) && record.createdById !== principal.userId)) throw new NotFoundError(code);
}

/**
 * Going on with a sending (resuming a paused one) reaches its remaining audience, so a restricted
 * user may do it only for a sending they could have sent: one ordered within segments they all
 * hold. A sending to everyone, or to segments beyond theirs, is refused (403 ACCESS_RESTRICTED_TO_SEGMENTS).
 */
export function assertSendingWithinReach(principal: Restrictable, sending: { scopeSegmentIds?: readonly string[] }): void {
  if (!isRestricted(principal)) return;
  const scope = sending.scopeSegmentIds ?? [];
  if (scope.length === 0 || !scope.every((id) => principal.segmentIds.includes(id)))
    throw new ForbiddenError('ACCESS_RESTRICTED_TO_SEGMENTS');
}
