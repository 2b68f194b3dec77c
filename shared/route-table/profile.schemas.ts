import type { SchemasFor } from '../route-def';
import { EmptyBody, OkResponse } from '../schemas/auth';
import { NotificationSettings, UpdateNotificationSettingsBody } from '../schemas/notifications';
import { AvatarResponse, AvatarUploadBody, FeedbackBody, UpdateProfileBody } from '../schemas/profile';
import { CurrentUser } from '../schemas/user';
import type { profileRoutes } from './profile';

/** The zod schemas of the lines in ./profile.ts, by route id: the server validates with them, the web takes their types only. */
export const profileSchemas = {
  'profile.update': { body: UpdateProfileBody, response: CurrentUser },
  'profile.uploadAvatar': { body: AvatarUploadBody, response: AvatarResponse },
  'profile.notifications': { response: NotificationSettings },
  'profile.updateNotifications': { body: UpdateNotificationSettingsBody, response: NotificationSettings },
  'profile.deleteAvatar': { body: EmptyBody, response: AvatarResponse },
  'profile.uploadMemberAvatar': { body: AvatarUploadBody, response: AvatarResponse },
  'profile.feedback': { body: FeedbackBody, response: OkResponse },
} as const satisfies SchemasFor<typeof profileRoutes>;
