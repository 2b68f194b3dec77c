import { config, getPublicBaseUrl } from '@functions/platform/config';
import { trackingSettings } from '@functions/accounts/tracking-service';
import { mailingsRepository, type MailingHead } from '@functions/mailings/repository';
import { companyProfile } from '@functions/onboarding/repository';
import { propertiesService } from '@functions/properties/service';
import type { CompanyAddress } from './footer';
import { compileMailing, type CompiledMailing } from './render';

const text = (v: unknown) => (typeof v === 'string' ? v : undefined);

/**
 * What compileMailing needs of the account: its properties (every one a merge field), its postal
 * address and its link parameters (read when a version of the mailing is first compiled in a
 * container, so a change applies to what is compiled from then on).
 */
export async function compileForSending(accountId: string, mailing: MailingHead): Promise<CompiledMailing> {
  const [html, fields, company, tracking, trackingOrigin] = await Promise.all([
    mailingsRepository.body(accountId, mailing),
    propertiesService.all(accountId),
    companyProfile(accountId),
    trackingSettings.get(accountId),
    getPublicBaseUrl(),
  ]);
  const address: CompanyAddress | undefined = company
    ? { name: text(company.name), address: text(company.address), postalCode: text(company.postalCode), city: text(company.city) }
    : undefined;
  return compileMailing({
    subject: mailing.subject,
    html,
    ids: { accountId, mailingId: mailing.id },
    listName: mailing.name,
    from: { name: mailing.fromName, address: mailing.fromEmail },
    ...(mailing.replyTo ? { replyTo: mailing.replyTo } : {}),
    senderDomain: config.senderDomain,
    fields,
    company: address,
    tracking,
    trackingOrigin,
  });
}
