import type { BlueprintSource } from './index';
import { brandBar, ending, head, mjmlDocument, type Palette } from './parts';

const palette: Palette = {
  page: '#f1f5f3',
  surface: '#ffffff',
  text: '#132a1e',
  muted: '#4a5c52',
  brand: '#166534',
  onBrand: '#ffffff',
};

const cell = 'padding:10px 6px;border-bottom:1px solid #e5e7eb';

export const cartOrderConfirmation: BlueprintSource = {
  id: 'cart-order-confirmation',
  category: 'cart',
  name: { pl: 'Potwierdzenie zamówienia', en: 'Order confirmation' },
  description: {
    pl: 'Podziękowanie za zakup: numer zamówienia, tabela pozycji z sumą, adres dostawy i płatność w dwóch kolumnach, śledzenie przesyłki i pomoc.',
    en: 'A thank-you for the purchase: the order number, a table of lines with the total, delivery address and payment in two columns, tracking and help.',
  },
  subject: { pl: 'Dziękujemy! Zamówienie nr [numer] zostało przyjęte', en: 'Thank you! Order no. [number] is confirmed' },
  mjml: mjmlDocument(
    head({
      title: 'Potwierdzenie zamówienia',
      preview: 'Zamówienie przyjęte – wyślemy je w ciągu 24 godzin. Szczegóły w środku.',
      palette,
    }),
    `${brandBar('TWOJA MARKA', palette)}
    <mj-section background-color="${palette.surface}" padding="40px 24px 8px">
      <mj-column>
        <mj-text align="center" font-size="44px" line-height="52px" padding-bottom="0" color="${palette.brand}"><span aria-hidden="true">✔</span></mj-text>
        <mj-text align="center" font-size="28px" line-height="36px" font-weight="700">Dziękujemy za zamówienie!</mj-text>
        <mj-text align="center">{{ firstname | default: "Drogi Kliencie" }}, przyjęliśmy Twoje zamówienie <strong>nr [numer]</strong> z dnia [data]. Wyślemy je w ciągu 24 godzin i napiszemy, gdy paczka będzie w drodze.</mj-text>
      </mj-column>
    </mj-section>
    <mj-section background-color="${palette.surface}" padding="8px 24px">
      <mj-column>
        <mj-text font-size="20px" font-weight="700">Twoje zamówienie</mj-text>
        <mj-table font-size="15px" line-height="22px" color="${palette.text}">
          <tr style="text-align:left;color:${palette.muted}">
            <th style="${cell};font-weight:400">Produkt</th>
            <th style="${cell};font-weight:400;text-align:center;white-space:nowrap">Szt.</th>
            <th style="${cell};font-weight:400;text-align:right;white-space:nowrap">Cena</th>
          </tr>
          <tr>
            <td style="${cell}">Kubek ceramiczny, 350 ml</td>
            <td style="${cell};text-align:center">2</td>
            <td style="${cell};text-align:right;white-space:nowrap">78,00 zł</td>
          </tr>
          <tr>
            <td style="${cell}">Herbata liściasta, 100 g</td>
            <td style="${cell};text-align:center">1</td>
            <td style="${cell};text-align:right;white-space:nowrap">32,00 zł</td>
          </tr>
          <tr>
            <td style="${cell}">Dostawa – kurier</td>
            <td style="${cell}"></td>
            <td style="${cell};text-align:right;white-space:nowrap">14,99 zł</td>
          </tr>
          <tr>
            <td style="padding:12px 6px;font-weight:700">Razem (z VAT)</td>
            <td></td>
            <td style="padding:12px 6px;font-weight:700;text-align:right;white-space:nowrap">124,99 zł</td>
          </tr>
        </mj-table>
      </mj-column>
    </mj-section>
    <mj-section background-color="#f0fdf4" padding="8px 16px">
      <mj-column padding="8px">
        <mj-text font-size="16px" font-weight="700" padding-bottom="0">Adres dostawy</mj-text>
        <mj-text font-size="15px" line-height="22px">{{ name | default: "Imię i nazwisko" }}<br />[ulica i numer]<br />[kod pocztowy] {{ city | default: "[miejscowość]" }}</mj-text>
      </mj-column>
      <mj-column padding="8px">
        <mj-text font-size="16px" font-weight="700" padding-bottom="0">Płatność</mj-text>
        <mj-text font-size="15px" line-height="22px">BLIK – opłacone<br />Faktura: wyślemy e-mailem razem z paczką</mj-text>
      </mj-column>
    </mj-section>
    <mj-section background-color="${palette.surface}" padding="24px 24px 32px">
      <mj-column>
        <mj-button href="https://example.com">Sprawdź status zamówienia</mj-button>
        <mj-divider />
        <mj-text font-size="15px" line-height="22px" color="${palette.muted}">Masz pytanie? Odpowiedz na tę wiadomość albo zadzwoń: <strong>[numer telefonu]</strong> (pon.–pt. 8:00–18:00). Na zwrot masz 30 dni – <a href="https://example.com" style="color:${palette.brand}">jak zwrócić produkt</a>.</mj-text>
      </mj-column>
    </mj-section>
${ending(palette, 'Otrzymujesz tę wiadomość, ponieważ złożyłeś(-aś) zamówienie w naszym sklepie.')}`,
    palette,
  ),
};
