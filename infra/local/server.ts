import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { DEV_OUTBOX_PATH, DEV_SMS_OUTBOX_PATH } from '@shared/schemas/dev';
import { DEV_DOMAINS_PATH } from '@shared/schemas/domains';
import { API_PREFIX } from '@shared/routes';
import { getOutboxMessage, listOutbox, listSmsOutbox } from './outbox';
import { serveStatic } from './static-files';

export type HttpHandler = (event: APIGatewayProxyEventV2) => Promise<APIGatewayProxyStructuredResultV2>;

/**
 * Lambda accepts request payloads up to 6 MB (API Gateway's own limit is 10 MB); past that the
 * local server, like AWS, stops reading. Below it the API answers 413 itself, per route.
 */
const READ_LIMIT = 6 * 1024 * 1024;

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size <= READ_LIMIT) chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** The same event API Gateway's HTTP API (payload 2.0) gives a Lambda. */
export function toEvent(req: IncomingMessage, url: URL, body: Buffer): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers)) if (v !== undefined && k !== 'cookie') headers[k] = Array.isArray(v) ? v.join(',') : v;
  const cookies = req.headers.cookie ? req.headers.cookie.split(/;\s*/).filter(Boolean) : undefined;
  const query: Record<string, string> = {};
  url.searchParams.forEach((v, k) => (query[k] = query[k] ? `${query[k]},${v}` : v));
  const isText = body.length === 0 || /json|text|x-www-form-urlencoded/.test(headers['content-type'] ?? '');
  return {
    version: '2.0',
    routeKey: '$default',
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    cookies,
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: url.host,
      domainPrefix: 'local',
      http: {
        method: req.method ?? 'GET',
        path: url.pathname,
        protocol: 'HTTP/1.1',
        sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: crypto.randomUUID(),
      routeKey: '$default',
      stage: '$default',
      time: new Date().toISOString(),
      timeEpoch: Date.now(),
    },
    body: body.length ? (isText ? body.toString('utf8') : body.toString('base64')) : undefined,
    isBase64Encoded: !isText,
  };
}

function writeResult(res: ServerResponse, result: APIGatewayProxyStructuredResultV2): void {
  const headers: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries(result.headers ?? {})) headers[k] = String(v);
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  res.writeHead(result.statusCode ?? 200, headers);
  res.end(result.body ? Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8') : undefined);
}

export interface LocalServerOptions {
  port: number;
  host?: string;
  api: HttpHandler;
  tracking: HttpHandler;
  webRoot: string;
  /** Serves the developer mail and text catchers from this emulator endpoint (local mode only). */
  outboxEndpoint?: string;
  /** Authenticates outbox requests like any API call (a logged-in user). */
  requireSession?: (event: APIGatewayProxyEventV2) => Promise<boolean>;
  /** Local only: the developer's "mark verified" for a sending domain (POST /api/dev/domains/{domain}/verify). */
  markDomainVerified?: (event: APIGatewayProxyEventV2, domain: string) => Promise<APIGatewayProxyStructuredResultV2>;
}

const devJson = (statusCode: number, body: unknown) => ({
  statusCode,
  headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
  body: JSON.stringify(body),
});

/** The developer catchers (mail and texts) answer signed-in users only, like any API call. */
async function devCatcher(
  options: LocalServerOptions,
  event: APIGatewayProxyEventV2,
  answer: () => Promise<APIGatewayProxyStructuredResultV2>,
): Promise<APIGatewayProxyStructuredResultV2> {
  if (options.requireSession && !(await options.requireSession(event))) return devJson(401, { code: 'AUTH_UNAUTHORIZED' });
  return answer();
}

async function outbox(endpoint: string, sub: string): Promise<APIGatewayProxyStructuredResultV2> {
  if (sub === '') return devJson(200, await listOutbox(endpoint));
  const message = await getOutboxMessage(endpoint, decodeURIComponent(sub.slice(1)));
  return message ? devJson(200, message) : devJson(404, { code: 'RESOURCE_NOT_FOUND' });
}

const verifyPath = new RegExp(`^${API_PREFIX}${DEV_DOMAINS_PATH}/([^/]+)/verify$`);
const domainToVerify = (pathname: string): string | undefined => {
  const match = verifyPath.exec(pathname);
  return match ? decodeURIComponent(match[1]!) : undefined;
};

/** One HTTP server for the API, the tracking function, the dev outbox and the built web app. */
export function startServer(options: LocalServerOptions): Promise<http.Server> {
  // A query at its schemas' limits (a 4096-character cursor of 4-byte characters) is ~24 KB encoded: past Node's
  // 16 KB its 431 would answer before the API's own 400 (the fuzzer sends such queries).
  const server = http.createServer({ maxHeaderSize: 64 * 1024 }, async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
      const devPrefix = `${API_PREFIX}${DEV_OUTBOX_PATH}`;
      const smsPath = `${API_PREFIX}${DEV_SMS_OUTBOX_PATH}`;
      if (url.pathname.startsWith(API_PREFIX + '/') || url.pathname === API_PREFIX || url.pathname.startsWith('/t/')) {
        const event = toEvent(req, url, await readBody(req));
        const endpoint = options.outboxEndpoint;
        if (endpoint && (url.pathname === devPrefix || url.pathname.startsWith(devPrefix + '/')) && req.method === 'GET') {
          return writeResult(res, await devCatcher(options, event, () => outbox(endpoint, url.pathname.slice(devPrefix.length))));
        }
        const verify = options.markDomainVerified && req.method === 'POST' ? domainToVerify(url.pathname) : undefined;
        if (verify !== undefined) return writeResult(res, await options.markDomainVerified!(event, verify));
        if (endpoint && url.pathname === smsPath && req.method === 'GET') {
          return writeResult(res, await devCatcher(options, event, async () => devJson(200, await listSmsOutbox(endpoint))));
        }
        return writeResult(res, await (url.pathname.startsWith('/t/') ? options.tracking(event) : options.api(event)));
      }
      await serveStatic(req, res, options.webRoot, url.pathname);
    } catch (error) {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 'INTERNAL_SERVER_ERROR' }));
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve(server));
  });
}
