import { lazy } from 'react';
import { routes } from '@shared/routes';
import type { AreaPages } from '@web/app/app-pages';
import { lazyWithTexts } from '@web/i18n/page-texts';
import {
  DETAILS_PATH,
  EXCLUSIONS_PATH,
  EXPORT_PATH,
  HISTORY_PATH,
  IMPORT_PATH,
  NEW_SUBSCRIBER_PATH,
  SCORING_PATH,
  STATS_PATH,
  STRUCTURE_PATH,
  SUBSCRIBERS_PATH,
} from './paths';

/**
 * Subscribers and audiences (spec section 2): the list, a new subscriber, details with their tabs,
 * statistics, the change log, the database structure, the exclusions (blacklists), import and export.
 */
export const subscribers: AreaPages = {
  pages: [
    {
      path: SUBSCRIBERS_PATH,
      titleKey: 'pages.subscribers',
      permission: routes['subscribers.list'].permission,
      contentType: 'table',
      Component: lazy(() => import('./all/SubscribersPage')),
    },
    {
      path: NEW_SUBSCRIBER_PATH,
      titleKey: 'pages.subscriberNew',
      permission: routes['subscribers.create'].permission,
      parent: SUBSCRIBERS_PATH,
      contentType: 'form',
      unrestrictedOnly: true,
      Component: lazy(() => import('./new/NewSubscriberPage')),
    },
    {
      path: `${DETAILS_PATH}/:id`,
      titleKey: 'pages.subscriberDetails',
      permission: routes['subscribers.get'].permission,
      parent: SUBSCRIBERS_PATH,
      // The data tab shows the engagement summary in scoring's texts.
      Component: lazyWithTexts('scoring', () => import('./details/SubscriberDetailsPage')),
    },
    {
      path: STATS_PATH,
      titleKey: 'pages.subscriberStats',
      permission: routes['subscribers.stats'].permission,
      contentType: 'dashboard',
      unrestrictedOnly: true,
      Component: lazy(() => import('./stats/StatsPage')),
    },
    {
      path: HISTORY_PATH,
      titleKey: 'pages.subscriberHistory',
      permission: routes['subscribers.accountHistory'].permission,
      contentType: 'table',
      Component: lazy(() => import('./history/AccountHistoryPage')),
    },
    {
      path: STRUCTURE_PATH,
      titleKey: 'pages.structure',
      permission: routes['properties.create'].permission,
      contentType: 'table',
      Component: lazy(() => import('./structure/StructurePage')),
    },
    {
      path: EXCLUSIONS_PATH,
      titleKey: 'pages.exclusions',
      permission: routes['blacklist.list'].permission,
      requiresConfig: routes['blacklist.list'].requiresConfig,
      contentType: 'table',
      Component: lazy(() => import('./exclusions/ExclusionsPage')),
    },
    {
      path: IMPORT_PATH,
      titleKey: 'pages.imports',
      permission: routes['imports.start'].permission,
      Component: lazyWithTexts('imports', () => import('./import/ImportPage')),
    },
    {
      path: EXPORT_PATH,
      titleKey: 'pages.exports',
      permission: routes['exports.start'].permission,
      contentType: 'table',
      Component: lazyWithTexts('imports', () => import('./export/ExportPage')),
    },
    {
      path: SCORING_PATH,
      titleKey: 'pages.scoring',
      permission: routes['scoring.get'].permission,
      requiresLimit: 'scoring',
      contentType: 'form',
      Component: lazyWithTexts('scoring', () => import('./scoring/ScoringPage')),
    },
  ],
  nav: [
    { textKey: 'nav.allSubscribers', href: SUBSCRIBERS_PATH },
    { textKey: 'nav.addSubscriber', href: NEW_SUBSCRIBER_PATH },
    { textKey: 'nav.imports', href: IMPORT_PATH },
    { textKey: 'nav.exports', href: EXPORT_PATH },
    { textKey: 'nav.subscriberStats', href: STATS_PATH },
    { textKey: 'nav.subscriberHistory', href: HISTORY_PATH },
    { textKey: 'nav.structure', href: STRUCTURE_PATH },
    { textKey: 'nav.exclusions', href: EXCLUSIONS_PATH },
    { textKey: 'nav.scoring', href: SCORING_PATH },
  ],
};
