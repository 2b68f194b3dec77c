import { describe, expect, it } from 'vitest';
import { hasUnsubscribeLink } from '@shared/rules/footers';
import { sanitiseMailingHtml } from '@functions/mailings/sanitize';
import { compileMailing, renderFor } from '@functions/sending/render';
import { defaultFooterHtml } from './default-footer';

const company = { name: 'Sklep <Ali> & syn', address: 'ul. Długa 5', postalCode: '31-147', city: 'Kraków' };
const urls = {
  open: 'https://t.example/o/1',
  unsubscribe: 'https://t.example/u/1',
  click: (url: string) => `https://t.example/c/${encodeURIComponent(url)}`,
};
const compile = (html: string, footer?: string) =>
  compileMailing({
    subject: 'S',
    html,
    ids: { accountId: '01ACC', mailingId: '01MAIL' },
    listName: 'Lista',
    from: { name: 'Sklep', address: 'news@goniec.test' },
    senderDomain: 'goniec.test',
    company,
    footer,
  });
const ala = { email: 'ala@example.pl', name: 'Ala', props: { firstname: 'Alicja' } };

describe('hasUnsubscribeLink', () => {
  it('finds a link whose href is the unsubscribe field, with or without spaces, in either quotes', () => {
    expect(hasUnsubscribeLink('<p><a href="{{unsubscribe_url}}">x</a></p>')).toBe(true);
    expect(hasUnsubscribeLink("<a class='f' href=' {{ unsubscribe_url }} '>x</a>")).toBe(true);
    expect(hasUnsubscribeLink('<A HREF="{{ unsubscribe_url }}">x</A>')).toBe(true);
  });

  it('does not count the field as text, inside another URL, or in another attribute', () => {
    expect(hasUnsubscribeLink('<p>{{ unsubscribe_url }}</p>')).toBe(false);
    expect(hasUnsubscribeLink('<a href="https://x.example/?u={{ unsubscribe_url }}">x</a>')).toBe(false);
    expect(hasUnsubscribeLink('<a title="{{ unsubscribe_url }}" href="https://x.example">x</a>')).toBe(false);
    expect(hasUnsubscribeLink('<a data-href="{{ unsubscribe_url }}">x</a>')).toBe(false);
  });
});

describe('defaultFooterHtml', () => {
  it('carries the company’s name and postal address, escaped, and the unsubscribe link in the language’s words', () => {
    const pl = defaultFooterHtml('pl', company, '');
    expect(pl).toContain('Sklep &lt;Ali&gt; &amp; syn, ul. Długa 5, 31-147 Kraków');
    expect(pl).toContain('>Wypisz się z listy</a>');
    expect(hasUnsubscribeLink(pl)).toBe(true);
    expect(defaultFooterHtml('en', company, '')).toContain('>Unsubscribe</a>');
  });

  it('speaks the branding’s unsubscribe words when set, and does without an address', () => {
    const html = defaultFooterHtml('en', undefined, 'Leave {{ the }} list');
    expect(html).toContain('>Leave &#123;&#123; the &#125;&#125; list</a>');
    expect(html).not.toContain('<p style="font-size:12px;color:#687078;text-align:center;margin-top:24px">');
  });

  it('passes the mailing sanitiser unchanged', () => {
    const html = defaultFooterHtml('pl', company, 'Rezygnuję');
    expect(sanitiseMailingHtml(html)).toEqual({ html, removed: [] });
  });
});

describe('a mailing compiled with a footer', () => {
  it('carries the footer after the content, its unsubscribe link the recipient’s and its fields filled, with no built-in footer', async () => {
    const footer =
      '<p>Stopka dla {{ firstname }}: <a href="{{ unsubscribe_url }}">Rezygnuję</a> <a href="https://firma.example/">Firma</a></p>';
    const out = renderFor(await compile('<html><body><h1>Treść</h1></body></html>', footer), ala, urls);
    expect(out.html).toMatch(/<h1>Treść<\/h1><p>Stopka dla Alicja: <a href="https:\/\/t\.example\/u\/1">Rezygnuję<\/a>/);
    expect(out.html).toContain(`href="https://t.example/c/${encodeURIComponent('https://firma.example/')}"`);
    expect(out.html).not.toContain('Wypisz się z listy');
    expect(out.html).toMatch(/<img src="https:\/\/t\.example\/o\/1"[^>]*><\/body>/);
    expect(out.text).toContain('Stopka dla Alicja');
  });

  it('still adds the built-in footer when neither the content nor the footer has the link', async () => {
    const out = renderFor(await compile('<p>Treść</p>', '<p>Tylko adres</p>'), ala, urls);
    expect(out.html).toContain('<p>Tylko adres</p>');
    expect(out.html).toContain('Wypisz się z listy');
    expect(out.html).toContain('href="https://t.example/u/1"');
  });
});
