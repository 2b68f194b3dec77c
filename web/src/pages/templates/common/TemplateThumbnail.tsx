import { useRef } from 'react';
import Box from '@cloudscape-design/components/box';
import Spinner from '@cloudscape-design/components/spinner';
import { useTranslation } from 'react-i18next';
import { thumbnailBox } from './thumbnail';
import { useThumbnailHtml, type ThumbnailSource } from './use-template-data';
import { useVisible, useWidth } from './use-visible';

/**
 * A card's picture of the e-mail: its HTML in an iframe laid out at a mail client's width and
 * shrunk to the card. sandbox="" runs no script and keeps the HTML away from the app (it may be
 * imported from anywhere); the frame is not focusable and hidden from screen readers, the card's
 * name says what it is. The HTML is read only once the card comes near the screen.
 */
export function TemplateThumbnail({ source, name }: { source: ThumbnailSource; name: string }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const visible = useVisible(ref);
  const box = thumbnailBox(useWidth(ref));
  const { html, error, loading } = useThumbnailHtml(source, visible);
  return (
    <div
      ref={ref}
      role="img"
      aria-label={t('templatePages.card.thumbnail', { name })}
      data-testid="template-thumbnail"
      style={{
        position: 'relative',
        width: '100%',
        height: box.boxHeight,
        overflow: 'hidden',
        background: '#fff',
        borderRadius: 8,
        border: '1px solid #e9ebed',
      }}
    >
      {html !== undefined && (
        <iframe
          title={t('templatePages.card.thumbnail', { name })}
          sandbox=""
          srcDoc={html}
          tabIndex={-1}
          aria-hidden="true"
          loading="lazy"
          scrolling="no"
          style={{
            width: box.frameWidth,
            height: box.frameHeight,
            border: 0,
            transform: `scale(${box.scale})`,
            transformOrigin: '0 0',
            pointerEvents: 'none',
          }}
        />
      )}
      {loading && (
        <Box textAlign="center" padding={{ top: 'xxxl' }}>
          <Spinner size="big" />
        </Box>
      )}
      {error !== null && error !== undefined && (
        <Box textAlign="center" padding={{ top: 'xxxl' }} color="text-status-inactive">
          {t('templatePages.card.noThumbnail')}
        </Box>
      )}
    </div>
  );
}
