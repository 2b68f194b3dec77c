import type { BlueprintSource } from './index';
import { brandBar, ending, head, mjmlDocument, type Palette } from './parts';

const palette: Palette = {
  page: '#eef0f7',
  surface: '#ffffff',
  text: '#1e1b4b',
  muted: '#4b4a6b',
  brand: '#1e1b4b',
  onBrand: '#ffffff',
};
const gold = '#fbbf24';

/** One number of the year: big figure, short caption. */
const stat = (figure: string, caption: string) => `      <mj-column padding="8px">
        <mj-text align="center" font-size="36px" line-height="44px" font-weight="700" color="${palette.onBrand}" padding-bottom="0">${figure}</mj-text>
        <mj-text align="center" font-size="15px" line-height="22px" color="#e0e7ff" padding-top="4px">${caption}</mj-text>
      </mj-column>`;

export const holidayNewYear: BlueprintSource = {
  id: 'holiday-new-year',
  category: 'holiday',
  name: { pl: 'Nowy Rok – podsumowanie roku', en: 'New Year – the year in review' },
  description: {
    pl: 'Noworoczne życzenia z podsumowaniem roku: trzy liczby w kolumnach, najważniejsze wydarzenia, plany na nowy rok i podziękowanie.',
    en: "New Year wishes with a year in review: three figures in columns, the highlights, next year's plans and a thank-you.",
  },
  subject: { pl: '✨ Szczęśliwego Nowego Roku! Oto nasz rok w liczbach', en: '✨ Happy New Year! Our year in numbers' },
  mjml: mjmlDocument(
    head({
      title: 'Szczęśliwego Nowego Roku',
      preview: 'Dziękujemy za wspólny rok – zobacz, co razem osiągnęliśmy i co przed nami.',
      palette,
    }),
    `${brandBar('TWOJA MARKA', palette)}
    <mj-section background-color="${palette.brand}" padding="24px 24px 16px">
      <mj-column>
        <mj-text align="center" font-size="15px" font-weight="700" letter-spacing="4px" color="${gold}">SZCZĘŚLIWEGO</mj-text>
        <mj-text align="center" font-size="40px" line-height="48px" font-weight="700" color="${palette.onBrand}" padding-top="0">Nowego Roku!</mj-text>
        <mj-text align="center" font-size="18px" line-height="28px" color="#e0e7ff">{{ firstname | default: "Drogi Kliencie" }}, dziękujemy, że byłeś(-aś) z nami przez ostatnie dwanaście miesięcy. Oto nasz wspólny rok:</mj-text>
      </mj-column>
    </mj-section>
    <mj-section background-color="${palette.brand}" padding="0 16px 40px">
${stat('12 tys.', 'zadowolonych klientów')}
${stat('98%', 'paczek na czas')}
${stat('4,9/5', 'średnia ocen')}
    </mj-section>
    <mj-section background-color="${palette.surface}" padding="32px 24px 8px">
      <mj-column>
        <mj-text font-size="22px" line-height="30px" font-weight="700">Co się wydarzyło</mj-text>
        <mj-text padding-top="0">
          <ul style="padding-left:20px;margin:0">
            <li style="margin-bottom:8px">Otworzyliśmy nowy magazyn – zamówienia wysyłamy jeszcze tego samego dnia.</li>
            <li style="margin-bottom:8px">Wprowadziliśmy aplikację mobilną i program lojalnościowy.</li>
            <li>Posadziliśmy 2 000 drzew – po jednym za każde sto zamówień.</li>
          </ul>
        </mj-text>
        <mj-divider />
        <mj-text font-size="22px" line-height="30px" font-weight="700">Co przed nami</mj-text>
        <mj-text padding-top="0">Nowe kategorie produktów, szybsze zwroty i jeszcze więcej okazji do wspólnego świętowania. Na dobry początek – darmowa dostawa na pierwsze zamówienie w nowym roku.</mj-text>
        <mj-button href="https://example.com">Odbierz darmową dostawę</mj-button>
      </mj-column>
    </mj-section>
    <mj-section background-color="${palette.surface}" padding="8px 24px 32px">
      <mj-column>
        <mj-text>Do zobaczenia w nowym roku!<br /><strong>Zespół Twojej Marki</strong></mj-text>
      </mj-column>
    </mj-section>
${ending(palette)}`,
    palette,
  ),
};
