import type { RouteDef } from '../route-def';
import { AVATAR_RULES } from '../schemas/files';
import { EmptyBody, OkResponse } from '../schemas/auth';
import { NotificationSettings, UpdateNotificationSettingsBody } from '../schemas/notifications';
import { AvatarResponse, AvatarUploadBody, FeedbackBody, UpdateProfileBody } from '../schemas/profile';
import { CurrentUser } from '../schemas/user';

const avatarUpload = { maxBytes: AVATAR_RULES.maxBytes };

/** The user's own profile, avatar, notification settings (in the current account) and feedback; a super administrator may set a user's avatar too. */
export const profileRoutes = {
  'profile.update': { method: 'PUT', path: '/users/me/profile', auth: 'session', permission: null, body: UpdateProfileBody, response: CurrentUser },
  'profile.uploadAvatar': { method: 'POST', path: '/users/me/avatar', auth: 'session', permission: null, upload: avatarUpload, body: AvatarUploadBody, response: AvatarResponse },
  'profile.notifications': { method: 'GET', path: '/users/me/notifications', auth: 'session', permission: null, response: NotificationSettings },
  'profile.updateNotifications': {
    method: 'PUT', path: '/users/me/notifications', auth: 'session', permission: null, body: UpdateNotificationSettingsBody, response: NotificationSettings,
  },
  'profile.deleteAvatar': { method: 'DELETE', path: '/users/me/avatar', auth: 'session', permission: null, body: EmptyBody, response: AvatarResponse },
  // Declared after the /users/me line above, which it would otherwise match. A user's avatar is their own, shown in
  // every account they belong to: besides them, only a platform super administrator sets it (issue 10), never an account's.
  'profile.uploadMemberAvatar': {
    method: 'POST', path: '/users/{id}/avatar', auth: 'session', permission: null, superAdmin: true, upload: avatarUpload, body: AvatarUploadBody, response: AvatarResponse,
  },
  'profile.feedback': { method: 'POST', path: '/users/me/feedback', auth: 'session', permission: null, beforeOnboarding: true, body: FeedbackBody, response: OkResponse, status: 201 },
} as const satisfies Record<string, RouteDef>;
