import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useTranslation } from 'react-i18next';
import { GMAIL_CLIP_BYTES } from '@shared/rules/templates';
import type { PreviewResult } from '@shared/schemas/content';
import { useErrorText } from '@web/common/use-error-text';
import { SubscriberPicker } from './SubscriberPicker';

type View = 'desktop' | 'mobile' | 'dark';

/**
 * Dark mode as the clients that invert colours show it (the Gmail and Outlook apps): the whole
 * message inverted and turned back round the colour wheel, images turned back so photos stay as
 * they are. Clients that honour `prefers-color-scheme` get `color-scheme: dark` too.
 */
const DARK = `<style>:root{color-scheme:dark}html{filter:invert(1) hue-rotate(180deg);background:#fff}img{filter:invert(1) hue-rotate(180deg)}</style>`;
const darkened = (html: string) => {
  const head = html.search(/<\/head\s*>/i);
  return head < 0 ? DARK + html : html.slice(0, head) + DARK + html.slice(head);
};

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export function PreviewPanel({
  result,
  error,
  loading,
  fallbackHtml,
  subscriberId,
  onSubscriber,
}: {
  result?: PreviewResult;
  error: unknown;
  loading: boolean;
  /** Shown while the server has not answered (or cannot): the content as the browser holds it. */
  fallbackHtml: string;
  subscriberId?: string;
  onSubscriber: (id: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [view, setView] = useState<View>('desktop');
  const html = result?.html ?? fallbackHtml;
  return (
    <SpaceBetween size="s">
      <SegmentedControl
        selectedId={view}
        onChange={({ detail }) => setView(detail.selectedId as View)}
        label={t('editor.preview.view')}
        options={[
          { id: 'desktop', text: t('editor.preview.desktop') },
          { id: 'mobile', text: t('editor.preview.mobile') },
          { id: 'dark', text: t('editor.preview.dark') },
        ]}
      />
      <SubscriberPicker value={subscriberId} onChange={onSubscriber} />
      <div className={`goniec-preview-frame goniec-preview-${view}`}>
        <iframe
          className="goniec-preview"
          title={t('editor.preview.title')}
          sandbox=""
          srcDoc={view === 'dark' ? darkened(html) : html}
          data-testid="mailing-preview"
        />
      </div>
      {loading && !result && <StatusIndicator type="loading">{t('editor.preview.loading')}</StatusIndicator>}
      {error !== null && error !== undefined && (
        <Alert type="warning" header={t('editor.preview.unavailable')}>
          {errorText.describe(error)}
        </Alert>
      )}
      {result && <PreviewChecks result={result} />}
    </SpaceBetween>
  );
}

function PreviewChecks({ result }: { result: PreviewResult }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <SpaceBetween size="xs" data-testid="preview-checks">
      {result.sourceProblems.length > 0 && (
        <Alert type="error" header={t('editor.checks.sourceProblems')}>
          <ul>
            {result.sourceProblems.map((p, i) => (
              <li key={i}>{p.line ? t('editor.checks.atLine', { line: p.line, message: p.message }) : p.message}</li>
            ))}
          </ul>
        </Alert>
      )}
      {!result.unsubscribeLink && (
        <Alert type="error" data-testid="preview-unsubscribe-missing">
          {t('editor.checks.noUnsubscribe', { field: '{{ unsubscribe_url }}' })}
        </Alert>
      )}
      {result.fieldProblems.length > 0 && (
        <Alert type="warning" header={t('editor.checks.fieldProblems')}>
          <ul>
            {result.fieldProblems.map((p, i) => (
              <li key={i}>{errorText.code(p.code, p.params)}</li>
            ))}
          </ul>
        </Alert>
      )}
      <StatusIndicator type={result.clipped ? 'warning' : 'success'}>
        {t(result.clipped ? 'editor.checks.clipped' : 'editor.checks.size', { size: kb(result.bytes), limit: kb(GMAIL_CLIP_BYTES) })}
      </StatusIndicator>
      {result.imagesWithoutAlt.length > 0 ? (
        <ExpandableSection headerText={t('editor.checks.noAlt', { count: result.imagesWithoutAlt.length })}>
          <ul>
            {result.imagesWithoutAlt.map((src, i) => (
              <li key={i}>
                <Box variant="code">{src}</Box>
              </li>
            ))}
          </ul>
        </ExpandableSection>
      ) : (
        <StatusIndicator type="success">{t('editor.checks.altOk')}</StatusIndicator>
      )}
      <ExpandableSection headerText={t('editor.checks.links', { count: result.links.length })}>
        <ul>
          {result.links.map((l, i) => (
            <li key={i}>
              {l.text || '—'}: <Box variant="code">{l.url}</Box>
            </li>
          ))}
        </ul>
      </ExpandableSection>
    </SpaceBetween>
  );
}
