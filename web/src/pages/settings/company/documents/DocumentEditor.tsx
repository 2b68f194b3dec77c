import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FileUpload from '@cloudscape-design/components/file-upload';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Link from '@cloudscape-design/components/link';
import RadioGroup from '@cloudscape-design/components/radio-group';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import type { FieldError } from '@shared/errors';
import { checkPdf, DOCUMENT_MAX_BYTES, type DocumentKind } from '@shared/rules/company-documents';
import type { CompanyDocument, CompanyDocuments } from '@shared/schemas/company-documents';
import { api, upload } from '@web/api';
import { pushNotice } from '@web/app/notifications/notification-store';
import { useSubmission } from '@web/common/use-form-submit';
import { useErrorText } from '@web/common/use-error-text';
import { urlProblem } from './document-rules';

type Source = CompanyDocument['source'];

/**
 * One document: what is set now (with the public link forms use), and a new URL or PDF to set.
 * A PDF is checked here as the server checks it (its bytes, its name, its weight) before it is sent.
 */
export function DocumentEditor({
  kind,
  current,
  onSaved,
}: {
  kind: DocumentKind;
  current: CompanyDocument | null;
  onSaved: (documents: CompanyDocuments) => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [source, setSource] = useState<Source>(current?.source ?? 'url');
  const [url, setUrl] = useState(current?.source === 'url' ? current.url : '');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<FieldError | null>(null);
  const { busy, error, run } = useSubmission<'url' | 'file' | 'remove'>();
  const label = t(`companyDocuments.${kind}`);

  const done = (documents: CompanyDocuments | null, notice: 'saved' | 'removed') => {
    if (!documents) return;
    onSaved(documents);
    setFile(null);
    pushNotice({ type: 'success', content: { key: `companyDocuments.${notice}` } }, 5000);
  };
  const saveUrl = async () => {
    const bad = urlProblem(url);
    setProblem(bad);
    if (bad) return;
    done(await run('url', () => api('company.setDocumentUrl', { params: { kind }, body: { url: url.trim() } })), 'saved');
  };
  const choose = async (chosen: File | null) => {
    setFile(chosen);
    if (!chosen) return setProblem(null);
    const check = checkPdf({ name: chosen.name, data: new Uint8Array(await chosen.slice(0, DOCUMENT_MAX_BYTES + 1).arrayBuffer()) });
    setProblem(check.ok ? null : { path: 'file', code: check.code, params: check.params });
  };
  const send = async () => {
    if (!file || problem) return;
    done(await run('file', () => upload('company.uploadDocument', { params: { kind }, file })), 'saved');
  };
  const remove = async () => done(await run('remove', () => api('company.removeDocument', { params: { kind }, body: {} })), 'removed');

  return (
    <Container header={<Header variant="h2">{label}</Header>}>
      <SpaceBetween size="l">
        {error !== null && <Alert type="error">{errorText.describe(error)}</Alert>}
        {current ? (
          <SpaceBetween size="s">
            <KeyValuePairs
              columns={2}
              items={[
                {
                  label: t('companyDocuments.current'),
                  value: current.source === 'url' ? current.url : `${current.fileName} (PDF)`,
                },
                {
                  label: t('companyDocuments.publicLink'),
                  value: (
                    <Link href={current.publicUrl} external data-testid={`document-link-${kind}`}>
                      {current.publicUrl}
                    </Link>
                  ),
                },
              ]}
            />
            <Button
              onClick={() => void remove()}
              loading={busy === 'remove'}
              disabled={busy !== null}
              ariaLabel={`${t('companyDocuments.remove')}: ${label}`}
            >
              {t('companyDocuments.remove')}
            </Button>
          </SpaceBetween>
        ) : (
          <Box color="text-status-inactive">{t('companyDocuments.none')}</Box>
        )}
        <RadioGroup
          value={source}
          onChange={({ detail }) => {
            setSource(detail.value as Source);
            setProblem(null);
          }}
          items={[
            { value: 'url', label: t('companyDocuments.sourceUrl') },
            { value: 'pdf', label: t('companyDocuments.sourcePdf') },
          ]}
          ariaLabel={`${label}: ${t('companyDocuments.source')}`}
        />
        {source === 'url' ? (
          <SpaceBetween size="s">
            <FormField label={`${t('companyDocuments.url')}: ${label}`} errorText={errorText.field(problem ?? undefined)}>
              <Input
                type="url"
                value={url}
                onChange={({ detail }) => {
                  setUrl(detail.value);
                  setProblem(null);
                }}
                placeholder="https://"
              />
            </FormField>
            <Button
              onClick={() => void saveUrl()}
              loading={busy === 'url'}
              disabled={busy !== null}
              ariaLabel={`${t('companyDocuments.saveUrl')}: ${label}`}
            >
              {t('companyDocuments.saveUrl')}
            </Button>
          </SpaceBetween>
        ) : (
          <SpaceBetween size="s">
            <FormField label={`${t('companyDocuments.file')}: ${label}`} errorText={errorText.field(problem ?? undefined)}>
              <FileUpload
                value={file ? [file] : []}
                onChange={({ detail }) => void choose(detail.value[0] ?? null)}
                accept=".pdf,application/pdf"
                showFileSize
                i18nStrings={{
                  uploadButtonText: () => `${t('companyDocuments.chooseFile')} (${label})`,
                  removeFileAriaLabel: () => t('account.profile.removeFile'),
                  errorIconAriaLabel: t('common.error'),
                }}
              />
            </FormField>
            <Button
              variant="primary"
              onClick={() => void send()}
              loading={busy === 'file'}
              disabled={!file || problem !== null || busy !== null}
              ariaLabel={`${t('companyDocuments.upload')}: ${label}`}
            >
              {t('companyDocuments.upload')}
            </Button>
          </SpaceBetween>
        )}
      </SpaceBetween>
    </Container>
  );
}
