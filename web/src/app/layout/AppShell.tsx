import { lazy, Suspense, useState, type ReactNode } from 'react';
import AppLayout from '@cloudscape-design/components/app-layout';
import { matchPath, Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '@web/common/PageSpinner';
import { APP_PAGES } from '../app-pages';
import { Notifications } from '../notifications/Notifications';
import { useInvitationNotice } from '../session/use-invitation-notice';
import { TimedPermissionPrompt } from '../timed-permission/TimedPermissionPrompt';
import { AppSideNavigation } from './AppSideNavigation';
import { AppTopNavigation } from './AppTopNavigation';
import { Breadcrumbs } from './Breadcrumbs';

// Opened from the top bar's menus, seldom: their forms load on the first opening, not with the frame.
const FeedbackModal = lazy(() => import('./FeedbackModal').then((m) => ({ default: m.FeedbackModal })));
const PreferencesModal = lazy(() => import('./PreferencesModal').then((m) => ({ default: m.PreferencesModal })));

/** The frame of every logged-in page; `children` replaces the routed page (the not-found page). */
export function AppShell({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [navigationOpen, setNavigationOpen] = useState(true);
  const [preferencesOpen, setPreferencesOpen] = useState(false);
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const page = APP_PAGES.find((p) => matchPath(p.path, pathname));
  useInvitationNotice();

  return (
    <>
      <div id="top-nav" className="goniec-top-nav">
        <AppTopNavigation onOpenPreferences={() => setPreferencesOpen(true)} onOpenFeedback={() => setFeedbackOpen(true)} />
      </div>
      <AppLayout
        headerSelector="#top-nav"
        contentType={children ? 'default' : (page?.contentType ?? 'default')}
        navigation={<AppSideNavigation />}
        navigationOpen={navigationOpen}
        onNavigationChange={({ detail }) => setNavigationOpen(detail.open)}
        breadcrumbs={<Breadcrumbs />}
        notifications={<Notifications />}
        toolsHide
        ariaLabels={{
          navigation: t('layout.navigation'),
          navigationClose: t('layout.navigationClose'),
          navigationToggle: t('layout.navigationToggle'),
          notifications: t('notifications.ariaLabel'),
        }}
        content={<Suspense fallback={<PageSpinner />}>{children ?? <Outlet />}</Suspense>}
      />
      <Suspense fallback={null}>
        {preferencesOpen && <PreferencesModal onClose={() => setPreferencesOpen(false)} />}
        {feedbackOpen && <FeedbackModal onClose={() => setFeedbackOpen(false)} />}
      </Suspense>
      <TimedPermissionPrompt />
    </>
  );
}
