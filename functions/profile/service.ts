import { ulid } from 'ulid';
import type { UploadedFile } from '@shared/schemas/files';
import type { FeedbackBody } from '@shared/schemas/profile';
import type { CurrentUser } from '@shared/schemas/user';
import { nowIso } from '@functions/platform/dynamo';
import { NotFoundError, ValidationError } from '@functions/platform/errors';
import type { SessionContext } from '@functions/platform/http';
import { securityHistory } from '@functions/security/history';
import { usersRepository, type UserRecord } from '@functions/users/repository';
import { loadCurrentUser } from '@functions/users/service';
import { checkAvatar } from './avatar-rules';
import { avatarStore } from './avatar-store';
import { profileRepository } from './repository';

async function replaceAvatar(user: UserRecord, file: UploadedFile): Promise<string> {
  const check = checkAvatar(file);
  if (!check.ok) throw ValidationError.field('file', check.code, check.params);
  const key = await avatarStore.put(user.id, check.type, check.contentType, file.data);
  await usersRepository.updateUser(user.id, { avatarKey: key });
  if (user.avatarKey) await avatarStore.remove(user.avatarKey);
  return avatarStore.url(key);
}

export const profileService = {
  async update(ctx: SessionContext, name: string): Promise<CurrentUser> {
    await usersRepository.updateUser(ctx.principal.userId, { name });
    return loadCurrentUser(ctx.principal.userId, ctx.principal.accountId);
  },

  async uploadAvatar(ctx: SessionContext, file: UploadedFile): Promise<{ avatarUrl: string }> {
    const user = await usersRepository.getUser(ctx.principal.userId);
    if (!user) throw new NotFoundError('USER_NOT_FOUND');
    const avatarUrl = await replaceAvatar(user, file);
    await securityHistory.activity(
      { ip: ctx.ip, userAgent: ctx.userAgent },
      { userId: user.id, accountId: ctx.principal.accountId, email: user.email },
      'avatar_changed',
    );
    return { avatarUrl };
  },

  /** A platform super administrator sets a user's avatar (the route is the admin zone's); a deleted user has none. */
  async uploadMemberAvatar(ctx: SessionContext, userId: string, file: UploadedFile): Promise<{ avatarUrl: string }> {
    const user = await usersRepository.getUser(userId);
    if (!user || user.deletedAt) throw new NotFoundError('USER_NOT_FOUND');
    const avatarUrl = await replaceAvatar(user, file);
    await securityHistory.activity(
      { ip: ctx.ip, userAgent: ctx.userAgent },
      { userId: ctx.principal.userId, email: ctx.principal.email },
      'avatar_changed',
      user.email,
    );
    return { avatarUrl };
  },

  async deleteAvatar(ctx: SessionContext): Promise<{ avatarUrl: null }> {
    const user = await usersRepository.getUser(ctx.principal.userId);
    if (user?.avatarKey) {
      await usersRepository.updateUser(user.id, { avatarKey: '' });
      await avatarStore.remove(user.avatarKey);
    }
    return { avatarUrl: null };
  },

  async feedback(ctx: SessionContext, body: FeedbackBody): Promise<void> {
    const user = await usersRepository.getUser(ctx.principal.userId);
    await profileRepository.putFeedback({
      ...body,
      id: ulid(),
      accountId: ctx.principal.accountId,
      userId: ctx.principal.userId,
      email: user?.email ?? '',
      at: nowIso(),
    });
  },
};
