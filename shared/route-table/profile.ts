import type { RouteLine } from '../route-def';
import { AVATAR_RULES } from '../rules/avatar';

const avatarUpload = { maxBytes: AVATAR_RULES.maxBytes };

/** The user's own profile, avatar, notification settings (in the current account) and feedback; a super administrator may set a user's avatar too. */
export const profileRoutes = {
  'profile.update': { method: 'PUT', path: '/users/me/profile', auth: 'session', permission: null },
  'profile.uploadAvatar': { method: 'POST', path: '/users/me/avatar', auth: 'session', permission: null, upload: avatarUpload },
  'profile.notifications': { method: 'GET', path: '/users/me/notifications', auth: 'session', permission: null },
  'profile.updateNotifications': { method: 'PUT', path: '/users/me/notifications', auth: 'session', permission: null },
  'profile.deleteAvatar': { method: 'DELETE', path: '/users/me/avatar', auth: 'session', permission: null },
  // Declared after the /users/me line above, which it would otherwise match. A user's avatar is their own, shown in
  // every account they belong to: besides them, only a platform super administrator sets it (issue 10), never an account's.
  'profile.uploadMemberAvatar': {
    method: 'POST',
    path: '/users/{id}/avatar',
    auth: 'session',
    permission: null,
    superAdmin: true,
    upload: avatarUpload,
  },
  'profile.feedback': {
    method: 'POST',
    path: '/users/me/feedback',
    auth: 'session',
    permission: null,
    beforeOnboarding: true,
    status: 201,
  },
} as const satisfies Record<string, RouteLine>;
