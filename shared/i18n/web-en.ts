import enAcceptance from './en/acceptance.json';
import enAccount from './en/account.json';
import enAdmin from './en/admin.json';
import enBranding from './en/branding.json';
import enCancellation from './en/cancellation.json';
import enCompany from './en/company.json';
import enCompanyProfile from './en/company-profile.json';
import enCore from './en/core.json';
import enDashboard from './en/dashboard.json';
import enEditor from './en/editor.json';
import enDatabase from './en/database.json';
import enExclusions from './en/exclusions.json';
import enFooters from './en/footers.json';
import enTemplates from './en/templates.json';
import enTemplatePages from './en/template-pages.json';
import enZipImport from './en/zip-import.json';
import enTemplateCore from './en/template-core.json';
import enImports from './en/imports.json';
import enInvitations from './en/invitations.json';
import enLimits from './en/limits.json';
import enOnboarding from './en/onboarding.json';
import enPredefined from './en/predefined.json';
import enRestriction from './en/restriction.json';
import enSecurity from './en/security.json';
import enSegments from './en/segments.json';
// Custom events' codes show in the segment builder and on subscribers' pages (issue 19).
import enCustomEvents from './en/custom-events.json';
import enSms from './en/sms.json';
import enScenarios from './en/scenarios.json';
import enSignup from './en/signup.json';
import enConsents from './en/consents.json';
import enTracking from './en/tracking.json';
import enSubscribers from './en/subscribers.json';
import enUsers from './en/users.json';
import enMailingTags from './en/mailing-tags.json';
import { mergeAll, type Tree } from './merge';

/**
 * The web app's English texts alone: the browser loads only the active language's module
 * (web/src/i18n/i18n-react.ts); resources.ts checks that it holds the same keys as web-pl.ts.
 */
export const enParts = [
  enAcceptance,
  enAccount,
  enAdmin,
  enBranding,
  enCancellation,
  enCompany,
  enCompanyProfile,
  enCore,
  enDashboard,
  enEditor,
  enDatabase,
  enExclusions,
  enFooters,
  enTemplates,
  enTemplatePages,
  enZipImport,
  enTemplateCore,
  enImports,
  enInvitations,
  enLimits,
  enOnboarding,
  enPredefined,
  enRestriction,
  enSecurity,
  enSegments,
  enCustomEvents,
  enSms,
  enScenarios,
  enSignup,
  enConsents,
  enTracking,
  enSubscribers,
  enUsers,
  enMailingTags,
] as const;

export const enTree: Tree = /*#__PURE__*/ mergeAll(enParts as readonly Tree[]);
