import type { BlueprintSource } from './index';
import { brandBar, ending, head, mjmlDocument, type Palette } from './parts';

const palette: Palette = {
  page: '#eef4f3',
  surface: '#ffffff',
  text: '#17302d',
  muted: '#4a5f5c',
  brand: '#0f766e',
  onBrand: '#ffffff',
};

/** One half of a two-column row: a colour block with a word on it, a heading, a paragraph and a button. */
const half = (swatch: string, label: string, title: string, body: string, cta: string) => `      <mj-column padding="8px">
        <mj-text container-background-color="${swatch}" height="96px" align="center" font-size="20px" line-height="96px" font-weight="700" padding="0" color="${palette.text}">${label}</mj-text>
        <mj-text font-size="20px" line-height="28px" font-weight="700" padding="16px 8px 0">${title}</mj-text>
        <mj-text padding="8px 8px 0">${body}</mj-text>
        <mj-button href="https://example.com" align="left" padding="16px 8px 8px">${cta}</mj-button>
      </mj-column>`;

export const plainTwoColumns: BlueprintSource = {
  id: 'plain-two-columns',
  category: 'layout',
  name: { pl: 'Dwie kolumny', en: 'Two columns' },
  description: {
    pl: 'Wyróżniony nagłówek i dwa rzędy po dwie kolumny (na telefonie jedna pod drugą) – do dwóch równorzędnych tematów.',
    en: 'A hero and two rows of two columns (stacked on phones) – for two topics of equal weight.',
  },
  subject: { pl: 'Dwie rzeczy, które warto znać w tym tygodniu', en: 'Two things worth knowing this week' },
  mjml: mjmlDocument(
    head({ title: 'Dwie rzeczy na ten tydzień', preview: 'Nowość w ofercie i praktyczna porada – obie w dwie minuty.', palette }),
    `${brandBar('TWOJA MARKA', palette)}
    <mj-section background-color="#d7ece9" padding="40px 32px">
      <mj-column>
        <mj-text align="center" font-size="14px" font-weight="700" letter-spacing="1px" color="#0b5a54">W TYM TYGODNIU</mj-text>
        <mj-text align="center" font-size="30px" line-height="38px" font-weight="700">{{ firstname | default: "Cześć" }}, dwie rzeczy na dobry początek</mj-text>
        <mj-text align="center">Nowość w naszej ofercie i porada, która oszczędzi Ci czasu. Każda zajmie najwyżej minutę.</mj-text>
      </mj-column>
    </mj-section>
    <mj-section background-color="${palette.surface}" padding="24px 16px 8px">
${half('#cfe8e4', 'NOWOŚĆ', 'Nowość w ofercie', 'Opisz nowy produkt lub usługę w dwóch zdaniach: dla kogo jest i co zmienia.', 'Poznaj nowość')}
${half('#fde7c8', 'PORADA', 'Porada tygodnia', 'Krótka, praktyczna wskazówka – taka, którą czytelnik wykorzysta jeszcze dziś.', 'Przeczytaj poradę')}
    </mj-section>
    <mj-section background-color="${palette.surface}" padding="0 24px">
      <mj-column>
        <mj-divider />
      </mj-column>
    </mj-section>
    <mj-section background-color="${palette.surface}" padding="8px 16px 32px">
      <mj-column padding="8px">
        <mj-text font-size="18px" font-weight="700">Z bloga</mj-text>
        <mj-text padding-top="4px">Tytuł wpisu i jedno zdanie zachęty. <a href="https://example.com" style="color:${palette.brand}">Czytaj wpis</a></mj-text>
      </mj-column>
      <mj-column padding="8px">
        <mj-text font-size="18px" font-weight="700">Wydarzenie</mj-text>
        <mj-text padding-top="4px">Data, miejsce i jedno zdanie o spotkaniu. <a href="https://example.com" style="color:${palette.brand}">Szczegóły wydarzenia</a></mj-text>
      </mj-column>
    </mj-section>
${ending(palette)}`,
    palette,
  ),
};
