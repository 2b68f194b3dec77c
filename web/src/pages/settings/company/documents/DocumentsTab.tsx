import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_KINDS, DOCUMENT_MAX_BYTES } from '@shared/rules/company-documents';
import { PageSpinner } from '@web/common/PageSpinner';
import { useErrorText } from '@web/common/use-error-text';
import { useApiQuery } from '@web/api/query';
import { DocumentEditor } from './DocumentEditor';

/** /settings/company?tab=documents: the account's terms of service and privacy policy. */
export function DocumentsTab() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const documents = useApiQuery('company.documents', {});
  if (documents.error)
    return (
      <Alert type="error" header={t('common.loadFailed')}>
        {errorText.describe(documents.error)}
      </Alert>
    );
  if (!documents.data) return <PageSpinner />;
  const data = documents.data;
  return (
    <SpaceBetween size="l">
      <Box variant="p" color="text-body-secondary">
        {t('companyDocuments.description', { max: DOCUMENT_MAX_BYTES })}
      </Box>
      {DOCUMENT_KINDS.map((kind) => (
        <DocumentEditor key={kind} kind={kind} current={data[kind]} onSaved={documents.set} />
      ))}
    </SpaceBetween>
  );
}
