import { SignJWT, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import { getSigningKey } from './config';

/**
 * Signed, expiring tokens (HS256 JWT) for sessions and e-mail links. `purpose` keeps a token made
 * for one job from being replayed for another.
 */
export type TokenPurpose = 'access' | 'refresh' | 'verify' | 'recover' | 'signup';

export async function signToken(purpose: TokenPurpose, claims: Record<string, string | number>, ttlSeconds: number): Promise<string> {
  return new SignJWT({ ...claims, pur: purpose })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(await getSigningKey());
}

export type VerifyResult = { ok: true; claims: JWTPayload & Record<string, unknown> } | { ok: false; reason: 'expired' | 'invalid' };

export async function verifyToken(purpose: TokenPurpose, token: string): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, await getSigningKey(), { algorithms: ['HS256'] });
    if (payload.pur !== purpose) return { ok: false, reason: 'invalid' };
    return { ok: true, claims: payload as JWTPayload & Record<string, unknown> };
  } catch (error) {
    return { ok: false, reason: error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid' };
  }
}
