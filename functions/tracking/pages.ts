/** The public unsubscribe pages, in Polish or English by the browser's Accept-Language. */
const texts = {
  pl: {
    title: 'Wypisanie z listy',
    confirm: 'Czy na pewno chcesz przestać otrzymywać te wiadomości?',
    button: 'Wypisz mnie',
    done: 'Gotowe. Nie będziesz już otrzymywać wiadomości z tej listy.',
    notFound: 'Ten link jest nieprawidłowy.',
    later: 'Nie udało się teraz zapisać Twojej decyzji. Spróbuj ponownie za minutę.',
  },
  en: {
    title: 'Unsubscribe',
    confirm: 'Do you really want to stop receiving these messages?',
    button: 'Unsubscribe me',
    done: 'Done. You will no longer receive messages from this list.',
    notFound: 'This link is not valid.',
    later: 'Your choice could not be saved just now. Please try again in a minute.',
  },
} as const;

export type PageLanguage = keyof typeof texts;

export function pickLanguage(acceptLanguage: string | undefined): PageLanguage {
  const first = (acceptLanguage ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'pl';
}

function page(lang: PageLanguage, body: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${texts[lang].title}</title><style>body{font-family:system-ui,Arial,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#16191f}
button{font:inherit;padding:.6rem 1.2rem;border-radius:1rem;border:0;background:#0972d3;color:#fff;cursor:pointer}</style></head>
<body><h1>${texts[lang].title}</h1>${body}</body></html>`;
}

export const pages = {
  confirm: (lang: PageLanguage) => page(lang, `<p>${texts[lang].confirm}</p><form method="post"><button type="submit">${texts[lang].button}</button></form>`),
  done: (lang: PageLanguage) => page(lang, `<p role="status">${texts[lang].done}</p>`),
  notFound: (lang: PageLanguage) => page(lang, `<p>${texts[lang].notFound}</p>`),
  /** The account's data is being moved (a migration refuses writes for a while): the form stays to send again. */
  later: (lang: PageLanguage) => page(lang, `<p role="alert">${texts[lang].later}</p><form method="post"><button type="submit">${texts[lang].button}</button></form>`),
};
