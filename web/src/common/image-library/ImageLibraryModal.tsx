import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Cards from '@cloudscape-design/components/cards';
import FileUpload from '@cloudscape-design/components/file-upload';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import TextFilter from '@cloudscape-design/components/text-filter';
import { useTranslation } from 'react-i18next';
import { IMAGE_RULES } from '@shared/rules/templates';
import type { ImageAsset } from '@shared/schemas/images';
import { pushNotice } from '@web/app/notifications/notification-store';
import { CursorPagination } from '../CursorPagination';
import { formatBytes } from '../format-bytes';
import { ModalFooter } from '../ModalFooter';
import { TableEmpty } from '../TableEmpty';
import { useDebounced } from '../use-debounced';
import { useErrorText } from '../use-error-text';
import { useSubmission } from '../use-form-submit';
import { IMAGE_ACCEPT, imageFileProblem } from './image-file';
import { useImages, useImageWrites } from './use-image-library';

export interface ImageLibraryModalProps {
  /** The image chosen: its public address (what an e-mail's <img src> takes) and the whole record. */
  onSelect: (url: string, image: ImageAsset) => void;
  onClose: () => void;
}

/**
 * The account's image library (images.list, upload, delete) as a picker: search by name, pages of
 * previews, upload (type and size checked here first, then by the server from the bytes; a refusal
 * is the catalogue's FILE_* sentence), delete after a question that says sent mailings keep
 * pointing at the image. Choosing one calls onSelect(url, image). The body of ImageLibraryModal,
 * usable on its own (an editor's side panel).
 */
export function ImageLibrary({ onSelect }: Pick<ImageLibraryModalProps, 'onSelect'>) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const [search, setSearch] = useState('');
  const q = useDebounced(search);
  const pages = useImages(q);
  const writes = useImageWrites();
  const [file, setFile] = useState<File | null>(null);
  const [deleting, setDeleting] = useState<ImageAsset | null>(null);
  // Apart, so a failed upload shows at the file and a failed delete in the question.
  const uploading = useSubmission<'upload'>();
  const deletion = useSubmission<'delete'>();
  const busy = uploading.busy ?? deletion.busy;
  const problem = file && imageFileProblem(file);
  const rules = { mb: IMAGE_RULES.maxBytes / 1024 / 1024, width: IMAGE_RULES.maxWidth, height: IMAGE_RULES.maxHeight };

  const send = async () => {
    if (!file || problem) return;
    const image = await uploading.run('upload', () => writes.upload(file));
    if (!image) return;
    setFile(null);
    setSearch('');
    pushNotice({ type: 'success', content: { key: 'templatePages.imageLibrary.uploaded', params: { name: image.name } } }, 5000);
  };
  const remove = async (image: ImageAsset) => {
    const done = await deletion.run('delete', () => writes.remove(image.id));
    if (done === null) return;
    setDeleting(null);
    pushNotice({ type: 'success', content: { key: 'templatePages.imageLibrary.deleted' } }, 5000);
  };

  return (
    <SpaceBetween size="l">
      <Box variant="p">{t('templatePages.imageLibrary.description')}</Box>
      {deleting && (
        <Alert
          type="warning"
          header={t('templatePages.imageLibrary.deleteHeader')}
          action={
            <ModalFooter
              dismissText={t('common.cancel')}
              onDismiss={() => setDeleting(null)}
              dismissDisabled={busy !== null}
              confirmText={t('templatePages.imageLibrary.delete')}
              onConfirm={() => void remove(deleting)}
              loading={busy === 'delete'}
            />
          }
        >
          <SpaceBetween size="s">
            <span>{t('templatePages.imageLibrary.deleteQuestion', { name: deleting.name })}</span>
            {deletion.error !== null && <Box color="text-status-error">{errorText.describe(deletion.error)}</Box>}
          </SpaceBetween>
        </Alert>
      )}
      <SpaceBetween direction="horizontal" size="xs" alignItems="end">
        <FormField
          label={t('templatePages.imageLibrary.choose')}
          constraintText={t('templatePages.imageLibrary.rules', rules)}
          errorText={
            problem
              ? errorText.code(problem.code, problem.params)
              : uploading.error !== null
                ? errorText.describe(uploading.error)
                : undefined
          }
        >
          <FileUpload
            value={file ? [file] : []}
            onChange={({ detail }) => setFile(detail.value[0] ?? null)}
            accept={IMAGE_ACCEPT}
            showFileSize
            showFileThumbnail
            i18nStrings={{
              uploadButtonText: () => t('templatePages.imageLibrary.choose'),
              removeFileAriaLabel: () => t('templatePages.imageLibrary.removeFile'),
              errorIconAriaLabel: t('common.error'),
            }}
          />
        </FormField>
        {file && (
          <Button variant="primary" onClick={() => void send()} loading={busy === 'upload'} disabled={problem !== null}>
            {t('templatePages.imageLibrary.upload')}
          </Button>
        )}
      </SpaceBetween>
      <Cards
        trackBy="id"
        items={pages.items}
        loading={pages.loading}
        loadingText={t('common.loading')}
        cardsPerRow={[{ cards: 2 }, { minWidth: 600, cards: 4 }, { minWidth: 1000, cards: 6 }]}
        ariaLabels={{
          cardsLabel: t('templatePages.imageLibrary.header'),
          selectionGroupLabel: t('common.selection'),
          itemSelectionLabel: (_, image) => image.name,
        }}
        filter={
          <TextFilter
            filteringText={search}
            onChange={({ detail }) => setSearch(detail.filteringText)}
            filteringPlaceholder={t('templatePages.imageLibrary.search')}
            filteringAriaLabel={t('templatePages.imageLibrary.search')}
            filteringClearAriaLabel={t('templatePages.clearFilter')}
          />
        }
        pagination={<CursorPagination pages={pages} />}
        empty={
          <TableEmpty
            title={q ? t('templatePages.imageLibrary.noMatch') : t('templatePages.imageLibrary.empty')}
            hint={q ? undefined : t('templatePages.imageLibrary.emptyHint')}
            error={pages.error}
            onRetry={pages.reload}
          />
        }
        cardDefinition={{
          header: (image) => <span style={{ wordBreak: 'break-all' }}>{image.name}</span>,
          sections: [
            {
              id: 'preview',
              content: (image) => (
                <img
                  src={image.url}
                  alt={image.name}
                  loading="lazy"
                  style={{ display: 'block', width: '100%', height: 120, objectFit: 'contain', background: '#f4f4f4' }}
                />
              ),
            },
            {
              id: 'size',
              content: (image) => (
                <Box variant="small">
                  {t('templatePages.imageLibrary.size', {
                    width: image.width,
                    height: image.height,
                    bytes: formatBytes(image.bytes, i18n.language),
                  })}
                </Box>
              ),
            },
            {
              id: 'actions',
              content: (image) => (
                <SpaceBetween direction="horizontal" size="xs">
                  <Button
                    variant="primary"
                    onClick={() => onSelect(image.url, image)}
                    ariaLabel={t('templatePages.imageLibrary.selectNamed', { name: image.name })}
                  >
                    {t('templatePages.imageLibrary.select')}
                  </Button>
                  <Button
                    onClick={() => setDeleting(image)}
                    disabled={busy !== null}
                    ariaLabel={t('templatePages.imageLibrary.deleteNamed', { name: image.name })}
                  >
                    {t('templatePages.imageLibrary.delete')}
                  </Button>
                </SpaceBetween>
              ),
            },
          ],
        }}
      />
    </SpaceBetween>
  );
}

/** The library in a modal (always visible: mount it when it should show); the caller closes it after onSelect. */
export function ImageLibraryModal({ onSelect, onClose }: ImageLibraryModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      visible
      size="max"
      header={t('templatePages.imageLibrary.header')}
      closeAriaLabel={t('common.close')}
      onDismiss={onClose}
      footer={
        <Box float="right">
          <Button variant="link" onClick={onClose}>
            {t('templatePages.imageLibrary.close')}
          </Button>
        </Box>
      }
    >
      <ImageLibrary onSelect={onSelect} />
    </Modal>
  );
}
