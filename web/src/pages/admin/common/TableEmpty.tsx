import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@web/common/use-error-text';

/** What a table shows without rows: why it could not load, or that there is nothing (yet). */
export function TableEmpty({ error, title, hint }: { error: unknown; title: string; hint?: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <Box textAlign="center" color="inherit" padding="l">
      <SpaceBetween size="s">
        <b>{error ? t('common.loadFailed') : title}</b>
        {error ? <span>{errorText.describe(error)}</span> : hint && <span>{hint}</span>}
      </SpaceBetween>
    </Box>
  );
}
