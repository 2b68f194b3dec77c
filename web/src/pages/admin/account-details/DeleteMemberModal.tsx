import Box from '@cloudscape-design/components/box';
import { useTranslation } from 'react-i18next';
import type { AdminMember } from '@shared/schemas/admin';
import { ConfirmModal } from '@web/common/ConfirmModal';

interface DeleteMemberModalProps {
  accountName: string;
  member: AdminMember;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}

/** Removing a member from the account asks first; a refusal by the API shows inside the modal. */
export function DeleteMemberModal({ accountName, member, onConfirm, onClose }: DeleteMemberModalProps) {
  const { t } = useTranslation();
  return (
    <ConfirmModal
      header={t('admin.account.deleteMember.header')}
      confirmText={t('admin.account.deleteMember.confirm')}
      action={onConfirm}
      onClose={onClose}
    >
      <Box>{t('admin.account.deleteMember.question', { email: member.email, name: accountName })}</Box>
      {member.role === 'ADMIN' && <Box color="text-body-secondary">{t('admin.account.deleteMember.adminHint')}</Box>}
    </ConfirmModal>
  );
}
