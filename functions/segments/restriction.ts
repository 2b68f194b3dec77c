import { audienceStore } from './audience-store';
import { segmentsRepository } from './repository';

/**
 * Users restricted to segments (spec section 6) see and act only on those segments' members. A scope
 * answers whether a subscriber is in reach; null means unrestricted. The last calculated audience of
 * each segment counts (an expired one too: a restriction must not lapse with a refresh); a segment
 * never calculated, or deleted, opens nothing.
 */
export type AudienceScope = ((subscriberId: string) => boolean) | null;

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
