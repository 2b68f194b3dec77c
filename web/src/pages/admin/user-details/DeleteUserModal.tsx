import Box from '@cloudscape-design/components/box';
import { useTranslation } from 'react-i18next';
import type { AdminUserDetails } from '@shared/schemas/admin-users';
import { ConfirmModal } from '@web/common/ConfirmModal';

interface DeleteUserModalProps {
  user: AdminUserDetails;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}

/** Deleting a platform user cannot be undone, so the modal spells out everything it does; a refusal by the API shows inside. */
export function DeleteUserModal({ user, onConfirm, onClose }: DeleteUserModalProps) {
  const { t } = useTranslation();
  const accounts = user.memberships.map((m) => m.accountName ?? m.accountId).join(', ');
  return (
    <ConfirmModal header={t('admin.user.delete.header')} confirmText={t('admin.user.delete.confirm')} action={onConfirm} onClose={onClose}>
      <Box>{t('admin.user.delete.question', { email: user.email })}</Box>
      <ul>
        <li>
          {user.memberships.length
            ? t('admin.user.delete.accounts', { count: user.memberships.length, accounts })
            : t('admin.user.delete.noAccounts')}
        </li>
        <li>{t('admin.user.delete.sessions')}</li>
        <li>{t('admin.user.delete.signIn')}</li>
        <li>{t('admin.user.delete.erase')}</li>
      </ul>
      <Box color="text-body-secondary">{t('admin.user.delete.irreversible')}</Box>
    </ConfirmModal>
  );
}
