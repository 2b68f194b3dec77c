import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { hasPermission } from '@shared/permissions';
import { PageSpinner } from '@web/common/PageSpinner';
import FeatureOffPage from '@web/pages/errors/FeatureOffPage';
import NoAccessPage from '@web/pages/errors/NoAccessPage';
import NotFoundPage from '@web/pages/errors/NotFoundPage';
import { hasPageConfig, hasPageLimit, isHiddenPage, type AppPage } from './app-pages';
import { useSession } from './session/session-store';

/** Authenticated routes: wait for the session, send anonymous visitors to login with a way back. */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <PageSpinner />;
  if (session.status === 'anonymous') {
    return <Navigate to={`/login?return=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  }
  // Spec section 2: until onboarding is finished, it is the only authenticated page.
  const onOnboarding = location.pathname === '/onboarding';
  if (!session.user.onboarded && !onOnboarding) return <Navigate to="/onboarding" replace />;
  if (session.user.onboarded && onOnboarding) return <Navigate to="/" replace />;
  return <Outlet />;
}

/**
 * A page the user lacks the permission for shows "no access" (its nav item is hidden too); the admin
 * zone does not exist for anyone but a super administrator (not-found, as the API answers); a page
 * behind an account config switch that is off is turned away.
 */
export function PermissionGuard({ page }: { page: AppPage }) {
  const session = useSession();
  const { pathname } = useLocation();
  if (session.status !== 'authenticated') return null;
  if (isHiddenPage(page, session.user.role)) return <NotFoundPage />;
  if (!hasPermission(session.user.permissions.permissions, page.permission)) return <NoAccessPage />;
  // Spec section 2: a page whose config switch is off says so, then goes to the dashboard.
  if (!hasPageConfig(page, session.user.permissions.config)) return <FeatureOffPage />;
  // A plan without the page's feature (scoring) is turned away the same way.
  if (!hasPageLimit(page, session.user.permissions.limits)) return <FeatureOffPage />;
  // Keyed by path so /details/1 → /details/2 starts the page afresh.
  return <page.Component key={pathname} />;
}
