import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { AppLayoutProps } from '@cloudscape-design/components/app-layout';
import type { PermissionKey } from '@shared/permissions';
import type { RouteDef } from '@shared/route-def';
import type { CurrentUser } from '@shared/schemas/user';
import { routes } from '@shared/routes';
import { mayCreateMailing, type VersionAccess } from '@shared/versions';
import { account } from '@web/pages/account/pages';
import { advanced } from '@web/pages/advanced/pages';
import { admin } from '@web/pages/admin/pages';
import { campaigns } from '@web/pages/campaigns/pages';
import { segments } from '@web/pages/segments/pages';
import { settingsCompany } from '@web/pages/settings/company/pages';
import { settingsScenarios } from '@web/pages/settings/scenarios/pages';
import { settingsSecurity } from '@web/pages/settings/security/pages';
import { settingsUsers } from '@web/pages/settings/users/pages';
import { loadDashboard } from './preload';
import { lazyWithTexts } from '@web/i18n/page-texts';
import { sms } from '@web/pages/sms/pages';
import { reports } from '@web/pages/reports/pages';
import { subscribers } from '@web/pages/subscribers/pages';
import { templates } from '@web/pages/templates/pages';
import type { TranslationKey } from '@web/i18n';

/** An area's pages and its side-navigation entries (each area owns web/src/pages/<area>/pages.ts). */
export interface AreaPages {
  pages: AppPage[];
  nav: { textKey: TranslationKey; href: string }[];
}

export interface AppPage {
  /** Router path; `:id` marks a parameter. */
  path: string;
  titleKey: TranslationKey;
  /** The permission of the API route the page is built on: the same key guards both. */
  permission: PermissionKey | null;
  Component: LazyExoticComponent<ComponentType>;
  /** The page one breadcrumb up. */
  parent?: string;
  contentType?: AppLayoutProps.ContentType;
  /** The platform's admin zone: for anyone but a super administrator the page does not exist (not-found, no nav item). */
  superAdmin?: true;
  /** A switch in the account's config the page's API needs too (spec section 2: the blacklist needs blacklist_enabled). */
  requiresConfig?: RouteDef['requiresConfig'];
  /** A feature of the plan the page's API needs too (spec section 2: scoring needs the scoring limit). */
  requiresLimit?: 'scoring';
  /** The working and ready versions the page's action needs on top of the permission (spec section 6): no nav item without them. */
  versions?: (access: VersionAccess) => boolean;
  /** Over the whole subscriber database: no nav item for a user restricted to segments (spec section 6; the page says why). */
  unrestrictedOnly?: true;
}

/** Whether the page is hidden from this user as if it did not exist (the admin zone, spec section 2). */
export const isHiddenPage = (page: Pick<AppPage, 'superAdmin'>, role: CurrentUser['role'] | undefined): boolean =>
  page.superAdmin === true && role !== 'SUPER_ADMIN';

/** Whether the account has the config switch the page needs (no nav item, and a visit is turned away, otherwise). */
export const hasPageConfig = (page: Pick<AppPage, 'requiresConfig'>, config: CurrentUser['permissions']['config'] | undefined): boolean =>
  page.requiresConfig === undefined || config?.[page.requiresConfig] === true;

/** Whether the plan has the feature the page needs (no nav item, and a visit is turned away, otherwise). */
export const hasPageLimit = (page: Pick<AppPage, 'requiresLimit'>, limits: CurrentUser['permissions']['limits'] | undefined): boolean =>
  page.requiresLimit === undefined || limits?.[page.requiresLimit] === true;

/** Whether the user's versions allow the page's action (a new mailing is a working version). */
export const hasPageVersions = (page: Pick<AppPage, 'versions'>, access: VersionAccess | undefined): boolean =>
  page.versions === undefined || (access !== undefined && page.versions(access));

/** Whether the page is for this user's reach (a user restricted to segments has `segmentIds`). */
export const hasPageReach = (page: Pick<AppPage, 'unrestrictedOnly'>, segmentIds: readonly string[] | undefined): boolean =>
  page.unrestrictedOnly === undefined || !segmentIds?.length;

/** Local builds only: the mail catcher exists just in the local runtime. */
export const DEV_TOOLS = import.meta.env.VITE_DEV_TOOLS === 'true';

const devPages: AppPage[] = DEV_TOOLS
  ? [
      {
        path: '/dev/outbox',
        titleKey: 'pages.outbox',
        permission: null,
        contentType: 'table',
        Component: lazy(() => import('@web/pages/dev/outbox/OutboxPage')),
      },
      {
        path: '/dev/outbox/:id',
        titleKey: 'pages.outboxMessage',
        permission: null,
        parent: '/dev/outbox',
        Component: lazy(() => import('@web/pages/dev/outbox-message/OutboxMessagePage')),
      },
    ]
  : [];

/** Every authenticated page, with the permission that guards it. */
export const APP_PAGES: AppPage[] = [
  { path: '/', titleKey: 'pages.dashboard', permission: null, contentType: 'dashboard', Component: lazy(loadDashboard) },
  {
    path: '/v2/mailing/send',
    titleKey: 'pages.mailings',
    permission: routes['mailings.list'].permission,
    contentType: 'table',
    // Issue 17: the campaign lists (views, send types, name search) replace the plain list.
    Component: lazyWithTexts('campaigns', () => import('@web/pages/campaigns/lists/CampaignMailingsPage')),
  },
  {
    path: '/v2/mailing/edit/editor',
    titleKey: 'pages.mailingNew',
    permission: routes['mailings.create'].permission,
    parent: '/v2/mailing/send',
    versions: mayCreateMailing,
    Component: lazy(() => import('@web/pages/mailing/editor/MailingEditorPage')),
  },
  {
    path: '/v2/mailing/edit/editor/:id',
    titleKey: 'pages.mailingEdit',
    // Whoever may read a mailing opens it (read-only without the edit permission): a 4-eye checker
    // reviews a sending's content, sender and audience here before accepting it.
    permission: routes['mailings.get'].permission,
    parent: '/v2/mailing/send',
    Component: lazy(() => import('@web/pages/mailing/editor/MailingEditorPage')),
  },
  {
    path: '/mailing/new/design',
    titleKey: 'editor.pages.design',
    permission: routes['mailings.fromTemplate'].permission,
    parent: '/v2/mailing/send',
    versions: mayCreateMailing,
    Component: lazy(() => import('@web/pages/mailing/design/NewDesignPage')),
  },
  {
    path: '/mailing/my-templates/:id/edit',
    titleKey: 'editor.pages.templateEdit',
    permission: routes['templates.update'].permission,
    parent: '/mailing/my-templates',
    Component: lazy(() => import('@web/pages/mailing/template-editor/TemplateEditorPage')),
  },
  {
    path: '/v2/mailing/:id/report',
    titleKey: 'pages.mailingReport',
    permission: routes['mailings.get'].permission,
    parent: '/v2/mailing/send',
    contentType: 'dashboard',
    Component: lazy(() => import('@web/pages/mailing/report/MailingReportPage')),
  },
  ...devPages,
];

const areas = {
  campaigns,
  subscribers,
  segments,
  sms,
  reports,
  templates,
  settingsCompany,
  settingsScenarios,
  settingsUsers,
  settingsSecurity,
  advanced,
  account,
  admin,
};

APP_PAGES.push(...Object.values(areas).flatMap((a) => a.pages));

export const pageByPath = (path: string): AppPage | undefined => APP_PAGES.find((p) => p.path === path);

export interface NavSection {
  textKey: TranslationKey;
  items: { textKey: TranslationKey; href: string }[];
}

/** The side navigation; an item shows only when its page exists and the user may open it. */
export const NAV_SECTIONS: NavSection[] = [
  { textKey: 'nav.overview', items: [{ textKey: 'pages.dashboard', href: '/' }] },
  {
    textKey: 'nav.mailing',
    items: [
      { textKey: 'nav.mailings', href: '/v2/mailing/send' },
      { textKey: 'nav.newMailing', href: '/v2/mailing/edit/editor' },
      ...areas.campaigns.nav,
      ...areas.templates.nav,
    ],
  },
  { textKey: 'nav.sms', items: areas.sms.nav },
  { textKey: 'nav.reports', items: areas.reports.nav },
  {
    textKey: 'nav.subscribers',
    // Segments are audiences of subscribers: right after the list of them all.
    items: [...areas.subscribers.nav.slice(0, 1), ...areas.segments.nav, ...areas.subscribers.nav.slice(1)],
  },
  {
    textKey: 'nav.settings',
    items: [...areas.settingsCompany.nav, ...areas.settingsScenarios.nav, ...areas.settingsUsers.nav, ...areas.settingsSecurity.nav],
  },
  // Spec section 2's Advanced area: integrations (API tokens so far, issue 19).
  { textKey: 'nav.advanced', items: areas.advanced.nav },
  { textKey: 'nav.account', items: areas.account.nav },
  // Super administrators only: their pages are hidden from everyone else, so the section is too.
  { textKey: 'nav.admin', items: areas.admin.nav },
  { textKey: 'nav.developer', items: [{ textKey: 'nav.outbox', href: '/dev/outbox' }] },
];
