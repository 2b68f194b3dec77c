import Alert from '@cloudscape-design/components/alert';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '@web/common/PageSpinner';
import { useErrorText } from '@web/common/use-error-text';
import { useApiQuery } from '@web/api/query';
import { CancellationForm } from './CancellationForm';

/** /v2/settings/scenarios?tab=cancellation: what the unsubscribe page offers. */
export function CancellationTab() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const scenario = useApiQuery('cancellation.get', {});
  if (scenario.error)
    return (
      <Alert type="error" header={t('common.loadFailed')}>
        {errorText.describe(scenario.error)}
      </Alert>
    );
  return scenario.data ? <CancellationForm saved={scenario.data} /> : <PageSpinner />;
}
