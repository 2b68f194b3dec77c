import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@web/common/use-error-text';

interface TableStateProps {
  title: string;
  hint?: string;
  /** A load failure: described, with a retry. */
  error?: unknown;
  onRetry?: () => void;
  /** A way forward: "add the first one", "clear the filter". */
  action?: { text: string; onClick: () => void };
}

/** What a table shows instead of rows: empty, no match, or a load failure. */
export function TableState({ title, hint, error, onRetry, action }: TableStateProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const failed = error !== null && error !== undefined;
  return (
    <Box textAlign="center" color="inherit" padding="l">
      <SpaceBetween size="s">
        <b>{failed ? t('common.loadFailed') : title}</b>
        {failed ? <span>{errorText.describe(error)}</span> : hint && <span>{hint}</span>}
        {failed && onRetry && <Button onClick={onRetry}>{t('usersAdmin.common.retry')}</Button>}
        {!failed && action && <Button onClick={action.onClick}>{action.text}</Button>}
      </SpaceBetween>
    </Box>
  );
}
