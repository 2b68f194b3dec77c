import type { BlueprintSource } from './index';
import { brandBar, ending, head, mjmlDocument, productColumn, type Palette, type Product } from './parts';

const palette: Palette = {
  page: '#fdf2f8',
  surface: '#ffffff',
  text: '#3b0a24',
  muted: '#6b3550',
  brand: '#9d174d',
  onBrand: '#ffffff',
};

const products: Product[] = [
  {
    name: 'Zestaw kosmetyków',
    detail: 'Pielęgnacja na wiosnę',
    price: '119 zł',
    was: '149 zł',
    swatch: '#fbcfe8',
    mark: '🌷',
    cta: 'Kup zestaw',
  },
  {
    name: 'Apaszka jedwabna',
    detail: 'Trzy wiosenne kolory',
    price: '79 zł',
    was: '99 zł',
    swatch: '#fde68a',
    mark: '🧣',
    cta: 'Kup apaszkę',
  },
  { name: 'Karta podarunkowa', detail: 'Od 50 do 500 zł', price: 'od 50 zł', swatch: '#ddd6fe', mark: '🎁', cta: 'Kup kartę' },
];

export const womenDaySale: BlueprintSource = {
  id: 'women-day-sale',
  category: 'women_day',
  name: { pl: 'Dzień Kobiet – promocja', en: "Women's Day – sale" },
  description: {
    pl: 'Promocja na 8 marca: życzenia, kod rabatowy w wyróżnionej ramce, trzy produkty i termin ważności oferty.',
    en: "A sale for 8 March: wishes, a discount code in a highlighted box, three products and the offer's end date.",
  },
  subject: {
    pl: '🌷 {{ firstname | default: "Dla Ciebie" }}: -20% z okazji Dnia Kobiet',
    en: '🌷 {{ firstname | default: "For you" }}: 20% off for Women\'s Day',
  },
  mjml: mjmlDocument(
    head({
      title: 'Dzień Kobiet: -20% na wszystko',
      preview: 'Kod rabatowy ważny do 10 marca – wybierz coś dla siebie albo na prezent.',
      palette,
    }),
    `${brandBar('TWOJA MARKA', palette)}
    <mj-section background-color="#fce7f3" padding="40px 24px 32px">
      <mj-column>
        <mj-text align="center" font-size="16px" font-weight="700" letter-spacing="3px" color="${palette.brand}">8 MARCA · DZIEŃ KOBIET</mj-text>
        <mj-text align="center" font-size="34px" line-height="42px" font-weight="700">{{ firstname | default: "Droga Klientko" }}, wszystkiego najpiękniejszego!</mj-text>
        <mj-text align="center">Z okazji Waszego święta przygotowaliśmy rabat na cały asortyment. Kup coś dla siebie – albo podaruj radość bliskiej osobie.</mj-text>
      </mj-column>
    </mj-section>
    <mj-section background-color="${palette.surface}" padding="32px 24px 8px">
      <mj-column border="2px dashed ${palette.brand}" padding="8px" background-color="#fff7fb">
        <mj-text align="center" font-size="14px" color="${palette.muted}" padding-bottom="0">Twój kod rabatowy</mj-text>
        <mj-text align="center" font-size="32px" line-height="40px" font-weight="700" letter-spacing="4px" color="${palette.brand}">KOBIETA20</mj-text>
        <mj-text align="center" font-size="14px" color="${palette.muted}" padding-top="0">-20% na wszystko · ważny do 10 marca do północy</mj-text>
        <mj-button href="https://example.com">Wykorzystaj rabat</mj-button>
      </mj-column>
    </mj-section>
    <mj-section background-color="${palette.surface}" padding="24px 24px 0">
      <mj-column>
        <mj-text align="center" font-size="22px" line-height="30px" font-weight="700">Nasze propozycje na prezent</mj-text>
      </mj-column>
    </mj-section>
    <mj-section background-color="${palette.surface}" padding="8px 16px 32px">
${products.map((p) => productColumn(p, palette)).join('\n')}
    </mj-section>
    <mj-section background-color="${palette.brand}" padding="16px 24px">
      <mj-column>
        <mj-text align="center" color="${palette.onBrand}" font-size="14px">Darmowa dostawa od 149 zł · Pakujemy na prezent gratis</mj-text>
      </mj-column>
    </mj-section>
${ending(palette, undefined, ['facebook', 'instagram', 'pinterest'])}`,
    palette,
  ),
};
