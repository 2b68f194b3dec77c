import plAcceptance from './pl/acceptance.json';
import plAccount from './pl/account.json';
import plAdmin from './pl/admin.json';
import plBranding from './pl/branding.json';
import plCancellation from './pl/cancellation.json';
import plCompany from './pl/company.json';
import plCompanyProfile from './pl/company-profile.json';
import plCore from './pl/core.json';
import plDashboard from './pl/dashboard.json';
import plEditor from './pl/editor.json';
import plDatabase from './pl/database.json';
import plExclusions from './pl/exclusions.json';
import plFooters from './pl/footers.json';
import plTemplates from './pl/templates.json';
import plTemplatePages from './pl/template-pages.json';
import plZipImport from './pl/zip-import.json';
import plTemplateCore from './pl/template-core.json';
import plImports from './pl/imports.json';
import plInvitations from './pl/invitations.json';
import plLimits from './pl/limits.json';
import plOnboarding from './pl/onboarding.json';
import plPredefined from './pl/predefined.json';
import plRestriction from './pl/restriction.json';
import plSecurity from './pl/security.json';
import plSegments from './pl/segments.json';
// Custom events' codes show in the segment builder and on subscribers' pages (issue 19).
import plCustomEvents from './pl/custom-events.json';
import plSms from './pl/sms.json';
import plScenarios from './pl/scenarios.json';
import plSignup from './pl/signup.json';
import plConsents from './pl/consents.json';
import plTracking from './pl/tracking.json';
import plSubscribers from './pl/subscribers.json';
import plUsers from './pl/users.json';
import plMailingTags from './pl/mailing-tags.json';
import { mergeAll, type Tree } from './merge';

/**
 * The web app's Polish texts alone: the browser loads only the active language's module
 * (web/src/i18n/i18n-react.ts); resources.ts checks that it holds the same keys as web-en.ts.
 */
export const plParts = [
  plAcceptance,
  plAccount,
  plAdmin,
  plBranding,
  plCancellation,
  plCompany,
  plCompanyProfile,
  plCore,
  plDashboard,
  plEditor,
  plDatabase,
  plExclusions,
  plFooters,
  plTemplates,
  plTemplatePages,
  plZipImport,
  plTemplateCore,
  plImports,
  plInvitations,
  plLimits,
  plOnboarding,
  plPredefined,
  plRestriction,
  plSecurity,
  plSegments,
  plCustomEvents,
  plSms,
  plScenarios,
  plSignup,
  plConsents,
  plTracking,
  plSubscribers,
  plUsers,
  plMailingTags,
] as const;

export const plTree: Tree = /*#__PURE__*/ mergeAll(plParts as readonly Tree[]);
