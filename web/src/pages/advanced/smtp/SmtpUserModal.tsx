import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import Toggle from '@cloudscape-design/components/toggle';
import { useTranslation } from 'react-i18next';
import { SmtpUserBody, SmtpUserUpdate, type SmtpUser } from '@shared/schemas/smtp';
import { api } from '@web/api';
import { FormModal } from '@web/common/FormModal';
import { TextField } from '@web/common/TextField';
import { useErrorText } from '@web/common/use-error-text';
import { useModalSubmit } from '@web/common/use-modal-submit';
import { useZodForm } from '@web/common/use-zod-form';

const CODE_FIELDS = { SMTP_USERNAME_INVALID: 'username', SMTP_USERNAME_EXISTS: 'username', SMTP_INTERFACE_INVALID: 'interface' } as const;

interface Props {
  /** The user edited; none: a new one (answered with its code). */
  user?: SmtpUser;
  onSaved: (user: SmtpUser | (SmtpUser & { code: string })) => void;
  onClose: () => void;
}

/** An SMTP user's username (fixed once added), language, interface and whether it is on. */
export function SmtpUserModal({ user, onSaved, onClose }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const form = useZodForm(SmtpUserBody, {
    username: user?.username ?? '',
    language: user?.language ?? 'pl',
    interface: user?.interface ?? null,
    active: user?.active ?? true,
  });
  const save = (body: SmtpUserBody) =>
    user
      ? api('smtp.update', { params: { id: user.id }, body: SmtpUserUpdate.parse({ ...body, username: undefined }) })
      : api('smtp.create', { body });
  const submit = useModalSubmit(form, save, onSaved, { codeFields: CODE_FIELDS });
  const languages = [
    { value: 'pl', label: t('smtp.languages.pl') },
    { value: 'en', label: t('smtp.languages.en') },
  ];

  return (
    <FormModal
      discardTexts={{ message: t('smtp.discard.message'), keep: t('smtp.discard.keep'), confirm: t('smtp.discard.confirm') }}
      header={user ? t('smtp.form.editTitle') : t('smtp.form.createTitle')}
      submitText={user ? t('smtp.form.save') : t('smtp.create')}
      size="medium"
      {...submit}
      onClose={onClose}
    >
      <TextField
        label={t('smtp.form.username')}
        constraintText={t('smtp.form.usernameHint')}
        autoFocus={!user}
        autoComplete="off"
        disabled={Boolean(user)}
        value={form.values.username}
        onChange={(v) => form.set('username', v)}
        errorText={errorText.field(form.errors.username)}
      />
      <FormField label={t('smtp.form.language')} description={t('smtp.form.languageHint')}>
        <Select
          selectedOption={languages.find((l) => l.value === form.values.language) ?? null}
          options={languages}
          onChange={({ detail }) => form.set('language', detail.selectedOption.value as 'pl' | 'en')}
        />
      </FormField>
      <TextField
        label={t('smtp.form.interface')}
        constraintText={t('smtp.form.interfaceHint')}
        autoComplete="off"
        value={form.values.interface ?? ''}
        onChange={(v) => form.set('interface', v === '' ? null : v)}
        errorText={errorText.field(form.errors.interface)}
      />
      <FormField label={t('smtp.form.active')} description={t('smtp.form.activeHint')}>
        <Toggle checked={form.values.active} onChange={({ detail }) => form.set('active', detail.checked)}>
          {t('smtp.form.active')}
        </Toggle>
      </FormField>
    </FormModal>
  );
}
