import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  CSRF_COOKIE,
  CSRF_HEADER,
  REFRESH_COOKIE,
  REFRESH_TOKEN_TTL_SECONDS,
  SESSION_COOKIE,
} from '@shared/constants';
import { resolveVersions } from '@shared/versions';
import { clearCookie, setCookie } from '@functions/platform/cookies';
import { ForbiddenError, UnauthorizedError } from '@functions/platform/errors';
import type { Principal, RequestContext } from '@functions/platform/http';
import { epochSeconds, nowIso } from '@functions/platform/dynamo';
import { signToken, verifyToken } from '@functions/platform/tokens';
import { securityHistory } from '@functions/security/history';
import { presence } from '@functions/users/presence';
import { usersRepository } from '@functions/users/repository';
import { authRepository, hashSecret, type SessionRecord } from './repository';

/*
 * Sessions: a short-lived signed access token (httpOnly cookie, path /api) names the session; a
 * long-lived refresh token (httpOnly cookie, path /api/auth) is rotated on every refresh and stored
 * only as a hash. The refresh token is signed and numbered (its generation), so a token that was
 * already rotated away is recognised when it comes back: someone holds a copy, and the session ends
 * for both (see refreshSession). CSRF: a per-session token in a readable cookie that writes must
 * echo in a header.
 */
const API_PATH = '/api';
const AUTH_PATH = '/api/auth';

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** A session's refresh token of one generation (signed like the access token; the random part makes every token unique). */
const refreshToken = (sessionId: string, generation: number) =>
  signToken('refresh', { sid: sessionId, gen: generation, n: randomBytes(16).toString('base64url') }, REFRESH_TOKEN_TTL_SECONDS);

/**
 * What a refresh cookie names: the session, the token's generation and its hash. Cookies issued
 * before tokens were numbered (`<session id>.<secret>`) are read too, without a generation, and
 * rotate into numbered ones on their next refresh.
 */
async function readRefreshCookie(
  cookie: string | undefined,
): Promise<{ sessionId: string; generation?: number; hash: string } | undefined> {
  const parts = cookie?.split('.') ?? [];
  if (parts.length === 2 && parts[0] && parts[1]) return { sessionId: parts[0], hash: hashSecret(parts[1]) };
  if (parts.length !== 3) return undefined;
  const verified = await verifyToken('refresh', cookie!);
  if (!verified.ok || typeof verified.claims.sid !== 'string' || typeof verified.claims.gen !== 'number') return undefined;
  return { sessionId: verified.claims.sid, generation: verified.claims.gen, hash: hashSecret(cookie!) };
}

async function issueCookies(ctx: RequestContext, sessionId: string, userId: string, accountId: string, refresh: string, csrf: string) {
  const access = await signToken('access', { sid: sessionId, sub: userId, acc: accountId, csrf }, ACCESS_TOKEN_TTL_SECONDS);
  ctx.setCookies.push(
    setCookie(SESSION_COOKIE, access, { httpOnly: true, path: API_PATH, maxAge: REFRESH_TOKEN_TTL_SECONDS }),
    setCookie(REFRESH_COOKIE, refresh, { httpOnly: true, path: AUTH_PATH, maxAge: REFRESH_TOKEN_TTL_SECONDS }),
    setCookie(CSRF_COOKIE, csrf, { httpOnly: false, path: '/', maxAge: REFRESH_TOKEN_TTL_SECONDS }),
  );
}

export function clearSessionCookies(ctx: RequestContext): void {
  ctx.setCookies.push(
    clearCookie(SESSION_COOKIE, API_PATH, true),
    clearCookie(REFRESH_COOKIE, AUTH_PATH, true),
    clearCookie(CSRF_COOKIE, '/', false),
  );
}

export async function startSession(ctx: RequestContext, userId: string, accountId: string): Promise<string> {
  const id = randomUUID();
  const refresh = await refreshToken(id, 0);
  const csrf = randomBytes(24).toString('base64url');
  await authRepository.putSession({
    id,
    userId,
    accountId,
    csrf,
    refreshHash: hashSecret(refresh),
    generation: 0,
    createdAt: nowIso(),
    expiresAt: epochSeconds() + REFRESH_TOKEN_TTL_SECONDS,
    ip: ctx.ip,
    userAgent: ctx.userAgent.slice(0, 512),
  });
  await issueCookies(ctx, id, userId, accountId, refresh, csrf);
  await presence.seen(userId, undefined);
  return id;
}

/** Writes from a browser must echo the CSRF cookie's value in the header. */
function checkCsrf(ctx: RequestContext, method: string, expected: string | undefined): void {
  if (method === 'GET' || method === 'HEAD') return;
  const sent = ctx.event.headers?.[CSRF_HEADER];
  if (!sent || !expected || !safeEqual(sent, expected)) throw new ForbiddenError('AUTH_CSRF_INVALID');
}

export async function authenticate(ctx: RequestContext, method: string): Promise<Principal> {
  const token = ctx.cookies[SESSION_COOKIE];
  if (!token) throw new UnauthorizedError('AUTH_UNAUTHORIZED');
  const verified = await verifyToken('access', token);
  if (!verified.ok) throw new UnauthorizedError(verified.reason === 'expired' ? 'AUTH_SESSION_EXPIRED' : 'AUTH_UNAUTHORIZED');
  const { sid, sub, acc, csrf } = verified.claims as { sid: string; sub: string; acc: string; csrf: string };
  checkCsrf(ctx, method, csrf);
  // The membership is read on every request so a changed role or a removal takes effect at once.
  const [session, membership, user] = await Promise.all([
    authRepository.getSession(sid),
    usersRepository.getMembership(acc, sub),
    usersRepository.getUser(sub),
  ]);
  if (!session || !user) throw new UnauthorizedError('AUTH_SESSION_EXPIRED');
  if (!membership) throw new ForbiddenError('FORBIDDEN_RESOURCE');
  // User administration: a member blocked or locked in this account is refused from their next request on.
  if (membership.banned) throw new ForbiddenError('AUTH_BANNED');
  if (membership.locked) throw new ForbiddenError('AUTH_ACCOUNT_TEMPORARILY_LOCKED');
  if (user.banned) throw new ForbiddenError('AUTH_BANNED');
  await presence.seen(sub, user.lastSeenAt);
  return {
    userId: sub,
    email: user.email,
    accountId: acc,
    sessionId: sid,
    permissions: membership.permissions,
    versions: resolveVersions(membership.versions),
    onboarded: user.onboarded,
    platformRole: user.role === 'SUPER_ADMIN' ? 'SUPER_ADMIN' : 'USER',
    segmentIds: membership.segmentIds ?? [],
  };
}

/**
 * A refresh token used a second time means a copy exists (a stolen cookie, a leaked backup):
 * whichever of the two holders comes second, the session ends for both, since we cannot tell the
 * thief from the owner, and the owner's activity history says why.
 */
async function revokeReused(ctx: RequestContext, session: SessionRecord): Promise<void> {
  await authRepository.deleteSession(session.id);
  const user = await usersRepository.getUser(session.userId);
  await securityHistory.activity(
    { ip: ctx.ip, userAgent: ctx.userAgent },
    { userId: session.userId, accountId: session.accountId, email: user?.email ?? '' },
    'session_token_reused',
  );
}

/**
 * Trades the current refresh token for the next generation (and a new access token). A token of
 * an earlier generation of the session, or the current one presented twice at once (the rotation
 * lost the race), is a reused token: the session is revoked. Two tabs of one browser refreshing at
 * the same instant look the same and end the session too; before, the loser cleared the shared
 * cookies, with the same effect.
 */
export async function refreshSession(ctx: RequestContext): Promise<void> {
  const presented = await readRefreshCookie(ctx.cookies[REFRESH_COOKIE]);
  if (!presented) throw new UnauthorizedError('AUTH_SESSION_EXPIRED');
  checkCsrf(ctx, 'POST', ctx.cookies[CSRF_COOKIE]);
  const session = await authRepository.getSession(presented.sessionId);
  const refused = async (reused: boolean): Promise<never> => {
    if (reused && session) await revokeReused(ctx, session);
    clearSessionCookies(ctx);
    throw new UnauthorizedError('AUTH_SESSION_EXPIRED');
  };
  if (!session) return refused(false);
  const generation = session.generation ?? 0;
  if (!safeEqual(session.refreshHash, presented.hash))
    return refused(presented.generation !== undefined && presented.generation < generation);
  const next = await refreshToken(session.id, generation + 1);
  const csrf = randomBytes(24).toString('base64url');
  const rotated = await authRepository.rotateRefresh(session.id, session.refreshHash, {
    hash: hashSecret(next),
    generation: generation + 1,
    csrf,
    expiresAt: epochSeconds() + REFRESH_TOKEN_TTL_SECONDS,
  });
  if (!rotated) return refused(true);
  await issueCookies(ctx, session.id, session.userId, session.accountId, next, csrf);
  // A refresh is activity too; not having read the user, it leaves the throttle to the write's condition.
  await presence.seen(session.userId, undefined);
}

export async function endSession(ctx: RequestContext): Promise<void> {
  const sessionId = (await readRefreshCookie(ctx.cookies[REFRESH_COOKIE]))?.sessionId;
  if (sessionId) {
    checkCsrf(ctx, 'POST', ctx.cookies[CSRF_COOKIE]);
    await authRepository.deleteSession(sessionId);
  }
  clearSessionCookies(ctx);
}
