import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, useLocation, useParams, type RouteObject } from 'react-router-dom';
import { PageSpinner } from '@web/common/PageSpinner';
import NotFoundPage from '@web/pages/errors/NotFoundPage';
import RouteErrorPage from '@web/pages/errors/RouteErrorPage';
import { APP_PAGES } from './app-pages';
import { PermissionGuard, RequireAuth } from './guards';
import { PublicLayout } from './layout/PublicLayout';
import { setNavigator } from './navigation';
import { loadAppShell, preloadSignedInStart } from './preload';
import { Root } from './Root';
import { useSession } from './session/session-store';
import { redirectTarget, SPEC_REDIRECTS } from './spec-redirects';

// The logged-in frame (AppLayout, side navigation, drag-and-drop panels) is most of the UI code;
// the public pages never need it, so it loads on its own.
const LazyAppShell = lazy(() => loadAppShell().then((m) => ({ default: m.AppShell })));
const AppShell = ({ children }: { children?: ReactNode }) => (
  <Suspense fallback={<PageSpinner />}>
    <LazyAppShell>{children}</LazyAppShell>
  </Suspense>
);

const LoginPage = lazy(() => import('@web/pages/auth/login/LoginPage'));
const RegisterPage = lazy(() => import('@web/pages/auth/register/RegisterPage'));
const VerifyPage = lazy(() => import('@web/pages/auth/verify/VerifyPage'));
const LostPasswordPage = lazy(() => import('@web/pages/auth/lost-password/LostPasswordPage'));
const RecoverPage = lazy(() => import('@web/pages/auth/recover/RecoverPage'));
const LogoutPage = lazy(() => import('@web/pages/auth/logout/LogoutPage'));
const OnboardingPage = lazy(() => import('@web/pages/onboarding/OnboardingPage'));

const publicRoutes: RouteObject[] = [
  { path: '/login', element: <LoginPage />, handle: { titleKey: 'pages.login' } },
  { path: '/register', element: <RegisterPage />, handle: { titleKey: 'pages.register' } },
  { path: '/verify', element: <VerifyPage />, handle: { titleKey: 'pages.verify' } },
  { path: '/lost-password', element: <LostPasswordPage />, handle: { titleKey: 'pages.lostPassword' } },
  { path: '/recover', element: <RecoverPage />, handle: { titleKey: 'pages.recover' } },
  { path: '/reset-password', element: <RecoverPage />, handle: { titleKey: 'pages.recover' } },
  { path: '/logout', element: <LogoutPage />, handle: { titleKey: 'pages.logout' } },
];

/** An unknown path: inside the app frame for a logged-in user, the public one otherwise. */
function NotFoundRoute() {
  const session = useSession();
  if (session.status === 'loading') return <PageSpinner />;
  return session.status === 'authenticated' ? (
    <AppShell>
      <NotFoundPage />
    </AppShell>
  ) : (
    <PublicLayout>
      <NotFoundPage />
    </PublicLayout>
  );
}

/** A spec path this app serves under another one (spec-redirects.ts): replaced in the history, so Back skips it. */
function SpecRedirect({ to }: { to: string }) {
  const params = useParams();
  const { search, hash } = useLocation();
  return <Navigate to={redirectTarget(to, params, search, hash)} replace />;
}

export const router = createBrowserRouter([
  {
    element: <Root />,
    errorElement: <RouteErrorPage />,
    children: [
      { element: <PublicLayout />, children: publicRoutes },
      {
        element: <RequireAuth />,
        children: [
          {
            path: '/onboarding',
            element: (
              <PublicLayout>
                <OnboardingPage />
              </PublicLayout>
            ),
            handle: { titleKey: 'pages.onboarding' },
          },
          {
            element: <AppShell />,
            children: APP_PAGES.map((page) => ({
              path: page.path,
              element: <PermissionGuard page={page} />,
              handle: { titleKey: page.titleKey, superAdmin: page.superAdmin },
            })),
          },
        ],
      },
      ...SPEC_REDIRECTS.map(({ from, to }): RouteObject => ({ path: from, element: <SpecRedirect to={to} /> })),
      { path: '*', element: <NotFoundRoute />, handle: { titleKey: 'pages.notFound' } },
    ],
  },
]);

setNavigator((to) => void router.navigate(to));

// Opened on an app page (not a public one): fetch its frame while the session is being checked.
if (!publicRoutes.some((r) => r.path === window.location.pathname)) preloadSignedInStart({ dashboard: window.location.pathname === '/' });
