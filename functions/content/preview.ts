import { parse } from 'node-html-parser';
import { GMAIL_CLIP_BYTES } from '@shared/rules/templates';
import type { PreviewBody, PreviewResult, SourceProblem } from '@shared/schemas/content';
import { hasUnsubscribeLink, messageLanguageOf } from '@shared/rules/footers';
import type { FieldError } from '@shared/errors';
import { NotFoundError } from '@functions/platform/errors';
import type { Principal } from '@functions/platform/http';
import { accountSettings } from '@functions/accounts/settings-service';
import { footersService } from '@functions/footers/service';
import { sanitiseMailingHtml } from '@functions/mailings/sanitize';
import { propertiesService } from '@functions/properties/service';
import { subscribersRepository } from '@functions/subscribers/repository';
import { audienceScope } from '@functions/segments/restriction';
import { fieldNames, templateProblems } from '@functions/sending/merge-fields';
import { compileContent } from '@functions/sending/compile';
import { PREHEADER_STYLE, renderFor } from '@functions/sending/render';
import { compileMjml, htmlProblems, usesCalendarUrl } from './compile';
import { PREVIEW_PIXEL, untrackedUrls } from './untracked';

/**
 * Issue 16: `content.preview` — the content as the editor holds it (nothing saved), rendered by the
 * delivery engine itself (compileContent + renderFor: the same merge fields, footer, preheader and
 * text part a recipient gets), for one subscriber within the user's reach or, without one, with each
 * field's fallback (`{{ x | default: "…" }}`; empty without one). Links are answered as written
 * (with the link parameters), not as tracking links, and the open pixel is an inline image.
 */
type Actor = Pick<Principal, 'accountId' | 'segmentIds'>;

const SAMPLE_EMAIL = 'subscriber@example.com';

async function subscriberFor(actor: Actor, subscriberId: string | undefined) {
  if (!subscriberId) return { email: SAMPLE_EMAIL };
  const [subscriber, scope] = await Promise.all([
    subscribersRepository.get(actor.accountId, subscriberId),
    audienceScope(actor.accountId, actor.segmentIds),
  ]);
  // One out of the user's reach is as missing as one that does not exist.
  if (!subscriber || (scope && !scope(subscriberId))) throw new NotFoundError('SUBSCRIBER_NOT_FOUND');
  return { ...subscriber, email: subscriber.email ?? SAMPLE_EMAIL };
}

const EMPTY: Omit<PreviewResult, 'sourceProblems' | 'fieldProblems' | 'unsubscribeLink'> = {
  bytes: 0,
  clipped: false,
  links: [],
  imagesWithoutAlt: [],
};

export async function previewContent(actor: Actor, body: PreviewBody): Promise<PreviewResult> {
  const mode = body.mode ?? 'html';
  let source = body.html ?? '';
  let sourceProblems: SourceProblem[];
  if (mode === 'visual') {
    const compiled = compileMjml(body.mjml ?? '');
    sourceProblems = compiled.problems;
    source = compiled.html ?? '';
  } else sourceProblems = htmlProblems(source);

  const [subscriber, properties, language] = await Promise.all([
    subscriberFor(actor, body.subscriberId),
    propertiesService.all(actor.accountId),
    body.language ?? accountSettings.messageLanguage(actor.accountId).then(messageLanguageOf),
  ]);
  const footer = await footersService.forSending(actor.accountId, language);
  const unsubscribeLink = hasUnsubscribeLink(source) || hasUnsubscribeLink(footer);
  const html = sanitiseMailingHtml(source).html;
  const known = fieldNames(properties);
  const text = body.textCustom && body.text?.trim() ? body.text : undefined;
  const fieldProblems: FieldError[] = [
    ...templateProblems('subject', body.subject ?? '', known),
    ...templateProblems(mode === 'visual' ? 'mjml' : 'html', html, known),
    ...templateProblems('preheader', body.preheader ?? '', known),
    ...(text ? templateProblems('text', text, known) : []),
    ...(!body.event && [html, text ?? '', body.preheader ?? ''].some(usesCalendarUrl)
      ? [{ path: 'event', code: 'CONTENT_CALENDAR_WITHOUT_EVENT' as const }]
      : []),
  ];
  // A source that does not compile has no HTML to show (unknown fields render empty, as they are named in fieldProblems).
  if (mode === 'visual' && !source) return { ...EMPTY, unsubscribeLink, sourceProblems, fieldProblems };

  const compiled = await compileContent(actor.accountId, {
    id: 'preview',
    name: 'preview',
    subject: body.subject ?? '',
    html,
    ...(text !== undefined ? { text } : {}),
    ...(body.preheader ? { preheader: body.preheader } : {}),
    ...(body.utm ? { utm: body.utm } : {}),
    ...(body.event ? { event: body.event } : {}),
    fromName: 'preview',
    fromEmail: `preview@example.com`,
    replyTo: 'preview@example.com',
    footer,
  });
  const rendered = renderFor(compiled, subscriber, untrackedUrls());
  const out = rendered.html.replace(/\r\n/g, '\n');
  const root = parse(out);
  const bytes = Buffer.byteLength(out, 'utf8');
  const preheader = root.querySelectorAll('div').find((d) => d.getAttribute('style') === PREHEADER_STYLE)?.text;
  return {
    html: out,
    text: rendered.text.replace(/\r\n/g, '\n'),
    subject: rendered.subject,
    ...(preheader !== undefined ? { preheader } : {}),
    bytes,
    clipped: bytes > GMAIL_CLIP_BYTES,
    links: root.querySelectorAll('a[href]').map((a) => ({ url: a.getAttribute('href') ?? '', text: a.text.replace(/\s+/g, ' ').trim() })),
    imagesWithoutAlt: root
      .querySelectorAll('img')
      .filter((img) => img.getAttribute('src') !== PREVIEW_PIXEL && !img.getAttribute('alt')?.trim())
      .map((img) => img.getAttribute('src') ?? ''),
    unsubscribeLink,
    sourceProblems,
    fieldProblems,
  };
}
