import { isIpAllowed } from '@shared/rules/ip-allow-list';
import { API_TOKEN_PREFIX } from '@shared/schemas/api-tokens';
import { resolveVersions } from '@shared/versions';
import { ForbiddenError, UnauthorizedError } from '@functions/platform/errors';
import type { Principal, RequestContext } from '@functions/platform/http';
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
 * The principal a token acts as: its account, its scopes as the permissions, its creator's segment
 * restriction and versions, and `token` naming it (the userId and e-mail are the token's, so any record of who did
 * what names the token, never a person).
 */
function principalOf(accountId: string, token: ApiTokenRecord): Principal {
  return {
    userId: `apitoken:${token.id}`,
    email: tokenLabel(token.name),
    accountId,
    sessionId: '',
    permissions: Object.fromEntries(token.scopes.map((scope) => [scope, true])),
    versions: resolveVersions(token.versions),
    onboarded: true,
    platformRole: 'USER',
    segmentIds: token.segmentIds,
    token: { id: token.id, name: token.name },
  };
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
  const staleBefore = new Date(now - LAST_USED_EVERY_MS).toISOString();
  if (!token.lastUsedAt || token.lastUsedAt < staleBefore)
    await apiTokensRepository.touch(accountId, token.id, new Date(now).toISOString(), ctx.ip, staleBefore);
  return principalOf(accountId, token);
}
