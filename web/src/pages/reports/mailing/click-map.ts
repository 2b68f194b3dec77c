import type { LinkRow } from '@shared/schemas/reports';
import { clickShare, linkIdentity, linksOfHrefs } from './report-view';

/** How a badge reads ("12 cl. (40%)"): the panel passes its translation. */
export type BadgeText = (clicks: number, share: number | null) => string;

const BADGE_STYLE = [
  'display:inline-block',
  'margin:0 4px',
  'padding:1px 6px',
  'border-radius:10px',
  'background:#0972d3',
  'color:#fff',
  'font:bold 12px/16px sans-serif',
  'white-space:nowrap',
  'vertical-align:middle',
].join(';');

/**
 * The message's HTML with a badge after each web link: its clicks and share of all clicks (a link
 * nobody clicked: 0). Parsed and written in the browser (DOMParser), then shown in a sandboxed frame
 * with no script and no access to the app, as every preview of a message is.
 */
export function clickMapHtml(html: string, links: readonly LinkRow[], badge: BadgeText): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const anchors = [...doc.querySelectorAll<HTMLAnchorElement>('a[href]')];
  const rows = linksOfHrefs(
    anchors.map((a) => a.getAttribute('href') ?? ''),
    links,
  );
  anchors.forEach((anchor, i) => {
    if (!linkIdentity(anchor.getAttribute('href') ?? '')) return;
    const clicks = rows[i]?.clicks ?? 0;
    const mark = doc.createElement('span');
    mark.setAttribute('data-click-badge', String(clicks));
    mark.setAttribute('style', BADGE_STYLE);
    mark.textContent = badge(clicks, clickShare({ clicks }, links));
    anchor.insertAdjacentElement('afterend', mark);
  });
  return `<!doctype html>${doc.documentElement.outerHTML}`;
}
