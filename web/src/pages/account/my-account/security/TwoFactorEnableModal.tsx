import { useEffect, useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import CopyToClipboard from '@cloudscape-design/components/copy-to-clipboard';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { TwoFactorCodeBody, type TwoFactorSetup } from '@shared/schemas/security';
import { api } from '@web/api';
import { ModalFooter } from '@web/common/ModalFooter';
import { SubmitForm } from '@web/common/SubmitForm';
import { TextField } from '@web/common/TextField';
import { useErrorText } from '@web/common/use-error-text';
import { useFormSubmit } from '@web/common/use-form-submit';
import { useZodForm } from '@web/common/use-zod-form';

const CODE_FIELDS = { AUTH_2FA_INVALID: 'code' } as const;

/** Enrolment: a fresh secret as a QR code and as text, confirmed by a code from the authenticator. */
export function TwoFactorEnableModal({ onClose, onEnabled }: { onClose: () => void; onEnabled: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [setup, setSetup] = useState<z.infer<typeof TwoFactorSetup> | null>(null);
  const [setupError, setSetupError] = useState<unknown>(null);
  const form = useZodForm(TwoFactorCodeBody, { code: '' });
  const { handleSubmit, submitting, error } = useFormSubmit(form, { codeFields: CODE_FIELDS, keepBusy: true });
  const submit = handleSubmit(async (body) => {
    await api('security.twoFactorEnable', { body });
    onEnabled();
  });

  useEffect(() => {
    let live = true;
    api('security.twoFactorSetup', { body: {} }).then(
      (next) => live && setSetup(next),
      (e: unknown) => live && setSetupError(e),
    );
    return () => {
      live = false;
    };
  }, []);

  return (
    <Modal
      visible
      onDismiss={onClose}
      header={t('account.twoFactor.enableTitle')}
      closeAriaLabel={t('common.close')}
      footer={
        <ModalFooter
          dismissText={t('common.cancel')}
          onDismiss={onClose}
          confirmText={t('account.twoFactor.enable')}
          onConfirm={() => void submit()}
          loading={submitting}
        />
      }
    >
      {setupError !== null ? (
        <Alert type="error">{errorText.describe(setupError)}</Alert>
      ) : !setup ? (
        <Box textAlign="center">
          <Spinner size="large" />
        </Box>
      ) : (
        <SubmitForm onSubmit={submit}>
          <SpaceBetween size="l">
            {error !== null && <Alert type="error">{errorText.describe(error)}</Alert>}
            <Box>{t('account.twoFactor.scan')}</Box>
            <Box textAlign="center">
              <img src={setup.qrCode} alt={t('account.twoFactor.qrAlt')} width={200} height={200} />
            </Box>
            <FormField label={t('account.twoFactor.secret')} description={t('account.twoFactor.secretHint')}>
              <SpaceBetween direction="horizontal" size="xs" alignItems="center">
                <Box variant="code" data-testid="two-factor-secret">
                  {setup.secret}
                </Box>
                <CopyToClipboard
                  variant="icon"
                  textToCopy={setup.secret}
                  copyButtonAriaLabel={t('account.twoFactor.copy')}
                  copySuccessText={t('account.twoFactor.copied')}
                  copyErrorText={t('account.twoFactor.copyFailed')}
                />
              </SpaceBetween>
            </FormField>
            <TextField
              label={t('account.twoFactor.code')}
              description={t('account.twoFactor.codeHint')}
              autoComplete="one-time-code"
              autoFocus
              value={form.values.code}
              onChange={(v) => form.set('code', v)}
              errorText={errorText.field(form.errors.code)}
            />
          </SpaceBetween>
        </SubmitForm>
      )}
    </Modal>
  );
}
