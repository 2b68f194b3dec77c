import { errors as enAccountErrors } from './en/account.json';
import { errors as enAdminErrors } from './en/admin.json';
import { errors as enCompanyErrors } from './en/company.json';
import { errors as enCoreErrors } from './en/core.json';
import { errors as enDatabaseErrors } from './en/database.json';
import { errors as enExclusionsErrors } from './en/exclusions.json';
import { errors as enFootersErrors } from './en/footers.json';
import { errors as enCampaignErrors } from './en/campaign-lists.json';
import { errors as enSmsPlanningErrors } from './en/sms-planning.json';
import { errors as enReportsErrors } from './en/reports-campaigns.json';
import { errors as enScoringErrors } from './en/scoring.json';
import { errors as enReportsPeriodsErrors } from './en/reports-periods.json';
import { errors as enReportAddressesErrors } from './en/reports-addresses.json';
import { errors as enImportsErrors } from './en/imports.json';
import { errors as enInvitationsErrors } from './en/invitations.json';
import { errors as enLimitsErrors } from './en/limits.json';
import { errors as enOnboardingErrors } from './en/onboarding.json';
import { errors as enPredefinedErrors } from './en/predefined.json';
import { errors as enRestrictionErrors } from './en/restriction.json';
import { errors as enSegmentsErrors } from './en/segments.json';
import { errors as enSmsErrors } from './en/sms.json';
import { errors as enSmsAbxErrors } from './en/sms-abx.json';
import { errors as enSignupErrors } from './en/signup.json';
import { errors as enTemplatesErrors } from './en/templates.json';
import { errors as enTransactionalErrors } from './en/transactional.json';
import { errors as enIntegrationsErrors } from './en/integrations.json';
import { errors as enConnectorsErrors } from './en/connectors.json';
import { errors as enCustomEventsErrors } from './en/custom-events.json';
import { errors as enSftpErrors } from './en/sftp.json';
import { subscribers as enSubscribers } from './en/subscribers.json';
import { errors as plAccountErrors } from './pl/account.json';
import { errors as plAdminErrors } from './pl/admin.json';
import { errors as plCompanyErrors } from './pl/company.json';
import { errors as plCoreErrors } from './pl/core.json';
import { errors as plDatabaseErrors } from './pl/database.json';
import { errors as plExclusionsErrors } from './pl/exclusions.json';
import { errors as plFootersErrors } from './pl/footers.json';
import { errors as plCampaignErrors } from './pl/campaign-lists.json';
import { errors as plSmsPlanningErrors } from './pl/sms-planning.json';
import { errors as plReportsErrors } from './pl/reports-campaigns.json';
import { errors as plScoringErrors } from './pl/scoring.json';
import { errors as plReportsPeriodsErrors } from './pl/reports-periods.json';
import { errors as plReportAddressesErrors } from './pl/reports-addresses.json';
import { errors as plImportsErrors } from './pl/imports.json';
import { errors as plInvitationsErrors } from './pl/invitations.json';
import { errors as plLimitsErrors } from './pl/limits.json';
import { errors as plOnboardingErrors } from './pl/onboarding.json';
import { errors as plPredefinedErrors } from './pl/predefined.json';
import { errors as plRestrictionErrors } from './pl/restriction.json';
import { errors as plSegmentsErrors } from './pl/segments.json';
import { errors as plSmsErrors } from './pl/sms.json';
import { errors as plSmsAbxErrors } from './pl/sms-abx.json';
import { errors as plSignupErrors } from './pl/signup.json';
import { errors as plTemplatesErrors } from './pl/templates.json';
import { errors as plTransactionalErrors } from './pl/transactional.json';
import { errors as plIntegrationsErrors } from './pl/integrations.json';
import { errors as plConnectorsErrors } from './pl/connectors.json';
import { errors as plCustomEventsErrors } from './pl/custom-events.json';
import { errors as plSftpErrors } from './pl/sftp.json';
import { subscribers as plSubscribers } from './pl/subscribers.json';
import enServer from './en/server.json';
import { mergeAll, type Tree } from './merge';
import plServer from './pl/server.json';

/**
 * The server's namespaces of the one set of translations (shared/i18n/resources.ts holds the web's):
 * `server`, e-mails and public pages; `errors`, the error catalogue's sentences, and
 * `subscriberFields`, the base and personal fields' labels, which the import report speaks. A module
 * of its own so a Lambda bundle carries only these strings: the web files are imported by their
 * top-level keys alone (named JSON imports), so the bundler leaves the rest of each file out.
 */
// Each language must hold every key of the other: a key missing in one fails the typecheck here.
enServer satisfies typeof plServer;
plServer satisfies typeof enServer;

export type ServerResources = typeof plServer;

const errorsOf = (parts: readonly Tree[]): Tree => mergeAll(parts);
const fieldsOf = (subscribers: { fields: Tree; personal: Tree }): Tree => ({ fields: subscribers.fields, personal: subscribers.personal });

export const serverResources = {
  pl: {
    server: plServer,
    errors: errorsOf([
      plAccountErrors,
      plAdminErrors,
      plCompanyErrors,
      plCoreErrors,
      plCampaignErrors,
      plSmsPlanningErrors,
      plReportsErrors,
      plScoringErrors,
      plReportsPeriodsErrors,
      plReportAddressesErrors,
      plDatabaseErrors,
      plExclusionsErrors,
      plFootersErrors,
      plImportsErrors,
      plInvitationsErrors,
      plLimitsErrors,
      plOnboardingErrors,
      plPredefinedErrors,
      plRestrictionErrors,
      plSegmentsErrors,
      plSmsErrors,
      plSmsAbxErrors,
      plSignupErrors,
      plTemplatesErrors,
      plTransactionalErrors,
      plIntegrationsErrors,
      plCustomEventsErrors,
      plSftpErrors,
      plConnectorsErrors,
    ]),
    subscriberFields: fieldsOf(plSubscribers),
  },
  'en-US': {
    server: enServer as ServerResources,
    errors: errorsOf([
      enAccountErrors,
      enAdminErrors,
      enCompanyErrors,
      enCoreErrors,
      enCampaignErrors,
      enSmsPlanningErrors,
      enReportsErrors,
      enScoringErrors,
      enReportsPeriodsErrors,
      enReportAddressesErrors,
      enDatabaseErrors,
      enExclusionsErrors,
      enFootersErrors,
      enImportsErrors,
      enInvitationsErrors,
      enLimitsErrors,
      enOnboardingErrors,
      enPredefinedErrors,
      enRestrictionErrors,
      enSegmentsErrors,
      enSmsErrors,
      enSmsAbxErrors,
      enSignupErrors,
      enTemplatesErrors,
      enTransactionalErrors,
      enIntegrationsErrors,
      enCustomEventsErrors,
      enSftpErrors,
      enConnectorsErrors,
    ]),
    subscriberFields: fieldsOf(enSubscribers),
  },
} as const;
