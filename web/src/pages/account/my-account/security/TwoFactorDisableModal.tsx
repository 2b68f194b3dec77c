import Alert from '@cloudscape-design/components/alert';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import RadioGroup from '@cloudscape-design/components/radio-group';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { DisableTwoFactorBody } from '@shared/schemas/security';
import { api } from '@web/api';
import { ModalFooter } from '@web/common/ModalFooter';
import { SubmitForm } from '@web/common/SubmitForm';
import { TextField } from '@web/common/TextField';
import { useErrorText } from '@web/common/use-error-text';
import { useFormSubmit } from '@web/common/use-form-submit';
import { useZodForm } from '@web/common/use-zod-form';

type Proof = 'code' | 'password';
const CODE_FIELDS = { AUTH_2FA_INVALID: 'code', PASSWORD_INCORRECT: 'password' } as const;

/** Turning 2FA off needs proof: a current code, or the password when the authenticator is lost. */
export function TwoFactorDisableModal({ onClose, onDisabled }: { onClose: () => void; onDisabled: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const form = useZodForm(
    DisableTwoFactorBody,
    { proof: 'code' as Proof, code: '', password: '' },
    {
      prepare: (v) => (v.proof === 'code' ? { code: v.code } : { password: v.password }),
    },
  );
  const { handleSubmit, submitting, error } = useFormSubmit(form, { codeFields: CODE_FIELDS, keepBusy: true });
  const submit = handleSubmit(async (body) => {
    await api('security.twoFactorDisable', { body });
    onDisabled();
  });

  return (
    <Modal
      visible
      onDismiss={onClose}
      header={t('account.twoFactor.disableTitle')}
      closeAriaLabel={t('common.close')}
      footer={
        <ModalFooter
          dismissText={t('common.cancel')}
          onDismiss={onClose}
          confirmText={t('account.twoFactor.disable')}
          onConfirm={() => void submit()}
          loading={submitting}
        />
      }
    >
      <SubmitForm onSubmit={submit}>
        <SpaceBetween size="l">
          {error !== null && <Alert type="error">{errorText.describe(error)}</Alert>}
          <FormField label={t('account.twoFactor.proof')}>
            <RadioGroup
              value={form.values.proof}
              onChange={({ detail }) => form.set('proof', detail.value as Proof)}
              items={[
                { value: 'code', label: t('account.twoFactor.proofCode') },
                { value: 'password', label: t('account.twoFactor.proofPassword') },
              ]}
            />
          </FormField>
          {form.values.proof === 'code' ? (
            <TextField
              label={t('account.twoFactor.code')}
              autoComplete="one-time-code"
              autoFocus
              value={form.values.code}
              onChange={(v) => form.set('code', v)}
              errorText={errorText.field(form.errors.code)}
            />
          ) : (
            <TextField
              label={t('account.twoFactor.password')}
              type="password"
              autoComplete="current-password"
              autoFocus
              value={form.values.password}
              onChange={(v) => form.set('password', v)}
              errorText={errorText.field(form.errors.password)}
            />
          )}
        </SpaceBetween>
      </SubmitForm>
    </Modal>
  );
}
