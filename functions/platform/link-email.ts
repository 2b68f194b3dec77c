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
 * The one look of the app's own e-mails (sign-up, recovery, invitations): the text, a button to
 * `link`, the link spelled out; `second` adds another choice below it.
 */
export function linkEmail(t: LinkEmailText, link: string, second?: SecondLink): { subject: string; html: string; text: string } {
  const more = second
    ? `<p>${escapeHtml(second.text)} <a href="${escapeHtml(second.link)}">${escapeHtml(second.action)}</a></p>
<p style="word-break:break-all;color:#5f6b7a">${escapeHtml(second.link)}</p>\n`
    : '';
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#16191f">
<p>${escapeHtml(t.intro)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 16px;background:#0972d3;color:#fff;border-radius:16px;text-decoration:none">${escapeHtml(t.action)}</a></p>
<p style="word-break:break-all;color:#5f6b7a">${escapeHtml(link)}</p>
${more}<p>${escapeHtml(t.outro)}</p></body></html>`;
  const text = `${t.intro}\n\n${link}\n\n${second ? `${second.text} ${second.link}\n\n` : ''}${t.outro}\n`;
  return { subject: t.subject, html, text };
}
