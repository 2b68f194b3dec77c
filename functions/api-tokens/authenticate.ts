import { isIpAllowed } from '@shared/rules/ip-allow-list';
import { API_TOKEN_PREFIX } from '@shared/schemas/api-tokens';
import { resolveVersions } from '@shared/versions';
import { ForbiddenError, UnauthorizedError } from '@functions/platform/errors';
import type { Principal, RequestContext } from '@functions/platform/http';
import { usersRepository, type MembershipRecord } from '@functions/users/repository';
import { apiTokensRepository, type ApiTokenRecord } from './repository';
import { hashApiSecret } from './service';

/** Last used time and address are written at most this often per token, not on every call. */
export const LAST_USED_EVERY_MS = 60_000;

/** The label of a token wherever a person's e-mail would stand (the subscriber's history, records of who did what). */
export const tokenLabel = (name: string) => `API: ${name}`;

function bearerSecret(ctx: RequestContext): string | undefined {
  const headers = ctx.event.headers ?? {};
  const header = Object.entries(headers).find(([name]) => name.toLowerCase() === 'authorization')?.[1] ?? '';
  const match = /^Bearer +(\S+)$/.exec(header);
  return match?.[1]?.startsWith(API_TOKEN_PREFIX) ? match[1] : undefined;
}

/**
 * The principal a token acts as: its account; its scopes cut to what its creator holds now, with the
 * creator's current segment restriction and versions (a role changed or a restriction added after
 * the token was made applies to it from the next call, as to the creator's own session); and `token`
 * naming it (the userId and e-mail are the token's, so any record of who did what names the token,
 * never a person).
 */
function principalOf(accountId: string, token: ApiTokenRecord, creator: MembershipRecord): Principal {
  return {
    userId: `apitoken:${token.id}`,
    email: tokenLabel(token.name),
    accountId,
    sessionId: '',
    permissions: Object.fromEntries(token.scopes.filter((scope) => creator.permissions[scope]).map((scope) => [scope, true])),
    versions: resolveVersions(creator.versions),
    onboarded: true,
    platformRole: 'USER',
    segmentIds: creator.segmentIds ?? [],
    token: { id: token.id, name: token.name },
  };
}

/**
 * The creator's membership, read on every call like a session's: a creator removed from the account,
 * blocked or locked by an administrator takes their tokens with them (401, as for a revoked token;
 * unlocked, the tokens work again).
 */
async function creatorOf(accountId: string, token: ApiTokenRecord): Promise<MembershipRecord> {
  const [membership, user] = await Promise.all([
    usersRepository.getMembership(accountId, token.createdBy),
    usersRepository.getUser(token.createdBy),
  ]);
  if (!membership || membership.banned || membership.locked || !user || user.banned) throw new UnauthorizedError('AUTH_TOKEN_INVALID');
  return membership;
}

/**
 * A token route's caller: the Bearer secret of a live token (unknown, revoked or expired: 401
 * AUTH_TOKEN_INVALID, one answer for all, so a caller learns nothing of which), called from an
 * address on its allow-list (403 AUTH_IP_NOT_ALLOWED). Cookies are never read here.
 */
export async function authenticateToken(ctx: RequestContext): Promise<Principal> {
  const secret = bearerSecret(ctx);
  if (!secret) throw new UnauthorizedError('AUTH_TOKEN_INVALID');
  const found = await apiTokensRepository.byHash(hashApiSecret(secret));
  const now = Date.now();
  if (!found || (found.token.expiresAt && Date.parse(found.token.expiresAt) <= now)) throw new UnauthorizedError('AUTH_TOKEN_INVALID');
  const { accountId, token } = found;
  if (!isIpAllowed(token.ipAllowList, ctx.ip)) throw new ForbiddenError('AUTH_IP_NOT_ALLOWED');
  const creator = await creatorOf(accountId, token);
  const staleBefore = new Date(now - LAST_USED_EVERY_MS).toISOString();
  if (!token.lastUsedAt || token.lastUsedAt < staleBefore)
    await apiTokensRepository.touch(accountId, token.id, new Date(now).toISOString(), ctx.ip, staleBefore);
  return principalOf(accountId, token, creator);
}
