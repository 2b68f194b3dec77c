import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { ulid } from 'ulid';
import { CSRF_COOKIE, CSRF_HEADER } from '@shared/constants';
import { fullPermissions, type PermissionMap } from '@shared/permissions';
import { DEFAULT_PREFS } from '@shared/schemas/user';
import { emulator } from './emulator';

// Every AWS client is made lazily, so setting the environment before the first call is enough.
Object.assign(process.env, emulator.awsEnv);

const { handler: apiHandler } = await import('@functions/api/handler');
const { handler: trackingHandler } = await import('@functions/tracking/handler');
const { usersRepository } = await import('@functions/users/repository');
const { identityProvider } = await import('@functions/auth/identity-provider');
const { readEmulatorMail } = await import('@infra/local/emulator-mail');

export const TEST_PASSWORD = 'Kampania.2026!';

export interface TestAccount {
  accountId: string;
  userId: string;
  email: string;
  password: string;
}

/** A fresh, activated account with one owner: tests isolate themselves by account id. */
export async function createTestAccount(options: { permissions?: PermissionMap; email?: string } = {}): Promise<TestAccount> {
  const userId = ulid();
  const accountId = ulid();
  const email = options.email ?? `owner-${userId.toLowerCase()}@example.com`;
  const at = new Date().toISOString();
  const created = await usersRepository.createUserWithAccount(
    {
      id: userId,
      email,
      name: 'Test Owner',
      role: 'USER',
      activated: true,
      onboarded: true,
      banned: false,
      prefs: DEFAULT_PREFS,
      defaultAccountId: accountId,
      passwordVersion: 1,
      createdAt: at,
    },
    {
      id: accountId,
      name: `Test ${accountId}`,
      plan: 'trial',
      ownerId: userId,
      createdAt: at,
      trialEndsAt: at,
      config: { blacklist_enabled: true },
    },
    { accountId, userId, role: 'ADMIN', permissions: options.permissions ?? fullPermissions(), language: 'pl' },
  );
  if (!created) throw new Error(`${email} is taken`);
  await identityProvider.createUser(email, TEST_PASSWORD);
  return { accountId, userId, email, password: TEST_PASSWORD };
}

export interface ApiResult<T = any> {
  status: number;
  body: T;
  cookies: string[];
  headers: Record<string, string>;
}

interface EventOptions {
  body?: string;
  base64?: boolean;
  headers?: Record<string, string>;
  cookies?: string[];
  query?: Record<string, string>;
  ip?: string;
}

function apiEvent(method: string, path: string, options: EventOptions): APIGatewayProxyEventV2 {
  const headers = { 'user-agent': 'vitest', host: 'goniec.test', 'x-forwarded-proto': 'https', ...(options.headers ?? {}) };
  return {
    version: '2.0',
    routeKey: '$default',
    rawPath: path,
    rawQueryString: new URLSearchParams(options.query ?? {}).toString(),
    cookies: options.cookies,
    headers,
    queryStringParameters: options.query,
    requestContext: {
      accountId: 'test',
      apiId: 'test',
      domainName: 'goniec.test',
      domainPrefix: 'goniec',
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: options.ip ?? '127.0.0.1', userAgent: 'vitest' },
      requestId: ulid(),
      routeKey: '$default',
      stage: '$default',
      time: '',
      timeEpoch: Date.now(),
    },
    body: options.body,
    isBase64Encoded: options.base64 === true,
  };
}

/** Drives the API Lambda with API Gateway v2 events, keeping cookies like a browser would. */
export class ApiSession {
  readonly jar = new Map<string, string>();

  /** `ip` is the caller's address as API Gateway reports it (the account's allow-list checks it). */
  constructor(readonly ip = '127.0.0.1') {}

  get csrf(): string | undefined {
    return this.jar.get(CSRF_COOKIE);
  }

  async call<T = any>(
    method: string,
    path: string,
    options: {
      json?: unknown;
      rawBody?: string;
      form?: FormData;
      headers?: Record<string, string>;
      query?: Record<string, string>;
      csrf?: boolean;
    } = {},
  ): Promise<ApiResult<T>> {
    const headers: Record<string, string> = { ...(options.headers ?? {}) };
    let body = options.rawBody ?? (options.json === undefined ? undefined : JSON.stringify(options.json));
    let base64 = false;
    if (options.form) {
      // A browser's multipart body, as API Gateway hands binary payloads to Lambda: base64.
      const request = new Request('http://local/', { method: 'POST', body: options.form });
      headers['content-type'] = request.headers.get('content-type')!;
      body = Buffer.from(await request.arrayBuffer()).toString('base64');
      base64 = true;
    }
    if (body !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
    if (method !== 'GET' && options.csrf !== false && this.csrf) headers[CSRF_HEADER] = this.csrf;
    const cookies = [...this.jar].map(([k, v]) => `${k}=${v}`);
    const event = apiEvent(method, `/api${path}`, { body, base64, headers, cookies, query: options.query, ip: this.ip });
    const result = (await apiHandler(event, {} as Context)) as APIGatewayProxyStructuredResultV2;
    for (const cookie of result.cookies ?? []) {
      const [pair, ...attrs] = cookie.split(';');
      const [name, ...rest] = pair!.split('=');
      const value = rest.join('=');
      if (attrs.some((a) => /max-age=0/i.test(a.trim())) || value === '') this.jar.delete(name!.trim());
      else this.jar.set(name!.trim(), value);
    }
    return {
      status: result.statusCode ?? 200,
      body: result.body ? JSON.parse(result.body) : undefined,
      cookies: result.cookies ?? [],
      headers: (result.headers ?? {}) as Record<string, string>,
    };
  }

  async login(account: Pick<TestAccount, 'email' | 'password'>, code?: string): Promise<ApiResult> {
    const res = await this.call('POST', '/auth/login', {
      json: { email: account.email, password: account.password, ...(code ? { code } : {}) },
    });
    if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res;
  }
}

export async function loggedIn(account?: TestAccount): Promise<{ session: ApiSession; account: TestAccount }> {
  const acc = account ?? (await createTestAccount());
  const session = new ApiSession();
  await session.login(acc);
  return { session, account: acc };
}

/** A request to the public tracking function (unsubscribe, hosted sign-up forms); `ip` is the visitor's address. */
export function trackingRequest(
  method: string,
  path: string,
  options: { body?: string; headers?: Record<string, string>; ip?: string } = {},
) {
  return trackingHandler(apiEvent(method, path, options)) as Promise<APIGatewayProxyStructuredResultV2>;
}

/** Mail the emulator's SES accepted for one address. */
export async function mailTo(address: string) {
  const all = await readEmulatorMail(process.env.AWS_ENDPOINT_URL!);
  return all.filter((m) => m.destinations.some((d) => d.toLowerCase().includes(address.toLowerCase())));
}

const { pollOnce } = await import('@infra/local/queue-poller');
const { WORKERS } = await import('@infra/local/runtime');
const { QUEUES, ENV } = await import('@infra/resources');

const queueUrl = {
  plan: ENV.planQueueUrl,
  send: ENV.sendQueueUrl,
  events: ENV.eventsQueueUrl,
  jobs: ENV.jobsQueueUrl,
  webhooks: ENV.webhooksQueueUrl,
} as const;

/**
 * Runs the workers over their queues, as Lambda's event source mappings would, until all are empty;
 * `only` drains just those queues (to stop a send between its planning and its sending).
 */
export async function drainQueues(only?: readonly (keyof typeof queueUrl)[]): Promise<void> {
  for (let round = 0; round < 50; round++) {
    let handled = 0;
    for (const spec of QUEUES.filter((q) => !only || only.includes(q.id))) {
      const url = process.env[queueUrl[spec.id]]!;
      handled += await pollOnce(
        { url, arn: `arn:aws:sqs:eu-central-1:000000000000:${spec.id}`, spec },
        WORKERS[spec.id],
        'eu-central-1',
        0,
      );
    }
    if (handled === 0) return;
  }
  throw new Error('queues did not drain');
}

/**
 * A segment estimate as the builder gets it: started (202, queued on the jobs queue), run by the
 * jobs worker, then read by its id. Answers the read (or the refusal of the start).
 */
export async function estimated(session: ApiSession, conditions: unknown): Promise<ApiResult> {
  const started = await session.call('POST', '/segments/estimate', { json: { conditions } });
  if (started.status !== 202) return started;
  if (started.body.state !== 'queued') throw new Error(`estimate started ${JSON.stringify(started.body)}`);
  await drainQueues();
  return session.call('GET', `/segments/estimates/${started.body.id}`);
}
