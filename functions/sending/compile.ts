import { config, getPublicBaseUrl } from '@functions/platform/config';
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
  const [html, fields, company, tracking, trackingOrigin, footer, branding] = await Promise.all([
    mailingsRepository.body(accountId, mailing),
    propertiesService.all(accountId),
    companyAddress(accountId),
    trackingSettings.get(accountId),
    getPublicBaseUrl(),
    mailing.footer ?? footersService.forSending(accountId, mailing.language ?? 'pl'),
    mailing.replyTo ? undefined : brandingRepository.get(accountId),
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
    tracking,
    trackingOrigin,
    footer,
  });
}
