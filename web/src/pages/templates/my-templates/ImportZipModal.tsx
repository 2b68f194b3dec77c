import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import FileUpload from '@cloudscape-design/components/file-upload';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { TEMPLATE_RULES, ZIP_RULES } from '@shared/rules/templates';
import type { ZipImportResult } from '@shared/schemas/content';
import { api, upload } from '@web/api';
import { apiKey, invalidate } from '@web/api/query';
import { pushNotice } from '@web/app/notifications/notification-store';
import { ModalFooter } from '@web/common/ModalFooter';
import { TextField } from '@web/common/TextField';
import { useErrorText } from '@web/common/use-error-text';
import { useSubmission } from '@web/common/use-form-submit';
import { megabytes, zipFileProblem } from './zip-file';

interface Props {
  /** The folder shown now: the new template goes there. */
  dir: string | null;
  onClose: () => void;
}

/**
 * Zip import in two steps: the zip is sent to content.importZip (index.html at its root; its images
 * go to the library, its CSS is inlined), which answers the HTML and what it changed on the way;
 * then the template is created from that HTML under the name the user gives (templates.create).
 * The size limit is shown before choosing and checked before sending; the server's refusals
 * (ZIP_*) are shown in the catalogue's words.
 */
export function ImportZipModal({ dir, onClose }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<ZipImportResult | null>(null);
  const [name, setName] = useState('');
  const { busy, error, run } = useSubmission<'upload' | 'create'>();
  const mb = megabytes(ZIP_RULES.maxBytes);
  const fileProblem = file && zipFileProblem(file);
  const nameShort = result !== null && name.trim().length < TEMPLATE_RULES.nameMin;

  const send = async () => {
    if (!file || fileProblem) return;
    const answer = await run('upload', () => upload('content.importZip', { file }));
    if (!answer) return;
    setResult(answer);
    setName(answer.name.slice(0, TEMPLATE_RULES.nameMax));
  };
  const create = async () => {
    if (!result || nameShort) return;
    const body = { name: name.trim(), mode: 'html' as const, html: result.html, text: result.text, textCustom: false, dir };
    const created = await run('create', () => api('templates.create', { body }), { keepBusy: true });
    if (!created) return;
    await invalidate(apiKey('templates.list'), apiKey('templateFolders.list'));
    pushNotice({ type: 'success', content: { key: 'templatePages.import.created', params: { name: created.name } } }, 5000);
    onClose();
  };

  return (
    <Modal
      visible
      size="medium"
      header={t('templatePages.import.header')}
      closeAriaLabel={t('common.close')}
      onDismiss={() => busy === null && onClose()}
      footer={
        <ModalFooter
          dismissText={t('common.cancel')}
          onDismiss={onClose}
          dismissDisabled={busy !== null}
          confirmText={result ? t('templatePages.import.create') : t('templatePages.import.upload')}
          onConfirm={() => void (result ? create() : send())}
          loading={busy !== null}
        />
      }
    >
      <SpaceBetween size="l">
        <Box variant="p">{t('templatePages.import.description')}</Box>
        {error !== null && <Alert type="error">{errorText.describe(error)}</Alert>}
        {result === null ? (
          <FormField
            label={t('templatePages.import.file')}
            constraintText={t('templatePages.import.limit', { mb })}
            errorText={fileProblem ? t('templatePages.import.tooLarge', { mb }) : undefined}
          >
            <FileUpload
              value={file ? [file] : []}
              onChange={({ detail }) => setFile(detail.value[0] ?? null)}
              accept=".zip,application/zip"
              showFileSize
              i18nStrings={{
                uploadButtonText: () => t('templatePages.import.choose'),
                removeFileAriaLabel: () => t('templatePages.import.removeFile'),
                errorIconAriaLabel: t('common.error'),
              }}
            />
          </FormField>
        ) : (
          <>
            {result.warnings.length > 0 && (
              <Alert type="warning" header={t('templatePages.import.warnings')}>
                <ul>
                  {result.warnings.map((w, i) => (
                    <li key={i}>{errorText.code(w.code, w.params)}</li>
                  ))}
                </ul>
              </Alert>
            )}
            <Box>{t('templatePages.import.images', { count: result.images.length })}</Box>
            <TextField
              label={t('templatePages.import.name')}
              autoFocus
              autoComplete="off"
              value={name}
              onChange={(v) => setName(v.slice(0, TEMPLATE_RULES.nameMax))}
              errorText={nameShort ? t('templatePages.folders.nameTooShort', { min: TEMPLATE_RULES.nameMin }) : undefined}
            />
          </>
        )}
      </SpaceBetween>
    </Modal>
  );
}
