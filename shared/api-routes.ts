import type { RouteLine, RouteSchemas } from './route-def';
import { accountsSchemas } from './route-table/accounts.schemas';
import { adminSchemas } from './route-table/admin.schemas';
import { authSchemas } from './route-table/auth.schemas';
import { blacklistSchemas } from './route-table/blacklist.schemas';
import { companySchemas } from './route-table/company.schemas';
import { dashboardSchemas } from './route-table/dashboard.schemas';
import { domainsSchemas } from './route-table/domains.schemas';
import { brandingSchemas } from './route-table/branding.schemas';
import { cancellationSchemas } from './route-table/cancellation.schemas';
import { footersSchemas } from './route-table/footers.schemas';
import { templatesSchemas } from './route-table/templates.schemas';
import { contentSchemas } from './route-table/content.schemas';
import { predefinedSchemas } from './route-table/predefined.schemas';
import { exportsSchemas } from './route-table/exports.schemas';
import { importsSchemas } from './route-table/imports.schemas';
import { invitationsSchemas } from './route-table/invitations.schemas';
import { mailingsSchemas } from './route-table/mailings.schemas';
import { campaignsSchemas } from './route-table/campaigns.schemas';
import { onboardingSchemas } from './route-table/onboarding.schemas';
import { profileSchemas } from './route-table/profile.schemas';
import { propertiesSchemas } from './route-table/properties.schemas';
import { reportsSchemas } from './route-table/reports.schemas';
import { scoringSchemas } from './route-table/scoring.schemas';
import { securitySchemas } from './route-table/security.schemas';
import { segmentsSchemas } from './route-table/segments.schemas';
import { smsSchemas } from './route-table/sms.schemas';
import { specsSchemas } from './route-table/specs.schemas';
import { subscribersSchemas } from './route-table/subscribers.schemas';
import { teamsSchemas } from './route-table/teams.schemas';
import { trackingSettingsSchemas } from './route-table/tracking-settings.schemas';
import { signupSchemas } from './route-table/signup.schemas';
import { usersSchemas } from './route-table/users.schemas';
import { routes as lines } from './routes';
import { reportCampaignsSchemas } from './route-table/report-campaigns.schemas';
import { reportSmsSchemas } from './route-table/report-sms.schemas';
import { smsTransactionalSchemas } from './route-table/sms-transactional.schemas';
import { reportRecipientsSchemas } from './route-table/report-recipients.schemas';
import { reportPeriodsSchemas } from './route-table/report-periods.schemas';
import { reportAddressesSchemas } from './route-table/report-addresses.schemas';
import { openapiSchemas } from './route-table/openapi.schemas';
import { apiTokensSchemas } from './route-table/api-tokens.schemas';
import { webhooksSchemas } from './route-table/webhooks.schemas';
import { sftpSchemas } from './route-table/sftp.schemas';
import { smtpSchemas } from './route-table/smtp.schemas';
import { connectorsSchemas } from './route-table/connectors.schemas';
import { v1SubscribersSchemas } from './route-table/v1-subscribers.schemas';
import { v1TransactionalSchemas } from './route-table/v1-transactional.schemas';
import { v1SegmentsSchemas } from './route-table/v1-segments.schemas';
import { v1EventsSchemas } from './route-table/v1-events.schemas';
import { v1MailingsSchemas } from './route-table/v1-mailings.schemas';

export { API_PREFIX, API_V1_PREFIX, buildPath, compilePath } from './routes';
export type * from './routes';

const schemas = {
  ...authSchemas,
  ...usersSchemas,
  ...invitationsSchemas,
  ...teamsSchemas,
  ...subscribersSchemas,
  ...mailingsSchemas,
  ...campaignsSchemas,
  ...smsSchemas,
  ...onboardingSchemas,
  ...dashboardSchemas,
  ...specsSchemas,
  ...openapiSchemas,
  ...securitySchemas,
  ...accountsSchemas,
  ...trackingSettingsSchemas,
  ...signupSchemas,
  ...profileSchemas,
  ...propertiesSchemas,
  ...blacklistSchemas,
  ...segmentsSchemas,
  ...importsSchemas,
  ...exportsSchemas,
  ...adminSchemas,
  ...domainsSchemas,
  ...companySchemas,
  ...brandingSchemas,
  ...cancellationSchemas,
  ...footersSchemas,
  ...templatesSchemas,
  ...contentSchemas,
  ...predefinedSchemas,
  ...reportCampaignsSchemas,
  ...reportSmsSchemas,
  ...smsTransactionalSchemas,
  ...reportRecipientsSchemas,
  ...reportPeriodsSchemas,
  ...reportAddressesSchemas,
  ...reportsSchemas,
  ...scoringSchemas,
  ...apiTokensSchemas,
  ...webhooksSchemas,
  ...sftpSchemas,
  ...smtpSchemas,
  ...v1SubscribersSchemas,
  ...v1TransactionalSchemas,
  ...v1SegmentsSchemas,
  ...v1EventsSchemas,
  ...v1MailingsSchemas,
  ...connectorsSchemas,
} as const;

type Lines = typeof lines;
type Schemas = typeof schemas;
/**
 * Each route's line and schemas. Never indexed with a generic route id: that would intersect the union
 * of every line with the union of every schema (TS2590 past about 316 routes), so the route types of
 * shared/routes.ts read a line's and its schemas' sides apart, through the two tables.
 */
type Joined = { [Id in keyof Lines]: Lines[Id] & Schemas[Id] };
/** The schemas by route id: route types read a line's and its schemas' sides apart (shared/routes.ts). */
export type RouteSchemaTable = Schemas;

/**
 * The route table as the API serves it: every line of shared/routes.ts (in its order, which the
 * router matches in) joined to its zod schemas. The server and the integration sweeps import this
 * module; the web app imports shared/routes.ts (lines only) and takes the schemas' types alone.
 */
export const routes = Object.fromEntries(
  Object.entries(lines).map(([id, line]) => [id, { ...line, ...(schemas[id as keyof Schemas] as RouteSchemas) }]),
) as unknown as Joined;

// Every line has its schemas and every schema entry a line (each domain's `satisfies SchemasFor` checks it too).
// Checked side by side: `Joined[keyof Lines]` would intersect two unions of over 300 members each,
// past TypeScript's 100,000-member limit (TS2590).
schemas satisfies Record<keyof Lines, RouteSchemas>;
lines satisfies Record<keyof Schemas, RouteLine>;
