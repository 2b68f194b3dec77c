import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { DEFAULT_BRANDING } from '@shared/schemas/branding';
import type { SignupLanguage } from '@shared/schemas/signup';
import type { ServerResources } from '@shared/i18n/server';
import { brandingRepository } from '@functions/branding/repository';
import { ServiceUnavailableError, TooManyRequestsError } from '@functions/platform/errors';
import { takeRate } from '@functions/platform/rate-limit';
import { readConfirmationToken } from './confirmation-email';
import { formsRepository } from './forms-repository';
import { formView } from './forms-service';
import { consentField, HONEYPOT_FIELD, signupPages, signupWords, STAMP_FIELD } from './public-pages';
import { checkSubmission, signupService } from './signup-service';
import { checkStamp, renderStamp } from './stamp';

/**
 * The public side of sign-up forms, served by the tracking function under /t/f/ (the same route,
 * distribution behaviour and origin check as the unsubscribe pages):
 *
 * - GET  /t/f/<account>/<form>      the hosted form, with a fresh render stamp
 * - POST /t/f/<account>/<form>      a sign-up: only the form's fields, checked in this order — the
 *                                   per-address rate limit, unknown fields (400), the honeypot (the
 *                                   thank-you page, nothing written), the render stamp (missing, as
 *                                   from an embedded snippet, or too fresh: the form again to check
 *                                   and send), the values (400 with the form); then the write
 * - GET  /t/f/confirm/<token>       the confirmation page; POST confirms
 *
 * Every sign-up that passes the checks gets the same answer whether or not its address is known.
 */
type Result = APIGatewayProxyStructuredResultV2;

const HTML_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  // The form posts to this same origin; the embedded snippet posts here from the account's site.
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; img-src https: data:; form-action 'self'",
};
const html = (statusCode: number, body: string, headers: Record<string, string> = {}): Result => ({
  statusCode,
  headers: { ...HTML_HEADERS, ...headers },
  body,
});

/** A sign-up is a few short fields; anything bigger is not one. */
const MAX_BODY_BYTES = 16 * 1024;
const FORM_PATH = /^\/t\/f\/([0-9A-Za-z_-]{1,64})\/([0-9A-Za-z_-]{1,64})$/;
const CONFIRM_PATH = /^\/t\/f\/confirm\/([A-Za-z0-9_\-.]{20,2048})$/;

function readBody(event: APIGatewayProxyEventV2): string | undefined {
  const raw = event.isBase64Encoded ? Buffer.from(event.body ?? '', 'base64').toString('utf8') : (event.body ?? '');
  return Buffer.byteLength(raw) > MAX_BODY_BYTES ? undefined : raw;
}

const isFormPost = (event: APIGatewayProxyEventV2) =>
  (event.headers['content-type'] ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded');

function fields(body: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [key, value] of new URLSearchParams(body)) out.set(key, [...(out.get(key) ?? []), value]);
  return out;
}

type PageWord = `signup.${keyof ServerResources['signup']}`;
const message = (status: number, lang: SignupLanguage, title: string, key: PageWord, branding = DEFAULT_BRANDING) =>
  html(status, signupPages.message(lang, title, signupWords(lang)(key), branding, status >= 400 ? 'alert' : 'status'));

const notFound = (lang: SignupLanguage) => message(404, lang, signupWords(lang)('signup.notFound'), 'signup.notFound');

async function formPage(
  event: APIGatewayProxyEventV2,
  accountId: string,
  formId: string,
  ip: string,
  lang: SignupLanguage,
): Promise<Result> {
  const method = event.requestContext.http.method.toUpperCase();
  if (method !== 'GET' && method !== 'POST') return notFound(lang);
  const form = await formsRepository.get(accountId, formId).catch(() => undefined);
  if (!form) return notFound(lang);
  const view = await formView(accountId, form);
  const t = signupWords(form.language);
  const title = form.name;
  const stamp = await renderStamp(accountId, form.id);
  // Browsers hold the redirect after sending to the form page's form-action too: the form's redirect origin is let through.
  const formHeaders: Record<string, string> = form.redirectUrl
    ? {
        'content-security-policy': HTML_HEADERS['content-security-policy'].replace(
          "form-action 'self'",
          `form-action 'self' ${new URL(form.redirectUrl).origin}`,
        ),
      }
    : {};
  const formPageHtml = (status: number, body: string) => html(status, body, formHeaders);
  if (method === 'GET') return formPageHtml(200, signupPages.form(view, { stamp }));

  try {
    await takeRate('signup.ip', ip);
  } catch (error) {
    if (!(error instanceof TooManyRequestsError)) throw error;
    const page = message(429, form.language, title, 'signup.tooMany', view.branding);
    return error.retryAfterSeconds ? { ...page, headers: { ...HTML_HEADERS, 'retry-after': String(error.retryAfterSeconds) } } : page;
  }
  const body = isFormPost(event) ? readBody(event) : undefined;
  if (body === undefined) return message(400, form.language, title, 'signup.refused', view.branding);
  const raw = fields(body);
  const multi = new Set(view.fields.filter((f) => f.def.type === 'multilist').map((f) => f.propertyId));
  const allowed = new Set([
    ...view.fields.map((f) => f.propertyId),
    ...view.consents.map((c) => consentField(c.id)),
    STAMP_FIELD,
    HONEYPOT_FIELD,
  ]);
  for (const [key, values] of raw) {
    if (!allowed.has(key) || (values.length > 1 && !multi.has(key)))
      return message(400, form.language, title, 'signup.refused', view.branding);
  }
  const values = Object.fromEntries(
    [...raw].filter(([key]) => key !== STAMP_FIELD && key !== HONEYPOT_FIELD).map(([k, v]) => [k, multi.has(k) ? v : v[0]!]),
  );
  // A filled honeypot is a bot's: it is thanked like a person, and nothing is written.
  if ((raw.get(HONEYPOT_FIELD) ?? []).some((v) => v !== '')) return thanks(form.language, title, form, view.branding);
  const stampCheck = await checkStamp(accountId, form.id, raw.get(STAMP_FIELD)?.[0]);
  if (stampCheck !== 'ok')
    return formPageHtml(stampCheck === 'missing' ? 200 : 400, signupPages.form(view, { stamp, values, message: t('signup.check') }));
  const checked = await checkSubmission(accountId, view, raw, consentField);
  if (!checked.ok) {
    const errors = Object.fromEntries(Object.entries(checked.errors).map(([k, v]) => [k, t(`signup.${v}`)]));
    return formPageHtml(400, signupPages.form(view, { stamp, values, errors, message: t('signup.invalid') }));
  }
  try {
    await signupService.submit(accountId, form, checked.submission);
  } catch (error) {
    // A migration holds the account's writes for a few minutes: the person is asked to send again.
    if (!(error instanceof ServiceUnavailableError)) throw error;
    return formPageHtml(503, signupPages.form(view, { stamp, values, message: t('signup.later') }));
  }
  return thanks(form.language, title, form, view.branding);
}

function thanks(
  lang: SignupLanguage,
  title: string,
  form: { redirectUrl: string; thankYou: string; confirm: string },
  branding = DEFAULT_BRANDING,
): Result {
  if (form.redirectUrl) return { statusCode: 303, headers: { location: form.redirectUrl, 'cache-control': 'no-store' } };
  const t = signupWords(lang);
  const text = form.thankYou.trim() || t(form.confirm === 'double' ? 'signup.thanksDouble' : 'signup.thanks');
  return html(200, signupPages.message(lang, title, text, branding));
}

async function confirmPage(event: APIGatewayProxyEventV2, token: string, lang: SignupLanguage): Promise<Result> {
  const method = event.requestContext.http.method.toUpperCase();
  const target = await readConfirmationToken(token);
  // The form's language, carried by the link: the visitor read the form in it.
  if (target?.language) lang = target.language;
  const t = signupWords(lang);
  if (!target) return message(404, lang, t('signup.confirmTitle'), 'signup.linkInvalid');
  const branding = await brandingRepository.get(target.accountId).catch(() => DEFAULT_BRANDING);
  if (method === 'GET') return html(200, signupPages.confirm(lang, branding));
  if (method !== 'POST') return message(404, lang, t('signup.confirmTitle'), 'signup.linkInvalid', branding);
  try {
    const done = await signupService.confirm(target.accountId, target.subscriberId);
    return message(done ? 200 : 410, lang, t('signup.confirmTitle'), done ? 'signup.confirmed' : 'signup.linkInvalid', branding);
  } catch (error) {
    if (!(error instanceof ServiceUnavailableError)) throw error;
    return html(503, signupPages.confirm(lang, branding));
  }
}

/** Answers a /t/f/ request; `lang` is the browser's, for pages that have no form to take it from. */
export async function signupPublic(event: APIGatewayProxyEventV2, ip: string, lang: SignupLanguage): Promise<Result> {
  const confirm = CONFIRM_PATH.exec(event.rawPath);
  if (confirm) return confirmPage(event, confirm[1]!, lang);
  const form = FORM_PATH.exec(event.rawPath);
  if (form) return formPage(event, form[1]!, form[2]!, ip, lang);
  return notFound(lang);
}
