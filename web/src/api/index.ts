import { navigateTo } from '@web/app/navigation';
import { notifyError } from '@web/app/notifications/notification-store';
import { clearSession } from '@web/app/session/session-store';
import { clearGrant } from '@web/app/timed-permission/timed-store';
import { readCookie } from '@web/common/cookies';
import { createApiClient } from './client';
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

/** `api('subscribers.get', { params: { id } })` — typed by the shared route table. */
export const api = apiClient.call;

/** `upload('profile.uploadAvatar', { file })` — multipart upload to a route with `upload`. */
export const upload = apiClient.upload;

export { ApiError, describeError, isApiError, translateCode } from './errors';
export type { CallOptions, UploadOptions, UploadRouteId } from './client';
