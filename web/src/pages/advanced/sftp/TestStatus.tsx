import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useTranslation } from 'react-i18next';
import type { SftpTestResult } from '@shared/schemas/sftp';
import { useErrorText } from '@web/common/use-error-text';
import { useFormatDate } from '@web/common/use-format-date';
import { testStatus } from './sftp-view';

/** How the server's last connection test went, and when. */
export function TestStatus({ result }: { result: SftpTestResult | undefined }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const formatDate = useFormatDate();
  const view = testStatus(result);
  return (
    <StatusIndicator type={view.type}>
      {'key' in view ? t(`sftp.status.${view.key}`) : errorText.code(view.code)}
      {result ? ` (${formatDate(result.at, true)})` : ''}
    </StatusIndicator>
  );
}
