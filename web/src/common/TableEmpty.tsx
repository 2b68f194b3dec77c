import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { useErrorText } from './use-error-text';

interface Props {
  title: string;
  hint?: string;
  /** A load failure: described instead of the title and hint. */
  error?: unknown;
  /** With a load failure: a button that reads again. */
  onRetry?: () => void;
  /** A way forward when there is nothing: "add the first one", "clear the filter". */
  action?: { text: string; onClick: () => void };
}

/** What a table shows instead of rows (its `empty` and `noMatch`): nothing yet, no match, or why it could not be read. */
export function TableEmpty({ title, hint, error, onRetry, action }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const failed = error !== null && error !== undefined;
  return (
    <Box textAlign="center" color="inherit" padding="l">
      <SpaceBetween size="s">
        <b>{failed ? t('common.loadFailed') : title}</b>
        {failed ? <span>{errorText.describe(error)}</span> : hint && <span>{hint}</span>}
        {failed && onRetry && <Button onClick={onRetry}>{t('common.retry')}</Button>}
        {!failed && action && <Button onClick={action.onClick}>{action.text}</Button>}
      </SpaceBetween>
    </Box>
  );
}
