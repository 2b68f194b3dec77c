import Alert from '@cloudscape-design/components/alert';
import FileUpload from '@cloudscape-design/components/file-upload';
import FormField from '@cloudscape-design/components/form-field';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useTranslation } from 'react-i18next';
import { IMPORT_MAX_BYTES } from '@shared/schemas/imports';
import { useImportErrorText } from '../common/use-import-error';
import { formatBytes } from '@web/common/format-bytes';
import { IMPORT_ACCEPT, percent } from './file-check';
import type { FileImport } from './use-file-import';

/** Step 1: a CSV chosen by the button or dropped on the page, checked here first; then its upload, with progress. */
export function ChooseFileStep({ state }: { state: FileImport }) {
  const { t, i18n } = useTranslation();
  const errorText = useImportErrorText();
  const { file, fileError, upload } = state;
  const bytes = (n: number) => formatBytes(n, i18n.language);
  const busy = upload.phase === 'uploading' || upload.phase === 'checking';

  return (
    <SpaceBetween size="l">
      <FormField label={t('imports.file.label')} description={t('imports.file.hint')}>
        <FileUpload
          value={file ? [file] : []}
          onChange={({ detail }) => state.chooseFile(detail.value[0] ?? null)}
          accept={IMPORT_ACCEPT}
          showFileSize
          showFileLastModified
          constraintText={t('imports.file.constraint', { max: bytes(IMPORT_MAX_BYTES) })}
          errorText={fileError ? errorText.code(fileError.code, fileError.params) : undefined}
          i18nStrings={{
            uploadButtonText: () => t('imports.file.choose'),
            dropzoneText: () => t('imports.file.drop'),
            removeFileAriaLabel: () => t('imports.file.remove'),
            errorIconAriaLabel: t('common.error'),
            formatFileSize: bytes,
            formatFileLastModified: (date) => date.toLocaleString(i18n.language),
          }}
        />
      </FormField>
      {upload.phase === 'uploading' && (
        <ProgressBar
          value={percent(upload.loaded, upload.total)}
          label={t('imports.file.uploading')}
          additionalInfo={t('imports.progress.bytes', { read: bytes(upload.loaded), total: bytes(upload.total) })}
          ariaLabel={t('imports.file.uploading')}
        />
      )}
      {upload.phase === 'checking' && <StatusIndicator type="loading">{t('imports.file.checking')}</StatusIndicator>}
      {upload.phase === 'failed' && (
        <Alert type="error" header={t('imports.file.failed')}>
          {errorText.describe(upload.error)}
        </Alert>
      )}
      {!busy && upload.phase !== 'failed' && file && !fileError && (
        <StatusIndicator type="info">{t('imports.file.nextUploads')}</StatusIndicator>
      )}
    </SpaceBetween>
  );
}
