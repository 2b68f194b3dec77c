import type { TFunction } from 'i18next';

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/** A new mailing starts from a small, valid HTML e-mail in the user's language. */
export function starterHtml(t: TFunction, company: string): string {
  return `<!doctype html>
<html>
  <body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;background:#f4f4f4;">
    <table role="presentation" width="100%" style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px;">
      <tr>
        <td style="padding:32px;">
          <h1 style="margin:0 0 16px;font-size:24px;color:#16191f;">${escape(t('mailing.starter.heading'))}</h1>
          <p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#414d5c;">${escape(t('mailing.starter.body'))}</p>
          <p style="margin:0;font-size:16px;"><a href="https://example.com" style="color:#0972d3;">${escape(t('mailing.starter.link'))}</a></p>
          <p style="margin:32px 0 0;font-size:12px;color:#687078;">${escape(company)}</p>
        </td>
      </tr>
    </table>
  </body>
</html>
`;
}
