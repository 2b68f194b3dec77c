import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { getSigningKey } from '@functions/platform/config';
import { ServiceUnavailableError } from '@functions/platform/errors';
import { logger } from '@functions/platform/logger';
import { observed } from '@functions/platform/middleware/observability';
import { securityHeaders } from '@functions/platform/middleware/security-headers';
import { clientAddress } from '@functions/platform/origin';
import { engagement } from '@functions/sending/engagement';
import { decodeLink } from '@functions/sending/links';
import { signupPublic } from '@functions/signup/public';
import { pages, pickLanguage } from './pages';

const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
// X-Content-Type-Options, Referrer-Policy and the other security headers: the security-headers middleware.
const HTML_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
};

const html = (statusCode: number, body: string): APIGatewayProxyStructuredResultV2 => ({ statusCode, headers: HTML_HEADERS, body });

/**
 * The public tracking function: open pixel, click redirect, unsubscribe page and RFC 8058
 * one-click unsubscribe, and the hosted sign-up forms. A link that fails its signature is a plain 404 that says nothing more.
 */
const track = async (event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> => {
  const lang = pickLanguage(event.headers['accept-language']);
  // Only through the distribution, like the API (functions/platform/origin.ts).
  const ip = await clientAddress(event).catch(() => undefined);
  if (ip === undefined) return html(403, pages.notFound(lang));
  // Hosted sign-up forms and their confirmation links (functions/signup/public.ts).
  if (event.rawPath.startsWith('/t/f/')) return signupPublic(event, ip, lang);
  const method = event.requestContext.http.method.toUpperCase();
  const match = /^\/t\/([ocu])\/([A-Za-z0-9_\-.]+)$/.exec(event.rawPath);
  const key = await getSigningKey();
  const kind = match?.[1] as 'o' | 'c' | 'u' | undefined;
  const link = match && kind ? decodeLink(key, match[2]!, kind) : undefined;
  if (!link || (kind !== 'u' && method !== 'GET')) return html(404, pages.notFound(lang));
  const target = { accountId: link.a, mailingId: link.m, subscriberId: link.s };

  if (kind === 'o') {
    // The pixel is answered even if counting fails: a mail client must never see an error.
    await engagement.open(target).catch((error: unknown) => logger.error('open not recorded', { error: error as Error }));
    return {
      statusCode: 200,
      headers: { 'content-type': 'image/gif', 'cache-control': 'no-store, max-age=0' },
      body: PIXEL.toString('base64'),
      isBase64Encoded: true,
    };
  }
  if (kind === 'c') {
    await engagement.click(target, link.u).catch((error: unknown) => logger.error('click not recorded', { error: error as Error }));
    return { statusCode: 302, headers: { location: link.u!, 'cache-control': 'no-store' } };
  }
  if (method === 'GET') return html(200, pages.confirm(lang));
  if (method !== 'POST') return html(404, pages.notFound(lang));
  try {
    await engagement.unsubscribe(target);
  } catch (error) {
    // A migration holds the account's writes for a few minutes: the person is asked to come back.
    if (!(error instanceof ServiceUnavailableError)) throw error;
    return {
      ...html(503, pages.later(lang)),
      headers: { ...HTML_HEADERS, ...(error.retryAfterSeconds ? { 'retry-after': String(error.retryAfterSeconds) } : {}) },
    };
  }
  return html(200, pages.done(lang));
};

/** Through middy like every function: logger context, metrics, and the security headers on every answer. */
export const handler = observed(track, securityHeaders());
