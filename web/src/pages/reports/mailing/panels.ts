import { lazyWithTexts } from '@web/i18n/page-texts';

/** The mailing report's analytics: its chunk and the reports' texts load when a report opens. */
export const MailingAnalytics = lazyWithTexts('reports', () => import('./MailingAnalytics'));
