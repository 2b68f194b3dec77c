import { config, getPublicBaseUrl, getSigningKey } from '@functions/platform/config';
import { calendarUrl } from '@functions/content/calendar';
import type { ContentUtm } from '@shared/schemas/content';
import type { TrackingSettings } from '@shared/schemas/tracking-settings';
import { trackingSettings } from '@functions/accounts/tracking-service';
import { brandingRepository } from '@functions/branding/repository';
import { companyAddress, footersService } from '@functions/footers/service';
import { mailingsRepository, type MailingHead } from '@functions/mailings/repository';
import { propertiesService } from '@functions/properties/service';
import { compileMailing, type CompiledMailing } from './render';

/**
 * What compileMailing needs of the account: its properties (every one a merge field), its postal
 * address, its link parameters (read when a version of the mailing is first compiled in a
 * container, so a change applies to what is compiled from then on) and the footer: the one fixed
 * when the sending was ordered, or for a mailing ordered before footers existed, the account's
 * default footer of its language now. Replies go to the mailing's reply-to (its sender's), else to
 * the branding's default one, else to the sender.
 */
export async function compileForSending(accountId: string, mailing: MailingHead): Promise<CompiledMailing> {
  const [html, fields, company, tracking, trackingOrigin, footer, branding, source, key] = await Promise.all([
    mailingsRepository.body(accountId, mailing),
    propertiesService.all(accountId),
    companyAddress(accountId),
    trackingSettings.get(accountId),
    getPublicBaseUrl(),
    mailing.footer ?? footersService.forSending(accountId, mailing.language ?? 'pl'),
    mailing.replyTo ? undefined : brandingRepository.get(accountId),
    mailing.textCustom ? mailingsRepository.source(accountId, mailing.id) : undefined,
    mailing.event ? getSigningKey() : undefined,
  ]);
  const replyTo = mailing.replyTo || branding?.replyTo;
  return compileMailing({
    subject: mailing.subject,
    html,
    ids: { accountId, mailingId: mailing.id },
    listName: mailing.name,
    from: { name: mailing.fromName, address: mailing.fromEmail },
    ...(replyTo ? { replyTo } : {}),
    senderDomain: config.senderDomain,
    fields,
    company,
    tracking: withMailingUtm(tracking, mailing.utm),
    trackingOrigin,
    footer,
    ...(source?.text !== undefined ? { text: source.text } : {}),
    ...(mailing.preheader ? { preheader: mailing.preheader } : {}),
    ...(key ? { constants: { calendar_url: calendarUrl(trackingOrigin, key, accountId, mailing.id) } } : {}),
  });
}

/** Issue 16: the mailing's own UTM source, medium and campaign win over the account's (term, content and the hash stay the account's). */
export function withMailingUtm(tracking: TrackingSettings, utm: ContentUtm | undefined): TrackingSettings {
  const own = Object.fromEntries(Object.entries(utm ?? {}).filter(([, v]) => typeof v === 'string' && v !== ''));
  return Object.keys(own).length ? { ...tracking, utm: { ...tracking.utm, ...own } } : tracking;
}
