import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { TimedPermissionBody } from '@shared/schemas/security';
import { api, isApiError } from '@web/api';
import { ModalFooter } from '@web/common/ModalFooter';
import { SubmitForm } from '@web/common/SubmitForm';
import { TextField } from '@web/common/TextField';
import { useErrorText } from '@web/common/use-error-text';
import { useFormSubmit } from '@web/common/use-form-submit';
import { useZodForm } from '@web/common/use-zod-form';
import { answerPrompt, setGrant } from './timed-store';

/** The password form itself: loaded when a prompt first opens (it is no part of a first load). */
export default function PromptModal() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const form = useZodForm(TimedPermissionBody, { password: '' });
  const { handleSubmit, submitting, error } = useFormSubmit(form, {
    keepBusy: true,
    // Locked out: the client signs the user out and goes to login; nothing is left to grant.
    intercept: (e) => {
      if (isApiError(e) && e.code === 'AUTH_TIMED_PERMISSION_LOCKED') {
        answerPrompt(false);
        return true;
      }
      return false;
    },
  });
  const submit = handleSubmit(async (body) => {
    setGrant(await api('security.requestTimed', { body }));
    answerPrompt(true);
  });

  const passwordError = form.errors.password;
  const attemptsLeft = passwordError?.code === 'PASSWORD_INCORRECT' ? Number(passwordError.params?.attemptsLeft) : NaN;
  const passwordText = passwordError
    ? [errorText.field(passwordError), Number.isFinite(attemptsLeft) ? t('timedPermission.attemptsLeft', { count: attemptsLeft }) : '']
        .filter(Boolean)
        .join(' ')
    : undefined;

  return (
    <Modal
      visible
      onDismiss={() => answerPrompt(false)}
      header={t('timedPermission.title')}
      closeAriaLabel={t('common.close')}
      footer={
        <ModalFooter
          dismissText={t('common.cancel')}
          onDismiss={() => answerPrompt(false)}
          confirmText={t('timedPermission.confirm')}
          onConfirm={() => void submit()}
          loading={submitting}
        />
      }
    >
      <SubmitForm onSubmit={submit}>
        <SpaceBetween size="l">
          <Box>{t('timedPermission.description')}</Box>
          {error !== null && <Alert type="error">{errorText.describe(error)}</Alert>}
          <TextField
            label={t('timedPermission.password')}
            type="password"
            autoComplete="current-password"
            autoFocus
            value={form.values.password}
            onChange={(v) => form.set('password', v)}
            errorText={passwordText}
          />
        </SpaceBetween>
      </SubmitForm>
    </Modal>
  );
}
