import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { DOCUMENT_PATH_PREFIX } from '@functions/company/document-links';
import { servePublicDocument } from '@functions/company/public-documents';
import { logoStore } from '@functions/branding/logo-store';
import { IMMUTABLE, imageStore } from '@functions/images/store';
import { getSigningKey } from '@functions/platform/config';
import { ServiceUnavailableError } from '@functions/platform/errors';
import { logger } from '@functions/platform/logger';
import { observed } from '@functions/platform/middleware/observability';
import { securityHeaders } from '@functions/platform/middleware/security-headers';
import { clientAddress } from '@functions/platform/origin';
import { engagement } from '@functions/sending/engagement';
import { CALENDAR_PATH_PREFIX, icsFor, readCalendarPath } from '@functions/content/calendar';
import { mailingsRepository } from '@functions/mailings/repository';
import { decodeLink } from '@functions/sending/links';
import { signupPublic } from '@functions/signup/public';
import { formBody } from './forms';
import { pages, pickLanguage, plainLook } from './pages';
import { unsubscribePages, type Page } from './unsubscribe';
import { SMS_CLICK_PATH } from '@functions/sms/abx-links';
import { smsClick } from '@functions/sms/abx-clicks';

const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
// X-Content-Type-Options, Referrer-Policy and the other security headers: the security-headers middleware.
// Images from this origin only: the account's logo is served at /t/b/ (functions/branding/logo-store.ts).
const HTML_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; form-action 'self'",
};

const html = (statusCode: number, body: string): APIGatewayProxyStructuredResultV2 => ({ statusCode, headers: HTML_HEADERS, body });
const answer = (page: Page) => html(page.statusCode, page.body);

/** /t/b/<account>/<name>.jpg: an account's logo, public (e-mails and public pages show it), never changing under its name. */
async function logo(path: string): Promise<APIGatewayProxyStructuredResultV2 | undefined> {
  const match = /^\/t\/b\/([^/]+)\/([^/.]+)\.jpg$/.exec(path);
  const bytes = match ? await logoStore.read(match[1]!, match[2]!) : undefined;
  if (!bytes) return undefined;
  return {
    statusCode: 200,
    headers: { 'content-type': 'image/jpeg', 'cache-control': 'public, max-age=31536000, immutable' },
    body: Buffer.from(bytes).toString('base64'),
    isBase64Encoded: true,
  };
}

/** /t/e/<account>/<mailing>.<signature>.ics: the mailing's event (`{{ calendar_url }}`); 404 for a bad signature or a mailing without one. */
async function calendar(path: string): Promise<APIGatewayProxyStructuredResultV2 | undefined> {
  const named = readCalendarPath(await getSigningKey(), path);
  const mailing = named ? await mailingsRepository.head(named.accountId, named.mailingId) : undefined;
  if (!named || !mailing?.event) return undefined;
  return {
    statusCode: 200,
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': 'attachment; filename="event.ics"',
      'cache-control': 'no-store',
    },
    body: icsFor(mailing.event, `${named.mailingId}.${named.accountId}@goniec`, mailing.updatedAt, mailing.fromEmail),
  };
}

/**
 * /t/i/<account>/<name>.<ext>: an image of the account's library (functions/images/store.ts), public
 * because e-mails show it, typed by its extension (the upload's format was checked from its bytes),
 * never sniffed by a browser as anything else.
 */
async function libraryImage(path: string): Promise<APIGatewayProxyStructuredResultV2 | undefined> {
  const match = /^\/t\/i\/([^/]+)\/([^/.]+)\.([a-z]+)$/.exec(path);
  const image = match ? await imageStore.read(match[1]!, match[2]!, match[3]!) : undefined;
  if (!image) return undefined;
  return {
    statusCode: 200,
    headers: { 'content-type': image.type, 'cache-control': IMMUTABLE, 'x-content-type-options': 'nosniff' },
    body: Buffer.from(image.bytes).toString('base64'),
    isBase64Encoded: true,
  };
}

/**
 * The public tracking function: open pixel, click redirect, the logo, the image library's images, the unsubscribe page (with
 * its reasons), the preference page, RFC 8058 one-click unsubscribe, the accounts' public documents
 * and the hosted sign-up forms. A link that fails its signature is a plain 404 that says nothing more.
 */
const track = async (event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> => {
  const lang = pickLanguage(event.headers['accept-language']);
  const plain = plainLook(lang);
  // Only through the distribution, like the API (functions/platform/origin.ts).
  const ip = await clientAddress(event).catch(() => undefined);
  if (ip === undefined) return html(403, pages.notFound(plain));
  // An account's terms or privacy policy, linked from its sign-up forms (functions/company/public-documents.ts).
  if (event.rawPath.startsWith(DOCUMENT_PATH_PREFIX)) return (await servePublicDocument(event)) ?? html(404, pages.notFound(plain));
  // Hosted sign-up forms and their confirmation links (functions/signup/public.ts).
  if (event.rawPath.startsWith('/t/f/')) return signupPublic(event, ip, lang);
  const method = event.requestContext.http.method.toUpperCase();
  if (event.rawPath.startsWith('/t/b/')) return (method === 'GET' && (await logo(event.rawPath))) || html(404, pages.notFound(plain));
  if (event.rawPath.startsWith(CALENDAR_PATH_PREFIX))
    return (method === 'GET' && (await calendar(event.rawPath))) || html(404, pages.notFound(plain));
  if (event.rawPath.startsWith('/t/i/'))
    return (method === 'GET' && (await libraryImage(event.rawPath))) || html(404, pages.notFound(plain));
  // A tracked link of an SMS A/B test's text (functions/sms/abx-links.ts).
  if (event.rawPath.startsWith(SMS_CLICK_PATH))
    return (method === 'GET' && (await smsClick(event.rawPath.slice(SMS_CLICK_PATH.length)))) || html(404, pages.notFound(plain));
  const match = /^\/t\/([ocup])\/([A-Za-z0-9_\-.]+)$/.exec(event.rawPath);
  const key = await getSigningKey();
  const kind = match?.[1] as 'o' | 'c' | 'u' | 'p' | undefined;
  const token = match?.[2];
  // The preference page belongs to the same signed recipient as the unsubscribe link.
  const link = token && kind ? decodeLink(key, token, kind === 'p' ? 'u' : kind) : undefined;
  if (!link || !token || ((kind === 'o' || kind === 'c') && method !== 'GET')) return html(404, pages.notFound(plain));
  const target = { accountId: link.a, mailingId: link.m, subscriberId: link.s };
  const requester = { userAgent: event.headers['user-agent'] ?? '', ip, method };

  if (kind === 'o') {
    // The pixel is answered even if counting fails: a mail client must never see an error.
    await engagement.open(target, requester).catch((error: unknown) => logger.error('open not recorded', { error: error as Error }));
    return {
      statusCode: 200,
      headers: { 'content-type': 'image/gif', 'cache-control': 'no-store, max-age=0' },
      body: PIXEL.toString('base64'),
      isBase64Encoded: true,
    };
  }
  if (kind === 'c') {
    await engagement
      .click(target, link.u, requester)
      .catch((error: unknown) => logger.error('click not recorded', { error: error as Error }));
    return { statusCode: 302, headers: { location: link.u!, 'cache-control': 'no-store' } };
  }
  if (method !== 'GET' && method !== 'POST') return html(404, pages.notFound(plain));
  if (method === 'GET')
    return answer(await (kind === 'p' ? unsubscribePages.preferences(target, token, lang) : unsubscribePages.confirm(target, token, lang)));
  const form = formBody(event.body, event.isBase64Encoded);
  try {
    return answer(
      await (kind === 'p' ? unsubscribePages.savePreferences(target, token, lang, form) : unsubscribePages.submit(target, lang, form)),
    );
  } catch (error) {
    // A migration holds the account's writes for a few minutes: the person is asked to come back.
    if (!(error instanceof ServiceUnavailableError)) throw error;
    return {
      ...html(503, pages.later(plain, kind === 'u')),
      headers: { ...HTML_HEADERS, ...(error.retryAfterSeconds ? { 'retry-after': String(error.retryAfterSeconds) } : {}) },
    };
  }
};

/** Through middy like every function: logger context, metrics, and the security headers on every answer. */
export const handler = observed(track, securityHeaders());
