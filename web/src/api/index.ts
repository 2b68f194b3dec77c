import { navigateTo } from '@web/app/navigation';
import { notifyError } from '@web/app/notifications/notification-store';
import { clearSession } from '@web/app/session/session-store';
import { clearGrant } from '@web/app/timed-permission/timed-store';
import { readCookie } from '@web/common/cookies';
import { routes, type RouteId } from '@shared/routes';
import { createApiClient, type ApiClient } from './client';
import { queryClient } from './query/query-client';
import { NETWORK_ERROR_CODE } from './errors';

/** The app's one client: the browser's fetch, cookies and router. */
export const apiClient = createApiClient({
  fetch: (url, init) => fetch(url, init),
  navigate: navigateTo,
  readCookie: (name) => readCookie(name, document.cookie),
  location: () => window.location,
  screen: () => window.screen,
  userAgent: () => navigator.userAgent,
  // A locked user is told why on the login page (it reads ?locked=1).
  onSessionLost: () => clearSession(),
  onTimedPermissionLost: clearGrant,
  onNotify: (error) => {
    if (error.code === NETWORK_ERROR_CODE) notifyError(error);
  },
});

/**
 * Routes that are POSTs without changing anything: an estimate is a read that runs in the
 * background, and an import's file and sample checks only read the uploaded file.
 */
const READS_BY_POST = new Set<RouteId>(['segments.estimate', 'imports.validate', 'imports.checkRows']);

/**
 * `api('subscribers.get', { params: { id } })` — typed by the shared route table. A successful
 * write marks every cached answer stale (without reading anything now): a page opened after it
 * reads its data again, while the page in view keeps what it shows and the write's own answer.
 * Writes with a narrower effect say so too, with invalidate() or useApiMutation's `invalidates`.
 */
export const api: ApiClient['call'] = async (id, ...rest) => {
  const answer = await apiClient.call(id, ...rest);
  if (routes[id].method !== 'GET' && !READS_BY_POST.has(id)) void queryClient.invalidateQueries({ refetchType: 'none' });
  return answer;
};

/** `upload('profile.uploadAvatar', { file })` — multipart upload to a route with `upload`. */
export const upload = apiClient.upload;

export { ApiError, describeError, isApiError, translateCode } from './errors';
export type { CallOptions, UploadOptions, UploadRouteId } from './client';
