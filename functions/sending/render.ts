import { convert } from 'html-to-text';
import { parse } from 'node-html-parser';
import { encodeWords } from 'nodemailer/lib/mime-funcs';
import type { PropertyDef } from '@shared/properties';
import { fillMime, mimeTemplate, type MimeArena, type MimeTemplate } from '@functions/platform/mailer';
import { compileExpressions, DEFAULT_FIELDS, scopeReader, type FieldSource, type Scope } from './merge-fields';
import {
  escapeHtml, escapeText, join, linkOf, PIXEL, qpStatics, qpValue, toCrlf, Tokens, UNSUBSCRIBE, type Segmented,
} from './segments';
import { footerHtml, type CompanyAddress } from './footer';

/**
 * A mailing compiled once per version (see sender.ts): merge fields parsed once, the HTML parsed
 * once, the text part converted once with the fields protected, the MIME multipart built once.
 * `renderFor` then costs one evaluation of the distinct fields, one signature per link and a join.
 */
export interface CompileInput {
  subject: string;
  html: string;
  ids: { accountId: string; mailingId: string };
  /** Readable name of the list in List-Id (the mailing's name). */
  listName: string;
  from: { name: string; address: string };
  senderDomain: string;
  /** The account's properties (base, personal and custom): each one a merge field. */
  fields?: readonly PropertyDef[];
  /** The company's postal address for the default footer; omitted when unknown. */
  company?: CompanyAddress;
}

interface LinkTemplate {
  seg: Segmented;
  /** The value of each slot is URL-encoded when the field sits inside a URL, raw when it is the whole start of it. */
  encode: boolean[];
  /**
   * A shared link's click URL up to the recipient's part, escaped and quoted-printable once per
   * mailing and container (for the signing key and base it was made with): a recipient adds only
   * their part, the same for all of the mailing's shared links.
   */
  shared?: { prefix: string; html: string; htmlQp: string; textQp: string };
}

export interface CompiledMailing {
  subject: Segmented;
  html: Segmented;
  htmlQp: Buffer[];
  text: Segmented;
  textQp: Buffer[];
  links: LinkTemplate[];
  evaluate: (scope: Scope) => string[];
  readScope: (subscriber: FieldSource, unsubscribeUrl: string) => Scope;
  headers: Record<string, string>;
  mime: MimeTemplate;
}

export interface RecipientUrls {
  open: string;
  unsubscribe: string;
  /** `personal`: the URL holds the recipient's own fields (see links.ts, trackingUrls). */
  click: (url: string, personal?: boolean) => string;
  /** A link every recipient shares, as the part every recipient's URL starts with and theirs (links.ts). */
  sharedClick?: (url: string) => { prefix: string; who: string };
}

export interface RenderedMessage {
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
  /** The whole MIME message (CRLF line ends, quoted-printable bodies), ready for SES raw sending. */
  raw: Buffer;
}

const TRACKABLE = /^https?:\/\//i;
const PIXEL_TAG = (src: string) => `<img src="${src}" width="1" height="1" alt="" style="display:block;width:1px;height:1px;border:0">`;

/** A List-Id label: letters, digits, dots and hyphens (RFC 2919). */
const label = (s: string) => s.toLowerCase().replace(/[^a-z0-9-]/g, '-');

/** The readable name of List-Id: quoted, or RFC 2047 encoded words when it is not ASCII (only the name, never the id). */
function phrase(name: string): string {
  const clean = name.replace(/[\r\n"\\]/g, ' ').slice(0, 100);
  return /^[\x20-\x7e]*$/.test(clean) ? `"${clean}"` : encodeWords(clean, 'Q', 52, true);
}

export async function compileMailing(input: CompileInput): Promise<CompiledMailing> {
  const tokens = new Tokens();
  const subject = tokens.protect(input.subject);
  const root = parse(tokens.protect(input.html), { comment: true });
  const unsubscribeField = tokens.unsubscribeExpression();
  const linkHrefs: string[] = [];
  for (const anchor of root.querySelectorAll('a[href]')) {
    const href = anchor.getAttribute('href')?.trim() ?? '';
    if (unsubscribeField && href === unsubscribeField) anchor.setAttribute('href', tokens.unsubscribe);
    else if (TRACKABLE.test(href) || href.startsWith(tokens.nonce)) {
      anchor.setAttribute('href', tokens.link(linkHrefs.length));
      linkHrefs.push(href);
    }
  }
  const hasUnsubscribe = root.toString().includes(tokens.unsubscribe);
  const tail = `${hasUnsubscribe ? '' : footerHtml(tokens.unsubscribe, input.company)}${PIXEL_TAG(tokens.pixel)}`;
  const body = root.querySelector('body');
  if (body) body.insertAdjacentHTML('beforeend', tail);
  else root.insertAdjacentHTML('beforeend', tail);
  const html = root.toString();
  const text = convert(html.replace(PIXEL_TAG(tokens.pixel), ''), { wordwrap: 78, selectors: [{ selector: 'img', format: 'skip' }] });

  const htmlSeg = tokens.split(toCrlf(html), 'html');
  const textSeg = tokens.split(toCrlf(text), 'text');
  const links = linkHrefs.map((href): LinkTemplate => {
    const seg = tokens.split(href, 'raw');
    return { seg, encode: seg.slots.map((_, i) => i > 0 || seg.statics[0] !== '') };
  });
  const { accountId, mailingId } = input.ids;
  const headers = {
    'List-Id': `${phrase(input.listName)} <${label(mailingId)}.${label(accountId)}.list.${input.senderDomain}>`,
    'Feedback-ID': `${mailingId}:${accountId}:goniec`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
  return {
    subject: tokens.split(subject, 'text'),
    html: htmlSeg,
    htmlQp: qpStatics(htmlSeg.statics),
    text: textSeg,
    textQp: qpStatics(textSeg.statics),
    links,
    evaluate: compileExpressions(tokens.expressions),
    readScope: scopeReader(input.fields ?? DEFAULT_FIELDS),
    headers,
    mime: await mimeTemplate({ from: input.from, headers, senderDomain: input.senderDomain }),
  };
}

/** The URL a link points at for this recipient: its fields filled, then signed for click tracking. */
function linkUrl(link: LinkTemplate, raw: readonly string[], urls: RecipientUrls): string {
  const url = link.seg.slots.length === 0
    ? link.seg.statics[0]!
    : join(link.seg, link.seg.slots.map((e, i) => (link.encode[i] ? encodeURIComponent(raw[e]!) : raw[e]!))).trim();
  if (TRACKABLE.test(url)) return urls.click(url, link.seg.slots.length > 0);
  // A field that made the whole address (a mailto:, or anything else) is no click to track; only mailto: stays a link.
  return /^mailto:/i.test(url) ? url : '#';
}

/**
 * One recipient's message. `subscriber` holds base fields and `props` by property id; the values
 * are escaped for where they land (HTML, text, URL) and can never produce `{{` or `}}`. With an
 * `arena`, `raw` is written there (mailer.ts): valid until the arena's next message.
 */
export function renderFor(compiled: CompiledMailing, subscriber: FieldSource & { email: string }, urls: RecipientUrls, arena?: MimeArena): RenderedMessage {
  const raw = compiled.evaluate(compiled.readScope(subscriber, urls.unsubscribe));
  // A shared link is its cached prefix and the recipient's part: encoded once per recipient, not per link.
  let whoQp: string | undefined;
  const sharedOf = (link: LinkTemplate): { who: string; whoQp: string; shared: NonNullable<LinkTemplate['shared']> } | undefined => {
    if (link.seg.slots.length > 0 || !urls.sharedClick || !TRACKABLE.test(link.seg.statics[0]!)) return undefined;
    const { prefix, who } = urls.sharedClick(link.seg.statics[0]!);
    if (link.shared?.prefix !== prefix) link.shared = { prefix, html: escapeHtml(prefix), htmlQp: qpValue(escapeHtml(prefix)), textQp: qpValue(prefix) };
    whoQp ??= qpValue(who);
    return { who, whoQp, shared: link.shared };
  };
  const shared = compiled.links.map(sharedOf);
  const linkUrls = compiled.links.map((link, i) => (shared[i] ? shared[i].shared.prefix + shared[i].who : linkUrl(link, raw, urls)));
  const special = (slot: number): string => (slot === PIXEL ? urls.open : slot === UNSUBSCRIBE ? urls.unsubscribe : linkUrls[linkOf(slot)]!);

  // Each value is escaped and encoded once, however often the body uses it (links appear in both parts).
  const exprs = raw.length;
  const htmlOf: (string | undefined)[] = new Array(exprs + 3 + linkUrls.length);
  const textOf: (string | undefined)[] = new Array(exprs + 3 + linkUrls.length);
  const htmlQpOf: (string | undefined)[] = new Array(exprs + 3 + linkUrls.length);
  const textQpOf: (string | undefined)[] = new Array(exprs + 3 + linkUrls.length);
  // Slots are expressions (>= 0) or specials (< 0): one index space for the caches.
  const at = (s: number) => (s >= 0 ? s : exprs - 1 - s);
  const htmlValue = (s: number) => (htmlOf[at(s)] ??= escapeHtml(s >= 0 ? raw[s]! : special(s)));
  const textValue = (s: number) => (textOf[at(s)] ??= s >= 0 ? toCrlf(escapeText(raw[s]!)) : special(s));
  const sharedAt = (s: number) => (s < 0 && s !== PIXEL && s !== UNSUBSCRIBE ? shared[linkOf(s)] : undefined);
  const sharedQp = (s: number, part: 'htmlQp' | 'textQp') => {
    const link = sharedAt(s);
    return link ? link.shared[part] + link.whoQp : undefined;
  };
  const htmlQp = (s: number) => (htmlQpOf[at(s)] ??= sharedQp(s, 'htmlQp') ?? qpValue(htmlValue(s)));
  const textQp = (s: number) => (textQpOf[at(s)] ??= sharedQp(s, 'textQp') ?? qpValue(textValue(s)));
  const subject = join(compiled.subject, compiled.subject.slots.map((s) => escapeText(raw[s] ?? '').replace(/[\r\n]+/g, ' ')));
  const headers = { ...compiled.headers, 'List-Unsubscribe': `<${urls.unsubscribe}>` };
  const rawMime = fillMime(compiled.mime, {
    to: subscriber.email,
    subject,
    listUnsubscribe: headers['List-Unsubscribe'],
    html: interleave(compiled.htmlQp, compiled.html.slots, htmlQp),
    text: interleave(compiled.textQp, compiled.text.slots, textQp),
  }, arena);
  // The parts as text are joined only if someone reads them (the sender sends `raw`).
  return {
    subject,
    headers,
    raw: rawMime,
    get html() { return join(compiled.html, compiled.html.slots.map(htmlValue)); },
    get text() { return join(compiled.text, compiled.text.slots.map(textValue)); },
  };
}

function interleave(statics: readonly Buffer[], slots: readonly number[], value: (slot: number) => string): (Buffer | string)[] {
  const out: (Buffer | string)[] = [statics[0]!];
  for (let i = 0; i < slots.length; i++) out.push(value(slots[i]!), statics[i + 1]!);
  return out;
}
