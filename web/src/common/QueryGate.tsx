import type { ReactNode } from 'react';
import Alert from '@cloudscape-design/components/alert';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from './PageSpinner';
import { useErrorText } from './use-error-text';

interface Props<T> {
  /** A read (useApiQuery's answer or anything shaped like it): its failure and, once there, its data. */
  query: { error: unknown; data: T | undefined };
  /** What to show once the data is there: a form starts from data that is already read, never from a blank. */
  children: (data: T) => ReactNode;
}

/**
 * What a tab or page shows while its one read is under way: the failure described (from the error
 * catalogue) when it failed, a spinner until it answers, then `children(data)`.
 */
export function QueryGate<T>({ query, children }: Props<T>) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  if (query.error)
    return (
      <Alert type="error" header={t('common.loadFailed')}>
        {errorText.describe(query.error)}
      </Alert>
    );
  if (query.data === undefined) return <PageSpinner />;
  return <>{children(query.data)}</>;
}
