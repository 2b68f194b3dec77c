import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_JSON_BODY_BYTES, MAX_JSON_DEPTH } from '@shared/constants';
import { fullPermissions } from '@shared/permissions';
import { createApi } from './api';
import { TooManyRequestsError, UnauthorizedError } from './errors';
import type { ApiGuards, HandlerTable, Principal } from './http';
import { captureStdout } from './stdout-capture';

// The pipeline of createApi with its own middlewares and the real route table, without AWS: no
// ORIGIN_SECRET_ARN (origin.ts answers the source IP), stubbed guards and handlers.
delete process.env.ORIGIN_SECRET_ARN;
// Metrics on, as in Lambda: the EMF lines are what one test reads.
delete process.env.POWERTOOLS_METRICS_DISABLED;
delete process.env.POWERTOOLS_DEV;

const principal = (over: Partial<Principal> = {}): Principal => ({
  userId: 'u1',
  email: 'owner@example.com',
  accountId: 'a1',
  sessionId: 's1',
  permissions: fullPermissions(),
  versions: { working: [], ready: [] } as unknown as Principal['versions'],
  onboarded: true,
  platformRole: 'USER',
  segmentIds: [],
  ...over,
});

let session: Principal | undefined;
const calls: { handler: { id: string; input: any }[]; rateLimit: unknown[] } = { handler: [], rateLimit: [] };
let answer: (id: string, input: any) => Promise<unknown> = async () => ({ ok: true });
let rateLimit: ApiGuards['rateLimit'] = async () => {};

const handlers = new Proxy(
  {},
  {
    get: (_target, id: string) => async (input: any) => {
      calls.handler.push({ id, input });
      return answer(id, input);
    },
  },
) as HandlerTable;

const api = createApi(handlers, {
  authenticate: async () => {
    if (!session) throw new UnauthorizedError();
    return session;
  },
  authenticateToken: async () => {
    throw new UnauthorizedError('AUTH_TOKEN_INVALID');
  },
  requireTimedPermission: async () => {},
  requireAccountConfig: async () => {},
  rateLimit: async (def, subjects) => {
    calls.rateLimit.push(subjects);
    return rateLimit(def, subjects);
  },
});

function event(
  method: string,
  path: string,
  options: { body?: string; headers?: Record<string, string>; query?: Record<string, string> } = {},
): APIGatewayProxyEventV2 {
  return {
    version: '2.0',
    routeKey: '$default',
    rawPath: `/api${path}`,
    rawQueryString: '',
    headers: { host: 'goniec.test', ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}), ...options.headers },
    queryStringParameters: options.query,
    requestContext: {
      http: { method, path: `/api${path}`, protocol: 'HTTP/1.1', sourceIp: '203.0.113.9', userAgent: 'unit' },
    } as APIGatewayProxyEventV2['requestContext'],
    body: options.body,
    isBase64Encoded: false,
  };
}

async function call(method: string, path: string, options?: Parameters<typeof event>[2]) {
  const result = (await api(event(method, path, options), {} as Context)) as APIGatewayProxyStructuredResultV2;
  return {
    status: result.statusCode,
    body: result.body ? JSON.parse(result.body) : undefined,
    headers: result.headers as Record<string, string>,
    cookies: result.cookies,
  };
}

// What the functions write (EMF lines and the logger's JSON on stdout, errors on stderr), kept from the
// test output; the metrics tests read stdout.
let output: ReturnType<typeof captureStdout>;
beforeEach(() => {
  output = captureStdout();
  vi.spyOn(process.stderr, 'write').mockImplementation((() => true) as typeof process.stderr.write);
  session = principal();
  calls.handler = [];
  calls.rateLimit = [];
  answer = async () => ({ ok: true });
  rateLimit = async () => {};
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('route table middleware', () => {
  it('answers a path outside the table 404 RESOURCE_NOT_FOUND, before any session is looked at', async () => {
    session = undefined;
    expect(await call('GET', '/no-such-thing')).toMatchObject({ status: 404, body: { code: 'RESOURCE_NOT_FOUND' } });
  });
  it('refuses a path parameter whose encoding is broken', async () => {
    expect(await call('GET', '/subscribers/%ZZ')).toMatchObject({
      status: 400,
      body: { code: 'BAD_REQUEST', params: { reason: 'path_encoding' } },
    });
  });
});

describe('session guard middleware', () => {
  it('answers 401 on a session route without a session, and the handler never runs', async () => {
    session = undefined;
    expect(await call('GET', '/subscribers')).toMatchObject({ status: 401, body: { code: 'AUTH_UNAUTHORIZED' } });
    expect(calls.handler).toEqual([]);
  });
  it("answers 403 PERMISSION_DENIED naming the route's permission", async () => {
    session = principal({ permissions: { ...fullPermissions(), PERM_ADODAJ: false } });
    const res = await call('POST', '/subscribers', { body: '{}' });
    expect(res).toMatchObject({ status: 403, body: { code: 'PERMISSION_DENIED', params: { permission: 'PERM_ADODAJ' } } });
    expect(calls.handler).toEqual([]);
  });
  it('hides the admin zone from everyone else as not found', async () => {
    expect(await call('GET', '/admin/users')).toMatchObject({ status: 404, body: { code: 'RESOURCE_NOT_FOUND' } });
  });
  it('holds a member who has not finished onboarding', async () => {
    session = principal({ onboarded: false });
    expect(await call('GET', '/subscribers')).toMatchObject({ status: 403, body: { code: 'AUTH_NOT_ONBOARDED' } });
  });
});

describe('body and validation middlewares', () => {
  it('gives the handler the validated body; an empty body is {}', async () => {
    expect(await call('POST', '/auth/logout', { body: '' })).toMatchObject({ status: 200, body: { ok: true } });
    expect(calls.handler[0]).toMatchObject({ id: 'auth.logout', input: { body: {} } });
  });
  it.each([
    ['malformed JSON', '{"a":', undefined, 400, { code: 'BAD_REQUEST', params: { reason: 'malformed_json' } }],
    ['another content type', '{}', 'text/plain', 400, { code: 'BAD_REQUEST', params: { reason: 'content_type' } }],
    [
      'too deep',
      '['.repeat(MAX_JSON_DEPTH + 1) + ']'.repeat(MAX_JSON_DEPTH + 1),
      undefined,
      400,
      { code: 'BAD_REQUEST', params: { reason: 'json_too_deep', max: MAX_JSON_DEPTH } },
    ],
    [
      'too large',
      JSON.stringify({ a: 'x'.repeat(MAX_JSON_BODY_BYTES) }),
      undefined,
      413,
      { code: 'FILE_SIZE_EXCEEDED', params: { max: MAX_JSON_BODY_BYTES } },
    ],
    ['a lone surrogate in a key', '{"\\ud800":1}', undefined, 400, { code: 'BAD_REQUEST', params: { reason: 'malformed_text' } }],
  ])('refuses a body that is %s', async (_name, body, type, status, expected) => {
    const res = await call('POST', '/auth/logout', { body, headers: type ? { 'content-type': type } : {} });
    expect({ status: res.status, body: res.body }).toEqual({ status, body: expected });
    expect(calls.handler).toEqual([]);
  });
  it("answers the route's zod schema as 400 VALIDATION_FAILED with field errors, before any rate limit counts", async () => {
    const res = await call('POST', '/auth/login', { body: JSON.stringify({ email: 'not-an-address', password: 'x' }) });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.params.errors.map((e: { path: string }) => e.path)).toContain('email');
    expect(calls.rateLimit).toEqual([]);
  });
});

describe('rate limits and the error catalogue middleware', () => {
  it('counts a valid call with its caller and body, and answers a spent limit 429 with Retry-After', async () => {
    rateLimit = async () => {
      throw new TooManyRequestsError('AUTH_TOO_MANY_ATTEMPTS', undefined, 42);
    };
    const res = await call('POST', '/auth/login', { body: JSON.stringify({ email: 'a@example.com', password: 'Kampania.2026!' }) });
    expect(res).toMatchObject({ status: 429, body: { code: 'AUTH_TOO_MANY_ATTEMPTS', params: { retryAfter: 42 } } });
    expect(res.headers['retry-after']).toBe('42');
    expect(calls.rateLimit).toEqual([
      { ip: '203.0.113.9', accountId: undefined, tokenId: undefined, body: { email: 'a@example.com', password: 'Kampania.2026!' } },
    ]);
  });
  it('answers an unexpected error 500 INTERNAL_SERVER_ERROR, keeping the cookies set before it', async () => {
    answer = async (_id, input) => {
      input.ctx.setCookies.push('a=b; Path=/');
      throw new Error('boom');
    };
    const res = await call('POST', '/auth/logout', { body: '{}' });
    expect(res).toMatchObject({ status: 500, body: { code: 'INTERNAL_SERVER_ERROR' }, cookies: ['a=b; Path=/'] });
  });
  it("checks the handler's answer against the route's response schema", async () => {
    answer = async () => ({ ok: 'yes' });
    expect(await call('POST', '/auth/logout', { body: '{}' })).toMatchObject({ status: 500, body: { code: 'INTERNAL_SERVER_ERROR' } });
  });
});

describe('security headers middleware', () => {
  it('sets the same headers on a success and on an error, in lower case, once each', async () => {
    for (const res of [await call('POST', '/auth/logout', { body: '{}' }), await call('GET', '/nowhere')]) {
      expect(res.headers).toMatchObject({
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'no-referrer',
      });
      expect(Object.keys(res.headers).every((name) => name === name.toLowerCase())).toBe(true);
      expect(Object.values(res.headers).every((value) => typeof value === 'string')).toBe(true);
      expect(res.headers).not.toHaveProperty('content-security-policy');
      expect(res.headers).not.toHaveProperty('server');
    }
  });
});

describe('metrics middleware', () => {
  const emf = () => output.emf();

  it('writes one EMF document per API error, in the Goniec namespace, with the catalogue code as a dimension', async () => {
    session = principal({ permissions: { ...fullPermissions(), PERM_ADODAJ: false } });
    await call('POST', '/subscribers', { body: '{}' });
    await call('GET', '/no-such-thing');
    const docs = emf();
    expect(docs).toHaveLength(2);
    expect(docs[0]!._aws.CloudWatchMetrics).toEqual([
      { Namespace: 'Goniec', Dimensions: [expect.arrayContaining(['service', 'code'])], Metrics: [{ Name: 'ApiErrors', Unit: 'Count' }] },
    ]);
    expect(docs.map((d) => [d.code, d.ApiErrors, d.service])).toEqual([
      ['PERMISSION_DENIED', 1, 'goniec'],
      ['RESOURCE_NOT_FOUND', 1, 'goniec'],
    ]);
  });
  it('writes nothing, not even a warning, for a request without errors', async () => {
    await call('POST', '/auth/logout', { body: '{}' });
    expect(output.lines.filter((l) => l.includes('_aws') || l.includes('No application metrics'))).toEqual([]);
  });
});
