import { SOCIAL_NETWORKS, type Branding, type SocialNetwork } from '@shared/schemas/branding';
import { escapeHtml } from '@functions/sending/segments';

/**
 * The HTML shell of every page a subscriber opens outside the app (unsubscribe, preferences,
 * hosted sign-up forms, a sign-up's confirmation), styled by the account's branding: its font, its
 * colours and its logo above the title. Self-contained (inline CSS, no script), as a page served
 * by a Lambda to anyone on the internet should be.
 */
export interface PublicPage {
  lang: 'pl' | 'en';
  title: string;
  /** Already-escaped HTML. */
  body: string;
  branding: Branding;
  /** Where the logo is served from; none when the account has no logo. */
  logoUrl?: string;
}

const FALLBACK_FONTS = 'system-ui,Arial,sans-serif';

export function brandCss(branding: Branding): string {
  const c = branding.colours;
  const font = `'${branding.font}',${FALLBACK_FONTS}`;
  return (
    `body{font-family:${font};max-width:34rem;margin:3rem auto;padding:0 1rem;color:${c.text};background:${c.background}}` +
    `h1{font-size:1.5rem;color:${c.secondary}}a{color:${c.primary}}` +
    `.logo{display:block;max-width:100%;height:auto;margin-bottom:1.5rem}` +
    `button,.button{font:inherit;padding:.6rem 1.2rem;border-radius:1rem;border:0;background:${c.primary};color:#fff;cursor:pointer;text-decoration:none;display:inline-block}` +
    `.secondary{background:transparent;color:${c.primary};border:1px solid ${c.primary}}` +
    `fieldset{border:1px solid ${c.border};border-radius:.5rem;padding:1rem;margin:0 0 1rem}` +
    `label{display:block;margin:.75rem 0 .25rem}input,select,textarea{font:inherit;width:100%;box-sizing:border-box;padding:.5rem;border:1px solid ${c.border};border-radius:.5rem;background:#fff;color:${c.text}}` +
    `input[type=checkbox],input[type=radio]{width:auto;margin-right:.5rem}.check{display:flex;align-items:flex-start;gap:.25rem}` +
    `.error{color:#d91515}.note{color:${c.secondary};font-size:.875rem}.ok{color:${c.accent}}.social{margin-top:2rem;border-top:1px solid ${c.border};padding-top:1rem}`
  );
}

/** The network's name as its own brand writes it; the same in both languages. */
const NETWORK_NAMES: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  x: 'X',
  youtube: 'YouTube',
  tiktok: 'TikTok',
};

/** The account's social links under the page (the ones it filled in), as plain text links: no third-party images. */
function socialFooter(branding: Branding): string {
  const links = SOCIAL_NETWORKS.filter((n) => branding.socialLinks[n]).map(
    (n) => `<a href="${escapeHtml(branding.socialLinks[n])}" rel="noopener noreferrer">${NETWORK_NAMES[n]}</a>`,
  );
  return links.length ? `<footer class="note social">${links.join(' · ')}</footer>` : '';
}

export function publicPage(page: PublicPage): string {
  const logo = page.logoUrl ? `<img class="logo" src="${escapeHtml(page.logoUrl)}" alt="">` : '';
  return `<!doctype html><html lang="${page.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(page.title)}</title><style>${brandCss(page.branding)}</style></head>
<body>${logo}<h1>${escapeHtml(page.title)}</h1>${page.body}${socialFooter(page.branding)}</body></html>`;
}
