/** The words of an e-mail whose point is one link: why, the button's text, what to know about the link. */
export interface LinkEmailText {
  subject: string;
  intro: string;
  action: string;
  outro: string;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A second way out of the e-mail: why, and a plain link. */
export interface SecondLink {
  text: string;
  action: string;
  link: string;
}

/**
 * How an e-mail looks: the app's own by default; an account's branding (font, colours, logo) for
 * what goes to its subscribers (a sign-up's confirmation).
 */
export interface EmailLook {
  font: string;
  text: string;
  muted: string;
  button: string;
  background: string;
  logoUrl?: string;
}

const APP_LOOK: EmailLook = { font: 'Arial', text: '#16191f', muted: '#5f6b7a', button: '#0972d3', background: '#ffffff' };

/**
 * The one look of the app's own e-mails (sign-up, recovery, invitations): the text, a button to
 * `link`, the link spelled out; `second` adds another choice below it.
 */
export function linkEmail(
  t: LinkEmailText,
  link: string,
  second?: SecondLink,
  look: EmailLook = APP_LOOK,
): { subject: string; html: string; text: string } {
  const muted = `word-break:break-all;color:${look.muted}`;
  const more = second
    ? `<p>${escapeHtml(second.text)} <a href="${escapeHtml(second.link)}">${escapeHtml(second.action)}</a></p>
<p style="${muted}">${escapeHtml(second.link)}</p>\n`
    : '';
  const logo = look.logoUrl ? `<p><img src="${escapeHtml(look.logoUrl)}" alt="" style="max-width:100%;height:auto"></p>\n` : '';
  const html = `<!doctype html><html><body style="font-family:'${escapeHtml(look.font)}',Arial,sans-serif;color:${look.text};background:${look.background}">
${logo}<p>${escapeHtml(t.intro)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 16px;background:${look.button};color:#fff;border-radius:16px;text-decoration:none">${escapeHtml(t.action)}</a></p>
<p style="${muted}">${escapeHtml(link)}</p>
${more}<p>${escapeHtml(t.outro)}</p></body></html>`;
  const text = `${t.intro}\n\n${link}\n\n${second ? `${second.text} ${second.link}\n\n` : ''}${t.outro}\n`;
  return { subject: t.subject, html, text };
}
