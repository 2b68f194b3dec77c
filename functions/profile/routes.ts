import type { HandlersFor } from '@functions/platform/http';
import type { profileRoutes } from '@shared/route-table/profile';
import { notificationSettingsService } from '@functions/notifications/service';
import { profileService } from './service';

export const profileHandlers: HandlersFor<typeof profileRoutes> = {
  'profile.update': ({ body, ctx }) => profileService.update(ctx, body.name),
  'profile.uploadAvatar': ({ body, ctx }) => profileService.uploadAvatar(ctx, body.file),
  'profile.notifications': ({ ctx }) => notificationSettingsService.get(ctx.principal),
  'profile.updateNotifications': ({ body, ctx }) => notificationSettingsService.update(ctx.principal, body),
  'profile.deleteAvatar': ({ ctx }) => profileService.deleteAvatar(ctx),
  'profile.uploadMemberAvatar': ({ params, body, ctx }) => profileService.uploadMemberAvatar(ctx, params.id, body.file),
  'profile.feedback': async ({ body, ctx }) => (await profileService.feedback(ctx, body), { ok: true }),
};
