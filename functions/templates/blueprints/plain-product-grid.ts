import type { BlueprintSource } from './index';
import { brandBar, ending, head, mjmlDocument, productColumn, type Palette, type Product } from './parts';

const palette: Palette = {
  page: '#f3f4f6',
  surface: '#ffffff',
  text: '#111827',
  muted: '#4b5563',
  brand: '#111827',
  onBrand: '#ffffff',
};

const row1: Product[] = [
  {
    name: 'Produkt pierwszy',
    detail: 'Krótki opis: materiał, rozmiar',
    price: '129 zł',
    swatch: '#e0e7ff',
    mark: 'A',
    cta: 'Kup produkt pierwszy',
  },
  {
    name: 'Produkt drugi',
    detail: 'Krótki opis: materiał, rozmiar',
    price: '89 zł',
    was: '119 zł',
    swatch: '#fde68a',
    mark: 'B',
    cta: 'Kup produkt drugi',
  },
  {
    name: 'Produkt trzeci',
    detail: 'Krótki opis: materiał, rozmiar',
    price: '249 zł',
    swatch: '#bbf7d0',
    mark: 'C',
    cta: 'Kup produkt trzeci',
  },
];
const row2: Product[] = [
  {
    name: 'Produkt czwarty',
    detail: 'Krótki opis: materiał, rozmiar',
    price: '59 zł',
    swatch: '#fecaca',
    mark: 'D',
    cta: 'Kup produkt czwarty',
  },
  {
    name: 'Produkt piąty',
    detail: 'Krótki opis: materiał, rozmiar',
    price: '179 zł',
    swatch: '#bae6fd',
    mark: 'E',
    cta: 'Kup produkt piąty',
  },
  {
    name: 'Produkt szósty',
    detail: 'Krótki opis: materiał, rozmiar',
    price: '99 zł',
    was: '139 zł',
    swatch: '#e9d5ff',
    mark: 'F',
    cta: 'Kup produkt szósty',
  },
];

export const plainProductGrid: BlueprintSource = {
  id: 'plain-product-grid',
  category: 'layout',
  name: { pl: 'Siatka produktów (3 kolumny)', en: 'Product grid (3 columns)' },
  description: {
    pl: 'Sześć kart produktów w dwóch rzędach po trzy, z ceną, przekreśloną ceną promocyjną i przyciskiem; na telefonie jedna pod drugą.',
    en: 'Six product cards in two rows of three, with a price, a struck-out sale price and a button; stacked on phones.',
  },
  subject: { pl: 'Nowa kolekcja już w sklepie', en: 'The new collection is in the shop' },
  mjml: mjmlDocument(
    head({ title: 'Nowa kolekcja', preview: 'Sześć nowości wybranych dla Ciebie – część w niższych cenach.', palette }),
    `${brandBar('TWOJA MARKA', palette, 'Sklep internetowy')}
    <mj-section background-color="${palette.surface}" padding="32px 24px 8px">
      <mj-column>
        <mj-text align="center" font-size="28px" line-height="36px" font-weight="700">Nowa kolekcja</mj-text>
        <mj-text align="center" color="${palette.muted}">{{ firstname | default: "Cześć" }}, wybraliśmy sześć nowości, które mogą Ci się spodobać.</mj-text>
      </mj-column>
    </mj-section>
    <mj-section background-color="${palette.surface}" padding="8px 16px">
${row1.map((p) => productColumn(p, palette)).join('\n')}
    </mj-section>
    <mj-section background-color="${palette.surface}" padding="8px 16px 16px">
${row2.map((p) => productColumn(p, palette)).join('\n')}
    </mj-section>
    <mj-section background-color="${palette.surface}" padding="0 24px 32px">
      <mj-column>
        <mj-divider />
        <mj-text align="center">Darmowa dostawa od 199 zł · 30 dni na zwrot</mj-text>
        <mj-button href="https://example.com">Zobacz całą kolekcję</mj-button>
      </mj-column>
    </mj-section>
${ending(palette)}`,
    palette,
  ),
};
