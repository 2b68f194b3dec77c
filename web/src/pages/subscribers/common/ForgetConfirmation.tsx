import Alert from '@cloudscape-design/components/alert';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';

interface Props {
  typed: string;
  onChange: (value: string) => void;
  /** Shown after a click on the button while the word is still missing. */
  showError: boolean;
  count: number;
}

/** What forgetting erases, and the word to type before it may happen. */
export function ForgetConfirmation({ typed, onChange, showError, count }: Props) {
  const { t } = useTranslation();
  const word = t('subscribers.forget.word');
  return (
    <SpaceBetween size="m">
      <Alert type="warning" header={t('subscribers.forget.irreversible')}>
        {t('subscribers.forget.explain', { count })}
      </Alert>
      <FormField
        label={t('subscribers.forget.typeWord', { word })}
        errorText={showError ? t('subscribers.forget.wordMissing', { word }) : undefined}
      >
        <Input value={typed} onChange={({ detail }) => onChange(detail.value)} autoComplete={false} invalid={showError} />
      </FormField>
    </SpaceBetween>
  );
}
