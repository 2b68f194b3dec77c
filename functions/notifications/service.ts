import { resolveNotificationSettings } from '@shared/rules/notifications';
import type { NotificationSettings, UpdateNotificationSettingsBody } from '@shared/schemas/notifications';
import { BadRequestError } from '@functions/platform/errors';
import type { Principal } from '@functions/platform/http';
import { usersRepository } from '@functions/users/repository';
import { notificationsRepository } from './repository';

/** The signed-in user's notification settings in the account they are working in (/account, Notifications tab). */
export const notificationSettingsService = {
  async get(principal: Principal): Promise<NotificationSettings> {
    const membership = await usersRepository.getMembership(principal.accountId, principal.userId);
    if (!membership) throw new BadRequestError('USER_NOT_FOUND');
    return resolveNotificationSettings(membership.notifications);
  },

  /** Changes the toggles given and answers all of them. */
  async update(principal: Principal, changes: UpdateNotificationSettingsBody): Promise<NotificationSettings> {
    const current = await notificationSettingsService.get(principal);
    const next = { ...current, ...changes };
    if (!(await notificationsRepository.save(principal.accountId, principal.userId, next))) throw new BadRequestError('USER_NOT_FOUND');
    return next;
  },
};
