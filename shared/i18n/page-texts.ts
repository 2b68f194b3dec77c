import plLists from './pl/campaign-lists.json';
import plPlan from './pl/campaign-plan.json';
import plCyclic from './pl/campaign-cyclic.json';
import plAbx from './pl/campaign-abx.json';
import plAutomatic from './pl/campaign-automatic.json';
import plHourly from './pl/campaign-hourly.json';
import plOptimisation from './pl/campaign-optimisation.json';
import plTriggers from './pl/campaign-triggers.json';
import plSmsPlanning from './pl/sms-planning.json';
import plSmsAbx from './pl/sms-abx.json';
import plTransactional from './pl/transactional.json';
import plImportsPages from './pl/imports-pages.json';
import plReports from './pl/reports.json';
import plReportsCampaigns from './pl/reports-campaigns.json';
import plScoring from './pl/scoring.json';
import plReportsPeriods from './pl/reports-periods.json';
import plReportsSms from './pl/reports-sms.json';
import plReportsAddresses from './pl/reports-addresses.json';
import plIntegrations from './pl/integrations.json';
import plSftp from './pl/sftp.json';
import plSmtp from './pl/smtp.json';
import enLists from './en/campaign-lists.json';
import enPlan from './en/campaign-plan.json';
import enCyclic from './en/campaign-cyclic.json';
import enAbx from './en/campaign-abx.json';
import enAutomatic from './en/campaign-automatic.json';
import enHourly from './en/campaign-hourly.json';
import enOptimisation from './en/campaign-optimisation.json';
import enTriggers from './en/campaign-triggers.json';
import enSmsPlanning from './en/sms-planning.json';
import enSmsAbx from './en/sms-abx.json';
import enTransactional from './en/transactional.json';
import enImportsPages from './en/imports-pages.json';
import enReports from './en/reports.json';
import enReportsCampaigns from './en/reports-campaigns.json';
import enScoring from './en/scoring.json';
import enReportsPeriods from './en/reports-periods.json';
import enReportsSms from './en/reports-sms.json';
import enReportsAddresses from './en/reports-addresses.json';
import enIntegrations from './en/integrations.json';
import enSftp from './en/sftp.json';
import enSmtp from './en/smtp.json';
import plConnectors from './pl/connectors.json';
import enConnectors from './en/connectors.json';
import { mergeAll, type Tree } from './merge';

/**
 * Texts that load with their pages, not with the language (issue 17): the first load of the app is
 * held to a budget (bench:web), so an area added since carries its texts in its own chunk, both
 * languages together (web/src/i18n/page-texts.ts adds them to i18next when a page of the area opens).
 * Keys are typed like the rest (resources.ts adds these parts to WebResources).
 */
export const campaignPlParts = [plLists, plPlan, plCyclic, plAbx, plAutomatic, plHourly, plOptimisation, plTriggers] as const;
export const campaignEnParts = [enLists, enPlan, enCyclic, enAbx, enAutomatic, enHourly, enOptimisation, enTriggers] as const;

export const campaignPl: Tree = /*#__PURE__*/ mergeAll(campaignPlParts as readonly Tree[]);
export const campaignEn: Tree = /*#__PURE__*/ mergeAll(campaignEnParts as readonly Tree[]);
/** Both languages, as the browser adds them (web/src/i18n/page-text-areas.ts). */
export const campaignTexts = { pl: campaignPl, 'en-US': campaignEn };

/** The SMS pages' texts added since issue 17 (planned and cyclic SMS, SMS A/B tests): an area of their own. */
export const smsPlParts = [plSmsPlanning, plSmsAbx, plTransactional] as const;
export const smsEnParts = [enSmsPlanning, enSmsAbx, enTransactional] as const;
export const smsPl: Tree = /*#__PURE__*/ mergeAll(smsPlParts as readonly Tree[]);
export const smsEn: Tree = /*#__PURE__*/ mergeAll(smsEnParts as readonly Tree[]);
export const smsTexts = { pl: smsPl, 'en-US': smsEn };

/** The import and export pages' texts (the catalogue's import errors stay with the language: they show elsewhere too). */
export const importsPlParts = [plImportsPages] as const;
export const importsEnParts = [enImportsPages] as const;
export const importsPl: Tree = /*#__PURE__*/ mergeAll(importsPlParts as readonly Tree[]);
export const importsEn: Tree = /*#__PURE__*/ mergeAll(importsEnParts as readonly Tree[]);
export const importsTexts = { pl: importsPl, 'en-US': importsEn };

/** The reports' texts (issue 18): the mailing report's analytics and the /reports pages (and their errors). */
export const reportsPlParts = [plReports, plReportsCampaigns, plReportsPeriods, plReportsSms, plReportsAddresses] as const;
export const reportsEnParts = [enReports, enReportsCampaigns, enReportsPeriods, enReportsSms, enReportsAddresses] as const;
export const reportsPl: Tree = /*#__PURE__*/ mergeAll(reportsPlParts as readonly Tree[]);
export const reportsEn: Tree = /*#__PURE__*/ mergeAll(reportsEnParts as readonly Tree[]);
export const reportsTexts = { pl: reportsPl, 'en-US': reportsEn };

/** Scoring's texts (issue 18): the rules page, the scoring report and the engagement shown on subscribers (and its errors). */
export const scoringPlParts = [plScoring] as const;
export const scoringEnParts = [enScoring] as const;
export const scoringPl: Tree = /*#__PURE__*/ mergeAll(scoringPlParts as readonly Tree[]);
export const scoringEn: Tree = /*#__PURE__*/ mergeAll(scoringEnParts as readonly Tree[]);
export const scoringTexts = { pl: scoringPl, 'en-US': scoringEn };

/** Integrations' texts (issue 19): the API tokens page (and the tokens' and the public API's errors). */
export const integrationsPlParts = [plIntegrations, plSftp, plSmtp, plConnectors] as const;
export const integrationsEnParts = [enIntegrations, enSftp, enSmtp, enConnectors] as const;
export const integrationsPl: Tree = /*#__PURE__*/ mergeAll(integrationsPlParts as readonly Tree[]);
export const integrationsEn: Tree = /*#__PURE__*/ mergeAll(integrationsEnParts as readonly Tree[]);
export const integrationsTexts = { pl: integrationsPl, 'en-US': integrationsEn };
