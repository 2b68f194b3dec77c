/**
 * The app frame and the dashboard: what a signed-in first screen needs after the entry chunk.
 * React.lazy starts a chunk only when it first renders, which for these is after the session check
 * (users.me); fetching them earlier takes a round trip or two off the path to a working dashboard.
 * A dynamic import runs once: the lazy components below reuse the same promise.
 */
export const loadAppShell = () => import('./layout/AppShell');
export const loadDashboard = () => import('@web/pages/dashboard/DashboardPage');

/** Starts fetching the frame (and the dashboard, the page most sign-ins land on); failures surface when rendered. */
export function preloadSignedInStart({ dashboard }: { dashboard: boolean }): void {
  void loadAppShell().catch(() => undefined);
  if (dashboard) void loadDashboard().catch(() => undefined);
}

/** When the browser is idle (the login page: the likely next screen is the dashboard). */
export function preloadWhenIdle(): () => void {
  const start = () => preloadSignedInStart({ dashboard: true });
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(start, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(start, 1000);
  return () => window.clearTimeout(id);
}
