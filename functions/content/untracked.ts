import type { RecipientUrls } from '@functions/sending/render';

/**
 * The links of a message nobody's engagement should count (a preview, a test send): clicks go
 * straight to their destination (with the link parameters a real send adds), the open pixel is an
 * inline transparent GIF that loads nothing, and the unsubscribe link unsubscribes no one. A
 * tracking link would otherwise count a test reader's click in the mailing's stats and as the
 * engagement of whichever subscriber it was signed for.
 */
export const PREVIEW_PIXEL = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

export const untrackedUrls = (unsubscribe = '#'): RecipientUrls => ({
  open: PREVIEW_PIXEL,
  unsubscribe,
  click: (url) => url,
});
