import { ApiSession } from './helpers';

/** Every scope a full administrator may give. */
export const ALL_SUBSCRIBER_SCOPES = ['PERM_APRZEALL', 'PERM_ADODAJ'] as const;

let counter = 0;

/** Creates a token through the web API (201 expected) and answers it with its secret. */
export async function createToken(
  session: ApiSession,
  body: { name?: string; scopes?: readonly string[]; ipAllowList?: string[]; expiresAt?: string } = {},
): Promise<{ id: string; secret: string; name: string }> {
  const name = body.name ?? `Integration ${Date.now()}-${++counter}`;
  const res = await session.call('POST', '/integrations/api-tokens', { json: { scopes: ALL_SUBSCRIBER_SCOPES, ...body, name } });
  if (res.status !== 201) throw new Error(`token not created: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.id, secret: res.body.secret, name };
}

/**
 * An integrator's client: calls with `Authorization: Bearer <secret>` and no cookies at all, from
 * `ip` as API Gateway would report it. Shaped like a session's `call`, so the sweeps use either.
 */
export function tokenClient(secret: string, ip = '127.0.0.1'): Pick<ApiSession, 'call'> {
  const session = new ApiSession(ip);
  return {
    call: (method, path, options = {}) =>
      session.call(method, path, { ...options, headers: { authorization: `Bearer ${secret}`, ...(options.headers ?? {}) } }),
  };
}
export type TokenClient = ReturnType<typeof tokenClient>;
