import type { TFunction } from 'i18next';
import { DELETED_USER_LABEL } from '@shared/rules/users';

/**
 * A user named in records others keep (change history, notes, sign-in history, feedback): their
 * e-mail, or "deleted user" in the reader's language once a super administrator deleted them (the
 * API answers DELETED_USER_LABEL in the e-mail's place).
 */
export const userLabel = (t: TFunction, email: string): string => (email === DELETED_USER_LABEL ? t('common.deletedUser') : email);
