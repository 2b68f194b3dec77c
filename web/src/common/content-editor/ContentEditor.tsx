import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useTranslation } from 'react-i18next';
import type { FieldError } from '@shared/errors';
import type { MessageLanguage } from '@shared/schemas/footers';
import { useErrorText } from '@web/common/use-error-text';
import { ConfirmModal } from '@web/common/ConfirmModal';
import { useMergeScope } from './merge-targets';
import { MergeFieldPicker } from './MergeFieldPicker';
import { PreviewPanel } from './PreviewPanel';
import { TextPartEditor } from './TextPartEditor';
import { contentBodyOf, type ContentDraft } from './types';
import { usePreview } from './use-preview';
import type { VisualHandle } from './VisualEditor';
import './content-editor.css';

// GrapesJS and CodeMirror are large: each loads with its own chunk, the first time its mode is shown.
const VisualEditor = lazy(() => import('./VisualEditor'));
const CodeEditor = lazy(() => import('./CodeEditor'));

// The account's image library (web/src/common/image-library): GrapesJS's asset manager and the HTML mode open it.
const ImageLibraryModal = lazy(() => import('@web/common/image-library/ImageLibraryModal').then((m) => ({ default: m.ImageLibraryModal })));

type View = 'visual' | 'html' | 'text';

export interface ContentEditorProps {
  value: ContentDraft;
  onChange: (patch: Partial<ContentDraft>) => void;
  readOnly: boolean;
  subject: string;
  language?: MessageLanguage;
  /** What the preview shows until the server answers: the HTML as held (with the footer, as sent). */
  fallbackHtml: string;
  /** The HTML last compiled by the server: where switching visual → HTML starts when the canvas cannot compile. */
  storedHtml: string;
  errors: Record<string, FieldError | undefined>;
  /** Changes when the content is replaced from outside (a restore): the editors start again from it. */
  revision: number;
  /** History, test send: the page's own buttons in the header. */
  actions?: ReactNode;
}

/** The content editor of mailings and templates: visual (MJML), HTML and text modes with the server's preview. */
export function ContentEditor(props: ContentEditorProps) {
  const { value, onChange, readOnly, errors, revision } = props;
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const scope = useMergeScope();
  const [view, setView] = useState<View>(value.mode === 'visual' ? 'visual' : 'html');
  const [switching, setSwitching] = useState(false);
  const [subscriberId, setSubscriberId] = useState<string>();
  const [picking, setPicking] = useState<((url: string) => void) | null>(null);
  const visual = useRef<VisualHandle | null>(null);
  const preview = usePreview({ ...contentBodyOf(value), subject: props.subject, subscriberId, language: props.language });

  const pickImage = (select: (url: string) => void) => setPicking(() => select);
  const chooseView = (next: View) => {
    if (next === 'html' && value.mode === 'visual') setSwitching(true);
    else setView(next);
  };
  const toHtml = async () => {
    // The canvas compiles with the mjml the server runs; the server's last compile is the fallback.
    const html = visual.current?.toHtml() || props.storedHtml;
    onChange({ mode: 'html', html });
    setView('html');
    setSwitching(false);
  };
  const sourceError = errorText.field(errors.mjml) ?? errorText.field(errors.html);

  return (
    <Container
      header={
        <Header
          variant="h2"
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              {props.actions}
            </SpaceBetween>
          }
        >
          {t('editor.title')}
        </Header>
      }
    >
      <SpaceBetween size="m">
        <SpaceBetween direction="horizontal" size="m" alignItems="center">
          <SegmentedControl
            selectedId={view}
            label={t('editor.modes.label')}
            onChange={({ detail }) => chooseView(detail.selectedId as View)}
            options={[
              { id: 'visual', text: t('editor.modes.visual'), disabled: value.mode !== 'visual' },
              { id: 'html', text: t('editor.modes.html'), disabled: readOnly && value.mode === 'visual' },
              { id: 'text', text: t('editor.modes.text') },
            ]}
          />
          <MergeFieldPicker disabled={readOnly} />
          {view === 'html' && value.mode === 'html' && (
            <Button
              formAction="none"
              iconName="file"
              disabled={readOnly}
              onClick={() => pickImage((url) => scope.insert(`<img src="${url}" alt="">`))}
            >
              {t('editor.images.insert')}
            </Button>
          )}
        </SpaceBetween>
        {value.mode === 'html' && view !== 'text' && <Box variant="small">{t('editor.modes.htmlOnly')}</Box>}
        {sourceError && (
          <Box color="text-status-error" data-testid="content-error">
            {sourceError}
          </Box>
        )}
        <Suspense fallback={<Spinner size="large" />}>
          {view === 'visual' && value.mode === 'visual' && (
            <VisualEditor
              key={revision}
              mjml={value.mjml}
              onChange={(mjml) => onChange({ mjml })}
              readOnly={readOnly}
              pickImage={pickImage}
              handleRef={visual}
              language={i18n.language}
              labels={{ video: t('editor.blocks.video'), section: t('editor.blocks.section'), blocks: t('editor.blocks.label') }}
            />
          )}
          {view === 'html' && value.mode === 'html' && (
            <CodeEditor
              key={revision}
              value={value.html}
              onChange={(html) => onChange({ html })}
              readOnly={readOnly}
              label={t('mailing.fields.html')}
            />
          )}
        </Suspense>
        {view === 'text' && (
          <TextPartEditor
            text={value.text}
            custom={value.textCustom}
            generated={preview.data?.text}
            readOnly={readOnly}
            onChange={onChange}
          />
        )}
        <PreviewPanel
          result={preview.data}
          error={preview.error}
          loading={preview.isFetching}
          fallbackHtml={props.fallbackHtml}
          subscriberId={subscriberId}
          onSubscriber={setSubscriberId}
        />
      </SpaceBetween>
      {switching && (
        <ConfirmModal
          header={t('editor.switch.title')}
          confirmText={t('editor.switch.confirm')}
          action={toHtml}
          onClose={() => setSwitching(false)}
        >
          {t('editor.switch.message')}
        </ConfirmModal>
      )}
      {picking && (
        <Suspense fallback={null}>
          <ImageLibraryModal
            onClose={() => setPicking(null)}
            onSelect={(url) => {
              picking(url);
              setPicking(null);
            }}
          />
        </Suspense>
      )}
    </Container>
  );
}
