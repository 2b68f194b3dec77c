import type { BlueprintSource } from './index';
import { brandBar, ending, head, mjmlDocument, productColumn, type Palette, type Product } from './parts';

const palette: Palette = {
  page: '#fefce8',
  surface: '#ffffff',
  text: '#1f2a12',
  muted: '#525c43',
  brand: '#3f6212',
  onBrand: '#ffffff',
};

const products: Product[] = [
  {
    name: 'Koszyczek wielkanocny',
    detail: 'Wiklina, z lnianą serwetką',
    price: '59 zł',
    was: '79 zł',
    swatch: '#fef08a',
    mark: '🧺',
    cta: 'Kup koszyczek',
  },
  { name: 'Zestaw pisanek', detail: '6 szt., malowane ręcznie', price: '45 zł', swatch: '#d9f99d', mark: '🥚', cta: 'Kup pisanki' },
  { name: 'Bukiet tulipanów', detail: 'Z dostawą na Wielką Sobotę', price: '89 zł', swatch: '#fbcfe8', mark: '🌷', cta: 'Zamów bukiet' },
];

export const easterSale: BlueprintSource = {
  id: 'easter-sale',
  category: 'easter',
  name: { pl: 'Wielkanoc – życzenia i promocja', en: 'Easter – wishes and a sale' },
  description: {
    pl: 'Wiosenne życzenia wielkanocne z kodem rabatowym, trzema produktami na świąteczny stół i terminem dostawy przed świętami.',
    en: 'Spring Easter wishes with a discount code, three products for the festive table and the last delivery date before the holiday.',
  },
  subject: {
    pl: '🐣 Wesołych Świąt Wielkanocnych, {{ firstname | default: "Drogi Kliencie" }}!',
    en: '🐣 Happy Easter, {{ firstname | default: "dear customer" }}!',
  },
  mjml: mjmlDocument(
    head({ title: 'Wesołych Świąt Wielkanocnych', preview: 'Wiosenne życzenia i -15% na wszystko do Wielkiego Czwartku.', palette }),
    `${brandBar('TWOJA MARKA', palette)}
    <mj-section background-color="#ecfccb" padding="40px 24px 32px">
      <mj-column>
        <mj-text align="center" font-size="44px" line-height="52px" padding-bottom="0"><span aria-hidden="true">🐣 🌷 🥚</span></mj-text>
        <mj-text align="center" font-size="32px" line-height="40px" font-weight="700">Wesołych Świąt Wielkanocnych!</mj-text>
        <mj-text align="center" font-size="18px" line-height="28px">{{ firstname | default: "Drogi Kliencie" }}, życzymy Ci zdrowych, radosnych świąt, pełnych wiosennego słońca, smacznego święconego i chwil z bliskimi.</mj-text>
      </mj-column>
    </mj-section>
    <mj-section background-color="${palette.surface}" padding="32px 24px 8px">
      <mj-column border="2px dashed ${palette.brand}" padding="8px">
        <mj-text align="center" font-size="15px" color="${palette.muted}" padding-bottom="0">Wielkanocny rabat na wszystko</mj-text>
        <mj-text align="center" font-size="32px" line-height="40px" font-weight="700" letter-spacing="4px" color="${palette.brand}">WIOSNA15</mj-text>
        <mj-text align="center" font-size="14px" color="${palette.muted}" padding-top="0">-15% · ważny do Wielkiego Czwartku</mj-text>
        <mj-button href="https://example.com">Odbierz rabat</mj-button>
      </mj-column>
    </mj-section>
    <mj-section background-color="${palette.surface}" padding="24px 24px 0">
      <mj-column>
        <mj-text align="center" font-size="22px" line-height="30px" font-weight="700">Na świąteczny stół</mj-text>
      </mj-column>
    </mj-section>
    <mj-section background-color="${palette.surface}" padding="8px 16px 24px">
${products.map((p) => productColumn(p, palette)).join('\n')}
    </mj-section>
    <mj-section background-color="${palette.brand}" padding="16px 24px">
      <mj-column>
        <mj-text align="center" color="${palette.onBrand}" font-size="15px"><strong>Zamów do Wielkiego Wtorku</strong> – dostarczymy przed świętami.</mj-text>
      </mj-column>
    </mj-section>
${ending(palette, undefined, ['facebook', 'instagram', 'pinterest'])}`,
    palette,
  ),
};
