import type { BlueprintSource } from './index';
import { brandBar, ending, head, mjmlDocument, productColumn, SERIF, type Palette, type Product } from './parts';

const palette: Palette = {
  page: '#fff1f2',
  surface: '#ffffff',
  text: '#3f0d12',
  muted: '#7a3b43',
  brand: '#b91c1c',
  onBrand: '#ffffff',
};

const gifts: Product[] = [
  { name: 'Zestaw dla dwojga', detail: 'Kolacja i deser w pudełku', price: '159 zł', swatch: '#fecdd3', mark: '🍫', cta: 'Wybierz zestaw' },
  {
    name: 'Świeca zapachowa',
    detail: 'Róża i wanilia, 40 h',
    price: '69 zł',
    was: '89 zł',
    swatch: '#fde2e4',
    mark: '🕯️',
    cta: 'Wybierz świecę',
  },
  {
    name: 'Karta podarunkowa',
    detail: 'Wysyłamy e-mailem w minutę',
    price: 'od 50 zł',
    swatch: '#ffe4e6',
    mark: '💌',
    cta: 'Wybierz kartę',
  },
];

export const valentineGifts: BlueprintSource = {
  id: 'valentine-gifts',
  category: 'valentine_day',
  name: { pl: 'Walentynki – prezenty', en: "Valentine's Day – gifts" },
  description: {
    pl: 'Przewodnik po prezentach na 14 lutego: „dla niej” i „dla niego” w dwóch kolumnach, trzy produkty i termin zamówień z dostawą na czas.',
    en: 'A gift guide for 14 February: "for her" and "for him" in two columns, three products and the last day to order for on-time delivery.',
  },
  subject: {
    pl: '💝 {{ firstname | default: "Psst" }}, prezent na Walentynki jeszcze zdążysz kupić',
    en: '💝 {{ firstname | default: "Psst" }}, there is still time for a Valentine gift',
  },
  mjml: mjmlDocument(
    head({
      title: 'Walentynki: prezenty, które mówią więcej',
      preview: 'Zamów do 12 lutego, a paczka dotrze przed Walentynkami.',
      palette,
    }),
    `${brandBar('TWOJA MARKA', palette)}
    <mj-section background-color="#ffe4e6" padding="48px 24px 40px">
      <mj-column>
        <mj-text align="center" font-size="15px" font-weight="700" letter-spacing="3px" color="${palette.brand}">14 LUTEGO</mj-text>
        <mj-text align="center" font-family="${SERIF}" font-size="36px" line-height="44px" font-style="italic">Prezenty, które mówią więcej niż słowa</mj-text>
        <mj-text align="center">{{ firstname | default: "Cześć" }}, pomożemy Ci znaleźć coś wyjątkowego – bez stresu i na czas.</mj-text>
        <mj-button href="https://example.com">Zobacz prezenty</mj-button>
      </mj-column>
    </mj-section>
    <mj-section background-color="${palette.surface}" padding="32px 16px 8px">
      <mj-column padding="8px">
        <mj-text container-background-color="#fecdd3" align="center" font-size="20px" font-weight="700" padding="24px 8px">Dla niej</mj-text>
        <mj-text padding="12px 8px">Biżuteria, kosmetyki, kwiaty w pudełku – i coś, co zostaje na dłużej niż jeden wieczór.</mj-text>
        <mj-button href="https://example.com" align="left" padding="0 8px 8px">Prezenty dla niej</mj-button>
      </mj-column>
      <mj-column padding="8px">
        <mj-text container-background-color="#fecdd3" align="center" font-size="20px" font-weight="700" padding="24px 8px">Dla niego</mj-text>
        <mj-text padding="12px 8px">Zegarki, dodatki, zestawy dla smakoszy – prezenty praktyczne, ale z sercem.</mj-text>
        <mj-button href="https://example.com" align="left" padding="0 8px 8px">Prezenty dla niego</mj-button>
      </mj-column>
    </mj-section>
    <mj-section background-color="${palette.surface}" padding="24px 24px 0">
      <mj-column>
        <mj-divider border-color="#fecdd3" />
        <mj-text align="center" font-size="22px" line-height="30px" font-weight="700">Najczęściej wybierane</mj-text>
      </mj-column>
    </mj-section>
    <mj-section background-color="${palette.surface}" padding="8px 16px 24px">
${gifts.map((p) => productColumn(p, palette)).join('\n')}
    </mj-section>
    <mj-section background-color="${palette.brand}" padding="20px 24px">
      <mj-column>
        <mj-text align="center" color="${palette.onBrand}" font-size="16px"><strong>Zamów do 12 lutego</strong> – paczka dotrze przed Walentynkami. Pakujemy na prezent bez dopłaty.</mj-text>
      </mj-column>
    </mj-section>
${ending(palette, undefined, ['facebook', 'instagram', 'pinterest'])}`,
    palette,
  ),
};
