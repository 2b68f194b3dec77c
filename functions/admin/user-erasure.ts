import { DELETED_USER_LABEL } from '@shared/rules/users';
import { authRepository } from '@functions/auth/repository';
import { avatarStore } from '@functions/profile/avatar-store';
import { profileRepository } from '@functions/profile/repository';
import { securityRepository } from '@functions/security/repository';
import { usersRepository, type UserRecord } from '@functions/users/repository';

/**
 * A deleted user's personal data outside their user item (users-service.ts erases that last, and
 * only then is the user deleted: until then a deletion interrupted half-way is simply run again,
 * and every step here is idempotent). Where each kind of record goes:
 * - only about them, deleted: password history, 2FA secret, timed permissions, mail throttles and
 *   their own login history and activity (their partition), the failed-login counter under their
 *   address; sessions and memberships (with their notification settings) go before this;
 * - kept for others, with DELETED_USER_LABEL in place of the e-mail and no IP or browser: the
 *   accounts' copies of their logins and activity, the feedback they sent;
 * - by reference, nothing to rewrite: subscribers' change history and notes name them by id and
 *   read the e-mail from the user item (functions/users/labels.ts), so they show the label once
 *   it is erased; mailings keep only the sender's id.
 * `accountIds`: the accounts they belonged to when the deletion began, where history entries
 * written before entries named their account are looked for.
 */
export async function erasePersonalData(
  user: Pick<UserRecord, 'id' | 'email' | 'avatarKey'>,
  accountIds: readonly string[],
): Promise<void> {
  // Before the purge below: the user's copies are the index of the accounts' ones.
  await securityRepository.anonymiseUserHistory(user.id, accountIds, DELETED_USER_LABEL);
  await usersRepository.purgeUserItems(user.id);
  if (user.email) await authRepository.clearFailedAttempts(user.email);
  await profileRepository.anonymiseFeedback(user.id, DELETED_USER_LABEL);
  // Logged, not thrown, when S3 refuses: the key goes with the user item anyway.
  if (user.avatarKey) await avatarStore.remove(user.avatarKey);
}
