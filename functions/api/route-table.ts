import type { HandlerTable } from '@functions/platform/http';
import { accountsHandlers } from '@functions/accounts/routes';
import { adminHandlers } from '@functions/admin/routes';
import { authHandlers } from '@functions/auth/routes';
import { blacklistHandlers } from '@functions/blacklist/routes';
import { companyHandlers } from '@functions/company/routes';
import { dashboardHandlers } from '@functions/dashboard/routes';
import { domainsHandlers } from '@functions/domains/routes';
import { brandingHandlers } from '@functions/branding/routes';
import { cancellationHandlers } from '@functions/cancellation/routes';
import { footersHandlers } from '@functions/footers/routes';
import { templatesHandlers } from '@functions/templates/routes';
import { contentHandlers } from '@functions/content/routes';
import { predefinedHandlers } from '@functions/predefined/routes';
import { exportsHandlers } from '@functions/exports/routes';
import { importsHandlers } from '@functions/imports/routes';
import { invitationsHandlers } from '@functions/invitations/routes';
import { mailingsHandlers } from '@functions/mailings/routes';
import { campaignsHandlers } from '@functions/mailings/campaign-routes';
import { reportSmsHandlers } from '@functions/sms/report-routes';
import { smsTransactionalHandlers, v1TransactionalHandlers } from '@functions/transactional/routes';
import { onboardingHandlers } from '@functions/onboarding/routes';
import { profileHandlers } from '@functions/profile/routes';
import { propertiesHandlers } from '@functions/properties/routes';
import { reportsHandlers } from '@functions/reports/routes';
import { scoringHandlers } from '@functions/scoring/routes';
import { securityHandlers } from '@functions/security/routes';
import { segmentsHandlers } from '@functions/segments/routes';
import { smsHandlers } from '@functions/sms/routes';
import { specsHandlers } from '@functions/specs/routes';
import { openapiHandlers } from '@functions/openapi/routes';
import { subscribersHandlers } from '@functions/subscribers/routes';
import { teamsHandlers } from '@functions/teams/routes';
import { trackingSettingsHandlers } from '@functions/accounts/tracking-routes';
import { signupHandlers } from '@functions/signup/routes';
import { usersHandlers } from '@functions/users/routes';
import { reportCampaignsHandlers } from '@functions/reports/campaign-routes';
import { reportRecipientsHandlers } from '@functions/reports/recipient-routes';
import { reportPeriodsHandlers } from '@functions/reports/period-routes';
import { reportAddressesHandlers } from '@functions/reports/address-routes';
import { apiTokensHandlers } from '@functions/api-tokens/routes';
import { webhooksHandlers } from '@functions/webhooks/routes';
import { sftpHandlers } from '@functions/sftp/routes';
import { smtpHandlers } from '@functions/smtp/routes';
import { v1SubscribersHandlers } from '@functions/api-v1/subscriber-routes';
import { v1SegmentsHandlers } from '@functions/api-v1/segment-routes';
import { v1EventsHandlers } from '@functions/custom-events/api-handlers';
import { v1MailingsHandlers } from '@functions/api-v1/mailing-routes';
import { connectorsHandlers } from '@functions/connectors/routes';

/**
 * Binds a handler to every line of the shared route table (shared/routes.ts); each domain binds its
 * own slice, and a missing handler fails to compile here.
 */
export const handlers: HandlerTable = {
  ...authHandlers,
  ...usersHandlers,
  ...invitationsHandlers,
  ...teamsHandlers,
  ...subscribersHandlers,
  ...mailingsHandlers,
  ...campaignsHandlers,
  ...smsHandlers,
  ...onboardingHandlers,
  ...dashboardHandlers,
  ...specsHandlers,
  ...openapiHandlers,
  ...securityHandlers,
  ...accountsHandlers,
  ...trackingSettingsHandlers,
  ...signupHandlers,
  ...profileHandlers,
  ...propertiesHandlers,
  ...blacklistHandlers,
  ...segmentsHandlers,
  ...importsHandlers,
  ...exportsHandlers,
  ...adminHandlers,
  ...domainsHandlers,
  ...companyHandlers,
  ...brandingHandlers,
  ...cancellationHandlers,
  ...footersHandlers,
  ...templatesHandlers,
  ...contentHandlers,
  ...predefinedHandlers,
  ...reportCampaignsHandlers,
  ...reportSmsHandlers,
  ...smsTransactionalHandlers,
  ...reportRecipientsHandlers,
  ...reportPeriodsHandlers,
  ...reportAddressesHandlers,
  ...reportsHandlers,
  ...scoringHandlers,
  ...apiTokensHandlers,
  ...webhooksHandlers,
  ...sftpHandlers,
  ...smtpHandlers,
  ...v1SubscribersHandlers,
  ...v1TransactionalHandlers,
  ...v1SegmentsHandlers,
  ...v1EventsHandlers,
  ...v1MailingsHandlers,
  ...connectorsHandlers,
};
