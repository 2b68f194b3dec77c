import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_KINDS, DOCUMENT_MAX_BYTES } from '@shared/rules/company-documents';
import { QueryGate } from '@web/common/QueryGate';
import { useApiQuery } from '@web/api/query';
import { DocumentEditor } from './DocumentEditor';

/** /settings/company?tab=documents: the account's terms of service and privacy policy. */
export function DocumentsTab() {
  const { t } = useTranslation();
  const documents = useApiQuery('company.documents', {});
  return (
    <QueryGate query={documents}>
      {(data) => (
        <SpaceBetween size="l">
          <Box variant="p" color="text-body-secondary">
            {t('companyDocuments.description', { max: DOCUMENT_MAX_BYTES })}
          </Box>
          {DOCUMENT_KINDS.map((kind) => (
            <DocumentEditor key={kind} kind={kind} current={data[kind]} onSaved={documents.set} />
          ))}
        </SpaceBetween>
      )}
    </QueryGate>
  );
}
