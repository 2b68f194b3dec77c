import { serverT } from '@functions/platform/i18n';

/**
 * The public unsubscribe pages, in Polish or English by the browser's Accept-Language; the words are
 * shared/i18n/<lang>/server.json's (`unsubscribe`), the one set of translations of the product.
 */
export type PageLanguage = 'pl' | 'en';

export function pickLanguage(acceptLanguage: string | undefined): PageLanguage {
  const first = (acceptLanguage ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'pl';
}

const words = (lang: PageLanguage) => serverT(lang === 'pl' ? 'pl' : 'en-US');

function page(lang: PageLanguage, body: string): string {
  const t = words(lang);
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${t('unsubscribe.title')}</title><style>body{font-family:system-ui,Arial,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#16191f}
button{font:inherit;padding:.6rem 1.2rem;border-radius:1rem;border:0;background:#0972d3;color:#fff;cursor:pointer}</style></head>
<body><h1>${t('unsubscribe.title')}</h1>${body}</body></html>`;
}

export const pages = {
  confirm: (lang: PageLanguage) =>
    page(
      lang,
      `<p>${words(lang)('unsubscribe.confirm')}</p><form method="post"><button type="submit">${words(lang)('unsubscribe.button')}</button></form>`,
    ),
  done: (lang: PageLanguage) => page(lang, `<p role="status">${words(lang)('unsubscribe.done')}</p>`),
  notFound: (lang: PageLanguage) => page(lang, `<p>${words(lang)('unsubscribe.notFound')}</p>`),
  /** The account's data is being moved (a migration refuses writes for a while): the form stays to send again. */
  later: (lang: PageLanguage) =>
    page(
      lang,
      `<p role="alert">${words(lang)('unsubscribe.later')}</p><form method="post"><button type="submit">${words(lang)('unsubscribe.button')}</button></form>`,
    ),
};
