import { convert } from 'html-to-text';
import { parse } from 'node-html-parser';
import { randomUUID } from 'node:crypto';
import { encodeWords, foldLines } from 'nodemailer/lib/mime-funcs';
import type { PropertyDef } from '@shared/properties';
import { dateHeader, mimeTemplate, type MimeArena, type MimeTemplate } from '@functions/platform/mailer';
import type { RecipientLinks, SharedLinks } from './links';
import { MessagePlan, type Op } from './message-plan';
import { compileExpressions, DEFAULT_FIELDS, scopeReader, type FieldSource, type Scope } from './merge-fields';
import { escapeHtml, escapeText, join, linkOf, PIXEL, qpStatics, qpValue, toCrlf, Tokens, UNSUBSCRIBE, type Segmented } from './segments';
import { footerHtml, type CompanyAddress } from './footer';
import { applyLinkParams, type LinkParams } from '@shared/rules/link-params';
import { compileLinkParams, type CompiledLinkParams } from './link-params';
import type { TrackingSettings } from '@shared/schemas/tracking-settings';

/**
 * A mailing compiled once per version (delivery/email-channel.ts): merge fields parsed once, the
 * HTML parsed once, the text part converted once with the fields protected, the MIME multipart
 * built once and laid out as one MessagePlan. `renderFor` then costs one evaluation of the distinct
 * fields, one signature per recipient and per personal link, and copying the plan's bytes.
 */
export interface CompileInput {
  subject: string;
  html: string;
  ids: { accountId: string; mailingId: string };
  /** Readable name of the list in List-Id (the mailing's name). */
  listName: string;
  from: { name: string; address: string };
  /** The Reply-To address (a predefined sender's); omitted: replies go to the sender. */
  replyTo?: string;
  senderDomain: string;
  /** The account's properties (base, personal and custom): each one a merge field. */
  fields?: readonly PropertyDef[];
  /** The company's postal address for the built-in footer; omitted when unknown. */
  company?: CompanyAddress;
  /**
   * The account's footer the mailing carries (functions/footers), appended to its body and compiled
   * with it: its fields filled, its links tracked, its unsubscribe link the recipient's. Omitted: only
   * the built-in footer, when the template has no unsubscribe link of its own.
   */
  footer?: string;
  /** The account's link parameters (UTM, link hash) for every tracked link's destination; omitted: none. */
  tracking?: TrackingSettings;
  /** The public origin of the tracking links: a link to it (its own pages) gets no parameters. */
  trackingOrigin?: string;
  /** Issue 16: the text part the user wrote (its fields filled, its URLs tracked, the footer's text after it); omitted: generated from the HTML. */
  text?: string;
  /** Issue 16: the inbox preview line, as a hidden block at the top of the body (it may hold merge fields). */
  preheader?: string;
  /** Issue 16: built-in fields the same for every recipient of the mailing (`calendar_url`). */
  constants?: Record<string, string>;
}

interface LinkTemplate {
  seg: Segmented;
  /** The value of each slot is URL-encoded when the field sits inside a URL, raw when it is the whole start of it. */
  encode: boolean[];
  /** The same URL for every recipient: its click URL is the mailing's part and the recipient's (links.ts). */
  shared: boolean;
  /** The link parameters are added per recipient (a field in the href or in a parameter), not baked into the href. */
  late: boolean;
}

/**
 * Where each of a recipient's values sits in `CompiledMailing.values`: the headers that differ,
 * then each expression and each link in its HTML and its text form (quoted-printable, escaped for
 * where it lands).
 */
class ValueIds {
  static readonly to = 0;
  static readonly subject = 1;
  static readonly messageId = 2;
  static readonly date = 3;
  static readonly unsubscribeHeader = 4;
  static readonly who = 5;
  static readonly pixel = 6;
  static readonly unsubscribeHtml = 7;
  static readonly unsubscribeText = 8;
  private static readonly first = 9;
  readonly count: number;

  constructor(
    private readonly expressions: number,
    links: number,
  ) {
    this.count = ValueIds.first + 2 * (expressions + links);
  }

  html = (expression: number) => ValueIds.first + 2 * expression;
  text = (expression: number) => ValueIds.first + 2 * expression + 1;
  linkHtml = (link: number) => ValueIds.first + 2 * (this.expressions + link);
  linkText = (link: number) => ValueIds.first + 2 * (this.expressions + link) + 1;
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
  ids: ValueIds;
  /** Per expression: 1 if the HTML uses it, 2 if the text does (or both). */
  uses: number[];
  /** The plan for the shared links of one signer (their prefixes are part of its bytes). */
  plan?: { by: SharedLinks | undefined; plan: MessagePlan };
  /** A recipient's values, reused: a message is written before renderFor returns. */
  values: string[];
  /** The account's link parameters, when they add anything (link-params.ts). */
  linkParams?: CompiledLinkParams;
}

/** A recipient's tracking URLs (links.ts, MailingLinks.recipient). */
export type RecipientUrls = RecipientLinks;

export interface RenderedMessage {
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
  /** The whole MIME message (CRLF line ends, quoted-printable bodies), ready for SES raw sending. */
  raw: Buffer;
}

const TRACKABLE = /^https?:\/\//i;
/** A URL in a text part the user wrote: up to a space or what usually closes it. */
const TEXT_URL = /https?:\/\/[^\s<>"')\]]+/gi;
/** Hidden in the body, shown by inboxes beside the subject (the block MJML writes for mj-preview). */
export const PREHEADER_STYLE =
  'display:none;font-size:1px;color:#ffffff;line-height:1px;max-height:0px;max-width:0px;opacity:0;overflow:hidden;mso-hide:all';
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
  // With a text part of the user's own, the footer's text is what the generated text has after this mark.
  const footerMark = input.text !== undefined ? `${tokens.nonce}FOOTZ` : undefined;
  if (footerMark) (root.querySelector('body') ?? root).insertAdjacentHTML('beforeend', `<div>${footerMark}</div>`);
  if (input.footer) (root.querySelector('body') ?? root).insertAdjacentHTML('beforeend', tokens.protect(input.footer));
  const unsubscribeField = tokens.unsubscribeExpression();
  const linkParams = compileLinkParams(input.tracking, tokens, input.trackingOrigin);
  const linkHrefs: string[] = [];
  const tracked = (href: string): string => {
    // Parameters the same for every recipient go into a fixed href once: the link stays shared.
    const fixed = linkParams?.fixed && !href.includes(tokens.nonce) && linkParams.applies(href);
    return tokens.link(linkHrefs.push(fixed ? applyLinkParams(href, linkParams.fixed!) : href) - 1);
  };
  for (const anchor of root.querySelectorAll('a[href]')) {
    const href = anchor.getAttribute('href')?.trim() ?? '';
    if (unsubscribeField && href === unsubscribeField) anchor.setAttribute('href', tokens.unsubscribe);
    else if (TRACKABLE.test(href) || href.startsWith(tokens.nonce)) anchor.setAttribute('href', tracked(href));
  }
  // Sending refuses a mailing without the link (mailings/service.ts); this keeps one in every message all the same.
  const hasUnsubscribe = root.toString().includes(tokens.unsubscribe);
  const tail = `${hasUnsubscribe ? '' : footerHtml(tokens.unsubscribe, input.company)}${PIXEL_TAG(tokens.pixel)}`;
  const body = root.querySelector('body');
  if (body) body.insertAdjacentHTML('beforeend', tail);
  else root.insertAdjacentHTML('beforeend', tail);
  let html = root.toString();
  let text = convert(html.replace(PIXEL_TAG(tokens.pixel), ''), { wordwrap: 78, selectors: [{ selector: 'img', format: 'skip' }] });
  if (footerMark) {
    // The user's text, its URLs tracked as the HTML's links are, then the footer's text as generated.
    const own = tokens.protect(input.text!).replace(TEXT_URL, (url) => tracked(url));
    const at = text.indexOf(footerMark);
    text = `${own.trimEnd()}\n\n${at < 0 ? '' : text.slice(at + footerMark.length).trim()}`.trimEnd();
    html = html.replace(`<div>${footerMark}</div>`, '');
  }
  if (input.preheader) {
    const block = `<div style="${PREHEADER_STYLE}">${escapeHtml(tokens.protect(input.preheader))}</div>`;
    const open = /<body\b[^>]*>/i.exec(html);
    html = open ? `${html.slice(0, open.index + open[0].length)}${block}${html.slice(open.index + open[0].length)}` : `${block}${html}`;
  }

  const htmlSeg = tokens.split(toCrlf(html), 'html');
  const textSeg = tokens.split(toCrlf(text), 'text');
  const links = linkHrefs.map((href): LinkTemplate => {
    const seg = tokens.split(href, 'raw');
    // Personal parameters make a link late (filled per recipient) only where they apply: a static link
    // to the tracking host, say, stays shared.
    const late =
      linkParams !== undefined && (seg.slots.length > 0 || (linkParams.fixed === undefined && linkParams.applies(seg.statics[0]!.trim())));
    return {
      seg,
      encode: seg.slots.map((_, i) => i > 0 || seg.statics[0] !== ''),
      shared: seg.slots.length === 0 && TRACKABLE.test(seg.statics[0]!) && !late,
      late,
    };
  });
  const { accountId, mailingId } = input.ids;
  const headers = {
    'List-Id': `${phrase(input.listName)} <${label(mailingId)}.${label(accountId)}.list.${input.senderDomain}>`,
    'Feedback-ID': `${mailingId}:${accountId}:goniec`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
  const expressions = tokens.expressions.length;
  const inHtml = new Set(htmlSeg.slots);
  const inText = new Set(textSeg.slots);
  return {
    subject: tokens.split(subject, 'text'),
    html: htmlSeg,
    htmlQp: qpStatics(htmlSeg.statics),
    text: textSeg,
    textQp: qpStatics(textSeg.statics),
    links,
    evaluate: compileExpressions(tokens.expressions),
    readScope: withConstants(scopeReader(input.fields ?? DEFAULT_FIELDS), input.constants),
    headers,
    mime: await mimeTemplate({ from: input.from, replyTo: input.replyTo, headers, senderDomain: input.senderDomain }),
    ids: new ValueIds(expressions, links.length),
    uses: Array.from({ length: expressions }, (_, e) => (inHtml.has(e) ? 1 : 0) | (inText.has(e) ? 2 : 0)),
    values: [],
    linkParams,
  };
}

/** The mailing's constant built-ins added to each recipient's scope (one assignment each, only when there are any). */
function withConstants(read: CompiledMailing['readScope'], constants: Record<string, string> | undefined): CompiledMailing['readScope'] {
  if (!constants || Object.keys(constants).length === 0) return read;
  return (subscriber, unsubscribeUrl) => Object.assign(read(subscriber, unsubscribeUrl), constants);
}

/** One recipient's link parameters, rendered (and hashed) at most once for all their links. */
type RecipientParams = { applies: (url: string) => boolean; get: () => LinkParams } | undefined;

function recipientParams(compiled: CompiledLinkParams | undefined, raw: readonly string[]): RecipientParams {
  if (!compiled) return undefined;
  let params = compiled.fixed;
  return { applies: compiled.applies, get: () => (params ??= compiled.forRecipient(raw)) };
}

/** The URL a link points at for this recipient: its fields filled, its parameters added, then signed for click tracking. */
function linkUrl(link: LinkTemplate, raw: readonly string[], urls: RecipientUrls, params: RecipientParams): string {
  let url =
    link.seg.slots.length === 0
      ? link.seg.statics[0]!
      : join(
          link.seg,
          link.seg.slots.map((e, i) => (link.encode[i] ? encodeURIComponent(raw[e]!) : raw[e]!)),
        ).trim();
  if (TRACKABLE.test(url)) {
    if (link.late && params?.applies(url)) url = applyLinkParams(url, params.get());
    return urls.click(url, link.seg.slots.length > 0 || link.late);
  }
  // A field that made the whole address (a mailto:, or anything else) is no click to track; only mailto: stays a link.
  return /^mailto:/i.test(url) ? url : '#';
}

/**
 * The message as a plan: the MIME template's pieces, each body's quoted-printable statics and, for
 * a signer's shared links, the part of their URL every recipient has, as bytes; everything else as
 * the recipient's values (ValueIds).
 */
function planFor(compiled: CompiledMailing, shared: SharedLinks | undefined): MessagePlan {
  const { ids, links } = compiled;
  const qp = (s: string) => Buffer.from(qpValue(s), 'latin1');
  const body = function* (seg: Segmented, statics: readonly Buffer[], mode: 'html' | 'text'): Generator<Op> {
    yield statics[0]!;
    for (let i = 0; i < seg.slots.length; i++) {
      const slot = seg.slots[i]!;
      if (slot >= 0) yield mode === 'html' ? ids.html(slot) : ids.text(slot);
      else if (slot === PIXEL) yield ValueIds.pixel;
      else if (slot === UNSUBSCRIBE) yield mode === 'html' ? ValueIds.unsubscribeHtml : ValueIds.unsubscribeText;
      else {
        const l = linkOf(slot);
        if (shared && links[l]!.shared) {
          const prefix = shared.prefix(links[l]!.seg.statics[0]!);
          yield qp(mode === 'html' ? escapeHtml(prefix) : prefix);
          yield ValueIds.who;
        } else yield mode === 'html' ? ids.linkHtml(l) : ids.linkText(l);
      }
      yield statics[i + 1]!;
    }
  };
  const holes = {
    to: ValueIds.to,
    subject: ValueIds.subject,
    messageId: ValueIds.messageId,
    date: ValueIds.date,
    unsubscribe: ValueIds.unsubscribeHeader,
  };
  const all = function* (): Generator<Op> {
    const { pieces, holes: order } = compiled.mime;
    yield pieces[0]!;
    for (let i = 0; i < order.length; i++) {
      const hole = order[i]!;
      if (hole === 'html') yield* body(compiled.html, compiled.htmlQp, 'html');
      else if (hole === 'text') yield* body(compiled.text, compiled.textQp, 'text');
      else yield holes[hole];
      yield pieces[i + 1]!;
    }
  };
  return new MessagePlan(all());
}

/** Printable ASCII that HTML and text escaping and quoted-printable all leave as it is (no `=&<>"'{}`). */
const PLAIN = /^[\x20\x21\x23-\x25\x28-\x3b\x3f-\x7a\x7c\x7e]{1,75}$/;

/**
 * One recipient's message. `subscriber` holds base fields and `props` by property id; the values
 * are escaped for where they land (HTML, text, URL) and can never produce `{{` or `}}`. With an
 * `arena`, `raw` is written there (mailer.ts): valid until the arena's next message.
 */
export function renderFor(
  compiled: CompiledMailing,
  subscriber: FieldSource & { email: string },
  urls: RecipientUrls,
  arena?: MimeArena,
): RenderedMessage {
  if (!/^[\x21-\x7e]+$/.test(subscriber.email)) throw new Error('recipient address is not plain ASCII');
  const shared = urls.shared;
  if (!compiled.plan || compiled.plan.by !== shared?.links) compiled.plan = { by: shared?.links, plan: planFor(compiled, shared?.links) };
  const { ids, uses, links, values } = compiled;
  const raw = compiled.evaluate(compiled.readScope(subscriber, urls.unsubscribe));

  for (let e = 0; e < raw.length; e++) {
    const value = raw[e]!;
    if (value === '' || PLAIN.test(value)) {
      // The common case: a name, a number, a city in ASCII; the same text in both parts.
      const qp = value === '' ? '' : `${value}=\r\n`;
      values[ids.html(e)] = qp;
      values[ids.text(e)] = qp;
      continue;
    }
    if (uses[e]! & 1) values[ids.html(e)] = qpValue(escapeHtml(value));
    if (uses[e]! & 2) values[ids.text(e)] = qpValue(toCrlf(escapeText(value)));
  }
  const params = recipientParams(compiled.linkParams, raw);
  for (let l = 0; l < links.length; l++) {
    if (shared && links[l]!.shared) continue;
    const url = linkUrl(links[l]!, raw, urls, params);
    values[ids.linkHtml(l)] = qpValue(escapeHtml(url));
    values[ids.linkText(l)] = qpValue(url);
  }
  if (shared) values[ValueIds.who] = qpValue(shared.who);
  values[ValueIds.pixel] = qpValue(escapeHtml(urls.open));
  values[ValueIds.unsubscribeHtml] = qpValue(escapeHtml(urls.unsubscribe));
  values[ValueIds.unsubscribeText] = qpValue(urls.unsubscribe);

  const subject = join(
    compiled.subject,
    compiled.subject.slots.map((s) => escapeText(raw[s] ?? '').replace(/[\r\n]+/g, ' ')),
  );
  const listUnsubscribe = `<${urls.unsubscribe}>`;
  values[ValueIds.to] = `To: ${subscriber.email}`;
  values[ValueIds.subject] = foldLines(`Subject: ${/^[\x20-\x7e]*$/.test(subject) ? subject : encodeWords(subject, 'Q', 52)}`, 76);
  values[ValueIds.messageId] = `Message-ID: <${randomUUID()}@${compiled.mime.domain}>`;
  values[ValueIds.date] = `Date: ${dateHeader()}`;
  values[ValueIds.unsubscribeHeader] = `List-Unsubscribe: ${listUnsubscribe}`;
  const message = compiled.plan.plan.write(values, arena);

  // The parts as text are made only if someone reads them (the sender sends `raw`).
  const special = (slot: number): string =>
    slot === PIXEL ? urls.open : slot === UNSUBSCRIBE ? urls.unsubscribe : linkUrl(links[linkOf(slot)]!, raw, urls, params);
  return {
    subject,
    headers: { ...compiled.headers, 'List-Unsubscribe': listUnsubscribe },
    raw: message,
    get html() {
      return join(
        compiled.html,
        compiled.html.slots.map((s) => escapeHtml(s >= 0 ? raw[s]! : special(s))),
      );
    },
    get text() {
      return join(
        compiled.text,
        compiled.text.slots.map((s) => (s >= 0 ? toCrlf(escapeText(raw[s]!)) : special(s))),
      );
    },
  };
}
