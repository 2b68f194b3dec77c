import { timingSafeEqual } from 'node:crypto';
import { GetSecretValueCommand } from '@aws-sdk/client-secrets-manager';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import ipaddr from 'ipaddr.js';
import { ENV, ORIGIN_VERIFY_HEADER } from '@functions/platform/resources';
import { secrets } from './aws';
import { ForbiddenError } from './errors';
import { logger } from './logger';

/**
 * Who is really calling. Behind the product's CloudFront, API Gateway's `sourceIp` is an edge
 * server's address; the viewer's address comes in `CloudFront-Viewer-Address` (forwarded by the
 * distribution's origin request policy). That header is only trustworthy on requests that really
 * came through the distribution, so CloudFront also sends a secret header (ORIGIN_VERIFY_HEADER,
 * the value of the ORIGIN_SECRET_ARN secret) and a request without it is refused: calling the
 * execute-api URL directly leads nowhere. Without ORIGIN_SECRET_ARN (the local runtime, tests)
 * requests come straight in and `sourceIp` is the caller.
 */
export { ORIGIN_VERIFY_HEADER };
export const VIEWER_ADDRESS_HEADER = 'cloudfront-viewer-address';

/** The stages a rotation moves the value through; CloudFront may send any of them for a while. */
const STAGES = ['AWSCURRENT', 'AWSPENDING', 'AWSPREVIOUS'] as const;
/** Secret values are read again after this long, or sooner (at most this often) when none matches. */
const CACHE_MS = 5 * 60_000;
const RELOAD_AFTER_MISS_MS = 30_000;

/** The viewer's IP from "198.51.100.10:46532", "2001:db8::1:46532" (CloudFront's unbracketed form) or "[2001:db8::1]:46532". */
export function viewerIp(value: string | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  const bracketed = /^\[([^\]]+)\]:\d{1,5}$/.exec(text);
  const candidate = bracketed ? bracketed[1]! : text.slice(0, Math.max(0, text.lastIndexOf(':')));
  if (!/^[0-9a-fA-F:.]+$/.test(candidate) || !ipaddr.isValid(candidate)) return undefined;
  return ipaddr.process(candidate).toString();
}

let cached: { values: string[]; at: number } | undefined;

async function readStage(secretId: string, stage: (typeof STAGES)[number]): Promise<string | undefined> {
  try {
    return (await secrets().send(new GetSecretValueCommand({ SecretId: secretId, VersionStage: stage }))).SecretString;
  } catch (error) {
    // Only AWSCURRENT always exists; the others come and go with rotations.
    if ((error as { name?: string }).name === 'ResourceNotFoundException' && stage !== 'AWSCURRENT') return undefined;
    throw error;
  }
}

async function originSecrets(secretId: string, reload: boolean): Promise<string[]> {
  const now = Date.now();
  if (cached && !reload && now - cached.at < CACHE_MS) return cached.values;
  if (cached && reload && now - cached.at < RELOAD_AFTER_MISS_MS) return cached.values;
  const values = (await Promise.all(STAGES.map((stage) => readStage(secretId, stage)))).filter((v): v is string =>
    Boolean(v && v.length >= 32),
  );
  cached = { values, at: now };
  return values;
}

const sameSecret = (sent: string, value: string) => {
  const a = Buffer.from(sent);
  const b = Buffer.from(value);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** Forgets the cached secret values (tests; a rotation needs nothing: a miss reloads them). */
export function forgetOriginSecrets(): void {
  cached = undefined;
}

/**
 * The caller's IP address; throws 403 FORBIDDEN_RESOURCE for a request that did not come through
 * the distribution when the deployment requires it.
 */
export async function clientAddress(event: APIGatewayProxyEventV2): Promise<string> {
  const sourceIp = event.requestContext?.http?.sourceIp ?? '';
  const secretId = process.env[ENV.originSecretArn];
  if (!secretId) return sourceIp;
  const headers = event.headers ?? {};
  const sent = headers[ORIGIN_VERIFY_HEADER];
  const matches = async (reload: boolean) => (await originSecrets(secretId, reload)).some((value) => sameSecret(sent!, value));
  if (!sent || !((await matches(false)) || (await matches(true)))) throw new ForbiddenError('FORBIDDEN_RESOURCE');
  const viewer = viewerIp(headers[VIEWER_ADDRESS_HEADER]);
  if (viewer) return viewer;
  // The distribution always adds it; without it the origin request policy has changed.
  logger.error('request through CloudFront without a viewer address', { header: VIEWER_ADDRESS_HEADER });
  return sourceIp;
}
