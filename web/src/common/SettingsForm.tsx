import type { ReactNode } from 'react';
import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import { useTranslation } from 'react-i18next';
import { SubmitForm } from './SubmitForm';
import { useErrorText } from './use-error-text';

interface Props {
  onSubmit: () => unknown;
  submitting: boolean;
  /** The last save's failure, described above the button. */
  error: unknown;
  children: ReactNode;
  /** Rendered inside the <form> but outside Cloudscape's Form: a leave-confirmation modal. */
  outside?: ReactNode;
}

/** A settings tab's form: its fields, the save failure described, one Save button (also on Enter). */
export function SettingsForm({ onSubmit, submitting, error, children, outside }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <SubmitForm onSubmit={onSubmit}>
      <Form
        errorText={error ? errorText.describe(error) : undefined}
        errorIconAriaLabel={t('common.error')}
        actions={
          <Button variant="primary" formAction="submit" loading={submitting}>
            {t('common.save')}
          </Button>
        }
      >
        {children}
      </Form>
      {outside}
    </SubmitForm>
  );
}
