import type { ContentBody, EditorMode } from '@shared/schemas/content';

/**
 * What a blank mailing starts with, in the account's language of messages: the smallest valid MJML
 * (so the visual editor opens on a section to drop blocks into) or a small HTML e-mail, either with
 * the unsubscribe link a sending needs.
 */
const WORDS = {
  pl: { name: 'Nowy mailing', heading: 'Dzień dobry!', body: 'Napisz tutaj swoją wiadomość.', unsubscribe: 'Wypisz się' },
  en: { name: 'New mailing', heading: 'Hello!', body: 'Write your message here.', unsubscribe: 'Unsubscribe' },
} as const;

export function blankContent(mode: EditorMode, language: 'pl' | 'en'): { name: string; content: ContentBody } {
  const w = WORDS[language];
  if (mode === 'visual')
    return {
      name: w.name,
      content: {
        mode,
        mjml: `<mjml>
  <mj-body background-color="#f4f5f7">
    <mj-section background-color="#ffffff" padding="24px">
      <mj-column>
        <mj-text font-family="Helvetica, Arial, sans-serif" font-size="24px" font-weight="700">${w.heading}</mj-text>
        <mj-text font-family="Helvetica, Arial, sans-serif" font-size="16px" line-height="24px">${w.body}</mj-text>
      </mj-column>
    </mj-section>
    <mj-section padding="16px">
      <mj-column>
        <mj-text font-family="Helvetica, Arial, sans-serif" font-size="12px" align="center"><a href="{{ unsubscribe_url }}">${w.unsubscribe}</a></mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>
`,
      },
    };
  return {
    name: w.name,
    content: {
      mode,
      html: `<!doctype html>
<html>
  <body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;background:#f4f5f7;">
    <table role="presentation" width="100%" style="max-width:600px;margin:0 auto;background:#ffffff;">
      <tr>
        <td style="padding:32px;">
          <h1 style="margin:0 0 16px;font-size:24px;">${w.heading}</h1>
          <p style="margin:0 0 16px;font-size:16px;line-height:1.5;">${w.body}</p>
          <p style="margin:32px 0 0;font-size:12px;"><a href="{{ unsubscribe_url }}">${w.unsubscribe}</a></p>
        </td>
      </tr>
    </table>
  </body>
</html>
`,
    },
  };
}
