import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  ACCESS_TOKEN_TTL_SECONDS, CSRF_COOKIE, CSRF_HEADER, REFRESH_COOKIE, REFRESH_TOKEN_TTL_SECONDS, SESSION_COOKIE,
} from '@shared/constants';
import { resolveVersions } from '@shared/versions';
import { clearCookie, setCookie } from '@functions/platform/cookies';
import { ForbiddenError, UnauthorizedError } from '@functions/platform/errors';
import type { Principal, RequestContext } from '@functions/platform/http';
import { epochSeconds, nowIso } from '@functions/platform/dynamo';
import { signToken, verifyToken } from '@functions/platform/tokens';
import { presence } from '@functions/users/presence';
import { usersRepository } from '@functions/users/repository';
import { authRepository, hashSecret } from './repository';

/*
 * Sessions: a short-lived signed access token (httpOnly cookie, path /api) names the session; a
 * long-lived refresh secret (httpOnly cookie, path /api/auth) is rotated on every refresh and stored
 * only as a hash. CSRF: a per-session token in a readable cookie that writes must echo in a header.
 */
const API_PATH = '/api';
const AUTH_PATH = '/api/auth';

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

async function issueCookies(ctx: RequestContext, sessionId: string, userId: string, accountId: string, refreshSecret: string, csrf: string) {
  const access = await signToken('access', { sid: sessionId, sub: userId, acc: accountId, csrf }, ACCESS_TOKEN_TTL_SECONDS);
  ctx.setCookies.push(
    setCookie(SESSION_COOKIE, access, { httpOnly: true, path: API_PATH, maxAge: REFRESH_TOKEN_TTL_SECONDS }),
    setCookie(REFRESH_COOKIE, `${sessionId}.${refreshSecret}`, { httpOnly: true, path: AUTH_PATH, maxAge: REFRESH_TOKEN_TTL_SECONDS }),
    setCookie(CSRF_COOKIE, csrf, { httpOnly: false, path: '/', maxAge: REFRESH_TOKEN_TTL_SECONDS }),
  );
}

export function clearSessionCookies(ctx: RequestContext): void {
  ctx.setCookies.push(clearCookie(SESSION_COOKIE, API_PATH, true), clearCookie(REFRESH_COOKIE, AUTH_PATH, true), clearCookie(CSRF_COOKIE, '/', false));
}

export async function startSession(ctx: RequestContext, userId: string, accountId: string): Promise<string> {
  const id = randomUUID();
  const refreshSecret = randomBytes(32).toString('base64url');
  const csrf = randomBytes(24).toString('base64url');
  await authRepository.putSession({
    id, userId, accountId, csrf,
    refreshHash: hashSecret(refreshSecret),
    createdAt: nowIso(),
    expiresAt: epochSeconds() + REFRESH_TOKEN_TTL_SECONDS,
    ip: ctx.ip,
    userAgent: ctx.userAgent.slice(0, 512),
  });
  await issueCookies(ctx, id, userId, accountId, refreshSecret, csrf);
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
    userId: sub, email: user.email, accountId: acc, sessionId: sid, permissions: membership.permissions, versions: resolveVersions(membership.versions), onboarded: user.onboarded,
    platformRole: user.role === 'SUPER_ADMIN' ? 'SUPER_ADMIN' : 'USER', segmentIds: membership.segmentIds ?? [],
  };
}

export async function refreshSession(ctx: RequestContext): Promise<void> {
  const cookie = ctx.cookies[REFRESH_COOKIE];
  const [sessionId, secret] = cookie?.split('.') ?? [];
  if (!sessionId || !secret) throw new UnauthorizedError('AUTH_SESSION_EXPIRED');
  checkCsrf(ctx, 'POST', ctx.cookies[CSRF_COOKIE]);
  const session = await authRepository.getSession(sessionId);
  if (!session || !safeEqual(session.refreshHash, hashSecret(secret))) {
    clearSessionCookies(ctx);
    throw new UnauthorizedError('AUTH_SESSION_EXPIRED');
  }
  const nextSecret = randomBytes(32).toString('base64url');
  const csrf = randomBytes(24).toString('base64url');
  const rotated = await authRepository.rotateRefresh(sessionId, session.refreshHash, hashSecret(nextSecret), csrf, epochSeconds() + REFRESH_TOKEN_TTL_SECONDS);
  if (!rotated) {
    clearSessionCookies(ctx);
    throw new UnauthorizedError('AUTH_SESSION_EXPIRED');
  }
  await issueCookies(ctx, sessionId, session.userId, session.accountId, nextSecret, csrf);
  // A refresh is activity too; not having read the user, it leaves the throttle to the write's condition.
  await presence.seen(session.userId, undefined);
}

export async function endSession(ctx: RequestContext): Promise<void> {
  const [sessionId] = ctx.cookies[REFRESH_COOKIE]?.split('.') ?? [];
  if (sessionId) {
    checkCsrf(ctx, 'POST', ctx.cookies[CSRF_COOKIE]);
    await authRepository.deleteSession(sessionId);
  }
  clearSessionCookies(ctx);
}
