import { convert } from 'html-to-text';
import { parse } from 'node-html-parser';

/**
 * A mailing's HTML compiled once: links and the pixel become numbered slots, so rendering one
 * recipient is a single string substitution instead of a parse.
 */
export interface CompiledMailing {
  subject: string;
  html: string;
  text: string;
  links: string[];
}

export interface Recipient {
  email: string;
  name?: string;
}

export interface RecipientUrls {
  open: string;
  unsubscribe: string;
  click: (url: string) => string;
}

const SLOT = (name: string) => `__GONIEC_${name}__`;
const SLOT_PATTERN = /__GONIEC_(LINK_\d+|PIXEL|UNSUBSCRIBE)__|\{\{\s*(name|email|unsubscribe_url)\s*\}\}/g;
const TRACKABLE = /^https?:\/\//i;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const FOOTER = `<p style="font-size:12px;color:#687078;text-align:center;margin-top:24px">` +
  `<a href="${SLOT('UNSUBSCRIBE')}" style="color:#687078">Wypisz się z listy</a> · ` +
  `<a href="${SLOT('UNSUBSCRIBE')}" style="color:#687078">Unsubscribe</a></p>`;

export function compileMailing(subject: string, html: string): CompiledMailing {
  const root = parse(html, { comment: true });
  const links: string[] = [];
  for (const anchor of root.querySelectorAll('a[href]')) {
    const href = anchor.getAttribute('href')?.trim() ?? '';
    if (/\{\{\s*unsubscribe_url\s*\}\}/.test(href)) {
      anchor.setAttribute('href', SLOT('UNSUBSCRIBE'));
    } else if (TRACKABLE.test(href)) {
      anchor.setAttribute('href', SLOT(`LINK_${links.length}`));
      links.push(href);
    }
  }
  const hasUnsubscribe = root.toString().includes(SLOT('UNSUBSCRIBE'));
  const pixel = `<img src="${SLOT('PIXEL')}" width="1" height="1" alt="" style="display:block;width:1px;height:1px;border:0">`;
  const tail = `${hasUnsubscribe ? '' : FOOTER}${pixel}`;
  const body = root.querySelector('body');
  if (body) body.insertAdjacentHTML('beforeend', tail);
  else root.insertAdjacentHTML('beforeend', tail);
  const compiled = root.toString();
  const text = convert(compiled.replace(pixel, ''), { wordwrap: 78, selectors: [{ selector: 'img', format: 'skip' }] });
  return { subject, html: compiled, text, links };
}

/** Per-recipient personalisation: placeholders, signed links, pixel and unsubscribe URL. */
export function renderFor(compiled: CompiledMailing, recipient: Recipient, urls: RecipientUrls) {
  const clickUrls = compiled.links.map((url) => urls.click(url));
  const fill = (escape: (s: string) => string) => (match: string, slot?: string, field?: string): string => {
    if (slot === 'PIXEL') return urls.open;
    if (slot === 'UNSUBSCRIBE' || field === 'unsubscribe_url') return urls.unsubscribe;
    if (slot?.startsWith('LINK_')) return clickUrls[Number(slot.slice(5))] ?? match;
    if (field === 'name') return escape(recipient.name ?? '');
    if (field === 'email') return escape(recipient.email);
    return match;
  };
  return {
    subject: compiled.subject.replace(SLOT_PATTERN, fill((s) => s)),
    html: compiled.html.replace(SLOT_PATTERN, fill(escapeHtml)),
    text: compiled.text.replace(SLOT_PATTERN, fill((s) => s)),
  };
}
