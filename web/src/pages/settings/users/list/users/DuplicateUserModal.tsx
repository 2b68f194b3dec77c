import Box from '@cloudscape-design/components/box';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/constants';
import { DuplicateUserBody, type Member } from '@shared/schemas/users-admin';
import { api } from '@web/api';
import { pushNotice } from '@web/app/notifications/notification-store';
import { useCurrentUser } from '@web/app/session/session-store';
import { FormModal } from '@web/common/FormModal';
import { TextField } from '@web/common/TextField';
import { useErrorText } from '@web/common/use-error-text';
import { useFormSubmit } from '@web/common/use-form-submit';
import type { ApiQuery } from '@web/api/query';
import { useZodForm } from '@web/common/use-zod-form';
import { LanguageField } from '../../common/LanguageField';
import { addedNotice, addResult, type MemberList } from '../../common/use-admin-data';
import { useDiscardTexts } from '../../common/use-discard-texts';

const CODE_FIELDS = { USER_EXISTS: 'email', USER_ALREADY_INVITED: 'email', USER_NOT_UNIQUE: 'email' } as const;

/** A new user (invited by e-mail) with the role, permissions, teams and segments of `source`. */
export function DuplicateUserModal({ source, members, onClose }: { source: Member; members: ApiQuery<MemberList>; onClose: () => void }) {
  const { t } = useTranslation();
  const discardTexts = useDiscardTexts();
  const errorText = useErrorText();
  const user = useCurrentUser();
  const form = useZodForm(DuplicateUserBody, { name: '', email: '', language: user.prefs.language as Language });
  const { handleSubmit, submitting, error } = useFormSubmit(form, { codeFields: CODE_FIELDS, keepBusy: true });

  const submit = handleSubmit(async (body) => {
    const created = await api('users.duplicate', { params: { id: source.id }, body });
    form.markSaved();
    members.mutate((list) => addResult(list, created));
    pushNotice({ type: 'success', content: { key: addedNotice(created), params: { email: created.email } } }, 8000);
    onClose();
  });

  return (
    <FormModal
      discardTexts={discardTexts}
      header={t('usersAdmin.duplicate.title')}
      submitText={t('usersAdmin.duplicate.submit')}
      dirty={form.dirty}
      submitting={submitting}
      error={error}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <Box>{t('usersAdmin.duplicate.message', { email: source.email })}</Box>
      <TextField
        label={t('usersAdmin.fields.name')}
        autoFocus
        autoComplete="off"
        value={form.values.name}
        onChange={(v) => form.set('name', v)}
        errorText={errorText.field(form.errors.name)}
      />
      <TextField
        label={t('usersAdmin.fields.email')}
        type="email"
        autoComplete="off"
        value={form.values.email}
        onChange={(v) => form.set('email', v)}
        errorText={errorText.field(form.errors.email)}
      />
      <LanguageField
        value={form.values.language}
        onChange={(v) => form.set('language', v)}
        errorText={errorText.field(form.errors.language)}
      />
    </FormModal>
  );
}
