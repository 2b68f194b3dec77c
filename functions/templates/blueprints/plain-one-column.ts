import type { BlueprintSource } from './index';
import { brandBar, ending, head, mjmlDocument, type Palette } from './parts';

const palette: Palette = {
  page: '#f4f5f7',
  surface: '#ffffff',
  text: '#1f2933',
  muted: '#52606d',
  brand: '#0b5cad',
  onBrand: '#ffffff',
};

export const plainOneColumn: BlueprintSource = {
  id: 'plain-one-column',
  category: 'layout',
  name: { pl: 'Jedna kolumna', en: 'One column' },
  description: {
    pl: 'Klasyczny układ w jednej kolumnie: nagłówek z marką, powitanie, trzy krótkie akapity z przyciskiem i stopka.',
    en: 'A classic single column: brand header, greeting, three short paragraphs with a button, and a footer.',
  },
  subject: {
    pl: '{{ firstname | default: "Cześć" }}, mamy dla Ciebie nowości',
    en: '{{ firstname | default: "Hi" }}, we have news for you',
  },
  mjml: mjmlDocument(
    head({ title: 'Nowości od nas', preview: 'Krótko o tym, co u nas nowego – i dlaczego warto zajrzeć.', palette }),
    `${brandBar('TWOJA MARKA', palette)}
    <mj-section background-color="${palette.surface}" padding="40px 32px 8px">
      <mj-column>
        <mj-text font-size="28px" line-height="36px" font-weight="700">Dzień dobry, {{ firstname | default: "Drogi Kliencie" }}!</mj-text>
        <mj-text>Oto krótko to, co u nas nowego. W pierwszym zdaniu napisz najważniejszą wiadomość, a w drugim – dlaczego warto doczytać do końca.</mj-text>
        <mj-button href="https://example.com" align="left" padding="16px 25px 24px">Zobacz nowości</mj-button>
        <mj-divider padding="8px 25px" />
      </mj-column>
    </mj-section>
    <mj-section background-color="${palette.surface}" padding="8px 32px">
      <mj-column>
        <mj-text font-size="20px" line-height="28px" font-weight="700" color="${palette.brand}">1. Pierwsza sprawa</mj-text>
        <mj-text padding-top="0">Dwa, trzy zdania o pierwszej nowości. Konkret: co się zmienia i co z tego ma czytelnik.</mj-text>
        <mj-text font-size="20px" line-height="28px" font-weight="700" color="${palette.brand}">2. Druga sprawa</mj-text>
        <mj-text padding-top="0">Krótko o drugiej. Krótkie akapity czyta się wygodnie także na telefonie.</mj-text>
        <mj-text font-size="20px" line-height="28px" font-weight="700" color="${palette.brand}">3. Trzecia sprawa</mj-text>
        <mj-text padding-top="0">I o trzeciej – z odnośnikiem do <a href="https://example.com" style="color:${palette.brand}">szczegółów na stronie</a>.</mj-text>
      </mj-column>
    </mj-section>
    <mj-section background-color="${palette.surface}" padding="8px 32px 40px">
      <mj-column>
        <mj-spacer height="8px" />
        <mj-text>Pozdrawiamy serdecznie,<br /><strong>Zespół Twojej Marki</strong></mj-text>
      </mj-column>
    </mj-section>
${ending(palette)}`,
    palette,
  ),
};
