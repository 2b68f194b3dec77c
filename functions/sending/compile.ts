import { config, getPublicBaseUrl, getSigningKey } from '@functions/platform/config';
import { trackingSettings } from '@functions/accounts/tracking-service';
import { brandingRepository } from '@functions/branding/repository';
import { companyAddress, footersService } from '@functions/footers/service';
import { mailingsRepository, type MailingHead } from '@functions/mailings/repository';
import { propertiesService } from '@functions/properties/service';
import { calendarUrl } from '@functions/content/calendar';
import type { ContentUtm, StoredContent } from '@shared/schemas/content';
import type { TrackingSettings } from '@shared/schemas/tracking-settings';
import { compileMailing, type CompiledMailing } from './render';

/** What is compiled into messages: a mailing as saved, or content being previewed or test-sent (issue 16). */
export interface SendableContent {
  /** The mailing's id (List-Id, Feedback-ID, the .ics link), or the template's for its test sends. */
  id: string;
  name: string;
  subject: string;
  html: string;
  /** The user's own text part; absent: generated from the HTML. */
  text?: string;
  preheader?: string;
  utm?: ContentUtm;
  event?: StoredContent['event'];
  fromName: string;
  fromEmail: string;
  replyTo?: string;
  language?: 'pl' | 'en';
  /** The footer fixed when the sending was ordered; absent: the account's default of the language now. */
  footer?: string;
}

/**
 * What compileMailing needs of the account: its properties (every one a merge field), its postal
 * address, its link parameters (read when a version of the mailing is first compiled in a
 * container, so a change applies to what is compiled from then on; the mailing's own UTM values win)
 * and the footer: the one fixed when the sending was ordered, or for a mailing ordered before
 * footers existed, the account's default footer of its language now. Replies go to the mailing's
 * reply-to (its sender's), else to the branding's default one, else to the sender.
 */
export async function compileContent(accountId: string, content: SendableContent): Promise<CompiledMailing> {
  const [fields, company, tracking, trackingOrigin, footer, branding, key] = await Promise.all([
    propertiesService.all(accountId),
    companyAddress(accountId),
    trackingSettings.get(accountId),
    getPublicBaseUrl(),
    content.footer ?? footersService.forSending(accountId, content.language ?? 'pl'),
    content.replyTo ? undefined : brandingRepository.get(accountId),
    content.event ? getSigningKey() : undefined,
  ]);
  const replyTo = content.replyTo || branding?.replyTo;
  return compileMailing({
    subject: content.subject,
    html: content.html,
    ids: { accountId, mailingId: content.id },
    listName: content.name,
    from: { name: content.fromName, address: content.fromEmail },
    ...(replyTo ? { replyTo } : {}),
    senderDomain: config.senderDomain,
    fields,
    company,
    tracking: withMailingUtm(tracking, content.utm),
    trackingOrigin,
    footer,
    ...(content.text !== undefined ? { text: content.text } : {}),
    ...(content.preheader ? { preheader: content.preheader } : {}),
    ...(key ? { constants: { calendar_url: calendarUrl(trackingOrigin, key, accountId, content.id) } } : {}),
  });
}

/** A mailing as saved: its html (and own text part) read apart from its head. */
export async function compileForSending(accountId: string, mailing: MailingHead): Promise<CompiledMailing> {
  const [html, source] = await Promise.all([
    mailingsRepository.body(accountId, mailing),
    mailing.textCustom ? mailingsRepository.source(accountId, mailing.id) : undefined,
  ]);
  return compileContent(accountId, {
    ...mailing,
    html,
    text: source?.text,
    ...(mailing.footer !== undefined ? { footer: mailing.footer } : {}),
  });
}

/** Issue 16: the mailing's own UTM source, medium and campaign win over the account's (term, content and the hash stay the account's). */
export function withMailingUtm(tracking: TrackingSettings, utm: ContentUtm | undefined): TrackingSettings {
  const own = Object.fromEntries(Object.entries(utm ?? {}).filter(([, v]) => typeof v === 'string' && v !== ''));
  return Object.keys(own).length ? { ...tracking, utm: { ...tracking.utm, ...own } } : tracking;
}
