import Box from '@cloudscape-design/components/box';
import { useTranslation } from 'react-i18next';
import type { AdminUserDetails } from '@shared/schemas/admin-users';
import { UpdateProfileBody } from '@shared/schemas/profile';
import { api } from '@web/api';
import { pushNotice } from '@web/app/notifications/notification-store';
import { FormModal } from '@web/common/FormModal';
import { TextField } from '@web/common/TextField';
import { useErrorText } from '@web/common/use-error-text';
import { useFormSubmit } from '@web/common/use-form-submit';
import { useZodForm } from '@web/common/use-zod-form';

/**
 * A user's name is their own and shows in every account they belong to (issue 10): besides them,
 * only a super administrator changes it, here.
 */
export function RenameUserModal({
  user,
  onRenamed,
  onClose,
}: {
  user: AdminUserDetails;
  onRenamed: (user: AdminUserDetails) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const form = useZodForm(UpdateProfileBody, { name: user.name });
  const { handleSubmit, submitting, error } = useFormSubmit(form, { keepBusy: true });
  const submit = handleSubmit(async (body) => {
    const renamed = await api('admin.renameUser', { params: { id: user.id }, body });
    form.markSaved();
    onRenamed(renamed);
    pushNotice({ type: 'success', content: { key: 'admin.user.rename.done', params: { email: user.email } } }, 6000);
    onClose();
  });
  return (
    <FormModal
      discardTexts={{
        message: t('admin.user.rename.discardMessage'),
        keep: t('admin.user.rename.keep'),
        confirm: t('admin.user.rename.discard'),
      }}
      header={t('admin.user.rename.title')}
      submitText={t('common.save')}
      dirty={form.dirty}
      submitting={submitting}
      error={error}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <Box>{t('admin.user.rename.message', { email: user.email })}</Box>
      <TextField
        label={t('admin.users.fields.name')}
        autoFocus
        autoComplete="off"
        value={form.values.name}
        onChange={(v) => form.set('name', v)}
        errorText={errorText.field(form.errors.name)}
      />
    </FormModal>
  );
}
