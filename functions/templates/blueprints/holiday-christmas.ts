import type { BlueprintSource } from './index';
import { brandBar, ending, head, mjmlDocument, productColumn, SERIF, type Palette, type Product } from './parts';

const palette: Palette = {
  page: '#f7f3ea',
  surface: '#ffffff',
  text: '#1c2a22',
  muted: '#4f5d54',
  brand: '#14532d',
  onBrand: '#ffffff',
};
const red = '#b91c1c';

const ideas: Product[] = [
  { name: 'Do 100 zł', detail: 'Drobiazgi pod choinkę', price: 'od 29 zł', swatch: '#dcfce7', mark: '🎄', cta: 'Prezenty do 100 zł' },
  { name: 'Dla domu', detail: 'Świeczniki, koce, kubki', price: 'od 49 zł', swatch: '#fee2e2', mark: '🕯️', cta: 'Prezenty dla domu' },
  { name: 'Karta podarunkowa', detail: 'Gdy nie wiesz, co wybrać', price: 'od 50 zł', swatch: '#fef3c7', mark: '🎁', cta: 'Kup kartę' },
];

export const holidayChristmas: BlueprintSource = {
  id: 'holiday-christmas',
  category: 'holiday',
  name: { pl: 'Boże Narodzenie – życzenia i prezenty', en: 'Christmas – wishes and gifts' },
  description: {
    pl: 'Świąteczne życzenia, trzy pomysły na prezent, tabela terminów dostawy przed Wigilią i godziny pracy w święta.',
    en: 'Christmas wishes, three gift ideas, a table of delivery deadlines before Christmas Eve and holiday opening hours.',
  },
  subject: {
    pl: '🎄 Wesołych Świąt, {{ firstname | default: "Drogi Kliencie" }}!',
    en: '🎄 Merry Christmas, {{ firstname | default: "dear customer" }}!',
  },
  mjml: mjmlDocument(
    head({ title: 'Wesołych Świąt!', preview: 'Życzenia od nas, pomysły na prezent i ostatnie terminy dostawy przed Wigilią.', palette }),
    `${brandBar('TWOJA MARKA', palette)}
    <mj-section background-color="${palette.brand}" padding="8px 24px 48px">
      <mj-column>
        <mj-text align="center" font-size="40px" line-height="48px" padding-bottom="0" color="${palette.onBrand}"><span aria-hidden="true">✦ ✦ ✦</span></mj-text>
        <mj-text align="center" font-family="${SERIF}" font-size="38px" line-height="46px" color="${palette.onBrand}">Wesołych Świąt!</mj-text>
        <mj-text align="center" font-size="18px" line-height="28px" color="${palette.onBrand}">{{ firstname | default: "Drogi Kliencie" }}, życzymy Ci spokojnych, rodzinnych Świąt Bożego Narodzenia i wszystkiego dobrego w Nowym Roku.</mj-text>
      </mj-column>
    </mj-section>
    <mj-section background-color="${palette.surface}" padding="32px 24px 0">
      <mj-column>
        <mj-text align="center" font-size="24px" line-height="32px" font-weight="700">Pomysły na prezent</mj-text>
        <mj-text align="center" color="${palette.muted}" padding-top="0">Dla bliskich, dla współpracowników i dla siebie.</mj-text>
      </mj-column>
    </mj-section>
    <mj-section background-color="${palette.surface}" padding="8px 16px 24px">
${ideas.map((p) => productColumn(p, palette)).join('\n')}
    </mj-section>
    <mj-section background-color="${palette.surface}" padding="0 24px 24px">
      <mj-column>
        <mj-divider />
        <mj-text font-size="20px" font-weight="700" color="${red}">Zdąż przed Wigilią</mj-text>
        <mj-table font-size="15px" line-height="22px" color="${palette.text}" cellpadding="8px">
          <tr style="border-bottom:1px solid #d5dbe1;text-align:left">
            <th style="padding:8px">Sposób dostawy</th>
            <th style="padding:8px">Zamów do</th>
          </tr>
          <tr style="border-bottom:1px solid #eef0f2">
            <td style="padding:8px">Kurier</td>
            <td style="padding:8px"><strong>20 grudnia, 12:00</strong></td>
          </tr>
          <tr style="border-bottom:1px solid #eef0f2">
            <td style="padding:8px">Paczkomat</td>
            <td style="padding:8px"><strong>19 grudnia, 23:59</strong></td>
          </tr>
          <tr>
            <td style="padding:8px">Odbiór w sklepie</td>
            <td style="padding:8px"><strong>23 grudnia, 14:00</strong></td>
          </tr>
        </mj-table>
        <mj-button href="https://example.com" align="left">Zamów prezenty</mj-button>
      </mj-column>
    </mj-section>
    <mj-section background-color="#fef3c7" padding="16px 24px">
      <mj-column>
        <mj-text font-size="15px" line-height="22px"><strong>W święta odpoczywamy:</strong> 24–26 grudnia biuro obsługi klienta jest nieczynne. Od 27 grudnia odpowiadamy jak zwykle.</mj-text>
      </mj-column>
    </mj-section>
${ending(palette, 'Otrzymujesz tę wiadomość, ponieważ jesteś naszym klientem lub zapisałeś(-aś) się na newsletter.')}`,
    palette,
  ),
};
