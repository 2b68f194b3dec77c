import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useTranslation } from 'react-i18next';
import { ChangePasswordBody, type MySecurity } from '@shared/schemas/security';
import { api } from '@web/api';
import { pushNotice } from '@web/app/notifications/notification-store';
import { SubmitForm } from '@web/common/SubmitForm';
import { TextField } from '@web/common/TextField';
import { useErrorText } from '@web/common/use-error-text';
import { useFormSubmit } from '@web/common/use-form-submit';
import { useFormatDate } from '@web/common/use-format-date';
import { useLeaveConfirmation } from '@web/common/use-leave-confirmation';
import { useZodForm } from '@web/common/use-zod-form';
import { newPasswordErrors } from '@web/pages/auth/common/new-password';
import { NewPasswordFields } from '@web/pages/auth/common/NewPasswordFields';
import { daysSince, daysUntil } from './password-age';

const EMPTY = { oldPassword: '', password: '', passwordRepeat: '' };
const CODE_FIELDS = {
  PASSWORD_TOO_SHORT: 'password',
  PASSWORD_TOO_LONG: 'password',
  PASSWORD_BAD_CHARACTERS: 'password',
  PASSWORD_WEAK: 'password',
  PASSWORD_BAD_PHRASE: 'password',
  PASSWORD_SAME_AS_OLD: 'password',
  PASSWORD_ALREADY_USED: 'password',
  PASSWORD_DIFFERENT: 'passwordRepeat',
} as const;

/** The password's age and expiry, and a change checked live against the account's effective rules. */
export function ChangePasswordSection({ security, onChanged }: { security: MySecurity; onChanged: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const formatDate = useFormatDate();
  const policy = security.passwordPolicy;
  const form = useZodForm(ChangePasswordBody, EMPTY, { extra: (v) => newPasswordErrors(v, policy) });
  const { handleSubmit, submitting, error } = useFormSubmit(form, { codeFields: CODE_FIELDS });
  const leave = useLeaveConfirmation(form.dirty && !submitting);
  const submit = handleSubmit(async (body) => {
    await api('security.changePassword', { body });
    form.markSaved(EMPTY);
    pushNotice({ type: 'success', content: { key: 'account.security.passwordChanged' } }, 8000);
    onChanged();
  });

  const expires = security.passwordExpiresAt;
  const daysLeft = expires ? daysUntil(expires) : null;
  return (
    <SubmitForm onSubmit={submit}>
      <Form
        errorText={error ? errorText.describe(error) : undefined}
        errorIconAriaLabel={t('common.error')}
        actions={
          <Button variant="primary" formAction="submit" loading={submitting}>
            {t('account.security.changePassword')}
          </Button>
        }
      >
        <Container
          header={
            <Header variant="h2" description={t('account.security.passwordDescription')}>
              {t('account.security.password')}
            </Header>
          }
        >
          <SpaceBetween size="l">
            <KeyValuePairs
              columns={2}
              items={[
                {
                  label: t('account.security.passwordChangedAt'),
                  value: t('account.security.changedAgo', {
                    date: formatDate(security.passwordChangedAt, true),
                    count: daysSince(security.passwordChangedAt),
                  }),
                },
                {
                  label: t('account.security.passwordExpiresAt'),
                  value: !expires ? (
                    t('account.security.neverExpires')
                  ) : (
                    <StatusIndicator type={daysLeft !== null && daysLeft <= 7 ? 'warning' : 'info'}>
                      {t('account.security.expiresIn', { date: formatDate(expires), count: daysLeft ?? 0 })}
                    </StatusIndicator>
                  ),
                },
              ]}
            />
            <Box variant="small">{t('account.security.phrasesHint')}</Box>
            <TextField
              label={t('account.security.oldPassword')}
              type="password"
              autoComplete="current-password"
              value={form.values.oldPassword}
              onChange={(v) => form.set('oldPassword', v)}
              errorText={errorText.field(form.errors.oldPassword)}
            />
            <NewPasswordFields
              values={form.values}
              errors={form.errors}
              policy={policy}
              labels={{ password: t('account.security.newPassword'), passwordRepeat: t('account.security.newPasswordRepeat') }}
              onChange={(name, value) => form.set(name, value)}
            />
          </SpaceBetween>
        </Container>
      </Form>
      {leave.modal}
    </SubmitForm>
  );
}
