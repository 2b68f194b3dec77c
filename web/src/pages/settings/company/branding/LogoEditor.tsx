import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FileUpload from '@cloudscape-design/components/file-upload';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import type { FieldError } from '@shared/errors';
import { LOGO_RULES } from '@shared/rules/logo';
import { api, isApiError, upload } from '@web/api';
import { apiKey, invalidate } from '@web/api/query';
import { pushNotice } from '@web/app/notifications/notification-store';
import { useErrorText } from '@web/common/use-error-text';
import { useSubmission } from '@web/common/use-form-submit';

const ACCEPT = [LOGO_RULES.contentType, ...LOGO_RULES.extensions.map((e) => `.${e}`)].join(',');

/**
 * The logo: the one shown now (as public pages show it, from its public address), choose, upload,
 * remove. The server decides (format and dimensions read from the bytes); its refusal is the
 * field's error, in the spec's words (FILE_WRONG_DIMENSIONS, FILE_WRONG_EXTENSION, ...).
 */
export function LogoEditor({ logoUrl }: { logoUrl?: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<FieldError | null>(null);
  const { busy, error, run } = useSubmission<'upload' | 'remove'>({
    claim: (e) => {
      const fieldError = isApiError(e) ? e.fieldErrors.find((fe) => fe.path === 'file') : undefined;
      if (fieldError) setProblem(fieldError);
      else if (isApiError(e) && e.code.startsWith('FILE_'))
        setProblem({ path: 'file', code: e.code as FieldError['code'], params: e.params as FieldError['params'] });
      else return false;
      return true;
    },
  });
  const rules = { width: LOGO_RULES.maxWidth, height: LOGO_RULES.maxHeight, mb: LOGO_RULES.maxBytes / 1024 / 1024 };

  const save = async () => {
    if (!file) return;
    const done = await run('upload', () => upload('branding.uploadLogo', { file }));
    if (!done) return;
    setFile(null);
    await invalidate(apiKey('branding.get'));
    pushNotice({ type: 'success', content: { key: 'branding.logoSaved' } }, 5000);
  };
  const remove = async () => {
    const done = await run('remove', () => api('branding.deleteLogo', { body: {} }));
    if (!done) return;
    await invalidate(apiKey('branding.get'));
    pushNotice({ type: 'success', content: { key: 'branding.logoRemoved' } }, 5000);
  };

  return (
    <Container
      header={
        <Header variant="h2" description={t('branding.logoDescription')}>
          {t('branding.logo')}
        </Header>
      }
    >
      <SpaceBetween size="l">
        {error !== null && <Alert type="error">{errorText.describe(error)}</Alert>}
        <SpaceBetween direction="horizontal" size="l" alignItems="center">
          {logoUrl ? (
            <img src={logoUrl} alt={t('branding.logoAlt')} style={{ maxWidth: '100%', maxHeight: 100 }} data-testid="brand-logo" />
          ) : (
            <Box color="text-status-inactive">{t('branding.noLogo')}</Box>
          )}
          {logoUrl && !file && (
            <Button onClick={() => void remove()} loading={busy === 'remove'} disabled={busy !== null}>
              {t('branding.removeLogo')}
            </Button>
          )}
        </SpaceBetween>
        <FormField
          label={t('branding.chooseLogo')}
          constraintText={t('branding.logoRules', rules)}
          errorText={errorText.field(problem ?? undefined)}
        >
          <FileUpload
            value={file ? [file] : []}
            onChange={({ detail }) => {
              setFile(detail.value[0] ?? null);
              setProblem(null);
            }}
            accept={ACCEPT}
            showFileSize
            showFileThumbnail
            i18nStrings={{
              uploadButtonText: () => t('branding.chooseFile'),
              removeFileAriaLabel: () => t('branding.removeFile'),
              errorIconAriaLabel: t('common.error'),
            }}
          />
        </FormField>
        {file && (
          <Button variant="primary" onClick={() => void save()} loading={busy === 'upload'} disabled={problem !== null}>
            {t('branding.uploadLogo')}
          </Button>
        )}
      </SpaceBetween>
    </Container>
  );
}
