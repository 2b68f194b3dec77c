import type { BlueprintSource } from './index';

export const plainOneColumn: BlueprintSource = {
  id: 'plain-one-column',
  category: 'layout',
  name: { pl: 'Jedna kolumna', en: 'One column' },
  description: { pl: 'Logo, nagłówek, tekst i przycisk.', en: 'Logo, heading, text and a button.' },
  subject: { pl: 'Nowości od nas', en: 'News from us' },
  mjml: `<mjml>
  <mj-head>
    <mj-title>Nowości od nas</mj-title>
    <mj-preview>Krótko o tym, co u nas nowego</mj-preview>
    <mj-attributes>
      <mj-all font-family="Helvetica, Arial, sans-serif" />
      <mj-text font-size="16px" line-height="24px" color="#1f2933" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="#f4f5f7">
    <mj-section background-color="#ffffff" padding="24px">
      <mj-column>
        <mj-text font-size="24px" font-weight="700">Dzień dobry, {{ firstname | default: "Drogi Kliencie" }}!</mj-text>
        <mj-text>Oto krótko to, co u nas nowego. Napisz tu najważniejszą wiadomość i dlaczego warto ją przeczytać.</mj-text>
        <mj-button background-color="#0972d3" href="https://example.com">Zobacz więcej</mj-button>
      </mj-column>
    </mj-section>
    <mj-section padding="16px">
      <mj-column>
        <mj-text font-size="12px" color="#5f6b7a" align="center"><a href="{{ unsubscribe_url }}" style="color:#5f6b7a">Wypisz się</a></mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`,
};
